import { BUSCAS_MESSAGES as M, ZBusca, ZBuscaResumo, ZBuscasQuery } from '@skyler/domain/busca-credito';
import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES } from '@skyler/domain/empresas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { ZIdParams } from '../../platform/params.ts';
import { findBusca, findBuscasDoRegistro, findRegistroDaBusca } from './buscas.queries.ts';

const tags = ['buscas'];

/**
 * Stored credit searches (decision 0029), open to the staff who open the contact's and the company's Busca
 * tab; customer accounts never see them.
 */
export const buscasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/buscas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'As buscas de crédito de um contato ou de uma empresa, mais recentes primeiro',
        querystring: ZBuscasQuery,
        response: { 200: z.array(ZBuscaResumo) },
      },
    },
    async (request) => {
      const { contato, empresa } = request.query;
      if (contato !== undefined) {
        if (!(await findRegistroDaBusca(app.db, { contato }))) {
          throw new AppError('not_found', CONTATO_MESSAGES.naoEncontrado);
        }
        return findBuscasDoRegistro(app.db, { contato });
      }
      if (empresa === undefined || !(await findRegistroDaBusca(app.db, { empresa }))) {
        throw new AppError('not_found', EMPRESA_MESSAGES.naoEncontrada);
      }
      return findBuscasDoRegistro(app.db, { empresa });
    },
  );

  app.get(
    '/api/buscas/:id/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Uma busca de crédito guardada: quem, quando, de qual contato ou empresa e a resposta inteira',
        params: ZIdParams,
        response: { 200: ZBusca },
      },
    },
    async (request) => {
      const busca = await findBusca(app.db, request.params.id);
      if (!busca) throw new AppError('not_found', M.naoEncontrada);
      return busca;
    },
  );
};
