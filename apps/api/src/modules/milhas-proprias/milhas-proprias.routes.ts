import {
  MILHAS_PROPRIAS_MESSAGES,
  ZContasProprias,
  ZMovimentoRequest,
  ZMovimentoResponse,
  ZMovimentosPage,
  ZMovimentosQuery,
} from '@skyler/domain/milhas-proprias';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { movimentarMilhasProprias, verMilhasProprias } from './milhas-proprias.access.ts';
import { findContaPropria, findContasProprias, findMovimentos } from './milhas-proprias.queries.ts';
import { registrarMovimento } from './milhas-proprias.service.ts';

const tags = ['milhas-proprias'];

/** The agency's own loyalty accounts as a stock of miles: balances, movements and the stock's value. */
export const milhasPropriasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/milhas-proprias/contas/',
    {
      config: { access: verMilhasProprias },
      schema: {
        tags,
        summary: 'Contas próprias da agência com saldo de milhas e valor do estoque ao custo próprio',
        response: { 200: ZContasProprias },
      },
    },
    () => findContasProprias(app.db),
  );

  app.get(
    '/api/milhas-proprias/contas/:id/movimentos/',
    {
      config: { access: verMilhasProprias },
      schema: {
        tags,
        summary: 'Movimentos de uma conta própria, mais recentes primeiro (15 por página)',
        params: ZIdParams,
        querystring: ZMovimentosQuery,
        response: { 200: ZMovimentosPage },
      },
    },
    async (request) => {
      const conta = await findContaPropria(app.db, request.params.id);
      if (!conta) throw new AppError('not_found', MILHAS_PROPRIAS_MESSAGES.contaNaoEncontrada);
      return listResponse('movimentos', await findMovimentos(app.db, conta.id, request.query.page));
    },
  );

  app.post(
    '/api/milhas-proprias/contas/:id/movimentos/',
    {
      config: { access: movimentarMilhasProprias },
      schema: {
        tags,
        summary: 'Registra compra, transferência, expiração ou ajuste numa conta própria',
        params: ZIdParams,
        body: ZMovimentoRequest,
        response: { 201: ZMovimentoResponse },
      },
    },
    async (request, reply) => {
      const resposta = await registrarMovimento(app.db, {
        conta: request.params.id,
        body: request.body,
        ator: actor(request),
      });
      return reply.status(201).send(resposta);
    },
  );
};
