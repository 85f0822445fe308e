import { z } from 'zod';
import { formatId } from './formatters.ts';
import { type Log, ZLogsQuery } from './logs.ts';
import { ZOrcamentosDetalhadoQuery } from './orcamentos.ts';
import { ZPageQuery } from './pagination.ts';

/**
 * Minha área (part 1 §2, decision 0029): the signed-in user's own records through the real lists. The
 * "meus" routes take no user id: the server reads it from the session.
 */
export const MINHA_AREA_MESSAGES = {
  nenhumOrcamento: 'Nenhum orçamento encontrado.',
  nenhumaCotacao: 'Nenhuma cotação encontrada.',
  nenhumaAtividade: 'Nenhuma atividade encontrada.',
} as const;

/** `GET /api/orcamentos/meus/`: the requests of the user's sales or that they requested, with the list's filters. */
export const ZMeusOrcamentosQuery = ZOrcamentosDetalhadoQuery.omit({ consultor: true });
export type MeusOrcamentosQuery = z.infer<typeof ZMeusOrcamentosQuery>;

/** `GET /api/cotacoes/minhas/`: the quotes the user priced (`cotado_por`), newest first. */
export const ZMinhasCotacoesQuery = ZPageQuery;
export const MINHAS_COTACOES_PAGE_SIZE = 15;

/** `GET /api/logs/meus/`: the user's own audit rows, with the Logs list's other filters. */
export const ZMinhasAtividadesQuery = ZLogsQuery.omit({ usuario: true });
export type MinhasAtividadesQuery = z.infer<typeof ZMinhasAtividadesQuery>;

/** What an audit row's `meta.entidade` names, as people call it. */
export const ENTIDADES_LOG: Record<string, string> = {
  venda: 'Venda',
  contato: 'Contato',
  empresa: 'Empresa',
  orcamento: 'Orçamento',
  cotacao: 'Cotação',
  servico: 'Serviço',
  pagamento: 'Pagamento',
  emissao: 'Emissão',
  rac: 'RAC',
  ordem_pagamento: 'Ordem de pagamento',
  fornecedor: 'Fornecedor',
  provedor: 'Provedor',
  usuario: 'Usuário',
  tabela_milhas: 'Tabela de milhas',
  cartao: 'Cartão',
  notificacao: 'Notificação',
  busca_moblix: 'Busca Moblix',
  chat_message: 'Mensagem do chat',
  exportacao: 'Exportação',
};

const ZMetaLog = z.looseObject({
  entidade: z.string().optional(),
  id: z.union([z.number(), z.string()]).optional(),
});

/** The record an audit row is about, from its `meta`: `{entidade, id}`, or null when it names none. */
export function registroDoLog(log: Pick<Log, 'meta'>): { entidade: string; id: number } | null {
  const meta = ZMetaLog.safeParse(log.meta);
  if (!meta.success || !meta.data.entidade) return null;
  const id = Number(meta.data.id);
  return Number.isInteger(id) && id > 0 ? { entidade: meta.data.entidade, id } : null;
}

/** "Orçamento 0031 da venda 0012": what an audit row changed, in words. */
export function descricaoAtividade(log: Pick<Log, 'meta' | 'venda'>): string {
  const registro = registroDoLog(log);
  const daVenda = log.venda === null ? '' : `venda ${formatId(log.venda)}`;
  if (!registro) return daVenda ? daVenda.charAt(0).toUpperCase() + daVenda.slice(1) : '-';
  const nome = ENTIDADES_LOG[registro.entidade] ?? registro.entidade.replace(/_/g, ' ');
  const texto = `${nome} ${formatId(registro.id)}`;
  if (!daVenda || registro.entidade === 'venda') return texto;
  return `${texto} da ${daVenda}`;
}
