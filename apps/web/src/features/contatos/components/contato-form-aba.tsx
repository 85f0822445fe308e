import {
  CONTATO_MESSAGES,
  type Contato,
  type ContatoData,
  nomeCompleto,
  PAIS_PADRAO,
} from '@skyler/domain/contatos';
import { useForm } from 'react-hook-form';
import { EnderecoFields } from '../../../components/fields/endereco-fields.tsx';
import { AbaDeCadastro } from '../../../components/forms/aba-de-cadastro.tsx';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
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
  const update = useUpdateContato();
  const remove = useDeleteContato();
  const form = useForm<ContatoFormValues, unknown, ContatoData>({
    values: contatoToForm(contato),
    resolver: contatoResolver,
    mode: 'onTouched',
    resetOptions: { keepDirtyValues: true },
  });
  const showServerErrors = useServerErrors();
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
    <AbaDeCadastro
      form={form}
      rotulo="Dados do contato"
      salvando={update.isPending}
      onSubmit={(event) => void salvar(event)}
      exclusao={{
        titulo: 'Deletar contato',
        mensagem: CONTATO_MESSAGES.deletarConfirmacao,
        textoEsperado: nomeCompleto(contato),
        rotulo: 'Nome completo',
        removendo: remove.isPending,
        remover: (opcoes) => remove.mutate(contato.id, opcoes),
        deletado: CONTATO_MESSAGES.deletado,
        erro: CONTATO_MESSAGES.erroDeletar,
        destino: pathTo('contatos'),
      }}
    >
      {aba === 'cliente' ? <InfoFields variante="aba" contatoId={contato.id} /> : null}
      {aba === 'contato-endereco' ? <EnderecoFields paisFixo={PAIS_PADRAO} /> : null}
      {aba === 'contato-extras' ? <ExtrasFields contatoId={contato.id} /> : null}
    </AbaDeCadastro>
  );
}
