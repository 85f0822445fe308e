import {
  PAGAMENTO_UI_MESSAGES as M,
  ZCobrancaBoleto,
  ZCobrancaPix,
  ZCobrancasDisponiveis,
  ZCriarPagamentosRequest,
  ZPagamento,
  ZPagamentoReabrirRequest,
  ZPagamentoSave,
  ZPagamentoSubstituirRequest,
  ZPagamentosAbertosQuery,
  ZPagamentosQuery,
  ZPagamentoTotalRequest,
  ZPagarmeLinkRequest,
} from '@skyler/domain/pagamentos';
import { ZConcluirPagamentoRequest, ZConcluirPagamentoResposta } from '@skyler/domain/servicos';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPagarmeClient, PAGARME_SIGNATURE_HEADER } from '../../integrations/pagarme.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { sendStoredFile } from '../../platform/files.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { cobrancasDisponiveis, gerarBoleto, gerarCobrancaPix } from './cobrancas.service.ts';
import { abrirComprovante, anexarComprovante, CAMPO_COMPROVANTE } from './comprovantes.service.ts';
import { concluirPagamento } from './concluir.service.ts';
import {
  findPagamento,
  findPagamentos,
  findPagamentosAbertos,
  findPagamentosDaCotacao,
} from './pagamentos.queries.ts';
import {
  atualizarPagamento,
  criarPagamento,
  criarPagamentos,
  criarPagamentoTotal,
  deletePagamento,
  reabrirPagamento,
  substituirPagamento,
} from './pagamentos.service.ts';
import { criarLinkPagarme, receberWebhookPagarme } from './pagarme.service.ts';

const tags = ['pagamentos'];
const financeiro = access.departamento('financeiro');
const ZPagamentosPage = z.object({ pagamentos: z.array(ZPagamento), pages: z.number().int() });
const ZPagamentosAbertosPage = z.object({ pagamentos_abertos: z.array(ZPagamento), pages: z.number().int() });
const ZDetail = z.object({ detail: z.string() });
const ZWebhookResposta = z.object({
  recebido: z.boolean(),
  pagamento: z.number().int().nullable(),
  concluido: z.boolean(),
  divergencia: z.string().optional(),
});
/** The webhook's largest body: a gateway event is a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The raw bytes of a webhook request, kept for its signature. */
const corposCrus = new WeakMap<FastifyRequest, Buffer>();

