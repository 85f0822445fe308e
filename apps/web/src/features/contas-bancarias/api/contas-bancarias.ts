import type {
  Banco,
  ContaBancaria,
  ContaBancariaInput,
  CsvMapeamento,
  ImportacaoExtrato,
} from '@skyler/domain/contas-bancarias';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const CONTAS_BANCARIAS_PATH = '/api/contas-bancarias/';
export const MOVIMENTOS_BANCARIOS_AREA = 'movimentos-bancarios';
export const MOVIMENTOS_BANCARIOS_PATH = '/api/movimentos-bancarios/';

/** Every read of the accounts starts with `contas-bancarias`; the statement lines with `movimentos-bancarios`. */
export const contasBancariasKeys = {
  all: ['contas-bancarias'] as const,
  lista: ['contas-bancarias', 'lista'] as const,
  detalhe: (id: number) => ['contas-bancarias', 'detalhe', id] as const,
  bancos: ['contas-bancarias', 'bancos'] as const,
};

/** GET /api/contas-bancarias/: the agency's accounts with their last statement. */
export function getContasBancariasQueryOptions() {
  return queryOptions({
    queryKey: contasBancariasKeys.lista,
    queryFn: ({ signal }) => api.get<{ contas: ContaBancaria[] }>(CONTAS_BANCARIAS_PATH, { signal }),
  });
}

export function useContasBancarias() {
  return useQuery(getContasBancariasQueryOptions());
}

/** GET /api/contas-bancarias/{id}/ */
export function useContaBancaria(id: number) {
  return useQuery({
    queryKey: contasBancariasKeys.detalhe(id),
    queryFn: ({ signal }) => api.get<ContaBancaria>(`${CONTAS_BANCARIAS_PATH}${id}/`, { signal }),
  });
}

/** GET /api/contas-bancarias/bancos/: the Central Bank's list, which does not change during a session. */
export function useBancos() {
  return useQuery({
    queryKey: contasBancariasKeys.bancos,
    queryFn: ({ signal }) => api.get<{ bancos: Banco[] }>(`${CONTAS_BANCARIAS_PATH}bancos/`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function invalidar(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: contasBancariasKeys.all }),
    client.invalidateQueries({ queryKey: [MOVIMENTOS_BANCARIOS_AREA] }),
  ]);
}

export function useSalvarContaBancaria() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...dados }: ContaBancariaInput & { id?: number }) =>
      id === undefined
        ? api.post<ContaBancaria>(CONTAS_BANCARIAS_PATH, dados)
        : api.put<ContaBancaria>(`${CONTAS_BANCARIAS_PATH}${id}/`, dados),
    onSuccess: () => invalidar(client),
  });
}

/** POST /api/contas-bancarias/{id}/extratos/: the file in `arquivo`, a CSV's columns in `mapeamento`. */
export function importarExtrato({
  conta,
  arquivo,
  mapeamento,
}: {
  conta: number;
  arquivo: File;
  mapeamento?: CsvMapeamento | null;
}) {
  const form = new FormData();
  if (mapeamento) form.append('mapeamento', JSON.stringify(mapeamento));
  form.append('arquivo', arquivo, arquivo.name);
  return api.post<ImportacaoExtrato>(`${CONTAS_BANCARIAS_PATH}${conta}/extratos/`, form);
}

export function useImportarExtrato() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importarExtrato, onSuccess: () => invalidar(client) });
}
