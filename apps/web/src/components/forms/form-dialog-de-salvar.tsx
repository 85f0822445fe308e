import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../dialogs/form-dialog.tsx';
import { useRespostaDoSalvar } from './server-errors.ts';

type RespostaDoSalvar = ReturnType<typeof useRespostaDoSalvar>;

type FormDialogDeSalvarProps<T extends FieldValues, S> = {
  /** the dialog's react-hook-form (its schema resolver gives `S`): its `isDirty` is the dialog's `dirty` */
  form: UseFormReturn<T, unknown, S>;
  title: string;
  /** the save's mutation is pending */
  saving: boolean;
  /** the toast of a save that went through */
  sucesso: string;
  /** the toast of a refusal that named no field and gave no `detail` */
  fallback: string;
  /** the fields the form shows: a server message for another goes to the toast (see `useRespostaDoSalvar`) */
  fields?: readonly string[];
  /** sends the checked values: the caller's mutation, with `resposta` as its options */
  salvar: (dados: S, resposta: RespostaDoSalvar) => void;
  onClose: () => void;
  submitLabel?: string;
  /** the form's fields, one under the other */
  children: ReactNode;
};

/**
 * An add-or-edit dialog of one save: a `FormDialog` over the form's fields in a column, whose submit checks the
 * form and hands the values to `salvar`; the save's answer is `useRespostaDoSalvar`'s (a toast and the dialog
 * closed, or the server's messages on the fields).
 */
export function FormDialogDeSalvar<T extends FieldValues, S>({
  form,
  title,
  saving,
  sucesso,
  fallback,
  fields,
  salvar,
  onClose,
  submitLabel,
  children,
}: FormDialogDeSalvarProps<T, S>) {
  const resposta = useRespostaDoSalvar(form.setError, { sucesso, fallback, onClose, fields });
  const enviar = form.handleSubmit((dados) => salvar(dados, resposta));
  return (
    <FormDialog
      open
      title={title}
      saving={saving}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void enviar(event)}
      submitLabel={submitLabel}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
