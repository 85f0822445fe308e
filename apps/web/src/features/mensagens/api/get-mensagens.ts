import type { LembreteEnviado, Mensagem, PreferenciasClienteResposta } from '@skyler/domain/mensagens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** Who reads the conversation: the client in the portal, or the agency on the sale's screen. */
export type LadoDaConversa = 'cliente' | 'equipe';

export const mensagensKeys = {
  all: ['mensagens'] as const,
  conversa: (lado: LadoDaConversa, venda: number) => ['mensagens', 'conversa', lado, venda] as const,
  lembretes: (venda: number) => ['mensagens', 'lembretes', venda] as const,
  preferencias: () => ['mensagens', 'preferencias'] as const,
};

/** The conversation's address for each side (its live stream is `stream/` under it). */
export function caminhoDaConversa(lado: LadoDaConversa, venda: number): string {
  return lado === 'cliente' ? `/api/portal/vendas/${venda}/mensagens/` : `/api/vendas/${venda}/mensagens/`;
}

/** GET the conversation of a sale with its client, oldest first. */
export function getMensagens({
  lado,
  venda,
  signal,
}: {
  lado: LadoDaConversa;
  venda: number;
  signal?: AbortSignal;
}) {
  return api.get<Mensagem[]>(caminhoDaConversa(lado, venda), { signal });
}

export function getMensagensQueryOptions(lado: LadoDaConversa, venda: number) {
  return queryOptions({
    queryKey: mensagensKeys.conversa(lado, venda),
    queryFn: ({ signal }) => getMensagens({ lado, venda, signal }),
  });
}

export function useMensagens(lado: LadoDaConversa, venda: number) {
  return useQuery(getMensagensQueryOptions(lado, venda));
}

/** GET /api/vendas/{id}/lembretes/: the reminders sent about the sale. */
export function getLembretesDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<LembreteEnviado[]>(`/api/vendas/${venda}/lembretes/`, { signal });
}

export function getLembretesDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: mensagensKeys.lembretes(venda),
    queryFn: ({ signal }) => getLembretesDaVenda({ venda, signal }),
  });
}

export function useLembretesDaVenda(venda: number) {
  return useQuery(getLembretesDaVendaQueryOptions(venda));
}

/** GET /api/portal/preferencias/: the client's WhatsApp choice. */
export function getPreferencias({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<PreferenciasClienteResposta>('/api/portal/preferencias/', { signal });
}

export function getPreferenciasQueryOptions() {
  return queryOptions({
    queryKey: mensagensKeys.preferencias(),
    queryFn: ({ signal }) => getPreferencias({ signal }),
  });
}

export function usePreferencias() {
  return useQuery(getPreferenciasQueryOptions());
}
