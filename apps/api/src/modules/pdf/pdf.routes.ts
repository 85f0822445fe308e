import { ZPropostaPdfRequest, ZPropostaPdfResposta } from '@skyler/domain/proposta';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { exportarPropostaPdf } from './pdf.service.ts';

/** The proposal PDF of a request's quotes, e-mailed to whoever asks (part 1 §2, §7). */
export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/pdf/orcamento_pdf/',
    {
      config: { access: access.staff },
      schema: {
        tags: ['cotacoes'],
        summary: 'Gera o PDF da proposta com as cotações escolhidas e o envia ao e-mail do usuário',
        body: ZPropostaPdfRequest,
        response: { 200: ZPropostaPdfResposta },
      },
    },
    (request) =>
      exportarPropostaPdf(
        {
          db: app.db,
          files: app.files,
          portal: { secret: app.secret, appUrl: app.config.appUrl, dias: app.config.portalLinkDias },
        },
        { body: request.body, ...actor(request) },
      ),
  );
};
