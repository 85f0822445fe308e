import type { CotacaoSaveInput, CotacaoView } from '@skyler/domain/cotacoes';
import type { Orcamento } from '@skyler/domain/orcamentos';

// apart from the dialog, which loads its content lazily: the content reads them without importing it back
export type CotacaoDialogProps = {
  open: boolean;
  /** the request the quote answers (its kind decides the form) */
  orcamento: Orcamento;
  /** editing (or viewing) this quote; null for a new one */
  cotacao?: CotacaoView | null;
  /** a new quote's first values (a copy, a PNR conversion, a Moblix offer) */
  inicial?: Partial<CotacaoSaveInput> | null;
  /** shows the quote without saving */
  somenteLeitura?: boolean;
  onClose: (salva?: CotacaoView) => void;
};
