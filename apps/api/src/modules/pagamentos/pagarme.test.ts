import { AUTH_MESSAGES } from '@skyler/domain/auth';
import {
  PAGAMENTO_API_MESSAGES as A,
  PAGAMENTO_UI_MESSAGES as M,
  type PagamentoView,
  txidDoPagamento,
} from '@skyler/domain/pagamentos';
import { and, count, eq, inArray } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contas_bancarias,
  logs,
  notificacoes,
  pagamentos,
  pagarme_eventos,
  taxas_meio_pagamento,
  usuarios,
} from '../../db/schema/index.ts';
import { eventoPagarme, LINK_PAGARME, pedidoPagarme } from '../../integrations/pagarme.fixtures.ts';
import {
  assinarWebhook,
  createPagarmeClient,
  type PagarmePedido,
  pedidoDeLink,
  pedidoPix,
} from '../../integrations/pagarme.ts';
import { CSRF_EXEMPT_ROUTES } from '../../platform/csrf.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { type FakeServer, sendJson, startFakeServer, unreachableUrl } from '../../test/fake-server.ts';
import {
  corpoPagamento,
  criarVendaComServicos,
  statusDoServico,
  type VendaDeTeste,
} from '../../test/pagamentos-fixtures.ts';
import { cobrancasDisponiveis, gerarBoleto, gerarCobrancaPix } from './cobrancas.service.ts';
import { tituloDoLink } from './pagarme.service.ts';
import { hojeNaAgencia } from './status-sql.ts';

const CHAVE = 'sk_test_chave123';
const SEGREDO = 'segredo-do-webhook';
let t: TestApp;
let gateway: FakeServer;
let linkSeq = 0;
let pedidoSeq = 0;
/** when the gateway's Pix orders expire */
let expiraEm = '2999-12-31T23:59:59Z';
/** the receivables the gateway answers for a charge's fee (none: 404) */
let recebiveis: Record<string, unknown>[] | null = null;

const respondeBem = () =>
  gateway.handle((request, response) => {
    const esperado = `Basic ${Buffer.from(`${CHAVE}:`).toString('base64')}`;
    if (request.headers.authorization !== esperado)
      return sendJson(response, 401, { message: 'Unauthorized' });
    if (request.method === 'POST' && request.url === '/core/v5/paymentlinks') {
      linkSeq += 1;
      return sendJson(response, 200, {
        ...LINK_PAGARME,
        id: `${LINK_PAGARME.id}${linkSeq}`,
        url: `${LINK_PAGARME.url}${linkSeq}`,
      });
    }
    if (request.method === 'POST' && request.url === '/core/v5/orders') {
      const pedido = JSON.parse(request.body) as PagarmePedido;
      pedidoSeq += 1;
      const metodo = pedido.payments[0]?.payment_method ?? 'pix';
      return sendJson(
        response,
        200,
        pedidoPagarme({
          id: `or_${metodo}${pedidoSeq}`,
          metodo,
          centavos: pedido.items[0]?.amount ?? 0,
          expiraEm: expiraEm,
        }),
      );
    }
    if (request.method === 'GET' && request.url === '/core/v5/payables?charge_id=ch_9yKq' && recebiveis) {
      return sendJson(response, 200, { data: recebiveis, paging: {} });
    }
    return sendJson(response, 404, {});
  });

