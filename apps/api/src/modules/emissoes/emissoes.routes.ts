import { ZAvisosPassageiro } from '@skyler/domain/documentos-viagem';
import {
  EMISSAO_MESSAGES,
  EMISSOES_PAGE_SIZE,
  podeEditarEmissoes,
  ZEmissaoCancelar,
  ZEmissaoConcluir,
  ZEmissaoDetalhe,
  ZEmissaoUpdate,
  ZEmissoesPage,
  ZEmissoesQuery,
} from '@skyler/domain/emissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { avisosDaEmissao } from './documentos-emissao.ts';
import { findEmissaoDetalhe, findEmissaoRow, findEmissoesPage, findEmissores } from './emissoes.queries.ts';
import { cancelarEmissao, concluirEmissao, salvarEmissao } from './emissoes.service.ts';

const tags = ['emissoes'];
/** Saving, cancelling and concluding: the issuers (decision 0027). */
const emissores = access.rule({ name: 'podeEditarEmissoes', allows: podeEditarEmissoes });
const ZEmissor = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() });

/** Issuances: the queue list, the detail with its Geral tab, its issuer choices, cancel and conclude. */
export const emissoesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/emissoes/detailed/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Emissões com filtros (15 por página, da mais nova à mais antiga)',
        querystring: ZEmissoesQuery,
        response: { 200: ZEmissoesPage },
      },
    },
    async (request) => {
      const { page, minhas, atrasadas, ...filtros } = request.query;
      const result = await findEmissoesPage(
        app.db,
        {
          ...filtros,
          minhas: minhas === 'true' ? actor(request).user.id : undefined,
          atrasadas: atrasadas === 'true',
        },
        { page, pageSize: EMISSOES_PAGE_SIZE },
      );
      return listResponse('emissoes', result);
    },
  );

  app.get(
    '/api/emissoes/:id/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Uma emissão, com seus campos formadores e se quem pede pode alterá-la',
        params: ZIdParams,
        response: { 200: ZEmissaoDetalhe },
      },
    },
    async (request) => {
      const view = await findEmissaoDetalhe(app.db, request.params.id, actor(request).user);
      if (!view) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
      return view;
    },
  );

  app.put(
    '/api/emissoes/:id/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary: 'Salva a aba Geral: localizador, emissor, observações e números de voo',
        params: ZIdParams,
        body: ZEmissaoUpdate,
        response: { 200: ZEmissaoDetalhe },
      },
    },
    (request) => salvarEmissao(app.db, { id: request.params.id, dados: request.body, ator: actor(request) }),
  );

  app.get(
    '/api/emissoes/:id/emissores/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Quem pode ser o emissor desta emissão',
        params: ZIdParams,
        response: { 200: z.array(ZEmissor) },
      },
    },
    async (request) => {
      const emissao = await findEmissaoRow(app.db, request.params.id);
      if (!emissao) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
      return findEmissores(app.db, { tipo: emissao.tipo, user: actor(request).user });
    },
  );

  app.post(
    '/api/emissoes/:id/cancelar/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary: 'Cancela uma emissão da fila, com o motivo',
        params: ZIdParams,
        body: ZEmissaoCancelar,
        response: { 200: ZEmissaoDetalhe },
      },
    },
    (request) =>
      cancelarEmissao(app.db, {
        id: request.params.id,
        motivo: request.body.motivo_cancelamento,
        versao: request.body.versao,
        ator: actor(request),
      }),
  );

  app.post(
    '/api/emissoes/:id/concluir/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary:
          'Conclui uma emissão da fila (pede o localizador e as linhas de pagamento; cria as ordens de pagamento do que a agência paga)',
        params: ZIdParams,
        body: ZEmissaoConcluir,
        response: { 200: ZEmissaoDetalhe },
      },
    },
    (request) =>
      concluirEmissao(app.db, {
        id: request.params.id,
        versao: request.body?.versao,
        justificativa: request.body?.justificativa_documentos,
        ator: actor(request),
        nfseLigada: app.nfse.ligada,
      }),
  );

  app.get(
    '/api/emissoes/:id/documentos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Os avisos dos documentos de cada beneficiário frente à viagem da emissão',
        params: ZIdParams,
        response: { 200: z.array(ZAvisosPassageiro) },
      },
    },
    async (request) => {
      const emissao = await findEmissaoRow(app.db, request.params.id);
      if (!emissao) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
      return avisosDaEmissao(app.db, emissao);
    },
  );
};
