import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { EMPRESA_MESSAGES, type Empresa, type EmpresaData } from '@skyler/domain/empresas';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { TypeToConfirmDialog } from '../../../components/dialogs/type-to-confirm-dialog.tsx';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useDeleteEmpresa, useUpdateEmpresa } from '../api/save-empresa.ts';
import {
  type EmpresaFormValues,
  empresaResolver,
  empresaToForm,
  empresaToRequest,
} from '../lib/empresa-form.ts';
import { EmpresaFields } from './empresa-fields.tsx';

/** Geral: the company's fields with Salvar, and Deletar by typing its name. */
export function GeralAba({ empresa }: { empresa: Empresa }) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const update = useUpdateEmpresa();
  const remove = useDeleteEmpresa();
  const [deletando, setDeletando] = useState(false);
  const form = useForm<EmpresaFormValues, unknown, EmpresaData>({
    values: empresaToForm(empresa),
    resolver: empresaResolver,
    resetOptions: { keepDirtyValues: true },
  });
  const falha = (error: unknown, padrao: string) =>
    enqueueSnackbar(isApiError(error) ? error.detail : padrao, { variant: 'error' });
  const showServerErrors = useServerErrors();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const salvar = form.handleSubmit(() =>
    update.mutateAsync({ id: empresa.id, body: empresaToRequest(form.getValues()) }).then(
      (salva) => {
        form.reset(empresaToForm(salva));
        enqueueSnackbar(EMPRESA_MESSAGES.editada, { variant: 'success' });
      },
      (error: unknown) => showServerErrors(error, form.setError, { fallback: EMPRESA_MESSAGES.erroSalvar }),
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <FormProvider {...form}>
        <form noValidate aria-label="Dados da empresa" onSubmit={(event) => void salvar(event)}>
          <EmpresaFields />
          <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button color="error" variant="outlined" onClick={() => setDeletando(true)}>
              Deletar
            </Button>
            <Button type="submit" variant="contained" loading={update.isPending}>
              Salvar
            </Button>
          </Stack>
        </form>
      </FormProvider>
      {guard.dialog}
      <TypeToConfirmDialog
        open={deletando}
        title="Deletar empresa"
        message={EMPRESA_MESSAGES.deletarConfirmacao}
        expectedText={empresa.nome}
        inputLabel="Nome da empresa"
        confirmLabel="Deletar"
        confirmColor="error"
        loading={remove.isPending}
        onCancel={() => setDeletando(false)}
        onConfirm={() =>
          remove.mutate(empresa.id, {
            onSuccess: () => {
              enqueueSnackbar(EMPRESA_MESSAGES.deletada, { variant: 'success' });
              guard.allowNextNavigation();
              navigate(pathTo('empresas'));
            },
            onError: (error) => {
              setDeletando(false);
              falha(error, EMPRESA_MESSAGES.erroDeletar);
            },
          })
        }
      />
    </Paper>
  );
}
