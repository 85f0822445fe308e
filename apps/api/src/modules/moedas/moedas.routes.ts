import { MOEDA_MESSAGES, podeAlterarCambio, ZCambioInput } from '@skyler/domain/moedas';
import { ZPageQuery } from '@skyler/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORIGENS_CAMBIO } from '../../db/schema/index.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse, paginate } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { ZMoeda } from '../referencia/referencia.schemas.ts';
import {
  alterarCambio,
  countHistorico,
  findHistoricoPage,
  findMoedaRow,
  HISTORICO_PAGE_SIZE,
} from './moedas.service.ts';

const tags = ['moedas'];

/** Administrators and the financeiro department (decision 0041). */
export const alterarCambioAccess = access.rule({ name: 'podeAlterarCambio', allows: podeAlterarCambio });

export const ZMoedaHistorico = z.object({
  id: z.number().int(),
  cambio: z.string().describe('valor de 1 unidade em BRL'),
  cambio_data: z.string(),
  origem: z.enum(ORIGENS_CAMBIO),
  usuario: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  created_at: z.string(),
});

export const moedasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/moedas/:id/',
    {
      config: { access: alterarCambioAccess },
      schema: {
        tags,
        summary: 'Altera o câmbio de uma moeda (administradores e financeiro); o BRL é sempre 1',
        params: ZIdParams,
        body: ZCambioInput,
        response: { 200: ZMoeda },
      },
    },
    (request) => alterarCambio(app.db, { id: request.params.id, dados: request.body, ator: actor(request) }),
  );

  app.get(
    '/api/moedas/:id/historico/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: `Câmbios que a moeda teve, do mais recente (${HISTORICO_PAGE_SIZE} por página)`,
        params: ZIdParams,
        querystring: ZPageQuery,
        response: { 200: z.object({ historico: z.array(ZMoedaHistorico), pages: z.number().int() }) },
      },
    },
    async (request) => {
      const moeda = request.params.id;
      if (!(await findMoedaRow(app.db, moeda))) throw new AppError('not_found', MOEDA_MESSAGES.naoEncontrada);
      const pagina = await paginate({
        page: request.query.page,
        pageSize: HISTORICO_PAGE_SIZE,
        rows: (limit, offset) => findHistoricoPage(app.db, { moeda, limit, offset }),
        count: () => countHistorico(app.db, moeda),
      });
      return listResponse('historico', pagina);
    },
  );
};
