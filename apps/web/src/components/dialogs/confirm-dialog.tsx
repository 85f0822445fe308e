import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

/** part 1 §9: dialogs are 600px wide. */
export const DIALOG_WIDTH = 600;

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** extra content under the message (fields, lists) */
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel?: string;
  confirmColor?: 'primary' | 'error' | 'warning' | 'success';
  confirmDisabled?: boolean;
  /** the confirmation is being carried out: both buttons wait */
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A yes/no question, e.g. 'Deseja realmente finalizar o orçamento?' with Não / Sim. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  cancelLabel = 'Não',
  confirmLabel = 'Sim',
  confirmColor = 'primary',
  confirmDisabled = false,
  loading = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {message ? <DialogContentText id={messageId}>{message}</DialogContentText> : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={confirmDisabled}
          loading={loading}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
