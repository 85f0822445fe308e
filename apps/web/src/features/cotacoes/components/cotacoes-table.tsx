import type { CotacaoView } from '@skyler/domain/cotacoes';
import type { Orcamento } from '@skyler/domain/orcamentos';

export type CotacoesTableProps = {
  cotacoes: readonly CotacaoView[];
  /** the request of the quotes, when they are one request's (its status hides copy and archive) */
  orcamento?: Orcamento | null;
  /** chosen quotes, for the PDF export */
  selecionadas?: readonly number[];
  onSelecionadasChange?: (ids: number[]) => void;
};

/** The quote table (part 1 §2): columns, the suppliers popup and the actions cart, view, archive, copy. */
export function CotacoesTable(_props: CotacoesTableProps) {
  return null;
}
