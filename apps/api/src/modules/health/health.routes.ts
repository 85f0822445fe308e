import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newestAppliedMigration, newestMigration } from './health.queries.ts';

const tags = ['operacao'];
const ZHealth = z.object({ status: z.literal('ok'), pid: z.number().int() });
const ZReady = z.object({
  status: z.enum(['ok', 'indisponivel']),
  pid: z.number().int(),
  detail: z.string(),
});

export const READY_MESSAGES = {
  ok: 'Banco de dados acessível e migrações aplicadas.',
  semBanco: 'O banco de dados não responde.',
  migracoes: 'O banco de dados não tem todas as migrações desta versão.',
} as const;

/**
 * Liveness (`/healthz`: the process answers, with its pid so a client sees which worker did) and
 * readiness (`/readyz`: the database answers and carries this build's migrations; a process shutting down
 * answers 503 to every new request, this one included), for a load balancer or an orchestrator. Outside `/api`: no session, no CSRF.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = newestMigration();

  app.get(
    '/healthz',
    { schema: { tags, summary: 'O processo está no ar', response: { 200: ZHealth } } },
    () => ({ status: 'ok' as const, pid: process.pid }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'O processo pode receber requisições (banco acessível, migrações aplicadas)',
        response: { 200: ZReady, 503: ZReady },
      },
    },
    async (_request, reply) => {
      const unavailable = (detail: string) =>
        reply.status(503).send({ status: 'indisponivel' as const, pid: process.pid, detail });
      const applied = await newestAppliedMigration(app.db).catch(() => null);
      if (applied === null) return unavailable(READY_MESSAGES.semBanco);
      if (applied < expected) return unavailable(READY_MESSAGES.migracoes);
      return { status: 'ok' as const, pid: process.pid, detail: READY_MESSAGES.ok };
    },
  );
};
