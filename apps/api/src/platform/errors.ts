import type { Socket } from 'node:net';
import type { MotivoFimSessao } from '@skyler/domain/auth-regras';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { pgError } from './pg-errors.ts';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  /** an outside service answered badly or not at all */
  bad_gateway: 502,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Fields an error answers beside `detail` and `errors`: `tentativas_restantes` of a refused login code,
 * `sessao_encerrada` of a 401 whose cookie named an ended session (decision 0081), `versao_atual` of a
 * stale write's 409 (decision 0088).
 */
export type ErrorExtras = {
  tentativas_restantes?: number;
  sessao_encerrada?: MotivoFimSessao;
  versao_atual?: number;
};
export type ErrorBody = { detail: string; errors?: Record<string, string[]> } & ErrorExtras;

/** The one error type services throw; the handler maps its code to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: Record<string, string[]> | undefined;
  readonly extras: ErrorExtras;

  constructor(code: ErrorCode, detail: string, errors?: Record<string, string[]>, extras: ErrorExtras = {}) {
    super(detail);
    this.code = code;
    this.errors = errors;
    this.extras = extras;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return this.errors
      ? { detail: this.message, errors: this.errors, ...this.extras }
      : { detail: this.message, ...this.extras };
  }
}

export const GENERIC_MESSAGES = {
  invalid: 'Dados inválidos.',
  notFound: 'Não encontrado.',
  internal: 'Ocorreu um erro interno! Reporte o bug.',
  payloadTooLarge: 'Arquivo ou requisição grande demais.',
  badJson: 'Corpo da requisição inválido.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  tooManyRequests: 'Muitas requisições. Aguarde um momento e tente novamente.',
  conflict: 'Não foi possível salvar: o registro está em uso ou conflita com outro já cadastrado.',
  badUrl: 'Endereço inválido.',
  urlTooLong: 'Endereço longo demais.',
  badRequest: 'Requisição malformada.',
  headersTooLarge: 'Cabeçalhos da requisição grandes demais.',
  timeout: 'A requisição demorou demais para chegar.',
  closing: 'O servidor está reiniciando. Tente novamente em instantes.',
} as const;

/**
 * Errors Node's HTTP parser finds before Fastify has a request (an oversized header, a malformed request
 * line): answered in Portuguese `{detail}` like every other error, then the connection is closed.
 */
export function answerClientError(error: FastifyError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', GENERIC_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', GENERIC_MESSAGES.timeout]
        : [400, 'Bad Request', GENERIC_MESSAGES.badRequest];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's own refusals before routing (a URL that cannot be decoded, a path parameter past the
 * router's length), without echoing the URL.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ detail: GENERIC_MESSAGES.urlTooLong });
    return;
  }
  if (status >= 400 && status < 500) {
    reply.status(status).send({ detail: GENERIC_MESSAGES.badUrl });
    return;
  }
  request.log.error({ err: error }, 'framework error');
  reply.status(500).send({ detail: GENERIC_MESSAGES.internal });
}

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
      return reply.status(415).send({ detail: GENERIC_MESSAGES.unsupportedMediaType });
    }
    if (status === 429) {
      return reply.status(429).send({ detail: GENERIC_MESSAGES.tooManyRequests });
    }
    // a rule of the database a service did not turn into its own message
    switch (pgError(error)?.kind) {
      case 'data':
        return reply.status(400).send({ detail: GENERIC_MESSAGES.invalid });
      case 'unique':
      case 'reference':
      case 'not_null':
      case 'check':
      case 'integrity':
        return reply.status(409).send({ detail: GENERIC_MESSAGES.conflict });
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
