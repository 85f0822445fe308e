import { z } from 'zod';
import { ZIdQuery } from './ids.ts';
import { ZPageQuery } from './pagination.ts';

export const NOTIFICACAO_TIPOS = [
  'venda',
  'orcamento',
  'cotacao',
  'servico',
  'pagamento',
  'emissao',
  'milhas',
  'contato',
  'rac',
  'ordem_pagamento',
] as const;
export type NotificacaoTipo = (typeof NOTIFICACAO_TIPOS)[number];

export const NOTIFICACAO_TIPO_LABELS: Record<NotificacaoTipo, string> = {
  venda: 'Venda',
  orcamento: 'Orçamento',
  cotacao: 'Cotação',
  servico: 'Serviço',
  pagamento: 'Pagamento',
  emissao: 'Emissão',
  milhas: 'Milhas',
  contato: 'Contato',
  rac: 'RAC',
  ordem_pagamento: 'Ordem de pagamento',
};

export const NOTIFICACAO_MESSAGES = {
  vazio: 'Notificações não encontradas',
  erroStatus: 'Erro ao fazer a atualizar status',
  erroLogs: 'Erro ao procurar logs',
  naoEncontrada: 'Notificação não encontrada.',
} as const;

const ZBooleanoQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Filters of GET /api/notificacoes/detailed/ (part 1 §7). */
export const ZNotificacoesQuery = ZPageQuery.extend({
  consultor: ZIdQuery.optional(),
  lido: ZBooleanoQuery.optional(),
  importante: ZBooleanoQuery.optional(),
  id_venda: ZIdQuery.optional(),
  tipo: z.enum(NOTIFICACAO_TIPOS).optional(),
  provedor: ZIdQuery.optional(),
  fornecedor: ZIdQuery.optional(),
});
export type NotificacoesQuery = z.infer<typeof ZNotificacoesQuery>;

export const ZNotificacao = z.object({
  id: z.number().int(),
  title: z.string(),
  context: z.enum(NOTIFICACAO_TIPOS),
  ids: z.record(z.string(), z.number()),
  venda: z.number().int().nullable(),
  consultor: z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() }).nullable(),
  cliente: z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() }).nullable(),
  log: z.number().int().nullable(),
  importante: z.boolean(),
  lido: z.boolean(),
  created_at: z.string(),
});
export type Notificacao = z.infer<typeof ZNotificacao>;

export const ZNaoLidas = z.object({ nao_lidas: z.number().int() });
