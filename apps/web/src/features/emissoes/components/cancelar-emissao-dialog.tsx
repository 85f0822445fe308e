import TextField from '@mui/material/TextField';
import { EMISSAO_MESSAGES, EMISSAO_MOTIVO_MAX, EMISSAO_MOTIVO_MIN } from '@skyler/domain/emissoes';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';

export const CANCELAR_EMISSAO = {
  titulo: 'Cancelar emissão',
  pergunta: 'Informe o motivo do cancelamento desta emissão.',
  motivo: 'Motivo do cancelamento',
  confirmar: 'Confirmar',
  voltar: 'Voltar',
} as const;

/** Reason for cancelling (part 2 §5): Confirmar from 3 characters, at most 255. */
export function CancelarEmissaoDialog({
  open,
  loading,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (motivo: string) => void;
}) {
  const [motivo, setMotivo] = useState('');
  const tamanho = motivo.trim().length;
  const longo = tamanho > EMISSAO_MOTIVO_MAX;
  return (
    <ConfirmDialog
      open={open}
      title={CANCELAR_EMISSAO.titulo}
      message={CANCELAR_EMISSAO.pergunta}
      confirmLabel={CANCELAR_EMISSAO.confirmar}
      cancelLabel={CANCELAR_EMISSAO.voltar}
      confirmColor="error"
      confirmDisabled={tamanho < EMISSAO_MOTIVO_MIN || longo}
      loading={loading}
      onCancel={() => {
        setMotivo('');
        onCancel();
      }}
      onConfirm={() => onConfirm(motivo.trim())}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        label={CANCELAR_EMISSAO.motivo}
        value={motivo}
        onChange={(event) => setMotivo(event.target.value)}
        error={longo}
        helperText={longo ? EMISSAO_MESSAGES.motivoMax : `${tamanho}/${EMISSAO_MOTIVO_MAX}`}
      />
    </ConfirmDialog>
  );
}
