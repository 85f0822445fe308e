import { ZResultadoVenda } from '@skyler/domain/precos/resultado';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { ZIdParams } from '../../platform/params.ts';
import { resultadoDaVenda } from './resultado.queries.ts';

/** GET /api/vendas/{id}/resultado/: what the agency really earns on the sale (decision 0067). */
export const resultadoVendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vendas/:id/resultado/',
    {
      config: { access: access.staff },
      schema: {
        tags: ['vendas'],
        summary:
          'Resultado da venda: receita, custo, taxas dos meios de pagamento, comissões, estornos, diferença cambial e margens bruta e líquida',
        params: ZIdParams,
        response: { 200: ZResultadoVenda },
      },
    },
    (request) => resultadoDaVenda(app.db, request.params.id, actor(request).user),
  );
};
