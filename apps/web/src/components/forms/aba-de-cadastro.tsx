import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useSnackbar } from '../../lib/toast.tsx';
import { TypeToConfirmDialog } from '../dialogs/type-to-confirm-dialog.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/** Deleting the record of the tab: the question, the name typed to confirm it, and where to go once deleted. */
export type ExclusaoDoCadastro = {
  titulo: string;
  mensagem: string;
  /** the text the user types to confirm (the record's name) and its field's label */
  textoEsperado: string;
  rotulo: string;
  removendo: boolean;
  /** the delete mutation with these options */
  remover: (opcoes: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  deletado: string;
  /** the toast of a refusal without the server's `detail` */
  erro: string;
  /** the list the page returns to */
  destino: string;
};

/**
 * A record's tab that edits it on the page (a contact's, a company's): its fields with Salvar and Deletar, the
 * question before leaving it with unsaved changes, and Deletar confirmed by typing the record's name.
 */
export function AbaDeCadastro<T extends FieldValues, S>({
  form,
  rotulo,
  salvando,
  onSubmit,
  exclusao,
  children,
}: {
  form: UseFormReturn<T, unknown, S>;
  /** the form's accessible name */
  rotulo: string;
  salvando: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  exclusao: ExclusaoDoCadastro;
  children: ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [deletando, setDeletando] = useState(false);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <FormProvider {...form}>
        <form noValidate aria-label={rotulo} onSubmit={onSubmit}>
          {children}
          <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button color="error" variant="outlined" onClick={() => setDeletando(true)}>
              Deletar
            </Button>
            <Button type="submit" variant="contained" loading={salvando}>
              Salvar
            </Button>
          </Stack>
        </form>
      </FormProvider>
      {guard.dialog}
      <TypeToConfirmDialog
        open={deletando}
        title={exclusao.titulo}
        message={exclusao.mensagem}
        expectedText={exclusao.textoEsperado}
        inputLabel={exclusao.rotulo}
        confirmLabel="Deletar"
        confirmColor="error"
        loading={exclusao.removendo}
        onCancel={() => setDeletando(false)}
        onConfirm={() =>
          exclusao.remover({
            onSuccess: () => {
              enqueueSnackbar(exclusao.deletado, { variant: 'success' });
              guard.allowNextNavigation();
              navigate(exclusao.destino);
            },
            onError: (error) => {
              setDeletando(false);
              enqueueSnackbar(isApiError(error) ? error.detail : exclusao.erro, { variant: 'error' });
            },
          })
        }
      />
    </Paper>
  );
}
