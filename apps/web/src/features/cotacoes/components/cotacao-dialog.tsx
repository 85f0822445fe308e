import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { CotacaoDialogProps } from './cotacao-dialog-props.ts';

export type { CotacaoDialogProps };

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
