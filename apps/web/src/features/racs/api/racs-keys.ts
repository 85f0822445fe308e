import type { QueryClient } from '@tanstack/react-query';

/** Keys of the RACs' reads: every one starts with `racs`, so one invalidation refreshes them all. */
export const racsKeys = {
  all: ['racs'] as const,
  daVenda: (venda: number) => ['racs', 'venda', venda] as const,
  protocolos: (rac: number) => ['racs', rac, 'protocolos'] as const,
  documentos: (rac: number) => ['racs', rac, 'documentos'] as const,
  servicos: (rac: number) => ['racs', rac, 'servicos'] as const,
};

/**
 * After a RAC changes (opened, moved, a protocol, document or service added): the RACs, the sale's
 * issuances (an issuance goes to and leaves `rac`) and the issuance lists are read again.
 */
export function invalidateRacs(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: racsKeys.all }),
    client.invalidateQueries({ queryKey: ['emissoes'] }),
    client.invalidateQueries({ queryKey: ['vendas'] }),
  ]);
}
