import {
  COTACAO_MESSAGES as C,
  COTACAO_API_MESSAGES,
  ZCarrinhoRequest,
  ZCotacao,
  ZCotacaoSave,
  ZCotacoesDoOrcamentoQuery,
  ZSubcotacaoRecente,
} from '@skyler/domain/cotacoes';
import { MINHAS_COTACOES_PAGE_SIZE, ZMinhasCotacoesQuery } from '@skyler/domain/minha-area';
import { ZEstimativaResultado, ZEstimativaResultadoQuery } from '@skyler/domain/precos/resultado';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import {
  findCotacao,
  findCotacoesDoCotador,
  findCotacoesDoOrcamento,
  findCotacoesRecentes,
  findSubcotacoesRecentes,
  orcamentoExiste,
} from './cotacoes.queries.ts';
import {
  addCarrinho,
  archiveCotacao,
  criarCotacao,
  removeCarrinho,
  updateCotacao,
} from './cotacoes.service.ts';
import { findEstimativaResultado } from './estimativa-resultado.queries.ts';

const tags = ['cotacoes'];

/** Quotes, their tickets and the sale's cart (part 1 §4, §5, §7): every staff member; customers never. */
export const cotacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orcamentos/:id/cotacoes/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Cotações de um orçamento, da mais antiga à mais nova (arquivadas=true inclui as arquivadas)',
        params: ZIdParams,
        querystring: ZCotacoesDoOrcamentoQuery,
        response: { 200: z.array(ZCotacao) },
      },
    },
    async (request) => {
      if (!(await orcamentoExiste(app.db, request.params.id)))
        throw new AppError('not_found', C.orcamentoNaoEncontrado);
      return findCotacoesDoOrcamento(app.db, {
        orcamento: request.params.id,
        arquivadas: request.query.arquivadas,
      });
    },
  );

  app.post(
    '/api/orcamentos/:id/cotacoes/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Cria uma cotação do orçamento; os totais são calculados pelo servidor',
        params: ZIdParams,
        body: ZCotacaoSave,
        response: { 201: ZCotacao },
      },
    },
    async (request, reply) => {
      const cotacao = await criarCotacao(app.db, {
        orcamento: request.params.id,
        body: request.body,
        ...actor(request),
      });
      return reply.status(201).send(cotacao);
    },
  );

  app.get(
    '/api/cotacoes/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'As 100 cotações mais recentes (arquivadas inclusive)',
        response: { 200: z.array(ZCotacao) },
      },
    },
    () => findCotacoesRecentes(app.db),
  );

  app.get(
    '/api/cotacoes/minhas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Minhas cotações: as que o usuário cotou (cotado_por), mais recentes primeiro (15 por página)',
        querystring: ZMinhasCotacoesQuery,
        response: { 200: z.object({ cotacoes: z.array(ZCotacao), pages: z.number().int() }) },
      },
    },
    async (request) =>
      listResponse(
        'cotacoes',
        await findCotacoesDoCotador(app.db, {
          usuario: actor(request).user.id,
          page: request.query.page,
          pageSize: MINHAS_COTACOES_PAGE_SIZE,
        }),
      ),
  );

  app.get(
    '/api/cotacoes/estimativa-resultado/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'O que a margem líquida estimada de uma cotação usa: a tabela de taxas vigente e as comissões dos participantes',
        querystring: ZEstimativaResultadoQuery,
        response: { 200: ZEstimativaResultado },
      },
    },
    async (request) => {
      const estimativa = await findEstimativaResultado(
        app.db,
        request.query.orcamento,
        actor(request).user.id,
      );
      if (!estimativa) throw new AppError('not_found', C.orcamentoNaoEncontrado);
      return estimativa;
    },
  );

  app.get(
    '/api/cotacoes/:id/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Uma cotação', params: ZIdParams, response: { 200: ZCotacao } },
    },
    async (request) => {
      const cotacao = await findCotacao(app.db, request.params.id);
      if (!cotacao) throw new AppError('not_found', COTACAO_API_MESSAGES.naoEncontrada);
      return cotacao;
    },
  );

  app.put(
    '/api/cotacoes/:id/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Altera uma cotação em orçamento (nem no carrinho, nem faturada, nem arquivada)',
        params: ZIdParams,
        body: ZCotacaoSave,
        response: { 200: ZCotacao },
      },
    },
    (request) => updateCotacao(app.db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.delete(
    '/api/cotacoes/:id/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Arquiva uma cotação (uma faturada não); no carrinho, ela sai dele',
        params: ZIdParams,
        response: { 200: ZCotacao },
      },
    },
    (request) => archiveCotacao(app.db, { id: request.params.id, ...actor(request) }),
  );

  app.get(
    '/api/subcotacoes/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Os 100 bilhetes (sub-cotações de voo) mais recentes, com a cotação de cada um',
        response: { 200: z.array(ZSubcotacaoRecente) },
      },
    },
    () => findSubcotacoesRecentes(app.db),
  );

  app.post(
    '/api/vendas/:id/carrinho/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Envia uma cotação ao carrinho da venda (em proposta); responde o carrinho',
        params: ZIdParams,
        body: ZCarrinhoRequest,
        response: { 200: z.array(ZCotacao) },
      },
    },
    (request) =>
      addCarrinho(app.db, { venda: request.params.id, cotacao: request.body.cotacao, ...actor(request) }),
  );

  app.post(
    '/api/vendas/:id/remove_carrinho/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Tira uma cotação do carrinho da venda (volta a orçamento); responde o carrinho',
        params: ZIdParams,
        body: ZCarrinhoRequest,
        response: { 200: z.array(ZCotacao) },
      },
    },
    (request) =>
      removeCarrinho(app.db, { venda: request.params.id, cotacao: request.body.cotacao, ...actor(request) }),
  );
};
