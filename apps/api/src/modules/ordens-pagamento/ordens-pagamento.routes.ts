import {
  ORDENS_GRUPOS_POR_PAGINA,
  podeAlterarOrdensPagamento,
  ZOrdemCambioPago,
  ZOrdemIncentivo,
  ZOrdemPagamento,
  ZOrdemPagamentoCreate,
  ZOrdemPagamentoStatus,
  ZOrdemPagamentoUpdate,
  ZOrdensPagamentoPage,
  ZOrdensPagamentoQuery,
  ZVariacaoCambialVenda,
} from '@skyler/domain/ordens-pagamento';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { findOrdensPagamentoPage, findVariacaoCambialVenda } from './ordens-pagamento.queries.ts';
import {
  alterarIncentivoOrdemPagamento,
  alterarOrdemPagamento,
  alterarStatusOrdemPagamento,
  criarOrdemPagamento,
  registrarCambioPagoOrdem,
} from './ordens-pagamento.service.ts';

const tags = ['ordens-pagamento'];
const financeiro = access.rule({ name: 'podeAlterarOrdensPagamento', allows: podeAlterarOrdensPagamento });

/** Payment orders: what the agency owes its suppliers for each issuance (decision 0028). */
export const ordensPagamentoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ordens-pagamento/',
    {
      config: { access: access.route('ordem-pagamento-abertos') },
      schema: {
        tags,
        summary:
          'Ordens de pagamento abertas ou pagas, por emissão (10 emissões por página, a mais nova primeiro), com o custo total de cada uma',
        querystring: ZOrdensPagamentoQuery,
        response: { 200: ZOrdensPagamentoPage },
      },
    },
    async (request) => {
      const { page, ...filtros } = request.query;
      const pagina = await findOrdensPagamentoPage(app.db, filtros, {
        page,
        pageSize: ORDENS_GRUPOS_POR_PAGINA,
      });
      return listResponse('ordemPagamento', pagina);
    },
  );

  app.post(
    '/api/ordens-pagamento/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Cria à mão uma ordem de pagamento de um campo formador de uma emissão não cancelada',
        body: ZOrdemPagamentoCreate,
        response: { 201: ZOrdemPagamento },
      },
    },
    async (request, reply) => {
      const ordem = await criarOrdemPagamento(app.db, { dados: request.body, ator: actor(request) });
      return reply.status(201).send(ordem);
    },
  );

  app.put(
    '/api/ordens-pagamento/:id/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Altera o valor, o meio de pagamento, o cartão ou o fornecedor de uma ordem em aberto',
        params: ZIdParams,
        body: ZOrdemPagamentoUpdate,
        response: { 200: ZOrdemPagamento },
      },
    },
    (request) =>
      alterarOrdemPagamento(app.db, { id: request.params.id, dados: request.body, ator: actor(request) }),
  );

  app.post(
    '/api/ordens-pagamento/:id/status/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary:
          'Marca a ordem como paga (ID da fatura e data do pagamento) ou a devolve a aberto, apagando os dois',
        params: ZIdParams,
        body: ZOrdemPagamentoStatus,
        response: { 200: ZOrdemPagamento },
      },
    },
    (request) =>
      alterarStatusOrdemPagamento(app.db, {
        id: request.params.id,
        dados: request.body,
        ator: actor(request),
      }),
  );

  app.put(
    '/api/ordens-pagamento/:id/incentivo/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Altera o incentivo do bilhete da ordem do custo do bilhete de um voo',
        params: ZIdParams,
        body: ZOrdemIncentivo,
        response: { 200: ZOrdemPagamento },
      },
    },
    (request) =>
      alterarIncentivoOrdemPagamento(app.db, {
        id: request.params.id,
        dados: request.body,
        ator: actor(request),
      }),
  );

  app.put(
    '/api/ordens-pagamento/:id/cambio-pago/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary:
          'Registra o câmbio (ou o valor em reais) realmente pago numa ordem paga em moeda estrangeira; a diferença é a variação cambial',
        params: ZIdParams,
        body: ZOrdemCambioPago,
        response: { 200: ZOrdemPagamento },
      },
    },
    (request) =>
      registrarCambioPagoOrdem(app.db, { id: request.params.id, dados: request.body, ator: actor(request) }),
  );

  app.get(
    '/api/vendas/:id/variacao-cambial/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Variação cambial da venda: soma de diferenca_cambial das suas ordens (positivo perda, negativo ganho)',
        params: ZIdParams,
        response: { 200: ZVariacaoCambialVenda },
      },
    },
    (request) => findVariacaoCambialVenda(app.db, request.params.id),
  );
};
