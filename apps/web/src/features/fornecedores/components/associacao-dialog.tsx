import { FORNECEDORES_MESSAGES } from '@skyler/domain/fornecedores';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
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
  const [ids, setIds] = useState<number[]>([...initial]);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(ids);
      enqueueSnackbar(successMessage, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, FORNECEDORES_MESSAGES.erroAssociar), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog open={open} title={title} saving={saving} onClose={onClose} onSubmit={onSubmit}>
      <IdsAutocomplete
        label={label}
        options={options}
        value={ids}
        onChange={setIds}
        loading={loading}
        noOptionsText={noOptionsText}
      />
    </FormDialog>
  );
}
