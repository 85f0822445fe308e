import {
  podeConciliar,
  ZCandidatoMovimento,
  ZCandidatosQuery,
  ZConciliarExatasQuery,
  ZConciliarExatasResposta,
  ZConciliarMovimentoRequest,
  ZDesfazerMovimentoRequest,
  ZForaDoBancoRequest,
  ZForaDoBancoResposta,
  ZIgnorarMovimentoRequest,
  ZMovimentoConciliado,
} from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { ZIdParams } from '../../platform/params.ts';
import {
  candidatosDoMovimento,
  conciliarExatas,
  conciliarMovimento,
  desfazerMovimento,
  ignorarMovimento,
  marcarForaDoBanco,
} from './movimentos-bancarios.service.ts';

const tags = ['movimentos-bancarios'];
const financeiro = access.rule({ name: 'podeConciliar', allows: podeConciliar });

/** Matching statement lines to payments and orders, and what settles outside the bank (decision 0086). */
export const movimentosBancariosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/movimentos-bancarios/:id/candidatos/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Pagamentos (crédito) ou ordens de pagamento (débito) que um movimento pode conciliar',
        description:
          'Os que ainda têm valor a conciliar e não foram liquidados fora do banco, os mais próximos do valor e do dia do movimento primeiro; a busca procura no nome e documento do pagador ou favorecido, no número da venda e no valor.',
        params: ZIdParams,
        querystring: ZCandidatosQuery,
        response: { 200: z.array(ZCandidatoMovimento) },
      },
    },
    async (request) =>
      candidatosDoMovimento(app.db, {
        id: request.params.id,
        busca: request.query.busca,
        ator: actor(request),
      }),
  );

  app.post(
    '/api/movimentos-bancarios/:id/conciliar/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Concilia um movimento com pagamentos (crédito) ou ordens de pagamento (débito)',
        description:
          'Cada escolhido, na ordem, fica com o que lhe resta até esgotar o movimento. Um pagamento em aberto coberto é concluído e uma ordem em aberto é paga, com o movimento como comprovante. Administradores e o departamento financeiro.',
        params: ZIdParams,
        body: ZConciliarMovimentoRequest,
        response: { 200: ZMovimentoConciliado },
      },
    },
    async (request) =>
      conciliarMovimento(app.db, { id: request.params.id, body: request.body, ator: actor(request) }),
  );

  app.post(
    '/api/movimentos-bancarios/conciliar-exatas/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Confirma todas as sugestões exatas de uma conta',
        querystring: ZConciliarExatasQuery,
        response: { 200: ZConciliarExatasResposta },
      },
    },
    async (request) => conciliarExatas(app.db, { conta: request.query.conta, ator: actor(request) }),
  );

  app.post(
    '/api/movimentos-bancarios/:id/ignorar/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Marca um movimento como não pertencente às vendas (tarifa, transferência, imposto, outros)',
        params: ZIdParams,
        body: ZIgnorarMovimentoRequest,
        response: { 200: ZMovimentoConciliado },
      },
    },
    async (request) =>
      ignorarMovimento(app.db, { id: request.params.id, body: request.body, ator: actor(request) }),
  );

  app.post(
    '/api/movimentos-bancarios/:id/desfazer/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Desfaz a conciliação ou o ignorar de um movimento, que volta à fila',
        params: ZIdParams,
        body: ZDesfazerMovimentoRequest,
        response: { 200: ZMovimentoConciliado },
      },
    },
    async (request) =>
      desfazerMovimento(app.db, { id: request.params.id, versao: request.body.versao, ator: actor(request) }),
  );

  app.post(
    '/api/movimentos-bancarios/fora-do-banco/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Marca (ou desmarca) um pagamento concluído ou uma ordem paga como liquidado fora do banco',
        body: ZForaDoBancoRequest,
        response: { 200: ZForaDoBancoResposta },
      },
    },
    async (request) => {
      const { pagamento, ordem, ...body } = request.body;
      const alvo = pagamento !== undefined ? { pagamento } : { ordem: ordem as number };
      return marcarForaDoBanco(app.db, { alvo, body: { ...body, pagamento, ordem }, ator: actor(request) });
    },
  );
};
