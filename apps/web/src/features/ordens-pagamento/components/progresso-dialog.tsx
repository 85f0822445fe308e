import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ORDEM_PAGAMENTO_MESSAGES } from '@skyler/domain/ordens-pagamento';

/**
 * The wait before an order's dialog opens (part 2 §2), with how far it is. An overlay rather than a second
 * modal, so that the dialog that follows is the only one to hide the page from assistive technology.
 */
export function ProgressoDialog({ progresso, onCancel }: { progresso: number | null; onCancel: () => void }) {
  return (
    <Backdrop
      open={progresso !== null}
      onClick={onCancel}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      transitionDuration={0}
    >
      <Paper role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2 }}>
        <CircularProgress
          variant="determinate"
          value={progresso ?? 0}
          aria-label={ORDEM_PAGAMENTO_MESSAGES.aguarde}
        />
        <Typography>{ORDEM_PAGAMENTO_MESSAGES.aguarde}</Typography>
      </Paper>
    </Backdrop>
  );
}
