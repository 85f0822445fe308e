import type { QueryClient } from '@tanstack/react-query';

/** Keys of the issuances' reads: every one starts with `emissoes`, so one invalidation refreshes them all. */
export const emissoesKeys = {
  all: ['emissoes'] as const,
  detalhe: (id: number) => ['emissoes', 'detalhe', id] as const,
  emissores: (id: number) => ['emissoes', 'emissores', id] as const,
  beneficiarios: (id: number) => ['emissoes', 'beneficiarios', id] as const,
  anexos: (id: number) => ['emissoes', 'anexos', id] as const,
  pagamentos: (id: number) => ['emissoes', 'pagamentos', id] as const,
  daVenda: (venda: number) => ['emissoes', 'venda', venda] as const,
  concluidasDaVenda: (venda: number) => ['emissoes', 'venda', venda, 'concluidas'] as const,
  cartoesAtivos: ['cartoes', 'ativos'] as const,
};

/** After an issuance changes: the issuances (lists, detail, tabs) and the sales (their counters) are read again. */
export function invalidateEmissoes(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: emissoesKeys.all }),
    client.invalidateQueries({ queryKey: ['vendas'] }),
  ]);
}
