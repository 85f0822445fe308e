import {
  podeVerFinanceiro,
  ZContabilidadeQuery,
  ZDre,
  ZDreItens,
  ZDreItensQuery,
  ZDreQuery,
} from '@skyler/domain/financeiro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { contentDisposition } from '../exportar/exportar.formatos.ts';
import { arquivosNfseDoMes } from '../nfse/nfse-contabilidade.ts';
import { detalharLinhaDre, exportarContabilidade, gerarDre } from './financeiro.service.ts';

const tags = ['financeiro'];
const acesso = access.rule({ name: 'podeVerFinanceiro', allows: podeVerFinanceiro });

export const financeiroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/financeiro/dre/',
    {
      config: { access: acesso },
      schema: {
        tags,
        summary:
          'DRE do período: receita própria por tipo, deduções, custos e resultado (caixa ou competência)',
        querystring: ZDreQuery,
        response: { 200: ZDre },
      },
    },
    (request) => gerarDre(app.leitura.banco(request), request.query),
  );

  app.get(
    '/api/financeiro/dre/itens/',
    {
      config: { access: acesso },
      schema: {
        tags,
        summary: 'Os serviços, pagamentos, emissões ou movimentos bancários por trás de uma linha da DRE',
        querystring: ZDreItensQuery,
        response: { 200: ZDreItens },
      },
    },
    (request) => detalharLinhaDre(app.leitura.banco(request), request.query),
  );

  app.get(
    '/api/financeiro/contabilidade/',
    {
      config: { access: acesso },
      schema: {
        tags,
        summary: 'Arquivo do mês para a contabilidade (zip): lançamentos em CSV e a DRE por competência',
        querystring: ZContabilidadeQuery,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { nome, zip } = await exportarContabilidade(
        app.db,
        request.query.mes,
        actor(request),
        await arquivosNfseDoMes(app.db, request.query.mes),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(nome))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip));
    },
  );
};