/** Payments (part 1 §2, §7): create, edit, delete, receipts, open payments, card links and the gateway's webhook. */
export const pagamentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const pagarme = createPagarmeClient({ baseUrl: app.config.pagarmeUrl, apiKey: app.config.pagarmeApiKey });

  app.get(
    '/api/pagamentos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Pagamentos (15 por página, mais novos primeiro), busca por venda, serviço, cliente ou meio',
        querystring: ZPagamentosQuery,
        response: { 200: ZPagamentosPage },
      },
    },
    async (request) => listResponse('pagamentos', await findPagamentos(app.db, request.query)),
  );

  app.get(
    '/api/pagamentos/pagamentos_abertos',
    {
      config: { access: access.route('pagamentos-abertos') },
      schema: {
        tags,
        summary:
          'Contas a Receber: pagamentos não concluídos por vencimento (vencidos primeiro), filtros consultor, contato, venda e período de vencimento',
        querystring: ZPagamentosAbertosQuery,
        response: { 200: ZPagamentosAbertosPage },
      },
    },
    async (request) => listResponse('pagamentos_abertos', await findPagamentosAbertos(app.db, request.query)),
  );

  app.post(
    '/api/pagamentos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Cadastra um pagamento de uma venda em proposta ou concluída (financeiro, administradores e o consultor da venda)',
        body: ZPagamentoSave,
        response: { 201: ZPagamento },
      },
    },
    async (request, reply) => {
      const pagamento = await criarPagamento(app.db, { body: request.body, ...actor(request) });
      return reply.status(201).send(pagamento);
    },
  );

  app.post(
    '/api/pagamentos/criar_pagamentos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Cadastra vários pagamentos de uma vez (todos ou nenhum); pagamentosJuntos divididos entre serviços',
        body: ZCriarPagamentosRequest,
        response: { 201: z.array(ZPagamento) },
      },
    },
    async (request, reply) => {
      const criados = await criarPagamentos(app.db, { body: request.body, ...actor(request) });
      return reply.status(201).send(criados);
    },
  );

  app.post(
    '/api/pagamentos/pagamento_total/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Um pagamento do valor em aberto da venda, dividido pelo que cada serviço ainda deve',
        body: ZPagamentoTotalRequest,
        response: { 201: ZPagamento },
      },
    },
    async (request, reply) => {
      const pagamento = await criarPagamentoTotal(app.db, { body: request.body, ...actor(request) });
      return reply.status(201).send(pagamento);
    },
  );

  app.get(
    '/api/pagamentos/:id/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Um pagamento', params: ZIdParams, response: { 200: ZPagamento } },
    },
    async (request) => {
      const pagamento = await findPagamento(app.db, request.params.id);
      if (!pagamento) throw new AppError('not_found', M.naoEncontrado);
      return pagamento;
    },
  );

  app.put(
    '/api/pagamentos/:id/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Altera um pagamento (financeiro)',
        params: ZIdParams,
        body: ZPagamentoSave,
        response: { 200: ZPagamento },
      },
    },
    (request) => atualizarPagamento(app.db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.post(
    '/api/pagamentos/:id/concluir/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary:
          'Conclui um pagamento (financeiro) e, na mesma transação, libera os serviços que ele completa, com a resposta do manual de boas práticas',
        params: ZIdParams,
        body: ZConcluirPagamentoRequest,
        response: { 200: ZConcluirPagamentoResposta },
      },
    },
    (request) => concluirPagamento(app.db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.post(
    '/api/pagamentos/:id/reabrir/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Reabre um pagamento concluído, com o motivo (financeiro); só então ele pode ser alterado',
        params: ZIdParams,
        body: ZPagamentoReabrirRequest,
        response: { 200: ZPagamento },
      },
    },
    (request) => reabrirPagamento(app.db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.post(
    '/api/pagamentos/:id/substituir/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary:
          'Substitui um pagamento não concluído por outros que cobram o mesmo de cada serviço, numa só operação (financeiro)',
        params: ZIdParams,
        body: ZPagamentoSubstituirRequest,
        response: { 200: z.array(ZPagamento) },
      },
    },
    (request) =>
      substituirPagamento(app.db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.delete(
    '/api/pagamentos/:id/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Exclui um pagamento não concluído de uma venda não cancelada (financeiro)',
        params: ZIdParams,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      const arquivo = await deletePagamento(app.db, { id: request.params.id, ...actor(request) });
      if (arquivo) await app.files.remove(arquivo);
      return { detail: M.deletado };
    },
  );

  app.get(
    '/api/pagamentos/:id/pagamentos_cotacao/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Os pagamentos do serviço faturado da cotação {id}',
        params: ZIdParams,
        response: { 200: z.array(ZPagamento) },
      },
    },
    (request) => findPagamentosDaCotacao(app.db, request.params.id),
  );

  app.post(
    '/api/pagamentos/:id/documentos/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Anexa o comprovante (multipart documento_comprovante: PDF, JPG, PNG ou WEBP; financeiro)',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZPagamento },
      },
    },
    async (request) => {
      const upload = await readMultipartUpload(request, {
        campoArquivo: CAMPO_COMPROVANTE,
        nomePadrao: 'comprovante',
        naoMultipart: 'Envie o comprovante em um formulário multipart/form-data.',
      });
      return anexarComprovante(app.db, app.files, { id: request.params.id, upload, ...actor(request) });
    },
  );

  app.get(
    '/api/pagamentos/:id/documento/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'O comprovante do pagamento, com o seu tipo', params: ZIdParams },
    },
    async (request, reply) => {
      return sendStoredFile(reply, await abrirComprovante(app.db, app.files, request.params.id));
    },
  );

  app.post(
    '/api/pagamentos/:id/pagarme_link/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Cria o link de pagamento com cartão no Pagar.me (valor em centavos, parcelas máximas)',
        params: ZIdParams,
        body: ZPagarmeLinkRequest,
        response: { 200: z.array(ZPagamento) },
      },
    },
    (request) =>
      criarLinkPagarme(app.db, pagarme, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.get(
    '/api/pagamentos/cobrancas/disponiveis/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary:
          'As cobranças que as telas podem oferecer (financeiro e administradores): a origem do Pix (gateway, estático ou nenhuma sem chave Pix) e se há boleto (só com o Pagar.me configurado)',
        response: { 200: ZCobrancasDisponiveis },
      },
    },
    () => cobrancasDisponiveis(app.db, pagarme),
  );

  app.post(
    '/api/pagamentos/:id/pix/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary:
          'Gera a cobrança Pix do pagamento (financeiro e administradores): pedido Pix no Pagar.me, ou o BR Code estático da chave Pix da agência com o valor exato e o txid do pagamento; com o QR code em SVG',
        params: ZIdParams,
        response: { 200: ZCobrancaPix },
      },
    },
    (request) => gerarCobrancaPix(app.db, pagarme, { id: request.params.id, ...actor(request) }),
  );

  app.post(
    '/api/pagamentos/:id/boleto/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary:
          'Gera o boleto do pagamento pelo Pagar.me (financeiro e administradores), com o vencimento, a multa e os juros da agência; sem o Pagar.me configurado, 409',
        params: ZIdParams,
        response: { 200: ZCobrancaBoleto },
      },
    },
    (request) => gerarBoleto(app.db, pagarme, { id: request.params.id, ...actor(request) }),
  );

  // The gateway's webhook: public (no session) and outside the CSRF check (platform/csrf.ts), its body read
  // raw so that its signature is checked on the bytes sent, before anything is parsed or stored.
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
      '/api/pagarme/webhook/',
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: `Webhook do Pagar.me: evento assinado (HMAC-SHA256 do corpo no cabeçalho ${PAGARME_SIGNATURE_HEADER}); o evento pago conclui o pagamento uma só vez`,
          response: { 200: ZWebhookResposta },
        },
      },
      async (request) => {
        const assinatura = request.headers[PAGARME_SIGNATURE_HEADER];
        return receberWebhookPagarme(app.db, {
          corpo: corposCrus.get(request) ?? Buffer.alloc(0),
          assinatura: typeof assinatura === 'string' ? assinatura : undefined,
          segredo: app.config.pagarmeWebhookSecret,
          pagarme,
        });
      },
    );
  });
};
