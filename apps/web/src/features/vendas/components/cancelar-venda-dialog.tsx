import TextField from '@mui/material/TextField';
import { MOTIVO_CANCELAMENTO } from '@skyler/domain/vendas-regras';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';

type Props = { open: boolean; loading: boolean; onCancel: () => void; onConfirm: (motivo: string) => void };

/** 'Cancelar venda': Motivo* with a counter, Confirmar from 3 characters (part 1 §2, §5). */
export function CancelarVendaDialog({ open, loading, onCancel, onConfirm }: Props) {
  const [motivo, setMotivo] = useState('');
  const size = motivo.trim().length;
  const tooLong = motivo.length > MOTIVO_CANCELAMENTO.max;
  return (
    <ConfirmDialog
      open={open}
      title="Cancelar venda"
      message="Informe o motivo do cancelamento da venda."
      cancelLabel="Voltar"
      confirmLabel="Confirmar"
      confirmColor="error"
      confirmDisabled={size < MOTIVO_CANCELAMENTO.min || tooLong}
      loading={loading}
      onCancel={onCancel}
      onConfirm={() => onConfirm(motivo.trim())}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label="Motivo*"
        value={motivo}
        onChange={(e) => setMotivo(e.target.value)}
        error={tooLong}
        helperText={tooLong ? MOTIVO_CANCELAMENTO.maxMessage : `${motivo.length}/${MOTIVO_CANCELAMENTO.max}`}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
