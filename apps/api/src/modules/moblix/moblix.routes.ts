import { MOBLIX_MESSAGES, ZBuscaMoblix, ZBuscaMoblixCreate, ZBuscaMoblixCriada } from '@skyler/domain/moblix';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMoblixClient } from '../../integrations/moblix.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { ZIdParams } from '../../platform/params.ts';
import { findBuscaMoblix } from './moblix.queries.ts';
import { buscarMoblix } from './moblix.service.ts';

/** Flight search of a flight request at Moblix (part 1 §2, §7; `MOBLIX_URL`, `MOBLIX_TOKEN`). */
export const moblixRoutes: FastifyPluginAsyncZod = async (app) => {
  const moblix = createMoblixClient({ baseUrl: app.config.moblixUrl, token: app.config.moblixToken });

  app.post(
    '/api/moblix/busca/',
    {
      config: { access: access.staff },
      schema: {
        tags: ['cotacoes'],
        summary: 'Busca na Moblix os voos de um orçamento de vôo aberto e guarda as ofertas',
        body: ZBuscaMoblixCreate,
        response: { 201: ZBuscaMoblixCriada },
      },
    },
    async (request, reply) => {
      const busca = await buscarMoblix(app.db, moblix, { body: request.body, ...actor(request) });
      return reply.status(201).send(busca);
    },
  );

  app.get(
    '/api/moblix/:id',
    {
      config: { access: access.staff },
      schema: {
        tags: ['cotacoes'],
        summary: 'Uma busca Moblix guardada: o que se pediu e as ofertas',
        params: ZIdParams,
        response: { 200: ZBuscaMoblix },
      },
    },
    async (request) => {
      const busca = await findBuscaMoblix(app.db, request.params.id);
      if (!busca) throw new AppError('not_found', MOBLIX_MESSAGES.buscaNaoEncontrada);
      return busca;
    },
  );
};
