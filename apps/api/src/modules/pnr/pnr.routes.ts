import { ZConvertPnr, ZConvertPnrResposta } from '@skyler/domain/conversao-pnr';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { convertPnrToCotacao } from './pnr.service.ts';

/** PNR quote (part 1 §2, §7): an itinerary pasted from a GDS or an airline e-mail to a flight quote's legs. */
export const pnrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/pnr/convert_pnr/',
    {
      config: { access: access.staff },
      schema: {
        tags: ['cotacoes'],
        summary: 'Converte o texto de um PNR nos bilhetes, trechos e pernas de uma cotação aérea',
        body: ZConvertPnr,
        response: { 200: ZConvertPnrResposta },
      },
    },
    (request) => convertPnrToCotacao(app.db, request.body),
  );
};
