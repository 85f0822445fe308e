import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import type { CotacaoSaveInput, CotacaoView } from '@skyler/domain/cotacoes';
import type { Orcamento } from '@skyler/domain/orcamentos';
import { lazy, Suspense } from 'react';

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

// the dialog (its fields, the pricing engine and the request schemas) is a chunk of its own, fetched on
// first opening, so the pages that offer it stay light
const CotacaoDialogConteudo = lazy(() =>
  import('./dialog/cotacao-dialog-content.tsx').then((m) => ({ default: m.CotacaoDialogConteudo })),
);

/** "Editando cotação # id" / "Nova Cotação" (part 1 §2, §5). */
export function CotacaoDialog(props: CotacaoDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <CircularProgress aria-label="Carregando cotação" />
        </Backdrop>
      }
    >
      <CotacaoDialogConteudo {...props} />
    </Suspense>
  );
}
