import { ZIdLista } from '@skyler/domain/cadastro';
import { FORNECEDORES_MESSAGES } from '@skyler/domain/fornecedores';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { IdsAutocomplete, type Opcao } from './ids-autocomplete.tsx';

type AssociacaoDialogProps = {
  open: boolean;
  title: string;
  label: string;
  options: readonly Opcao[];
  loading: boolean;
  initial: readonly number[];
  noOptionsText: string;
  successMessage: string;
  onSave: (ids: number[]) => Promise<unknown>;
  onClose: () => void;
};

type AssociacaoForm = { ids: number[] };

/** The ids as the API's `provedores` / `fornecedores` list takes them. */
const resolver = schemaResolver<AssociacaoForm, { ids: number[] }>(z.object({ ids: ZIdLista }));

/** Which providers a supplier sells, or which suppliers sell a provider. */
export function AssociacaoDialog({
  open,
  title,
  label,
  options,
  loading,
  initial,
  noOptionsText,
  successMessage,
  onSave,
  onClose,
}: AssociacaoDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<AssociacaoForm>({ defaultValues: { ids: [...initial] }, resolver });
  const [saving, setSaving] = useState(false);

  const onSubmit = form.handleSubmit(async () => {
    setSaving(true);
    try {
      await onSave(form.getValues('ids'));
      enqueueSnackbar(successMessage, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, FORNECEDORES_MESSAGES.erroAssociar), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormDialog
      open={open}
      title={title}
      saving={saving}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Controller
        name="ids"
        control={form.control}
        render={({ field }) => (
          <IdsAutocomplete
            label={label}
            options={options}
            value={field.value}
            onChange={field.onChange}
            loading={loading}
            noOptionsText={noOptionsText}
          />
        )}
      />
    </FormDialog>
  );
}
