import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = { detail: string; errors?: Record<string, string[]> };

/** The one error type services throw; the handler maps its code to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, detail: string, errors?: Record<string, string[]>) {
    super(detail);
    this.code = code;
    this.errors = errors;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return this.errors ? { detail: this.message, errors: this.errors } : { detail: this.message };
  }
}

export const GENERIC_MESSAGES = {
  invalid: 'Dados inválidos.',
  notFound: 'Não encontrado.',
  internal: 'Ocorreu um erro interno! Reporte o bug.',
  payloadTooLarge: 'Arquivo ou requisição grande demais.',
  badJson: 'Corpo da requisição inválido.',
} as const;

function fieldErrors(issues: { instancePath?: string; params?: unknown; message?: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: PropertyKey[]; message?: string } } | undefined;
    const issuePath = params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = issuePath.map(String).join('.') || 'non_field_errors';
    const message = params?.issue?.message ?? issue.message ?? GENERIC_MESSAGES.invalid;
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const first = Object.values(errors)[0]?.[0];
      return reply.status(400).send({ detail: first ?? GENERIC_MESSAGES.invalid, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ detail: GENERIC_MESSAGES.internal });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ detail: GENERIC_MESSAGES.payloadTooLarge });
    }
    if (status === 415) {
      return reply.status(415).send({ detail: 'Tipo de conteúdo não suportado.' });
    }
    if (status === 429) {
      return reply.status(429).send({ detail: 'Muitas requisições. Aguarde um momento e tente novamente.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        detail: error.code?.startsWith('FST_ERR_CTP') ? GENERIC_MESSAGES.badJson : GENERIC_MESSAGES.invalid,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: GENERIC_MESSAGES.internal });
  });
}
