import {
  MENSAGENS_MESSAGES as M,
  ZLembreteEnviado,
  ZLembretesConfiguracao,
  ZLembretesConfiguracaoInput,
  ZMensagem,
  ZMensagemCreate,
  ZPreferenciasCliente,
  ZPreferenciasClienteResposta,
  ZWhatsappMensagem,
} from '@skyler/domain/mensagens';
import { ZPageQuery } from '@skyler/domain/pagination';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WHATSAPP_SIGNATURE_HEADER } from '../../integrations/whatsapp.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro, transmitirMensagensDaVenda } from '../../platform/rotas.ts';
import { vendaDoCliente } from '../portal/portal.queries.ts';
import {
  findLembretesDaVenda,
  findMensagens,
  findPartesDaVenda,
  findWhatsappPage,
} from './mensagens.queries.ts';
import {
  enviarMensagem,
  lerLembretesConfiguracao,
  lerPreferencias,
  receberWebhookWhatsapp,
  salvarLembretesConfiguracao,
  salvarPreferencias,
} from './mensagens.service.ts';

const tags = ['mensagens'];
const WEBHOOK_BODY_LIMIT = 512 * 1024;
/** The raw bodies of the webhook's requests, read before anything parses them (the signature is on the bytes). */
const corposCrus = new WeakMap<FastifyRequest, Buffer>();

const ZWebhookVerificacao = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

