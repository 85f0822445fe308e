import { podeGerirContasBancarias, ZMovimentosPage, ZMovimentosQuery } from '@skyler/domain/contas-bancarias';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { listarMovimentos } from './contas-bancarias.service.ts';

/** The statement lines, each with what the matching proposes for it (decision 0085). */
export const movimentosListaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/movimentos-bancarios/',
    {
      config: { access: access.rule({ name: 'podeGerirContasBancarias', allows: podeGerirContasBancarias }) },
      schema: {
        tags: ['movimentos-bancarios'],
        summary:
          'Lançamentos dos extratos (20 por página, o mais recente primeiro), por conta, status, tipo e período, com as sugestões de conciliação',
        querystring: ZMovimentosQuery,
        response: { 200: ZMovimentosPage },
      },
    },
    (request) => listarMovimentos(app.db, request.query),
  );
};
