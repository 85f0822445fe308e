import { z } from 'zod';
import { ZPageQuery } from './pagination.ts';

/** The outbox's e-mails per page on the administration screen. */
export const EMAILS_PAGE_SIZE = 20;

export const EMAIL_STATUS_LABELS = {
  pendente: 'Pendente',
  enviado: 'Enviado',
  falhou: 'Falhou',
} as const;
export type EmailStatus = keyof typeof EMAIL_STATUS_LABELS;

export const EMAIL_MESSAGES = {
  naoEncontrado: 'E-mail não encontrado.',
  jaEnviado: 'Este e-mail já foi enviado.',
  reenviado: 'E-mail colocado na fila para um novo envio.',
} as const;

/** GET /api/emails/: `nao_enviados` (the default) is what is pending or failed. */
export const ZEmailsQuery = ZPageQuery.extend({
  status: z.enum(['nao_enviados', 'pendente', 'falhou', 'enviado']).default('nao_enviados'),
});
export type EmailsQuery = z.infer<typeof ZEmailsQuery>;

/** An outbox e-mail as administrators see it: never its body (a login code, a password link). */
export const ZEmailFila = z.object({
  id: z.number().int(),
  para: z.string(),
  assunto: z.string(),
  status: z.enum(['pendente', 'enviado', 'falhou']),
  tentativas: z.number().int(),
  proximo_envio: z.string(),
  ultimo_erro: z.string().nullable(),
  anexos: z.number().int(),
  created_at: z.string(),
  enviado_em: z.string().nullable(),
});
export type EmailFila = z.infer<typeof ZEmailFila>;

export const ZEmailsResponse = z.object({ emails: z.array(ZEmailFila), pages: z.number().int() });

export const ZEmailReenviado = z.object({ detail: z.string(), email: ZEmailFila });

/** What each audit-log `tipo` of this area means (for the Logs screens). */
export const EMAILS_LOG_TIPOS: Record<string, string> = {
  email_reenviado: 'E-mail colocado na fila para um novo envio',
};