beforeAll(async () => {
  gateway = await startFakeServer((_request, response) => sendJson(response, 500, {}));
  respondeBem();
  t = await createTestApp({
    env: {
      PAGARME_URL: `${gateway.url}/core/v5/`,
      PAGARME_API_KEY: CHAVE,
      PAGARME_WEBHOOK_SECRET: SEGREDO,
    },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

async function pagamentoCartao(
  venda: VendaDeTeste,
  extra: Record<string, unknown> = {},
): Promise<PagamentoView> {
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/pagamentos/',
    payload: corpoPagamento(venda, {
      meio_pagamento: 'pagarme',
      num_parcelas: 10,
      valor_pagamento: { valor: '1234,56' },
      taxa_meio_pagamento: '0,99',
      ...extra,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PagamentoView;
}

const link = (id: number, payload: object = {}, username = 'consultor', app = t) =>
  app.injectAs(username, { method: 'POST', url: `/api/pagamentos/${id}/pagarme_link/`, payload });

describe('POST /api/pagamentos/{id}/pagarme_link/', () => {
  it('creates the link with the amount in cents truncated, the title and the instalments, and stores it', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['1235.55'] });
    const pagamento = await pagamentoCartao(venda);
    expect(pagamento.valor_total).toBe('1235.55');
    gateway.requests.length = 0;
    const response = await link(pagamento.id, { max_installments: 6 });
    expect(response.statusCode, response.body).toBe(200);
    const [depois] = response.json() as PagamentoView[];
    expect(depois?.pagarme_link).toMatch(/^https:\/\/payment-link\.pagar\.me\//);
    expect(depois?.pagarme_id).toMatch(/^pl_/);
    expect(gateway.requests).toHaveLength(1);
    const titulo = tituloDoLink(venda.venda, venda.servicos);
    expect(JSON.parse(gateway.requests[0]?.body ?? '')).toEqual(
      pedidoDeLink({ titulo, centavos: 123555, maxParcelas: 6 }),
    );
    expect(titulo).toMatch(/^Venda \d{4} · Serviço \d{4}$/);
    const body = JSON.parse(gateway.requests[0]?.body ?? '');
    expect(body.cart_settings.items[0].amount).toBe(123555);
    expect(body.payment_settings.credit_card_settings.installments).toHaveLength(6);
    const auditados = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'pagamento_link'), eq(logs.venda, venda.venda)));
    expect(auditados).toHaveLength(1);
    // asked again, it answers the stored link without a second one at the gateway
    const denovo = await link(pagamento.id);
    expect((denovo.json() as PagamentoView[])[0]?.pagarme_link).toBe(depois?.pagarme_link);
    expect(gateway.requests).toHaveLength(1);
  });

  it('truncates the cents and defaults to the payment instalments', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const pagamento = await pagamentoCartao(venda, {
      valor_pagamento: { valor: '99.99' },
      taxa_meio_pagamento: '0',
    });
    gateway.requests.length = 0;
    expect((await link(pagamento.id)).statusCode).toBe(200);
    const body = JSON.parse(gateway.requests[0]?.body ?? '');
    expect(body.cart_settings.items[0].amount).toBe(9999);
    expect(body.payment_settings.credit_card_settings.installments).toHaveLength(10);
  });

  it('refuses a payment by another method, a concluded one, an unknown one and the customer account', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['5000.00'] });
    const pix = await pagamentoCartao(venda, { meio_pagamento: 'pix' });
    let response = await link(pix.id);
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(M.linkSoCartao);
    const pago = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: corpoPagamento(venda, { meio_pagamento: 'pagarme', status: 'concluido' }),
    });
    response = await link((pago.json() as PagamentoView).id);
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.linkJaPago);
    expect((await link(999_999)).statusCode).toBe(404);
    const cartao = await pagamentoCartao(venda);
    expect((await link(cartao.id, {}, 'cliente')).statusCode).toBe(403);
    expect((await link(cartao.id, { max_installments: 13 })).statusCode).toBe(400);
  });

  it('answers 502 and stores nothing when the gateway fails or answers garbage', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['1234.56'] });
    const pagamento = await pagamentoCartao(venda);
    const respostas: [number, unknown][] = [
      [500, { errors: 'boom' }],
      [200, { id: 'pl_sem_url' }],
      [200, { id: 'pl_x', url: 'javascript:alert(1)' }],
      [422, { message: 'invalid' }],
    ];
    for (const [status, corpo] of respostas) {
      gateway.handle((_request, response) => sendJson(response, status, corpo));
      const response = await link(pagamento.id);
      expect(response.statusCode, JSON.stringify(corpo)).toBe(502);
      expect(expectDetail(response)).toBe(M.pagarmeFalhou);
    }
    gateway.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{not json');
    });
    expect((await link(pagamento.id)).statusCode).toBe(502);
    respondeBem();
    const [row] = await t.db.select().from(pagamentos).where(eq(pagamentos.id, pagamento.id));
    expect(row).toMatchObject({ pagarme_id: null, pagarme_link: null });
  });

  it('answers 502 when the gateway cannot be reached, and 503 when it is not configured', async () => {
    const fora = await createTestApp({
      env: { PAGARME_URL: await unreachableUrl(), PAGARME_API_KEY: CHAVE },
    });
    const semChave = await createTestApp();
    try {
      for (const [app, status, detail] of [
        [fora, 502, M.pagarmeFalhou],
        [semChave, 503, M.pagarmeNaoConfigurado],
      ] as const) {
        const venda = await criarVendaComServicos(app.db, { valores: ['100.00'] });
        const criado = await app.injectAs('consultor', {
          method: 'POST',
          url: '/api/pagamentos/',
          payload: corpoPagamento(venda, { meio_pagamento: 'pagarme' }),
        });
        const response = await link((criado.json() as PagamentoView).id, {}, 'consultor', app);
        expect(response.statusCode).toBe(status);
        expect(expectDetail(response)).toBe(detail);
      }
    } finally {
      await fora.close();
      await semChave.close();
    }
  });
});

