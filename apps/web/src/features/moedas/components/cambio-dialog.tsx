import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { type CambioInput, formatCambio, ZCambioInput } from '@skyler/domain/moedas';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { Moeda } from '../../../api/get-contexto-preco.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { DateField } from '../../../components/fields/date-field.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useUpdateCambio } from '../api/moedas.ts';

export const CAMBIO_DIALOG_TEXTS = {
  titulo: (sigla: string) => `Alterar câmbio ${sigla}`,
  explicacao: (nome: string) =>
    `Valor de 1 unidade de ${nome} em reais. As cotações feitas a partir de agora usam o novo câmbio; as já salvas mantêm o delas.`,
  cambio: 'Câmbio (R$)',
  data: 'Data do câmbio',
  salvo: 'Câmbio alterado com sucesso!',
  erroSalvar: 'Erro ao alterar o câmbio.',
} as const;

type CambioForm = { cambio: string; cambio_data: string | null };

/** The currency as GET /api/moedas/ answers it, with the version a change sends back (decision 0034). */
type MoedaComVersao = Moeda & { versao?: number };

/** Edit a currency's rate and its day; the server's messages go on the fields. */
export function CambioDialog({ moeda, onClose }: { moeda: MoedaComVersao; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const alterar = useUpdateCambio();
  const form = useForm<CambioForm, unknown, CambioInput>({
    defaultValues: { cambio: formatCambio(moeda.cambio).replace(/\./g, ''), cambio_data: hojeNaAgencia() },
    resolver: schemaResolver<CambioForm, CambioInput>(ZCambioInput),
  });
  const salvar = form.handleSubmit((dados) =>
    alterar.mutate(
      { id: moeda.id, ...dados, ...(moeda.versao === undefined ? {} : { versao: moeda.versao }) },
      {
        onSuccess: () => {
          enqueueSnackbar(CAMBIO_DIALOG_TEXTS.salvo, { variant: 'success' });
          onClose();
        },
        // changed by someone else (409): the dialog's alert keeps the typed rate and offers "Recarregar"
        onError: (error) => {
          showServerErrors(error, form.setError, {
            fields: ['cambio', 'cambio_data'],
            fallback: CAMBIO_DIALOG_TEXTS.erroSalvar,
          });
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      title={CAMBIO_DIALOG_TEXTS.titulo(moeda.sigla)}
      saving={alterar.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <DialogContentText sx={{ mb: 2 }}>{CAMBIO_DIALOG_TEXTS.explicacao(moeda.nome)}</DialogContentText>
      <FormProvider {...form}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <FormTextField<CambioForm>
            name="cambio"
            label={CAMBIO_DIALOG_TEXTS.cambio}
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16, autoComplete: 'off' } }}
          />
          <Controller
            name="cambio_data"
            control={form.control}
            render={({ field, fieldState: { error } }) => (
              <DateField
                label={CAMBIO_DIALOG_TEXTS.data}
                required
                fullWidth
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(error)}
                helperText={error?.message}
              />
            )}
          />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
