import { AUTH_MESSAGES } from '@skyler/domain/auth';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { SessionUser } from './sessions.ts';

/** Who made a change and from where, as services record it (no address: a job or the command line). */
export type Ator = { user: SessionUser; ip: string | null };

/** The signed-in user and address of a request, for the services that record who changed what. */
export function actor(request: FastifyRequest): { user: SessionUser; ip: string } {
  if (!request.user) throw new AppError('unauthenticated', AUTH_MESSAGES.notAuthenticated);
  return { user: request.user, ip: request.ip };
}
