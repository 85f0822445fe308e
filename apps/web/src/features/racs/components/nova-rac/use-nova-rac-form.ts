import { RAC_MESSAGES, type RacCreate, ZRacCreate } from '@skyler/domain/racs';
import { useEffect, useState } from 'react';
import { type PathValue, useForm } from 'react-hook-form';
import { isApiError } from '../../../../api/api-error.ts';
import { useFornecedoresSimples } from '../../../../api/get-listas-simples.ts';
import { schemaResolver } from '../../../../components/forms/schema-resolver.ts';
import { useErrorToast, useSnackbar } from '../../../../lib/toast.tsx';
import { useEmissao, useEmissoesConcluidasDaVenda, usePagamentosEmissao } from '../../../emissoes/index.ts';
import { useCreateRac } from '../../api/rac-acoes.ts';
import {
  emptyRacForm,
  errosRacForm,
  fornecedorReembolsa,
  type LinhaRacForm,
  linhasDaEmissao,
  type RacForm,
  racFormToRequest,
} from '../../lib/rac-form.ts';

/**
 * The Nova RAC form's state: react-hook-form with the request schema, the sale's concluded issuances, the
 * chosen one's payment lines (filled in once both its detail and its payments arrived), the messages under the
 * fields (the schema's once a save was tried, the server's refusals of the refunds) and the save.
 */
export function useNovaRacForm({ venda, onClose }: { venda: number; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const criar = useCreateRac();
  const emissoes = useEmissoesConcluidasDaVenda(venda);
  useErrorToast(emissoes.error, RAC_MESSAGES.erroCarregarEmissoes, { withDetail: false });
  const concluidas = emissoes.data ?? [];
  const metodos = useForm<RacForm, unknown, RacCreate>({
    defaultValues: emptyRacForm(),
    resolver: schemaResolver<RacForm, RacCreate>(ZRacCreate, (valores) => racFormToRequest(valores, venda)),
  });
  const { setValue, getValues } = metodos;
  const form = metodos.watch();
  const [linhasDa, setLinhasDa] = useState<number | null>(null);
  const [erro, setErro] = useState<unknown>(null);
  const detalhe = useEmissao(form.emissao ?? 0, { enabled: form.emissao !== null });
  const pagamentosEmissao = usePagamentosEmissao(form.emissao ?? 0, { enabled: form.emissao !== null });
  const reembolsa = fornecedorReembolsa(form);
  const fornecedores = useFornecedoresSimples({
    enabled: (form.cobranca && form.cobranca_cliente === 'fornecedor') || reembolsa,
  });

  const emissao = concluidas.find((e) => e.id === form.emissao) ?? null;
  const tipoEmissao = emissao?.tipo ?? null;
  const pagamentosProntos = pagamentosEmissao.isSuccess || pagamentosEmissao.isError;
  useEffect(() => {
    if (form.emissao === null || linhasDa === form.emissao) return;
    if (!detalhe.data || detalhe.data.id !== form.emissao || !pagamentosProntos) return;
    const linhas = linhasDaEmissao(detalhe.data.campos_formadores, pagamentosEmissao.data ?? []);
    setValue('pagamentos', linhas);
    setLinhasDa(form.emissao);
  }, [form.emissao, linhasDa, detalhe.data, pagamentosEmissao.data, pagamentosProntos, setValue]);

  const set = <K extends keyof RacForm>(campo: K, valor: RacForm[K]) =>
    setValue<K>(campo, valor as PathValue<RacForm, K>, { shouldDirty: true });
  // the server's refusals of the refunds (the cap across the issuance's RACs) show under their fields
  const errosServidor: Record<string, string> = {};
  if (isApiError(erro)) {
    for (const campo of [
      'racs.estorno_cliente_valor',
      'racs.estorno_fornecedor_valor',
      'racs.estorno_fornecedor',
    ]) {
      const mensagem = erro.errors[campo]?.[0];
      if (mensagem) errosServidor[campo] = mensagem;
    }
  }
  // once a save was tried, the schema's messages follow what is typed
  const mostrarErros = metodos.formState.isSubmitted;
  const erros = { ...errosServidor, ...(mostrarErros ? errosRacForm(form, venda) : {}) };
  const linhasCarregadas = form.emissao !== null && linhasDa === form.emissao;

  // what is sent is the body as the form builds it (the server applies the schema's defaults)
  const salvar = metodos.handleSubmit(() => {
    criar.mutate(racFormToRequest(getValues(), venda), {
      onSuccess: () => {
        enqueueSnackbar(RAC_MESSAGES.racCadastrada, { variant: 'success' });
        onClose();
      },
      onError: setErro,
    });
  });

  return {
    form,
    set,
    erros,
    emissoes,
    concluidas,
    tipoEmissao,
    detalheFalhou: detalhe.isError,
    linhasCarregadas,
    reembolsa,
    fornecedores,
    /** another issuance: its payment lines and the client's refund kind start again */
    escolherEmissao: (id: number) => {
      set('emissao', id);
      set('pagamentos', []);
      set('estorno_cliente_tipo', null);
      setLinhasDa(null);
    },
    mudarLinha: (indice: number, linha: LinhaRacForm) =>
      set(
        'pagamentos',
        getValues('pagamentos').map((l, i) => (i === indice ? linha : l)),
      ),
    salvar,
    salvando: criar.isPending,
    alterado: metodos.formState.isDirty,
    erro,
    fecharErro: () => setErro(null),
  };
}

export type NovaRacForm = ReturnType<typeof useNovaRacForm>;
