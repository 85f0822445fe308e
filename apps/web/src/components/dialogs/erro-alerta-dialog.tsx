import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../api/api-error.ts';
import { DIALOG_WIDTH } from './confirm-dialog.tsx';

export const ERRO_ALERTA_TITULO = 'Erro';

/** The server's text, then one line per field it named ('campo: mensagens'). */
export function linhasDoErro(error: unknown, rotulo: (campo: string) => string = (campo) => campo): string[] {
  if (!isApiError(error)) return [error instanceof Error ? error.message : String(error)];
  if (error.status === 0) return [NETWORK_ERROR_MESSAGE];
  const campos = Object.entries(error.errors)
    .map(([campo, mensagens]) => `${rotulo(campo)}: ${mensagens.join(', ')}`)
    .filter((linha) => linha !== error.detail);
  return error.detail ? [error.detail, ...campos] : campos;
}

/**
 * A refused RAC action (part 2 §8: protocol, document, service, status and save failures show an alert with
 * the server's text), as an accessible dialog instead of the browser's.
 */
export function ErroAlertaDialog({
  erro,
  onClose,
  rotulo,
}: {
  erro: unknown;
  onClose: () => void;
  /** the field's name on the screen, for the server's field paths */
  rotulo?: (campo: string) => string;
}) {
  const titleId = useId();
  const descId = useId();
  const linhas = erro ? linhasDoErro(erro, rotulo) : [];
  useEffect(() => {
    // the refusal is also logged, as the spec asks
    if (erro) console.error(erro);
  }, [erro]);
  return (
    <Dialog
      open={Boolean(erro)}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{ERRO_ALERTA_TITULO}</DialogTitle>
      <DialogContent id={descId}>
        {linhas.map((linha) => (
          <Typography key={linha} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {linha}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
