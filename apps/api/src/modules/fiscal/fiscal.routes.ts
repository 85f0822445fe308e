import { podeVerFiscal, ZConfiguracaoFiscal, ZConfiguracaoFiscalInput } from '@skyler/domain/fiscal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { salvarConfiguracaoFiscal, verConfiguracaoFiscal } from './fiscal.service.ts';

const tags = ['fiscal'];

export const fiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/configuracoes/fiscal/',
    {
      config: { access: access.rule({ name: 'podeVerFiscal', allows: podeVerFiscal }) },
      schema: {
        tags,
        summary: 'Configurações fiscais da agência (ou os padrões, se ainda não preenchidas)',
        response: { 200: ZConfiguracaoFiscal },
      },
    },
    () => verConfiguracaoFiscal(app.db),
  );

  app.put(
    '/api/configuracoes/fiscal/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Salva as configurações fiscais da agência',
        body: ZConfiguracaoFiscalInput,
        response: { 200: ZConfiguracaoFiscal },
      },
    },
    (request) => salvarConfiguracaoFiscal(app.db, request.body, actor(request)),
  );
};
