import { ZCobrancaPix } from '@skyler/domain/pagamentos';
import { ZPageQuery } from '@skyler/domain/pagination';
import {
  DOCUMENTO_PORTAL_MESSAGES,
  ZAceiteRequest,
  ZAceiteResposta,
  ZDocumentoPortalResposta,
  ZPortalConfiguracao,
  ZPortalConfiguracaoInput,
  ZVendaPortal,
  ZVendasPortal,
} from '@skyler/domain/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPagarmeClient } from '../../integrations/pagarme.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { sendStoredFile } from '../../platform/files.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { findVendasDoPortal } from './portal.queries.ts';
import {
  abrirDocumentoDoPortal,
  aceitarProposta,
  enviarDocumentoDoPortal,
  gerarPixDoPortal,
  lerVendaDoPortal,
} from './portal.service.ts';
import { salvarPortalConfiguracao, verPortalConfiguracao } from './portal-configuracao.service.ts';

const ZPagamentoParams = z.object({ id: ZId, pagamento: ZId });
const ZDocumentoParams = z.object({ id: ZId, documento: ZId });

const tags = ['portal'];
export const PORTAL_PAGE_SIZE = 15;

/**
 * The client's portal (`/api/portal/…`): a client account's own sales, answered from the client's point of
 * view. Only client accounts reach it; a staff user reads the sale in the back-office instead.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const pagarme = createPagarmeClient({ baseUrl: app.config.pagarmeUrl, apiKey: app.config.pagarmeApiKey });

  app.get(
    '/api/portal/vendas/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'Viagens do cliente: as vendas de que é cliente, passageiro ou contato da empresa cliente',
        querystring: ZPageQuery,
        response: { 200: ZVendasPortal },
      },
    },
    async (request) => {
      const page = await findVendasDoPortal(app.db, {
        usuario: actor(request).user.id,
        page: request.query.page,
        pageSize: PORTAL_PAGE_SIZE,
      });
      return listResponse('vendas', page);
    },
  );

  app.get(
    '/api/portal/vendas/:id/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'Uma viagem do cliente, do ponto de vista do cliente (404 para a venda de outro cliente)',
        params: ZIdParams,
        response: { 200: ZVendaPortal },
      },
    },
    (request) => lerVendaDoPortal(app.db, { usuario: actor(request).user.id, venda: request.params.id }),
  );

  app.post(
    '/api/portal/vendas/:id/aceite/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary:
          'O cliente aceita a proposta: uma cotação de cada pedido; registra quem, quando, de onde e o quê (versões e valores), leva as cotações ao carrinho e avisa o consultor',
        params: ZIdParams,
        body: ZAceiteRequest,
        response: { 201: ZAceiteResposta },
      },
    },
    async (request, reply) => {
      const aceite = await aceitarProposta(app.db, {
        venda: request.params.id,
        cotacoes: request.body.cotacoes,
        userAgent: request.headers['user-agent'] ?? null,
        ...actor(request),
      });
      return reply.status(201).send(aceite);
    },
  );

  app.post(
    '/api/portal/vendas/:id/pagamentos/:pagamento/pix/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'A cobrança Pix de um pagamento da viagem do cliente (a mesma do financeiro), com o QR code',
        params: ZPagamentoParams,
        response: { 200: ZCobrancaPix },
      },
    },
    (request) =>
      gerarPixDoPortal(app.db, pagarme, {
        venda: request.params.id,
        pagamento: request.params.pagamento,
        ...actor(request),
      }),
  );

  app.post(
    '/api/portal/vendas/:id/documentos/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary:
          'O cliente envia o documento de um passageiro (multipart: arquivo, tipo, passageiro, finalidade e os campos do documento), ao cadastro do passageiro',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 201: ZDocumentoPortalResposta },
      },
    },
    async (request, reply) => {
      const upload = await readMultipartUpload(request, {
        campoArquivo: 'arquivo',
        nomePadrao: 'documento',
        naoMultipart: DOCUMENTO_PORTAL_MESSAGES.naoMultipart,
      });
      const enviado = await enviarDocumentoDoPortal(app.db, app.files, {
        venda: request.params.id,
        upload,
        ...actor(request),
      });
      return reply.status(201).send(enviado);
    },
  );

  app.get(
    '/api/portal/vendas/:id/documentos/:documento/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'Um documento que a agência compartilhou na viagem',
        params: ZDocumentoParams,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await abrirDocumentoDoPortal(app.db, app.files, {
          venda: request.params.id,
          documento: request.params.documento,
          usuario: actor(request).user.id,
        }),
      ),
  );

  // the agency's settings of the portal (Administração › Portal do cliente)
  app.get(
    '/api/configuracoes/portal/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Configuração do portal do cliente: se os contatos de uma empresa veem as vendas da empresa',
        response: { 200: ZPortalConfiguracao },
      },
    },
    () => verPortalConfiguracao(app.db),
  );

  app.put(
    '/api/configuracoes/portal/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Altera a configuração do portal do cliente (administradores)',
        body: ZPortalConfiguracaoInput,
        response: { 200: ZPortalConfiguracao },
      },
    },
    (request) => salvarPortalConfiguracao(app.db, request.body, actor(request)),
  );
};
