import {
  ZHistoricoMilhasQuery,
  ZLinhaTabelaMilhasRequest,
  ZLinhaTabelaMilhasView,
  ZNovaLinhaTabelaMilhasRequest,
  ZTabelaMilhasQuery,
} from '@skyler/domain/milhas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { ZIdParams } from '../../platform/params.ts';
import { editarTabelaMilhas } from './milhas.access.ts';
import { findHistoricoMilhas, findTabelaMilhasAtual } from './milhas.queries.ts';
import { alterarLinhaTabela, arquivarLinhaTabela, criarLinhaTabela } from './milhas.service.ts';

const tags = ['milhas'];

/**
 * Reading the miles table and the wallet discount: every staff member, since the quote dialog prices miles
 * and wallet tickets with them as the quoter types, and its history. Changing it: the milhas group
 * (decision 0028); an edit archives the row and inserts its successor.
 */
export const milhasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/milhas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Tabela de milhas atual (preço de venda ou custo)',
        querystring: ZTabelaMilhasQuery,
        response: { 200: z.array(ZLinhaTabelaMilhasView) },
      },
    },
    (request) => findTabelaMilhasAtual(app.db, { tipo: request.query.tipo }),
  );

  app.get(
    '/api/milhas/historico/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Histórico da tabela de milhas: as linhas arquivadas no mês (AAAA-MM), mais recentes primeiro',
        querystring: ZHistoricoMilhasQuery,
        response: { 200: z.array(ZLinhaTabelaMilhasView) },
      },
    },
    (request) => findHistoricoMilhas(app.db, request.query),
  );

  app.post(
    '/api/milhas/',
    {
      config: { access: editarTabelaMilhas },
      schema: {
        tags,
        summary: 'Adiciona uma linha à tabela de um programa (tipo e classe sem linha atual)',
        body: ZNovaLinhaTabelaMilhasRequest,
        response: { 201: ZLinhaTabelaMilhasView },
      },
    },
    async (request, reply) => {
      const linha = await criarLinhaTabela(app.db, { body: request.body, ...actor(request) });
      return reply.status(201).send(linha);
    },
  );

  app.put(
    '/api/milhas/:id/',
    {
      config: { access: editarTabelaMilhas },
      schema: {
        tags,
        summary: 'Altera uma linha atual da tabela: arquiva-a e grava a sucessora com os valores dados',
        params: ZIdParams,
        body: ZLinhaTabelaMilhasRequest,
        response: { 200: ZLinhaTabelaMilhasView },
      },
    },
    (request) => alterarLinhaTabela(app.db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.delete(
    '/api/milhas/:id/',
    {
      config: { access: editarTabelaMilhas },
      schema: {
        tags,
        summary: 'Arquiva uma linha atual da tabela de milhas (ela passa ao histórico do mês)',
        params: ZIdParams,
        response: { 200: ZLinhaTabelaMilhasView },
      },
    },
    (request) => arquivarLinhaTabela(app.db, { id: request.params.id, ...actor(request) }),
  );
};
