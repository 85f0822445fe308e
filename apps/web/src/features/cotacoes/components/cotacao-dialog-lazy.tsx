import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { CotacaoDialogProps } from './cotacao-dialog.tsx';

/** The quote dialog carries the pricing engine and its forms: its code is fetched when first opened. */
const CotacaoDialog = lazy(() => import('./cotacao-dialog.tsx').then((m) => ({ default: m.CotacaoDialog })));

/** The quote dialog, mounted only while open. */
export function CotacaoDialogLazy(props: CotacaoDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <CircularProgress aria-label="Carregando cotação" />
        </Backdrop>
      }
    >
      <CotacaoDialog {...props} />
    </Suspense>
  );
}
