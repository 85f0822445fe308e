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
import {
  ZAcessoRequest,
  ZAcessoResposta,
  ZCodigoAcessoResposta,
  ZContaAcessoRequest,
} from '@skyler/domain/portal-acesso';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPagarmeClient } from '../../integrations/pagarme.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { sendStoredFile } from '../../platform/files.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { setSessionCookie } from '../../platform/sessions.ts';
import { findVendasDoPortal } from './portal.queries.ts';
import {
  abrirDocumentoDoPortal,
  aceitarProposta,
  baixarPropostaDoPortal,
  enviarDocumentoDoPortal,
  gerarPixDoPortal,
  lerVendaDoPortal,
} from './portal.service.ts';
import { abrirLinkDaProposta, criarContaDeAcesso, enviarCodigoDeAcesso } from './portal-acesso.service.ts';
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

  // ——— the proposal's link: public, limited as the sign-in ———

  app.post(
    '/api/portal/acesso/',
    {
      config: { access: access.public, rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary:
          'O link assinado da proposta: abre a viagem (cliente já conectado), pede o login (conta existente) ou a criação da conta',
        body: ZAcessoRequest,
        response: { 200: ZAcessoResposta },
      },
    },
    (request) =>
      abrirLinkDaProposta(app.db, app.secret, { token: request.body.token, user: request.user ?? null }),
  );

  app.post(
    '/api/portal/acesso/codigo/',
    {
      config: { access: access.public, rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'Envia ao e-mail do contato o código de 6 dígitos que cria a conta do cliente',
        body: ZAcessoRequest,
        response: { 200: ZCodigoAcessoResposta },
      },
    },
    (request) => enviarCodigoDeAcesso(app.db, app.secret, { token: request.body.token, ip: request.ip }),
  );

  app.post(
    '/api/portal/acesso/conta/',
    {
      config: { access: access.public, rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'Cria a conta do cliente com o código recebido e a senha escolhida, e abre a sessão',
        body: ZContaAcessoRequest,
        response: { 201: ZAcessoResposta },
      },
    },
    async (request, reply) => {
      const { sessionToken, user, venda } = await criarContaDeAcesso(
        app.db,
        {
          secret: app.secret,
          sessionHours: app.config.sessionHours,
          sessionIdleMinutes: app.config.sessionIdleMinutes,
        },
        {
          token: request.body.token,
          codigo: request.body.codigo,
          senha: request.body.senha,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
      );
      setSessionCookie(reply, app.config, sessionToken);
      app.csrf.emitir(reply, sessionToken);
      return reply.status(201).send({ situacao: 'autenticado', venda, email: user.username });
    },
  );

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

  app.get(
    '/api/portal/vendas/:id/proposta/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary:
          'O PDF da proposta com as cotações que o cliente vê na viagem (o mesmo documento do e-mail: sem custo, margem ou fornecedor)',
        params: ZIdParams,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await baixarPropostaDoPortal(app.db, app.files, {
          usuario: actor(request).user.id,
          venda: request.params.id,
        }),
      ),
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