describe('POST /api/pagarme/webhook/', () => {
  const enviar = (evento: unknown, options: { assinatura?: string | null; app?: TestApp } = {}) => {
    const corpo = JSON.stringify(evento);
    const assinatura = options.assinatura === undefined ? assinarWebhook(corpo, SEGREDO) : options.assinatura;
    // no session and no CSRF pair: the gateway has neither
    return (options.app ?? t).app.inject({
      method: 'POST',
      url: '/api/pagarme/webhook/',
      payload: corpo,
      headers: {
        'content-type': 'application/json',
        ...(assinatura === null ? {} : { 'x-hub-signature': assinatura }),
      },
    });
  };

  async function comLink(): Promise<{ venda: VendaDeTeste; pagamento: PagamentoView; pagarmeId: string }> {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const pagamento = await pagamentoCartao(venda, {
      valor_pagamento: { valor: '100.00' },
      taxa_meio_pagamento: '0',
    });
    const response = await link(pagamento.id);
    const pagarmeId = (response.json() as PagamentoView[])[0]?.pagarme_id ?? '';
    return { venda, pagamento, pagarmeId };
  }
  const linhaDe = async (id: number) =>
    (await t.db.select().from(pagamentos).where(eq(pagamentos.id, id)))[0];
  const contar = async (tipo: string, venda: number) =>
    (
      await t.db
        .select({ n: count() })
        .from(logs)
        .where(and(eq(logs.tipo, tipo), eq(logs.venda, venda)))
    )[0]?.n;

  it('concludes the payment of a signed paid event with its date, moves its service and notifies the consultant', async () => {
    const { venda, pagamento, pagarmeId } = await comLink();
    const response = await enviar(
      eventoPagarme({
        id: 'hook_pago_1',
        type: 'order.paid',
        pagarmeId,
        paidAt: '2026-11-23T22:10:00Z',
        amount: 10000,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recebido: true, pagamento: pagamento.id, concluido: true });
    expect(await linhaDe(pagamento.id)).toMatchObject({
      status: 'concluido',
      data_pagamento: '2026-11-23',
      pagarme_evento: 'hook_pago_1',
    });
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento_validacao');
    expect(await contar('pagamento_pago_gateway', venda.venda)).toBe(1);
    const avisos = await t.db.select().from(notificacoes).where(eq(notificacoes.venda, venda.venda));
    // nobody of the agency concluded it: its consultant and finance are told (decision 0078)
    expect(new Set(avisos.map((aviso) => aviso.context))).toEqual(new Set(['pagamento']));
    const leitores = await t.db
      .select({ username: usuarios.username })
      .from(usuarios)
      .where(
        inArray(
          usuarios.id,
          avisos.map((aviso) => aviso.destinatario ?? 0),
        ),
      );
    expect(leitores.map((u) => u.username).sort()).toEqual(['admin', 'consultor', 'financeiro']);
  });

  it("takes the fee from the charge's receivables at the gateway, else from the fee table, and audits its origin", async () => {
    const ultimoLog = async (venda: number) =>
      (
        await t.db
          .select()
          .from(logs)
          .where(and(eq(logs.tipo, 'pagamento_pago_gateway'), eq(logs.venda, venda)))
      )[0];
    await t.db
      .insert(taxas_meio_pagamento)
      .values({ meio_pagamento: 'pagarme', num_parcelas: 1, percentual: '3.19' });
    try {
      // the gateway does not tell the fee: the table's 3.19 % of 100.00
      const semResposta = await comLink();
      recebiveis = null;
      const primeiro = await enviar(
        eventoPagarme({
          id: 'hook_taxa_1',
          type: 'order.paid',
          pagarmeId: semResposta.pagarmeId,
          amount: 10000,
        }),
      );
      expect(primeiro.json()).toMatchObject({ concluido: true });
      expect((await linhaDe(semResposta.pagamento.id))?.taxa_meio_pagamento).toBe('3.19');
      expect((await ultimoLog(semResposta.venda.venda))?.meta).toMatchObject({ taxa_origem: 'tabela' });
      // two instalments' receivables: (190 + 60) + (185 + 0 + 5) cents kept
      const comResposta = await comLink();
      recebiveis = [
        { id: 1, charge_id: 'ch_9yKq', installment: 1, amount: 5000, fee: 190, anticipation_fee: 60 },
        {
          id: 2,
          charge_id: 'ch_9yKq',
          installment: 2,
          amount: 5000,
          fee: 185,
          anticipation_fee: 0,
          fraud_coverage_fee: 5,
        },
      ];
      const segundo = await enviar(
        eventoPagarme({
          id: 'hook_taxa_2',
          type: 'order.paid',
          pagarmeId: comResposta.pagarmeId,
          amount: 10000,
        }),
      );
      expect(segundo.json()).toMatchObject({ concluido: true });
      expect((await linhaDe(comResposta.pagamento.id))?.taxa_meio_pagamento).toBe('4.40');
      expect((await ultimoLog(comResposta.venda.venda))?.meta).toMatchObject({ taxa_origem: 'gateway' });
      expect((await ultimoLog(comResposta.venda.venda))?.dados).toMatchObject({
        antes: { taxa_meio_pagamento: '0.00' },
        depois: { taxa_meio_pagamento: '4.40' },
      });
    } finally {
      recebiveis = null;
      await t.db.delete(taxas_meio_pagamento);
    }
  });

  it('changes nothing when the same event is replayed twice', async () => {
    const { venda, pagamento, pagarmeId } = await comLink();
    const evento = eventoPagarme({ id: 'hook_replay', type: 'charge.paid', pagarmeId, amount: 10000 });
    for (let vez = 0; vez < 3; vez++) {
      const response = await enviar(evento);
      expect(response.statusCode).toBe(200);
      expect(response.json().concluido).toBe(vez === 0);
    }
    expect(await contar('pagamento_pago_gateway', venda.venda)).toBe(1);
    expect(await contar('servico_pago', venda.venda)).toBe(1);
    const eventos = await t.db.select().from(pagarme_eventos).where(eq(pagarme_eventos.id, 'hook_replay'));
    expect(eventos).toHaveLength(1);
    expect(eventos[0]?.pagamento).toBe(pagamento.id);
    // another paid event for the same payment (the charge after the order) changes nothing either
    const outro = await enviar(
      eventoPagarme({ id: 'hook_replay_2', type: 'order.paid', pagarmeId, amount: 10000 }),
    );
    expect(outro.json().concluido).toBe(false);
    expect(await contar('pagamento_pago_gateway', venda.venda)).toBe(1);
  });

  it('changes nothing for an event arriving out of order (created after paid)', async () => {
    const { venda, pagamento, pagarmeId } = await comLink();
    await enviar(eventoPagarme({ id: 'hook_ordem_pago', type: 'order.paid', pagarmeId, amount: 10000 }));
    const antes = await linhaDe(pagamento.id);
    const response = await enviar(
      eventoPagarme({ id: 'hook_ordem_criado', type: 'order.created', pagarmeId }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recebido: true, pagamento: pagamento.id, concluido: false });
    expect(await linhaDe(pagamento.id)).toEqual(antes);
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento_validacao');
  });

  it("refuses and records a paid event whose amount is not the link's, or that gives no amount", async () => {
    const { venda, pagamento, pagarmeId } = await comLink();
    for (const [id, amount] of [
      ['hook_valor_outro', 9_999_999],
      ['hook_valor_centavo', 9_999],
      ['hook_sem_valor', undefined],
    ] as const) {
      const response = await enviar(
        eventoPagarme({ id, type: 'order.paid', pagarmeId, ...(amount === undefined ? {} : { amount }) }),
      );
      expect(response.statusCode, id).toBe(200);
      expect(response.json(), id).toMatchObject({ pagamento: pagamento.id, concluido: false });
      expect(response.json().divergencia, id).toEqual(expect.any(String));
      const [evento] = await t.db.select().from(pagarme_eventos).where(eq(pagarme_eventos.id, id));
      expect(evento?.divergencia, id).toBe(response.json().divergencia);
    }
    expect((await linhaDe(pagamento.id))?.status).toBe('nao_efetuado');
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento');
    expect(await contar('pagamento_gateway_divergente', venda.venda)).toBe(3);
    expect(await contar('pagamento_pago_gateway', venda.venda)).toBe(0);
  });

  it('does not take a paid_at in the future as the payment date', async () => {
    const { pagamento, pagarmeId } = await comLink();
    const response = await enviar(
      eventoPagarme({
        id: 'hook_futuro',
        type: 'order.paid',
        pagarmeId,
        paidAt: '2999-01-01T10:00:00Z',
        amount: 10000,
      }),
    );
    expect(response.json().concluido).toBe(true);
    expect((await linhaDe(pagamento.id))?.data_pagamento).toBe(hojeNaAgencia());
  });

  it('refuses changing the value of a payment that has a card link', async () => {
    const { venda, pagamento } = await comLink();
    const alterar = (extra: Record<string, unknown>) =>
      t.injectAs('financeiro', {
        method: 'PUT',
        url: `/api/pagamentos/${pagamento.id}/`,
        payload: corpoPagamento(venda, {
          meio_pagamento: 'pagarme',
          num_parcelas: 10,
          valor_pagamento: { valor: '100.00' },
          taxa_meio_pagamento: '0',
          ...extra,
        }),
      });
    for (const extra of [{ valor_pagamento: { valor: '99.00' } }, { taxa_meio_pagamento: '5' }]) {
      const response = await alterar(extra);
      expect(response.statusCode).toBe(400);
      expect(expectDetail(response)).toBe(M.valorComLink);
    }
    expect((await linhaDe(pagamento.id))?.valor).toBe('100.00');
    // the rest of it may change
    const response = await alterar({ descricao: 'Cartão do cliente' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a created event alone does not conclude anything', async () => {
    const { pagamento, pagarmeId } = await comLink();
    await enviar(eventoPagarme({ id: 'hook_so_criado', type: 'order.created', pagarmeId }));
    expect((await linhaDe(pagamento.id))?.status).toBe('nao_efetuado');
  });

  it('records an event for an unknown payment and changes nothing', async () => {
    const [antes] = await t.db
      .select({ n: count() })
      .from(pagamentos)
      .where(eq(pagamentos.status, 'concluido'));
    const response = await enviar(
      eventoPagarme({ id: 'hook_desconhecido', type: 'order.paid', pagarmeId: 'pl_nenhum' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recebido: true, pagamento: null, concluido: false });
    const [depois] = await t.db
      .select({ n: count() })
      .from(pagamentos)
      .where(eq(pagamentos.status, 'concluido'));
    expect(depois?.n).toBe(antes?.n);
  });

  it('refuses a bad signature, no signature, and an event without a secret configured, writing nothing', async () => {
    const { pagamento, pagarmeId } = await comLink();
    const evento = eventoPagarme({ id: 'hook_forjado', type: 'order.paid', pagarmeId });
    const casos: [string | null, number][] = [
      [assinarWebhook(JSON.stringify(evento), 'outro-segredo'), 401],
      [assinarWebhook(`${JSON.stringify(evento)} `, SEGREDO), 401],
      ['sha256=', 401],
      [null, 401],
    ];
    for (const [assinatura, status] of casos) {
      const response = await enviar(evento, { assinatura });
      expect(response.statusCode, String(assinatura)).toBe(status);
      expect(expectDetail(response)).toBe(A.assinaturaInvalida);
    }
    const semSegredo = await createTestApp();
    try {
      const response = await enviar(evento, { app: semSegredo });
      expect(response.statusCode).toBe(503);
      expect(expectDetail(response)).toBe(A.webhookNaoConfigurado);
    } finally {
      await semSegredo.close();
    }
    expect((await linhaDe(pagamento.id))?.status).toBe('nao_efetuado');
    expect(await t.db.select().from(pagarme_eventos).where(eq(pagarme_eventos.id, 'hook_forjado'))).toEqual(
      [],
    );
  });

  it('answers 400 to a signed body that is not an event', async () => {
    for (const corpo of [{ tipo: 'x' }, [1, 2], { id: '', type: 'order.paid', data: {} }]) {
      const response = await enviar(corpo);
      expect(response.statusCode).toBe(400);
      expect(expectDetail(response)).toBe(A.eventoInvalido);
    }
    const texto = 'não é json';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pagarme/webhook/',
      payload: texto,
      headers: { 'content-type': 'text/plain', 'x-hub-signature': assinarWebhook(texto, SEGREDO) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('skips the CSRF check for the webhooks alone', async () => {
    expect([...CSRF_EXEMPT_ROUTES]).toEqual(['POST /api/pagarme/webhook/', 'POST /api/webhooks/whatsapp/']);
    const sem = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/pagamento_total/',
      payload: { venda: 1, meio_pagamento: 'pix' },
    });
    expect(sem.statusCode).toBe(403);
    expect(expectDetail(sem)).toBe(AUTH_MESSAGES.csrf);
    const webhook = await enviar(
      eventoPagarme({ id: 'hook_csrf', type: 'order.created', pagarmeId: 'pl_x' }),
    );
    expect(webhook.statusCode).toBe(200);
  });
});

describe('POST /api/pagamentos/{id}/pix/ and /boleto/', () => {
  const VENCIMENTO = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const cobrar = (id: number, tipo: 'pix' | 'boleto', username = 'financeiro') =>
    t.injectAs(username, { method: 'POST', url: `/api/pagamentos/${id}/${tipo}/` });
  const enviar = (evento: unknown) => {
    const corpo = JSON.stringify(evento);
    return t.app.inject({
      method: 'POST',
      url: '/api/pagarme/webhook/',
      payload: corpo,
      headers: { 'content-type': 'application/json', 'x-hub-signature': assinarWebhook(corpo, SEGREDO) },
    });
  };
  const linhaDe = async (id: number) =>
    (await t.db.select().from(pagamentos).where(eq(pagamentos.id, id)))[0];

  async function pagamentoDe(
    meio: 'pix' | 'boleto',
    valor = '350.00',
  ): Promise<{
    venda: VendaDeTeste;
    pagamento: PagamentoView;
  }> {
    const venda = await criarVendaComServicos(t.db, { valores: [valor] });
    const criado = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: corpoPagamento(venda, {
        meio_pagamento: meio,
        valor_pagamento: { valor },
        taxa_meio_pagamento: '0',
        data_vencimento: VENCIMENTO,
      }),
    });
    expect(criado.statusCode, criado.body).toBe(201);
    return { venda, pagamento: criado.json() as PagamentoView };
  }

  it('is for finance and administrators; everyone else gets 403 and nothing is asked of the gateway', async () => {
    const { pagamento } = await pagamentoDe('pix');
    gateway.requests.length = 0;
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect((await cobrar(pagamento.id, 'pix', role)).statusCode, role).toBe(403);
      expect((await cobrar(pagamento.id, 'boleto', role)).statusCode, role).toBe(403);
    }
    expect(gateway.requests).toHaveLength(0);
    expect((await cobrar(pagamento.id, 'pix', 'admin')).statusCode).toBe(200);
    expect((await cobrar(pagamento.id, 'pix', 'financeiro')).statusCode).toBe(200);
  });

  it('tells finance and administrators which charges the configured gateway offers; 403 to everyone else', async () => {
    const url = '/api/pagamentos/cobrancas/disponiveis/';
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect((await t.injectAs(role, { method: 'GET', url })).statusCode, role).toBe(403);
    }
    for (const role of ['financeiro', 'admin']) {
      const response = await t.injectAs(role, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ pix: true, pix_origem: 'gateway', boleto: true });
    }
  });

  it('charges a Pix through a gateway order, concluded by its paid webhook with the fee of its receivables', async () => {
    const { venda, pagamento } = await pagamentoDe('pix');
    gateway.requests.length = 0;
    const response = await cobrar(pagamento.id, 'pix');
    expect(response.statusCode, response.body).toBe(200);
    const cobranca = response.json();
    expect(cobranca).toMatchObject({
      origem: 'gateway',
      txid: `SKYPAG${String(pagamento.id).padStart(10, '0')}`,
    });
    expect(cobranca.copia_e_cola).toMatch(/^000201/);
    expect(cobranca.qr_code_svg).toMatch(/^<svg/);
    expect(cobranca.expira_em).toBe('2999-12-31T23:59:59.000Z');
    const pedido = JSON.parse(gateway.requests[0]?.body ?? '');
    expect(pedido.payments).toEqual([{ payment_method: 'pix', pix: { expires_in: 86_400 } }]);
    expect(pedido.items[0]).toMatchObject({ amount: 35000, quantity: 1 });
    const linha = await linhaDe(pagamento.id);
    expect(linha).toMatchObject({ pix_origem: 'gateway', pagarme_centavos: 35000 });
    // asked again while valid: the same charge, nothing new at the gateway
    expect((await cobrar(pagamento.id, 'pix')).json().copia_e_cola).toBe(cobranca.copia_e_cola);
    expect(gateway.requests).toHaveLength(1);
    // a charge with another amount is recorded, never concluded; the right one concludes with the fee
    const errado = await enviar(
      eventoPagarme({
        id: 'hook_pix_errado',
        type: 'order.paid',
        pagarmeId: linha?.pagarme_id ?? '',
        amount: 3500,
      }),
    );
    expect(errado.json()).toMatchObject({ concluido: false, divergencia: expect.any(String) });
    recebiveis = [{ id: 1, charge_id: 'ch_9yKq', installment: 1, amount: 35000, fee: 350 }];
    try {
      const pago = await enviar(
        eventoPagarme({
          id: 'hook_pix_pago',
          type: 'order.paid',
          pagarmeId: linha?.pagarme_id ?? '',
          amount: 35000,
        }),
      );
      expect(pago.json()).toMatchObject({ pagamento: pagamento.id, concluido: true });
      // the charge's event after the order's, and the order's replayed: nothing changes
      const depois = await linhaDe(pagamento.id);
      for (const [id, type] of [
        ['hook_pix_charge', 'charge.paid'],
        ['hook_pix_pago', 'order.paid'],
      ] as const) {
        const outro = await enviar(
          eventoPagarme({ id, type, pagarmeId: linha?.pagarme_id ?? '', amount: 35000 }),
        );
        expect(outro.json().concluido, id).toBe(false);
      }
      expect(await linhaDe(pagamento.id)).toEqual(depois);
      expect(depois).toMatchObject({
        status: 'concluido',
        taxa_meio_pagamento: '3.50',
        pagarme_evento: 'hook_pix_pago',
      });
    } finally {
      recebiveis = null;
    }
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento_validacao');
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'pagamento_pago_gateway'), eq(logs.venda, venda.venda)));
    expect(log?.meta).toMatchObject({ taxa_origem: 'gateway', evento: 'hook_pix_pago' });
    // a concluded payment is not charged again
    expect((await cobrar(pagamento.id, 'pix')).statusCode).toBe(409);
  });

  it('generates an expired Pix charge again, and refuses a payment of another method', async () => {
    const { pagamento } = await pagamentoDe('pix');
    expiraEm = '2020-01-01T00:00:00Z';
    try {
      const primeira = (await cobrar(pagamento.id, 'pix')).json();
      const segunda = (await cobrar(pagamento.id, 'pix')).json();
      expect(segunda.expira_em).toBe('2020-01-01T00:00:00.000Z');
      expect((await linhaDe(pagamento.id))?.pagarme_id).not.toBe(undefined);
      expect(primeira.txid).toBe(segunda.txid);
      const audit = await t.db
        .select({ n: count() })
        .from(logs)
        .where(and(eq(logs.tipo, 'pagamento_pix'), eq(logs.venda, pagamento.venda.id)));
      expect(audit[0]?.n).toBe(2);
    } finally {
      expiraEm = '2999-12-31T23:59:59Z';
    }
    const cartao = await pagamentoCartao(await criarVendaComServicos(t.db, { valores: ['5000.00'] }));
    const recusado = await cobrar(cartao.id, 'pix');
    expect(recusado.statusCode).toBe(400);
    expect(expectDetail(recusado)).toBe(M.pixSoPix);
    expect(expectDetail(await cobrar(cartao.id, 'boleto'))).toBe(M.boletoSoBoleto);
    expect((await cobrar(999_999, 'pix')).statusCode).toBe(404);
  });

  it('answers 502 and stores nothing when the gateway fails, answers garbage or a failed charge', async () => {
    const { pagamento } = await pagamentoDe('pix');
    const respostas: [number, unknown][] = [
      [500, { message: 'boom' }],
      [200, { id: 'or_sem_cobranca', charges: [] }],
      [
        200,
        {
          ...pedidoPagarme({ id: 'or_falhou', metodo: 'pix', centavos: 35000 }),
          charges: [{ id: 'ch_x', status: 'failed', last_transaction: {} }],
        },
      ],
    ];
    try {
      for (const [status, corpo] of respostas) {
        gateway.handle((_request, response) => sendJson(response, status, corpo));
        const response = await cobrar(pagamento.id, 'pix');
        expect(response.statusCode, JSON.stringify(corpo)).toBe(502);
        expect(expectDetail(response)).toBe(M.pagarmeFalhou);
      }
    } finally {
      respondeBem();
    }
    expect(await linhaDe(pagamento.id)).toMatchObject({
      pagarme_id: null,
      pix_txid: null,
      pix_copia_e_cola: null,
    });
  });

  it('a gateway that does not answer in time is a failure, not a wait', async () => {
    gateway.handle(() => undefined);
    try {
      const cliente = createPagarmeClient({
        baseUrl: `${gateway.url}/core/v5/`,
        apiKey: CHAVE,
        timeoutMs: 50,
      });
      const pedido = pedidoPix({
        txid: 'SKYPAG0000000001',
        titulo: 'Venda 0001 · Serviço 0001',
        centavos: 100,
        expiraEmSegundos: 60,
        pagador: { nome: 'Ana', documento: null, email: null },
      });
      await expect(cliente.criarPix(pedido)).rejects.toMatchObject({
        code: 'bad_gateway',
        message: M.pagarmeFalhou,
      });
    } finally {
      respondeBem();
    }
  });

  it('charges a boleto through the gateway with the due date, the fine and the interest, settled by its webhook', async () => {
    const { pagamento } = await pagamentoDe('boleto', '1200.00');
    gateway.requests.length = 0;
    const response = await cobrar(pagamento.id, 'boleto');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      linha_digitavel: '23793381286000000001234567890123456789012345678',
      url: expect.stringMatching(/^https:\/\/api\.pagar\.me\/.*\/pdf$/),
      vencimento: '2026-12-05',
    });
    const pedido = JSON.parse(gateway.requests[0]?.body ?? '');
    expect(pedido.payments[0]).toMatchObject({
      payment_method: 'boleto',
      boleto: {
        due_at: `${VENCIMENTO}T23:59:59Z`,
        fine: { type: 'percentage', amount: 2 },
        interest: { type: 'percentage', amount: 1 },
      },
    });
    const linha = await linhaDe(pagamento.id);
    const pago = await enviar(
      eventoPagarme({
        id: 'hook_boleto_pago',
        type: 'charge.paid',
        pagarmeId: linha?.pagarme_id ?? '',
        amount: 120000,
      }),
    );
    expect(pago.json()).toMatchObject({ pagamento: pagamento.id, concluido: true });
    expect((await linhaDe(pagamento.id))?.status).toBe('concluido');
  });

  it("without a gateway: Pix is the static code of the agency's key, boleto is refused", async () => {
    const { venda, pagamento } = await pagamentoDe('pix', '123.45');
    const semGateway = { configurado: false, criarPix: () => Promise.reject(new Error('no gateway')) };
    const autor = { user: { id: 1, pertencente: ['financeiro'] }, ip: null };
    await expect(gerarCobrancaPix(t.db, semGateway, { id: pagamento.id, ...autor })).rejects.toMatchObject({
      code: 'conflict',
      message: M.pixSemChave,
    });
    expect(await cobrancasDisponiveis(t.db, semGateway)).toEqual({
      pix: true,
      pix_origem: null,
      boleto: false,
    });
    const [conta] = await t.db
      .insert(contas_bancarias)
      .values({
        banco: '341',
        agencia: '0001',
        conta: '12345-6',
        descricao: 'Itaú',
        chave_pix: '12345678000199',
      })
      .returning();
    try {
      expect(await cobrancasDisponiveis(t.db, semGateway)).toEqual({
        pix: true,
        pix_origem: 'estatico',
        boleto: false,
      });
      const cobranca = await gerarCobrancaPix(t.db, semGateway, { id: pagamento.id, ...autor });
      expect(cobranca).toMatchObject({
        origem: 'estatico',
        expira_em: null,
        txid: txidDoPagamento(pagamento.id),
      });
      const lido = parsePix(cobranca.copia_e_cola);
      if (hasError(lido) || lido.type !== 'STATIC') throw new Error('not a static Pix');
      expect(lido).toMatchObject({
        pixKey: '12345678000199',
        transactionAmount: 123.45,
        txid: cobranca.txid,
      });
      // another amount: the static code that carried the old one is gone, to be generated again
      const atual = (
        await t.injectAs('financeiro', { method: 'GET', url: `/api/pagamentos/${pagamento.id}/` })
      ).json();
      const alterado = await t.injectAs('financeiro', {
        method: 'PUT',
        url: `/api/pagamentos/${pagamento.id}/`,
        payload: corpoPagamento(venda, {
          meio_pagamento: 'pix',
          valor_pagamento: { valor: '100.00' },
          taxa_meio_pagamento: '0',
          data_vencimento: VENCIMENTO,
          versao: atual.versao,
        }),
      });
      expect(alterado.statusCode, alterado.body).toBe(200);
      expect(alterado.json()).toMatchObject({ pix_copia_e_cola: null, pix_origem: null });
      const boleto = await pagamentoDe('boleto');
      await expect(
        gerarBoleto(
          t.db,
          { configurado: false, criarBoleto: () => Promise.reject(new Error('x')) },
          { id: boleto.pagamento.id, ...autor },
        ),
      ).rejects.toMatchObject({ code: 'conflict', message: M.boletoSemGateway });
    } finally {
      if (conta) await t.db.delete(contas_bancarias).where(eq(contas_bancarias.id, conta.id));
    }
  });
});
