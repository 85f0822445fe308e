import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

type TypeToConfirmDialogProps = Omit<ConfirmDialogProps, 'confirmDisabled' | 'children' | 'onCancel'> & {
  /** what the user must type, exactly (e.g. the contact's full name or the service ID) */
  expectedText: string;
  inputLabel?: string;
  /** more fields under the typed confirmation; `extraValid` tells whether they are filled in */
  children?: ReactNode;
  extraValid?: boolean;
  onCancel: () => void;
};

export function matchesExpectedText(typed: string, expected: string): boolean {
  return expected.trim() !== '' && typed.trim() === expected.trim();
}

/** A destructive action that needs the user to type a text, e.g. the name, before Confirmar enables. */
export function TypeToConfirmDialog({
  expectedText,
  inputLabel,
  children,
  extraValid = true,
  cancelLabel = 'Voltar',
  confirmLabel = 'Confirmar',
  confirmColor = 'error',
  onCancel,
  ...dialog
}: TypeToConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(dialog.open);
  if (dialog.open !== wasOpen) {
    setWasOpen(dialog.open);
    if (dialog.open) setTyped('');
  }

  return (
    <ConfirmDialog
      {...dialog}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      confirmDisabled={!matchesExpectedText(typed, expectedText) || !extraValid}
      onCancel={onCancel}
    >
      <TextField
        label={inputLabel ?? `Digite "${expectedText}" para confirmar`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        fullWidth
        autoFocus
        autoComplete="off"
        margin="normal"
      />
      {children}
    </ConfirmDialog>
  );
}
