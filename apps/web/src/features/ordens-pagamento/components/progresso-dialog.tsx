import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ORDEM_PAGAMENTO_MESSAGES } from '@skyler/domain/ordens-pagamento';

/**
 * The wait while an order's dialog loads what it needs (part 2 §2). An overlay rather than a second modal, so
 * that the dialog that follows is the only one to hide the page from assistive technology. Closed, it is not
 * in the page at all: a hidden backdrop would keep its spinner turning behind the list.
 */
export function ProgressoDialog({ aberto, onCancel }: { aberto: boolean; onCancel: () => void }) {
  if (!aberto) return null;
  return (
    <Backdrop open onClick={onCancel} sx={{ zIndex: (theme) => theme.zIndex.modal }} transitionDuration={0}>
      <Paper role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2 }}>
        <CircularProgress aria-label={ORDEM_PAGAMENTO_MESSAGES.aguarde} />
        <Typography>{ORDEM_PAGAMENTO_MESSAGES.aguarde}</Typography>
      </Paper>
    </Backdrop>
  );
}
