import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES, type EmpresaData } from '@skyler/domain/empresas';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
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
  const [confirmarFechar, setConfirmarFechar] = useState(false);
  const form = useForm<EmpresaFormValues, unknown, EmpresaData>({
    defaultValues: emptyEmpresaForm(),
    resolver: empresaResolver,
  });
  const fechar = () => (form.formState.isDirty ? setConfirmarFechar(true) : onClose());
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
    <Dialog open onClose={fechar} fullWidth maxWidth="md" aria-labelledby="nova-empresa-titulo">
      <DialogTitle id="nova-empresa-titulo">Nova Empresa</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <FormProvider {...form}>
          <form id="nova-empresa" noValidate onSubmit={(event) => void salvar(event)}>
            <EmpresaFields />
          </form>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Cancelar</Button>
        <Button type="submit" form="nova-empresa" variant="contained" loading={create.isPending}>
          Salvar
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmarFechar}
        title="Fechar"
        message={CONTATO_MESSAGES.fecharDialogo}
        confirmLabel="Fechar"
        onCancel={() => setConfirmarFechar(false)}
        onConfirm={onClose}
      />
    </Dialog>
  );
}
