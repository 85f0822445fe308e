import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONTA_PROPRIA_MESSAGES,
  type ContaPropriaInput,
  ZContaPropriaInput,
} from '@skyler/domain/referencia';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { type ContaPropria, type Programa, useSaveContaPropria } from '../api/programas.ts';

export const CONTA_FORM_TEXTS = {
  nova: 'Nova conta própria',
  editar: (numero: string) => `Editar conta ${numero}`,
  programa: 'Programa',
  numero: 'Número da conta',
  titular: 'Titular',
  ativo: 'Ativa (oferecida na validação de milhas)',
  erroSalvar: 'Erro ao salvar a conta.',
} as const;

type Form = { programa: number | '' | null; numero_id_conta: string; titular: string; ativo: boolean };

/** Add or edit one of the agency's own loyalty accounts (administrators). */
export function ContaPropriaFormDialog({
  conta,
  programas,
  onClose,
}: {
  conta: ContaPropria | null;
  programas: readonly Programa[];
  onClose: () => void;
}) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const salvar = useSaveContaPropria();
  const form = useForm<Form, unknown, ContaPropriaInput>({
    defaultValues: {
      programa: conta?.programa.id ?? '',
      numero_id_conta: conta?.numero_id_conta ?? '',
      titular: conta?.titular ?? 'Skyler Viagens',
      ativo: conta?.ativo ?? true,
    },
    resolver: schemaResolver<Form, ContaPropriaInput>(ZContaPropriaInput),
  });
  const enviar = form.handleSubmit((dados) =>
    salvar.mutate(
      { id: conta?.id ?? null, dados },
      {
        onSuccess: () => {
          enqueueSnackbar(conta ? CONTA_PROPRIA_MESSAGES.salva : CONTA_PROPRIA_MESSAGES.criada, {
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => showServerErrors(error, form.setError, { fallback: CONTA_FORM_TEXTS.erroSalvar }),
      },
    ),
  );
  const oferecidos = programas.filter((p) => p.ativo || p.id === conta?.programa.id);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>
        {conta ? CONTA_FORM_TEXTS.editar(conta.numero_id_conta) : CONTA_FORM_TEXTS.nova}
      </DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <form id={`${titleId}-form`} noValidate onSubmit={(event) => void enviar(event)}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Controller
                name="programa"
                control={form.control}
                render={({ field, fieldState: { error } }) => (
                  <TextField
                    select
                    required
                    label={CONTA_FORM_TEXTS.programa}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(error)}
                    helperText={error?.message}
                  >
                    {oferecidos.map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        {p.nome}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <FormTextField<Form>
                name="numero_id_conta"
                label={CONTA_FORM_TEXTS.numero}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 64 } }}
              />
              <FormTextField<Form>
                name="titular"
                label={CONTA_FORM_TEXTS.titular}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 150 } }}
              />
              <Controller
                name="ativo"
                control={form.control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={CONTA_FORM_TEXTS.ativo}
                  />
                )}
              />
            </Stack>
          </form>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={salvar.isPending}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
