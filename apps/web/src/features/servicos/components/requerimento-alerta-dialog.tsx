import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { useId } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';

/**
 * The lines under 'Requerimento não pode ser completado' (part 1 §8): one per field, 'field: messages';
 * the server's reason when it named no field; nothing when there was no answer.
 */
export function linhasRequerimento(error: unknown): string[] {
  if (!isApiError(error) || error.status === 0) return [];
  const linhas = Object.entries(error.errors).map(
    ([campo, mensagens]) => `${campo}: ${mensagens.join(', ')}`,
  );
  if (linhas.length > 0) return linhas;
  return error.detail ? [error.detail] : [];
}

/** The invoicing failure's alert, as an accessible dialog. */
export function RequerimentoAlertaDialog({ erro, onClose }: { erro: unknown; onClose: () => void }) {
  const titleId = useId();
  const descId = useId();
  const linhas = erro ? linhasRequerimento(erro) : [];
  return (
    <Dialog
      open={Boolean(erro)}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={linhas.length > 0 ? descId : undefined}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{SERVICO_MESSAGES.requerimentoIncompleto}</DialogTitle>
      {linhas.length > 0 ? (
        <DialogContent id={descId}>
          {linhas.map((linha) => (
            <Typography key={linha} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {linha}
            </Typography>
          ))}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
