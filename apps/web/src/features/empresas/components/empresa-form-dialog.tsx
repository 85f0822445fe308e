import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES, type EmpresaData } from '@skyler/domain/empresas';
import { FormProvider, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useCreateEmpresa } from '../api/save-empresa.ts';
import {
  type EmpresaFormValues,
  empresaResolver,
  empresaToRequest,
  emptyEmpresaForm,
} from '../lib/empresa-form.ts';
import { EmpresaFields } from './empresa-fields.tsx';

/** Nova empresa (part 2 §2): a name or razão social, a phone or e-mail, and the CNPJ. */
export function EmpresaFormDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const create = useCreateEmpresa();
  const form = useForm<EmpresaFormValues, unknown, EmpresaData>({
    defaultValues: emptyEmpresaForm(),
    resolver: empresaResolver,
  });
  const salvar = form.handleSubmit(() =>
    create.mutateAsync(empresaToRequest(form.getValues())).then(
      (empresa) => {
        enqueueSnackbar(EMPRESA_MESSAGES.criada, { variant: 'success' });
        onCreated(empresa.id);
        onClose();
      },
      (error: unknown) => showServerErrors(error, form.setError, { fallback: EMPRESA_MESSAGES.erroSalvar }),
    ),
  );
  return (
    <FormDialog
      open
      title="Nova Empresa"
      saving={create.isPending}
      dirty={form.formState.isDirty}
      perguntaDescartar={CONTATO_MESSAGES.fecharDialogo}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <FormProvider {...form}>
        <EmpresaFields />
      </FormProvider>
    </FormDialog>
  );
}
