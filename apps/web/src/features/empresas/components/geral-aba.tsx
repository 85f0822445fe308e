import { EMPRESA_MESSAGES, type Empresa, type EmpresaData } from '@skyler/domain/empresas';
import { useForm } from 'react-hook-form';
import { AbaDeCadastro } from '../../../components/forms/aba-de-cadastro.tsx';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
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
  const update = useUpdateEmpresa();
  const remove = useDeleteEmpresa();
  const form = useForm<EmpresaFormValues, unknown, EmpresaData>({
    values: empresaToForm(empresa),
    resolver: empresaResolver,
    resetOptions: { keepDirtyValues: true },
  });
  const showServerErrors = useServerErrors();
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
    <AbaDeCadastro
      form={form}
      rotulo="Dados da empresa"
      salvando={update.isPending}
      onSubmit={(event) => void salvar(event)}
      exclusao={{
        titulo: 'Deletar empresa',
        mensagem: EMPRESA_MESSAGES.deletarConfirmacao,
        textoEsperado: empresa.nome,
        rotulo: 'Nome da empresa',
        removendo: remove.isPending,
        remover: (opcoes) => remove.mutate(empresa.id, opcoes),
        deletado: EMPRESA_MESSAGES.deletada,
        erro: EMPRESA_MESSAGES.erroDeletar,
        destino: pathTo('empresas'),
      }}
    >
      <EmpresaFields />
    </AbaDeCadastro>
  );
}
