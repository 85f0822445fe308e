import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  CONTATO_MESSAGES,
  type Contato,
  type ContatoData,
  nomeCompleto,
  PAIS_PADRAO,
} from '@skyler/domain/contatos';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { TypeToConfirmDialog } from '../../../components/dialogs/type-to-confirm-dialog.tsx';
import { EnderecoFields } from '../../../components/fields/endereco-fields.tsx';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useDeleteContato } from '../api/delete-contato.ts';
import { useUpdateContato } from '../api/update-contato.ts';
import {
  type ContatoFormValues,
  contatoResolver,
  contatoToForm,
  formToRequest,
} from '../lib/contato-form.ts';

import { ExtrasFields } from './extras-fields.tsx';
import { InfoFields } from './info-fields.tsx';

export type AbaDeFormulario = 'cliente' | 'contato-endereco' | 'contato-extras';

const ABA_LABEL: Record<AbaDeFormulario, string> = {
  cliente: 'Informações Pessoais',
  'contato-endereco': 'Endereço',
  'contato-extras': 'Extras',
};

function abaDoCampo(campo: string): string {
  const raiz = campo.split('.')[0];
  if (raiz === 'endereco') return ABA_LABEL['contato-endereco'];
  if (raiz === 'extras') return ABA_LABEL['contato-extras'];
  return ABA_LABEL.cliente;
}

/**
 * Informações Pessoais, Endereço and Extras: the only tabs with Salvar and Deletar (part 2 §2). Each saves
 * the whole contact, so a change on one tab never drops what another holds.
 */
export function ContatoFormAba({ contato, aba }: { contato: Contato; aba: AbaDeFormulario }) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const update = useUpdateContato();
  const remove = useDeleteContato();
  const [deletando, setDeletando] = useState(false);
  const form = useForm<ContatoFormValues, unknown, ContatoData>({
    values: contatoToForm(contato),
    resolver: contatoResolver,
    mode: 'onTouched',
    resetOptions: { keepDirtyValues: true },
  });
  const erro = (error: unknown, padrao: string) =>
    enqueueSnackbar(isApiError(error) ? error.detail : padrao, { variant: 'error' });
  const showServerErrors = useServerErrors();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  /** errors of fields on the other tabs are not in sight: say where they are */
  const avisarOutrasAbas = (campos: string[]) => {
    const abas = new Set(campos.map(abaDoCampo));
    abas.delete(ABA_LABEL[aba]);
    if (abas.size > 0) {
      enqueueSnackbar(`Corrija os campos com erro em: ${[...abas].join(', ')}.`, { variant: 'warning' });
    }
  };

  const salvar = form.handleSubmit(
    () =>
      update.mutateAsync({ id: contato.id, body: formToRequest(form.getValues()) }).then(
        (salvo) => {
          form.reset(contatoToForm(salvo));
          enqueueSnackbar(CONTATO_MESSAGES.editado, { variant: 'success' });
        },
        (error: unknown) => avisarOutrasAbas(showServerErrors(error, form.setError)),
      ),
    (errors) => avisarOutrasAbas(Object.keys(errors)),
  );

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void salvar(event)} aria-label="Dados do contato">
          {aba === 'cliente' ? <InfoFields variante="aba" contatoId={contato.id} /> : null}
          {aba === 'contato-endereco' ? <EnderecoFields paisFixo={PAIS_PADRAO} /> : null}
          {aba === 'contato-extras' ? <ExtrasFields contatoId={contato.id} /> : null}
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
        title="Deletar contato"
        message={CONTATO_MESSAGES.deletarConfirmacao}
        expectedText={nomeCompleto(contato)}
        inputLabel="Nome completo"
        confirmLabel="Deletar"
        confirmColor="error"
        loading={remove.isPending}
        onCancel={() => setDeletando(false)}
        onConfirm={() =>
          remove.mutate(contato.id, {
            onSuccess: () => {
              enqueueSnackbar(CONTATO_MESSAGES.deletado, { variant: 'success' });
              guard.allowNextNavigation();
              navigate(pathTo('contatos'));
            },
            onError: (error) => {
              setDeletando(false);
              erro(error, CONTATO_MESSAGES.erroDeletar);
            },
          })
        }
      />
    </Paper>
  );
}
