import type {
  Mensagem,
  MensagemCreate,
  PreferenciasClienteForm,
  PreferenciasClienteResposta,
} from '@skyler/domain/mensagens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { caminhoDaConversa, type LadoDaConversa, mensagensKeys } from './get-mensagens.ts';

/** Adds a message to a conversation held in the cache, once, in order (the stream may have brought it first). */
export function juntarMensagem(todas: readonly Mensagem[] | undefined, nova: Mensagem): Mensagem[] {
  const lista = todas ?? [];
  if (lista.some((m) => m.id === nova.id)) return [...lista];
  return [...lista, nova].sort((a, b) => a.id - b.id);
}

/** POST a message to the conversation of a sale, from the portal or from the sale's screen. */
export function enviarMensagem({
  lado,
  venda,
  body,
}: {
  lado: LadoDaConversa;
  venda: number;
  body: MensagemCreate;
}) {
  return api.post<Mensagem>(caminhoDaConversa(lado, venda), body);
}

export function useEnviarMensagem(lado: LadoDaConversa, venda: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MensagemCreate) => enviarMensagem({ lado, venda, body }),
    onSuccess: (mensagem) =>
      queryClient.setQueryData<Mensagem[]>(mensagensKeys.conversa(lado, venda), (todas) =>
        juntarMensagem(todas, mensagem),
      ),
  });
}

/** PUT /api/portal/preferencias/: the client opts in (or out) of WhatsApp, with their mobile. */
export function salvarPreferencias(body: PreferenciasClienteForm) {
  return api.put<PreferenciasClienteResposta>('/api/portal/preferencias/', body);
}

export function useSalvarPreferencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarPreferencias,
    onSuccess: (resposta) => queryClient.setQueryData(mensagensKeys.preferencias(), resposta),
  });
}
