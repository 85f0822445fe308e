import { z } from 'zod';
import { ZPageQuery } from './pagination.ts';

/** What each audit-log `tipo` means, shown in the Logs screens. */
export const LOG_TIPO_LABELS: Record<string, string> = {
  venda_criada: 'Venda criada',
  venda_editada: 'Venda editada',
  venda_cancelada: 'Venda cancelada',
  venda_concluida: 'Venda concluída',
  notificacao_lida: 'Notificação lida',
  notificacao_importante: 'Notificação importante',
  usuario_criado: 'Usuário criado',
  usuario_desbloqueado: 'Usuário desbloqueado',
};

export function logTipoLabel(tipo: string): string {
  return LOG_TIPO_LABELS[tipo] ?? tipo;
}

export const LOG_MESSAGES = {
  naoEncontrado: 'Log não encontrado.',
  vazio: 'Nenhum log encontrado',
  dataInvalida: 'Data inválida: use AAAA-MM-DD.',
} as const;

const ZData = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, LOG_MESSAGES.dataInvalida);
const ZIdQuery = z.coerce.number().int().positive().max(2_147_483_647);

/** Filters of GET /api/logs/. */
export const ZLogsQuery = ZPageQuery.extend({
  tipo: z.string().trim().max(64).optional(),
  venda: ZIdQuery.optional(),
  usuario: ZIdQuery.optional(),
  data_inicio: ZData.optional(),
  data_fim: ZData.optional(),
});
export type LogsQuery = z.infer<typeof ZLogsQuery>;

export const ZLog = z.object({
  id: z.number().int(),
  tipo: z.string(),
  venda: z.number().int().nullable(),
  usuario: z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() }).nullable(),
  created_at: z.string(),
  dados: z.unknown(),
  meta: z.unknown(),
});
export type Log = z.infer<typeof ZLog>;
