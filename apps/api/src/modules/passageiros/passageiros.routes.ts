import { ZExclusoesRequest, ZPassageirosDoOrcamento, ZPassageirosRequest } from '@skyler/domain/passageiros';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendas } from '../../db/schema/index.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { ZIdParams } from '../../platform/params.ts';
import { findPassageirosDaVenda, salvarExclusoes, salvarPassageiros } from './passageiros.service.ts';

const tags = ['passageiros'];
const ZResposta = z.array(ZPassageirosDoOrcamento);

/** The passengers of a request, chosen once for all its quotes in the cart, and their documents' warnings. */
export const passageirosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vendas/:id/passageiros/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Os passageiros de cada orçamento com cotações no carrinho, quem cada cotação deixa de fora e os avisos dos documentos',
        params: ZIdParams,
        response: { 200: ZResposta },
      },
    },
    async (request) => {
      const [venda] = await app.db
        .select({ id: vendas.id })
        .from(vendas)
        .where(eq(vendas.id, request.params.id));
      if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
      return findPassageirosDaVenda(app.db, venda.id);
    },
  );

  app.put(
    '/api/orcamentos/:id/passageiros/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Escolhe os passageiros de um orçamento, uma vez para todas as suas cotações no carrinho',
        params: ZIdParams,
        body: ZPassageirosRequest,
        response: { 200: ZResposta },
      },
    },
    (request) =>
      salvarPassageiros(app.db, { orcamento: request.params.id, body: request.body, ...actor(request) }),
  );

  app.put(
    '/api/cotacoes/:id/passageiros/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Os passageiros do orçamento que uma cotação no carrinho deixa de fora',
        params: ZIdParams,
        body: ZExclusoesRequest,
        response: { 200: ZResposta },
      },
    },
    (request) =>
      salvarExclusoes(app.db, { cotacao: request.params.id, body: request.body, ...actor(request) }),
  );
};
