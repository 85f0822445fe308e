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
  todasLidas: 'Notificações marcadas como lidas.',
  erroTodasLidas: 'Erro ao marcar as notificações como lidas.',
  preferenciasSalvas: 'Preferências de notificação salvas.',
  erroPreferencias: 'Erro ao salvar as preferências de notificação.',
  tipoRepetido: 'Cada tipo de notificação aparece uma vez.',
  semSino: 'Sem acesso às Notificações do sistema: escolha o resumo por e-mail ou não notificar.',
  resumoAssunto: 'Resumo das suas notificações',
} as const;

/**
 * Consecutive changes to the same record by the same person within these minutes are one notification:
 * the unread one is updated (its title, log and count) instead of a new row.
 */
export const NOTIFICACAO_AGRUPAR_MINUTOS = 5;

/** How a user hears of a type of notification: in the app (the bell), in the e-mail digest, or not at all. */
export const NOTIFICACAO_CANAIS = ['app', 'email', 'nenhum'] as const;
export type NotificacaoCanal = (typeof NOTIFICACAO_CANAIS)[number];
export const NOTIFICACAO_CANAL_LABELS: Record<NotificacaoCanal, string> = {
  app: 'No sistema',
  email: 'Resumo por e-mail',
  nenhum: 'Não notificar',
};

/** The types each role works on: they reach the bell; every other type goes to the e-mail digest. */
const TIPOS_DO_PAPEL: Record<string, readonly NotificacaoTipo[]> = {
  consultor: ['venda', 'orcamento', 'cotacao', 'servico', 'pagamento', 'emissao', 'contato', 'rac'],
  sdr: ['venda', 'contato'],
  cotador: ['orcamento', 'cotacao'],
  emissor: ['servico', 'emissao', 'rac', 'milhas'],
  financeiro: ['servico', 'pagamento', 'rac', 'ordem_pagamento'],
  milhas: ['milhas'],
  emissao: ['servico', 'emissao', 'rac', 'milhas'],
  comissao: ['pagamento'],
};

export type PapeisNotificacao = {
  is_superuser: boolean;
  perfil_user: readonly string[];
  pertencente: readonly string[];
  authorized_restricted_routes: readonly string[];
};

/** Whether the user has the bell and the Notificações screen (the restricted route `notificacoes`). */
export function temSinoDeNotificacoes(
  usuario: Pick<PapeisNotificacao, 'authorized_restricted_routes'>,
): boolean {
  return usuario.authorized_restricted_routes.includes('notificacoes');
}

/**
 * The channel a user has for a type until they choose: the bell for their role's types when they have the bell,
 * else the e-mail digest.
 */
export function canalPadrao(usuario: PapeisNotificacao, tipo: NotificacaoTipo): NotificacaoCanal {
  if (!temSinoDeNotificacoes(usuario)) return 'email';
  if (usuario.is_superuser) return 'app';
  const papeis = [...usuario.perfil_user, ...usuario.pertencente];
  return papeis.some((papel) => TIPOS_DO_PAPEL[papel]?.includes(tipo)) ? 'app' : 'email';
}

/** The channel a notification takes: the user's choice or default; without the bell, the bell's goes by e-mail. */
export function canalEfetivo(
  usuario: PapeisNotificacao,
  tipo: NotificacaoTipo,
  escolha: NotificacaoCanal | undefined,
): NotificacaoCanal {
  const canal = escolha ?? canalPadrao(usuario, tipo);
  return canal === 'app' && !temSinoDeNotificacoes(usuario) ? 'email' : canal;
}

/** One type's choice of a user; `padrao` says it is the role's default (never chosen). */
export const ZPreferenciaNotificacao = z.object({
  tipo: z.enum(NOTIFICACAO_TIPOS),
  canal: z.enum(NOTIFICACAO_CANAIS),
  padrao: z.boolean(),
});
export type PreferenciaNotificacao = z.infer<typeof ZPreferenciaNotificacao>;
export const ZPreferenciasNotificacao = z.object({ preferencias: z.array(ZPreferenciaNotificacao) });

/** PUT /api/notificacoes/preferencias/: the channel of each type (those left out keep theirs). */
export const ZPreferenciasNotificacaoSave = z.object({
  preferencias: z
    .array(z.object({ tipo: z.enum(NOTIFICACAO_TIPOS), canal: z.enum(NOTIFICACAO_CANAIS) }))
    .max(NOTIFICACAO_TIPOS.length)
    .refine((lista) => new Set(lista.map((p) => p.tipo)).size === lista.length, {
      message: NOTIFICACAO_MESSAGES.tipoRepetido,
    }),
});
export type PreferenciasNotificacaoSave = z.infer<typeof ZPreferenciasNotificacaoSave>;

/** The title a grouped notification shows: the last change, and how many it stands for. */
export function tituloAgrupado(title: string, vezes: number): string {
  return vezes > 1 ? `${title} (${vezes} alterações)` : title;
}

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
  /** the last change it stands for (consecutive changes are one notification) */
  atualizada_em: z.string(),
  /** how many changes it stands for */
  vezes: z.number().int(),
  /** who made the change */
  autor: z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() }).nullable(),
});
export type Notificacao = z.infer<typeof ZNotificacao>;

export const ZNaoLidas = z.object({ nao_lidas: z.number().int() });

/** POST /api/notificacoes/marcar_todas_lidas/: how many of the user's were unread. */
export const ZMarcadasLidas = z.object({ marcadas: z.number().int() });

/** POST /api/notificacoes/resumo/: the digests queued and the notifications they carry. */
export const ZResumoEnviado = z.object({ emails: z.number().int(), notificacoes: z.number().int() });
