import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  PAGAMENTO_UI_MESSAGES,
  type PagamentoView,
  REABRIR_MOTIVO_MAX,
  REABRIR_MOTIVO_MIN,
} from '@skyler/domain/pagamentos';
import { useState } from 'react';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useReabrirPagamento } from '../api/save-pagamento.ts';

export const REABRIR_TEXTS = {
  titulo: (id: number) => `Reabrir pagamento ${formatId(id)}`,
  acao: (id: number) => `Reabrir pagamento ${formatId(id)}`,
  explicacao:
    'O pagamento volta a ser um valor a receber e seus serviços voltam a aguardar pagamento se não estiverem cobertos. Depois ele pode ser alterado.',
  motivo: 'Motivo',
  reabrir: 'Reabrir',
} as const;

/** Finance reopens a concluded payment with the reason (audited); only then can it be edited (decision 0036). */
export function ReabrirPagamentoDialog({
  pagamento,
  onClose,
}: {
  pagamento: PagamentoView;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const reabrir = useReabrirPagamento();
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  return (
    <FormDialog
      open
      title={REABRIR_TEXTS.titulo(pagamento.id)}
      saving={reabrir.isPending}
      submitLabel={REABRIR_TEXTS.reabrir}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const texto = motivo.trim();
        if (texto.length < REABRIR_MOTIVO_MIN || texto.length > REABRIR_MOTIVO_MAX) {
          setErro(PAGAMENTO_UI_MESSAGES.motivoReabrir);
          return;
        }
        reabrir.mutate(
          { id: pagamento.id, motivo: texto, versao: pagamento.versao },
          {
            onSuccess: () => {
              enqueueSnackbar(PAGAMENTO_UI_MESSAGES.reaberto, { variant: 'success' });
              onClose();
            },
            onError: (error) => {
              enqueueSnackbar(falhaComDetalhe(PAGAMENTO_UI_MESSAGES.erroReabrir, error), {
                variant: 'error',
              });
              onClose();
            },
          },
        );
      }}
    >
      <p>{REABRIR_TEXTS.explicacao}</p>
      <TextField
        label={REABRIR_TEXTS.motivo}
        value={motivo}
        onChange={(event) => {
          setMotivo(event.target.value);
          setErro(null);
        }}
        required
        fullWidth
        multiline
        minRows={2}
        error={erro !== null}
        helperText={erro ?? `${motivo.trim().length}/${REABRIR_MOTIVO_MAX}`}
        slotProps={{ htmlInput: { maxLength: REABRIR_MOTIVO_MAX } }}
      />
    </FormDialog>
  );
}
