import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { sendStoredFile } from '../../platform/files.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { ZIdParams } from '../../platform/params.ts';
import { abrirFaturaServico, adicionarPlanilhaFatura, CAMPO_PLANILHA } from './pdf-fatura.service.ts';

const tags = ['servicos'];

const ZPlanilhaAdicionada = z.object({
  detail: z.string(),
  servico: z.number().int(),
  itens: z.number().int(),
  total: z.string(),
  fatura_pdf_url: z.string(),
});

/** The Planilha Fatura upload of the payment panel: an .xlsx turned into the service's invoice PDF. */
export const pdfFaturaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/pdf-fatura/pdffatura/',
    {
      config: { access: access.route('painel-pagamentos') },
      schema: {
        tags,
        summary:
          'Planilha Fatura (multipart id_servico e planilha .xlsx com Descrição | Quantidade | Valor unitário | Valor): gera o PDF da fatura do serviço',
        consumes: ['multipart/form-data'],
        response: { 201: ZPlanilhaAdicionada },
      },
    },
    async (request, reply) => {
      const upload = await readMultipartUpload(request, {
        campoArquivo: CAMPO_PLANILHA,
        nomePadrao: 'planilha.xlsx',
        naoMultipart: 'Envie a planilha em um formulário multipart/form-data.',
      });
      const adicionada = await adicionarPlanilhaFatura(app.db, app.files, { upload, ...actor(request) });
      return reply.status(201).send(adicionada);
    },
  );

  app.get(
    '/api/pdf-fatura/:id/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'O PDF da fatura do serviço gerado da Planilha Fatura', params: ZIdParams },
    },
    async (request, reply) => {
      return sendStoredFile(reply, await abrirFaturaServico(app.db, app.files, request.params.id));
    },
  );
};
