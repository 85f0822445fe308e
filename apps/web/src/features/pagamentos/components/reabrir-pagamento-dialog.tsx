import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  PAGAMENTO_UI_MESSAGES,
  type PagamentoView,
  REABRIR_MOTIVO_MAX,
  ZPagamentoReabrirRequest,
} from '@skyler/domain/pagamentos';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { conflitoMostradoNoDialogo } from '../../../components/dialogs/conflito-versao.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
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

type ReabrirForm = { motivo: string };
type ReabrirDados = z.output<typeof ZPagamentoReabrirRequest>;

const resolver = schemaResolver<ReabrirForm, ReabrirDados>(ZPagamentoReabrirRequest);

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
  const form = useForm<ReabrirForm, unknown, ReabrirDados>({
    defaultValues: { motivo: '' },
    resolver,
    // the message goes as soon as the reason is typed again, and comes back only at the next Reabrir
    reValidateMode: 'onSubmit',
  });
  const salvar = form.handleSubmit(({ motivo }) =>
    reabrir.mutate(
      { id: pagamento.id, motivo, versao: pagamento.versao },
      {
        onSuccess: () => {
          enqueueSnackbar(PAGAMENTO_UI_MESSAGES.reaberto, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          // a change made meanwhile is said in the dialog, which stays open with "Recarregar"
          if (conflitoMostradoNoDialogo(error)) return;
          enqueueSnackbar(falhaComDetalhe(PAGAMENTO_UI_MESSAGES.erroReabrir, error), {
            variant: 'error',
          });
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      title={REABRIR_TEXTS.titulo(pagamento.id)}
      saving={reabrir.isPending}
      submitLabel={REABRIR_TEXTS.reabrir}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <p>{REABRIR_TEXTS.explicacao}</p>
      <Controller
        name="motivo"
        control={form.control}
        render={({ field, fieldState: { error } }) => (
          <TextField
            label={REABRIR_TEXTS.motivo}
            value={field.value}
            onChange={(event) => {
              field.onChange(event);
              form.clearErrors('motivo');
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            fullWidth
            multiline
            minRows={2}
            error={Boolean(error)}
            helperText={error?.message ?? `${field.value.trim().length}/${REABRIR_MOTIVO_MAX}`}
            slotProps={{ htmlInput: { maxLength: REABRIR_MOTIVO_MAX } }}
          />
        )}
      />
    </FormDialog>
  );
}
