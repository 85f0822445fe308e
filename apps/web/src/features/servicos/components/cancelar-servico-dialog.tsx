import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import { JUSTIFICATIVA_MAX, JUSTIFICATIVA_MIN, SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { useState } from 'react';
import { TypeToConfirmDialog } from '../../../components/dialogs/type-to-confirm-dialog.tsx';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useCancelServico } from '../api/servico-acoes.ts';
import { comDetalhe } from '../lib/mensagens.ts';

export const CANCELAR_SERVICO_TEXTS = {
  titulo: (id: number) => `Cancelar serviço ${formatId(id)}`,
  pergunta: 'O cancelamento não pode ser desfeito. Digite o ID do serviço e a justificativa para confirmar.',
  campoId: (id: number) => `Digite o ID do serviço (${id}) para confirmar`,
  justificativa: 'Justificativa*',
} as const;

export function justificativaValida(texto: string): boolean {
  const tamanho = texto.trim().length;
  return tamanho >= JUSTIFICATIVA_MIN && tamanho <= JUSTIFICATIVA_MAX;
}

/**
 * Cancel a service (part 1 §5): the service ID typed exactly and a justification of 10 to 50 characters;
 * Confirmar stays disabled until both hold.
 */
export function CancelarServicoDialog({
  servico: aberto,
  onClose,
}: {
  servico: { id: number; versao?: number } | null;
  onClose: () => void;
}) {
  const servico = useUltimo(aberto);
  const { enqueueSnackbar } = useSnackbar();
  const cancelar = useCancelServico();
  const [motivo, setMotivo] = useState('');
  const [tocado, setTocado] = useState(false);
  const fechar = () => {
    setMotivo('');
    setTocado(false);
    onClose();
  };
  const valida = justificativaValida(motivo);
  const erro = tocado && !valida;
  return (
    <TypeToConfirmDialog
      open={aberto !== null}
      title={servico ? CANCELAR_SERVICO_TEXTS.titulo(servico.id) : ''}
      message={CANCELAR_SERVICO_TEXTS.pergunta}
      expectedText={servico ? String(servico.id) : ''}
      inputLabel={servico ? CANCELAR_SERVICO_TEXTS.campoId(servico.id) : undefined}
      extraValid={valida}
      loading={cancelar.isPending}
      onCancel={fechar}
      onConfirm={() => {
        if (!servico) return;
        cancelar.mutate(
          { servico: servico.id, motivo_cancelamento: motivo.trim(), versao: servico.versao },
          {
            onSuccess: () => {
              enqueueSnackbar(SERVICO_MESSAGES.cancelado, { variant: 'success' });
              fechar();
            },
            onError: (error) =>
              enqueueSnackbar(comDetalhe(SERVICO_MESSAGES.naoCancelado, error), { variant: 'error' }),
          },
        );
      }}
    >
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={CANCELAR_SERVICO_TEXTS.justificativa}
        value={motivo}
        onChange={(event) => setMotivo(event.target.value)}
        onBlur={() => setTocado(true)}
        error={erro}
        helperText={erro ? SERVICO_MESSAGES.justificativa : `${motivo.length}/${JUSTIFICATIVA_MAX}`}
        slotProps={{ htmlInput: { maxLength: JUSTIFICATIVA_MAX } }}
        margin="normal"
      />
    </TypeToConfirmDialog>
  );
}