export const mensagensRoutes: FastifyPluginAsyncZod = async (app) => {
  const vendaDaEquipe = async (id: number) => {
    if (!(await findPartesDaVenda(app.db, id))) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  };
  // the portal's one access rule: another client's sale is not found, as one that does not exist
  const vendaDoClienteDaSessao = async (request: FastifyRequest, id: number) => {
    await vendaDoCliente(app.db, actor(request).user.id, id);
  };

  // the agency's side, on the sale's screen
  rotaDaListaDoRegistro(app, '/api/vendas/:id/mensagens/', {
    access: access.staff,
    tags,
    summary: 'Conversa da venda com o cliente',
    item: ZMensagem,
    exigir: vendaDaEquipe,
    listar: (id) => findMensagens(app.db, id),
  });

  app.post(
    '/api/vendas/:id/mensagens/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Responde ao cliente na conversa da venda (o cliente recebe um e-mail)',
        params: ZIdParams,
        body: ZMensagemCreate,
        response: { 201: ZMensagem },
      },
    },
    async (request, reply) => {
      const mensagem = await enviarMensagem(app.db, {
        venda: request.params.id,
        texto: request.body.texto,
        origem: 'equipe',
        appUrl: app.config.appUrl,
        ...actor(request),
      });
      return reply.status(201).send(mensagem);
    },
  );

  app.get(
    '/api/vendas/:id/mensagens/stream/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Mensagens novas da conversa com o cliente em tempo real (server-sent events, evento "mensagem")',
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      await vendaDaEquipe(request.params.id);
      await transmitirMensagensDaVenda(app, { request, reply }, 'mensagens', request.params.id);
    },
  );

  rotaDaListaDoRegistro(app, '/api/vendas/:id/lembretes/', {
    access: access.staff,
    tags,
    summary: 'Lembretes enviados ao cliente sobre a venda',
    item: ZLembreteEnviado,
    exigir: vendaDaEquipe,
    listar: (id) => findLembretesDaVenda(app.db, id),
  });

  app.get(
    '/api/whatsapp/mensagens/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Registro das mensagens de WhatsApp, enviadas e recebidas (20 por página); `venda` filtra uma venda',
        querystring: ZPageQuery.extend({ venda: z.coerce.number().int().positive().optional() }),
        response: { 200: z.object({ mensagens: z.array(ZWhatsappMensagem), pages: z.number().int() }) },
      },
    },
    async (request) => listResponse('mensagens', await findWhatsappPage(app.db, request.query)),
  );

  app.get(
    '/api/lembretes/configuracao/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Configuração dos lembretes automáticos',
        response: { 200: ZLembretesConfiguracao },
      },
    },
    () => lerLembretesConfiguracao(app.db),
  );

  app.put(
    '/api/lembretes/configuracao/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Altera a configuração dos lembretes automáticos (cada lembrete ligado ou não, antecedências e horário de silêncio; administradores)',
        body: ZLembretesConfiguracaoInput,
        response: { 200: ZLembretesConfiguracao },
      },
    },
    (request) => salvarLembretesConfiguracao(app.db, { ...request.body, ...actor(request) }),
  );

  // the client's side, in the portal
  app.get(
    '/api/portal/vendas/:id/mensagens/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'Conversa do cliente com a agência sobre a sua venda',
        params: ZIdParams,
        response: { 200: z.array(ZMensagem) },
      },
    },
    async (request) => {
      await vendaDoClienteDaSessao(request, request.params.id);
      return findMensagens(app.db, request.params.id);
    },
  );

  app.post(
    '/api/portal/vendas/:id/mensagens/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'Envia uma mensagem à agência sobre a venda (o consultor recebe um e-mail)',
        params: ZIdParams,
        body: ZMensagemCreate,
        response: { 201: ZMensagem },
      },
    },
    async (request, reply) => {
      await vendaDoClienteDaSessao(request, request.params.id);
      const mensagem = await enviarMensagem(app.db, {
        venda: request.params.id,
        texto: request.body.texto,
        origem: 'portal',
        appUrl: app.config.appUrl,
        ...actor(request),
      });
      return reply.status(201).send(mensagem);
    },
  );

  app.get(
    '/api/portal/vendas/:id/mensagens/stream/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary:
          'Mensagens novas da conversa com a agência em tempo real (server-sent events, evento "mensagem")',
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      await vendaDoClienteDaSessao(request, request.params.id);
      await transmitirMensagensDaVenda(app, { request, reply }, 'mensagens', request.params.id);
    },
  );

  app.get(
    '/api/portal/preferencias/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'Preferências de contato do cliente (WhatsApp)',
        response: { 200: ZPreferenciasClienteResposta },
      },
    },
    (request) =>
      lerPreferencias(app.db, {
        usuario: actor(request).user.id,
        disponivel: app.whatsapp.client.configurado,
      }),
  );

  app.put(
    '/api/portal/preferencias/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'O cliente aceita (ou não) receber mensagens da agência pelo WhatsApp, no celular informado',
        body: ZPreferenciasCliente,
        response: { 200: ZPreferenciasClienteResposta },
      },
    },
    (request) =>
      salvarPreferencias(app.db, {
        ...request.body,
        ...actor(request),
        disponivel: app.whatsapp.client.configurado,
      }),
  );

  // Meta's webhook: public (no session), outside the CSRF check (platform/csrf.ts), its body read raw so that
  // its signature is checked on the bytes sent, before anything is parsed or stored.
  app.get(
    '/api/webhooks/whatsapp/',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Verificação do webhook do WhatsApp (Meta): responde o hub.challenge quando o token confere',
        querystring: ZWebhookVerificacao,
      },
    },
    async (request, reply) => {
      const token = app.config.whatsappVerifyToken;
      if (!token) throw new AppError('unavailable', M.whatsappNaoConfigurado);
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== token) {
        throw new AppError('forbidden', M.tokenInvalido);
      }
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
    },
  );

  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (request, corpo, done) => {
        corposCrus.set(request, corpo as Buffer);
        done(null, undefined);
      },
    );
    webhook.post(
      '/api/webhooks/whatsapp/',
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: `Webhook do WhatsApp (Meta): assinado (HMAC-SHA256 do corpo no cabeçalho ${WHATSAPP_SIGNATURE_HEADER}); as respostas do cliente entram na conversa da venda`,
          response: { 200: z.object({ recebidas: z.number().int(), na_conversa: z.number().int() }) },
        },
      },
      async (request) => {
        const assinatura = request.headers[WHATSAPP_SIGNATURE_HEADER];
        return receberWebhookWhatsapp(app.db, {
          corpo: corposCrus.get(request) ?? Buffer.alloc(0),
          assinatura: typeof assinatura === 'string' ? assinatura : undefined,
          segredo: app.config.whatsappAppSecret,
          appUrl: app.config.appUrl,
        });
      },
    );
  });
};
