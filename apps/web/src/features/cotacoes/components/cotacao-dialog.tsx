import type { CotacaoSaveInput, CotacaoView } from '@skyler/domain/cotacoes';
import type { Orcamento } from '@skyler/domain/orcamentos';

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

/** "Editando cotação # id" / "Nova Cotação" (part 1 §2, §5). */
export function CotacaoDialog(_props: CotacaoDialogProps) {
  return null;
}
