import type {
  CandidatoMovimento,
  ConciliacaoBanco,
  ConciliarMovimentoRequest,
  ForaDoBancoRequest,
  IgnorarMovimentoRequest,
  MovimentoConciliado,
} from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const CONCILIACAO_BANCO_PATH = '/api/conciliacao/banco/';

export type ConciliacaoBancoParams = { conta: number | null; inicio: string; fim: string };

export function getConciliacaoBanco({ conta, inicio, fim }: ConciliacaoBancoParams, signal?: AbortSignal) {
  return api.get<ConciliacaoBanco>(CONCILIACAO_BANCO_PATH, {
    query: { inicio, fim, ...(conta ? { conta } : {}) },
    signal,
  });
}

export function getConciliacaoBancoQueryOptions(params: ConciliacaoBancoParams) {
  return queryOptions({
    queryKey: ['conciliacao', 'banco', params],
    queryFn: ({ signal }) => getConciliacaoBanco(params, signal),
  });
}

/** The bank section of the reconciliation for an account and period (decision 0086). */
export function useConciliacaoBanco(
  params: ConciliacaoBancoParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getConciliacaoBancoQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

/** After a match, an ignore or an undo: the bank section, the reconciliation and the payments and orders. */
function useInvalidar() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['conciliacao'] }),
      client.invalidateQueries({ queryKey: ['pagamentos'] }),
      client.invalidateQueries({ queryKey: ['ordens-pagamento'] }),
    ]);
}

const movimentoPath = (id: number, acao: string) => `/api/movimentos-bancarios/${id}/${acao}/`;

export function useConciliarMovimento() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConciliarMovimentoRequest }) =>
      api.post<MovimentoConciliado>(movimentoPath(id, 'conciliar'), body),
    onSettled: invalidar,
  });
}

export function useConciliarExatas() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (conta: number) =>
      api.post<{ conciliados: number; movimentos: number[] }>(
        '/api/movimentos-bancarios/conciliar-exatas/',
        {},
        {
          query: { conta },
        },
      ),
    onSettled: invalidar,
  });
}

export function useIgnorarMovimento() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: IgnorarMovimentoRequest }) =>
      api.post<MovimentoConciliado>(movimentoPath(id, 'ignorar'), body),
    onSettled: invalidar,
  });
}

export function useDesfazerMovimento() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, versao }: { id: number; versao: number }) =>
      api.post<MovimentoConciliado>(movimentoPath(id, 'desfazer'), { versao }),
    onSettled: invalidar,
  });
}

export function useForaDoBanco() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (body: ForaDoBancoRequest) => api.post('/api/movimentos-bancarios/fora-do-banco/', body),
    onSettled: invalidar,
  });
}

/** What finance may choose by hand for a line, the closest first; `busca` narrows it (name, sale, amount). */
export function useCandidatosMovimento(movimento: number, busca: string) {
  return useQuery({
    queryKey: ['conciliacao', 'banco', 'candidatos', movimento, busca],
    queryFn: ({ signal }) =>
      api.get<CandidatoMovimento[]>(movimentoPath(movimento, 'candidatos'), {
        query: busca ? { busca } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
