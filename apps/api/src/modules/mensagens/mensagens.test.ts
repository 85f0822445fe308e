import { AUTH_MESSAGES } from '@skyler/domain/auth';
import {
  type LembreteEnviado,
  MENSAGENS_MESSAGES as M,
  type Mensagem,
  type PreferenciasClienteResposta,
} from '@skyler/domain/mensagens';
import { PORTAL_MESSAGES } from '@skyler/domain/portal';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contatos,
  emails_fila,
  lembretes,
  lembretes_configuracao,
  logs,
  pagamentos,
  usuarios,
  whatsapp_mensagens,
} from '../../db/schema/index.ts';
import { assinarWebhook } from '../../platform/assinatura-hmac.ts';
import { EMAIL_PRIMEIRA_ESPERA_MS } from '../../platform/email-fila.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { type FakeServer, sendJson, startFakeServer } from '../../test/fake-server.ts';
import { relogioFalso } from '../../test/relogio-falso.ts';
import { liquidarPagamentoTx } from '../pagamentos/liquidar.service.ts';
import { createUsuario } from '../usuarios/usuarios.service.ts';
import { agendarLembretes } from './lembretes.job.ts';
import { enviarLembretes } from './lembretes.service.ts';
import { enfileirarWhatsappTx } from './mensagens.service.ts';

const SEGREDO = 'segredo-do-app';
const TOKEN_VERIFICACAO = 'verifica-skyler';
const CELULAR = '+5511987654321';

let t: TestApp;
let meta: FakeServer;
/** what the fake Cloud API answers next: 'ok' or an HTTP error status */
let metaResponde: 'ok' | number = 'ok';
let claudia: number;
let olga: number;
let vendaClaudia: number;
let vendaOlga: number;

async function idDe(username: string): Promise<number> {
  const [u] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
}

async function novaVenda(cliente: number): Promise<number> {
  const r = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/vendas/',
    payload: {
      cliente,
      consultor: await idDe('consultor'),
      meio_contato_tipo: 'Outro',
      meio_contato_valor: 'x',
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return (r.json() as { id: number }).id;
}

beforeAll(async () => {
  meta = await startFakeServer((request, response) => {
    if (metaResponde !== 'ok') {
      sendJson(response, metaResponde, { error: { message: 'Service temporarily unavailable', code: 2 } });
      return;
    }
    const corpo = JSON.parse(request.body) as { to: string };
    sendJson(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: corpo.to, wa_id: corpo.to }],
      messages: [{ id: `wamid.${meta.requests.length}` }],
    });
  });
  t = await createTestApp({
    env: {
      WHATSAPP_API_URL: `${meta.url}/v21.0`,
      WHATSAPP_TOKEN: 'token-da-agencia',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: SEGREDO,
      WHATSAPP_VERIFY_TOKEN: TOKEN_VERIFICACAO,
    },
  });
  const [c] = await t.db
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.usuario_cliente, await idDe('cliente')));
  if (!c) throw new Error('the demo customer account has no contact');
  claudia = c.id;
  const outra = await createUsuario(
    t.db,
    {
      username: 'outra_cliente',
      nome: 'Olga',
      sobrenome: 'Outra',
      email: 'olga@exemplo.com.br',
      password: 'uma senha longa',
      cliente: true,
    },
    { by: null },
  );
  const [o] = await t.db
    .insert(contatos)
    .values({
      nome: 'Olga',
      sobrenome: 'Outra',
      email: 'olga@exemplo.com.br',
      usuario_cliente: outra.id,
    } as never)
    .returning({ id: contatos.id });
  if (!o) throw new Error('no contact');
  olga = o.id;
  vendaClaudia = await novaVenda(claudia);
  vendaOlga = await novaVenda(olga);
});

afterAll(async () => {
  await t?.close();
  await meta?.close();
});

const naoEnviados = () => t.db.select().from(emails_fila).where(eq(emails_fila.status, 'pendente'));

describe('the conversation of a sale with its client', () => {
  it('is read and written by the client in the portal and by staff on the sale, and a burst is one e-mail', async () => {
    const antes = (await naoEnviados()).length;
    for (const texto of ['Olá! Posso levar minha cachorra?', 'Ela é pequena.']) {
      const r = await t.injectAs('cliente', {
        method: 'POST',
        url: `/api/portal/vendas/${vendaClaudia}/mensagens/`,
        payload: { texto },
      });
      expect(r.statusCode, r.body).toBe(201);
      expect((r.json() as Mensagem).origem).toBe('portal');
    }
    const doCliente = (await naoEnviados()).slice(antes);
    // one e-mail to the consultant, waiting a few minutes, with both messages
    expect(doCliente).toHaveLength(1);
    expect(doCliente[0]?.para).toBe('consultor@agencia-demo.com.br');
    expect(doCliente[0]?.texto).toContain('Posso levar minha cachorra?');
    expect(doCliente[0]?.texto).toContain('Ela é pequena.');
    expect(doCliente[0]?.proximo_envio.getTime()).toBeGreaterThan(Date.now() + 60_000);

    const resposta = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${vendaClaudia}/mensagens/`,
      payload: { texto: 'Pode sim, no hotel de Lisboa.' },
    });
    expect(resposta.statusCode, resposta.body).toBe(201);
    expect(resposta.json()).toMatchObject({ origem: 'equipe', autor: 'Carlos' });
    const paraCliente = (await naoEnviados()).slice(antes + 1);
    expect(paraCliente.map((e) => e.para)).toEqual(['cliente@agencia-demo.com.br']);

    const lida = await t.injectAs('cliente', {
      method: 'GET',
      url: `/api/portal/vendas/${vendaClaudia}/mensagens/`,
    });
    expect((lida.json() as Mensagem[]).map((m) => m.origem)).toEqual(['portal', 'portal', 'equipe']);
    const naVenda = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/vendas/${vendaClaudia}/mensagens/`,
    });
    expect(naVenda.statusCode).toBe(200);
    expect(naVenda.json()).toEqual(lida.json());
  });

  it('refuses another client’s sale, staff routes to a client, portal routes to staff and anyone signed out', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const alheia = await t.injectAs('cliente', {
        method,
        url: `/api/portal/vendas/${vendaOlga}/mensagens/`,
        ...(method === 'POST' ? { payload: { texto: 'oi' } } : {}),
      });
      expect(alheia.statusCode).toBe(404);
      expect(expectDetail(alheia)).toBe(PORTAL_MESSAGES.vendaNaoEncontrada);
      const equipe = await t.injectAs('consultor', {
        method,
        url: `/api/portal/vendas/${vendaClaudia}/mensagens/`,
        ...(method === 'POST' ? { payload: { texto: 'oi' } } : {}),
      });
      expect(equipe.statusCode).toBe(403);
      const cliente = await t.injectAs('cliente', {
        method,
        url: `/api/vendas/${vendaClaudia}/mensagens/`,
        ...(method === 'POST' ? { payload: { texto: 'oi' } } : {}),
      });
      expect(cliente.statusCode).toBe(403);
      expect(expectDetail(cliente)).toBe(AUTH_MESSAGES.forbidden);
      const anonimo = await t.inject({ method, url: `/api/portal/vendas/${vendaClaudia}/mensagens/` });
      expect(anonimo.statusCode).toBe(401);
    }
    const vazia = await t.injectAs('cliente', {
      method: 'POST',
      url: `/api/portal/vendas/${vendaClaudia}/mensagens/`,
      payload: { texto: '   ' },
    });
    expect(vazia.statusCode).toBe(400);
    expect(JSON.stringify(vazia.json())).toContain(M.vazia);
    const inexistente = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/vendas/999999/mensagens/',
    });
    expect(inexistente.statusCode).toBe(404);
  });
});

describe('PUT /api/portal/preferencias/', () => {
  it('opts the client in with a valid mobile, normalised, and refuses a bad one', async () => {
    const ruim = await t.injectAs('cliente', {
      method: 'PUT',
      url: '/api/portal/preferencias/',
      payload: { whatsapp: true, telefone: '1234' },
    });
    expect(ruim.statusCode).toBe(400);
    expect((ruim.json() as { errors: Record<string, string[]> }).errors.telefone).toEqual([
      M.telefoneInvalido,
    ]);
    const semTelefone = await t.injectAs('cliente', {
      method: 'PUT',
      url: '/api/portal/preferencias/',
      payload: { whatsapp: true },
    });
    expect(semTelefone.statusCode).toBe(400);
    const ok = await t.injectAs('cliente', {
      method: 'PUT',
      url: '/api/portal/preferencias/',
      payload: { whatsapp: true, telefone: '(11) 98765-4321' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json() as PreferenciasClienteResposta).toEqual({
      whatsapp: true,
      telefone: CELULAR,
      whatsapp_disponivel: true,
    });
    const equipe = await t.injectAs('consultor', { method: 'GET', url: '/api/portal/preferencias/' });
    expect(equipe.statusCode).toBe(403);
  });
});

describe('WhatsApp through a local fake of the Cloud API', () => {
  it('sends a template, queues it while the provider is down and sends it on the retry', async () => {
    const inicio = meta.requests.length;
    const id = await t.db.transaction((tx) =>
      enfileirarWhatsappTx(tx, {
        contato: claudia,
        venda: vendaClaudia,
        template: 'pagamento_recebido',
        parametros: ['R$ 1.000,00', '0001'],
      }),
    );
    expect(id).not.toBeNull();
    // a client who did not opt in gets nothing
    const nada = await t.db.transaction((tx) =>
      enfileirarWhatsappTx(tx, {
        contato: olga,
        venda: vendaOlga,
        template: 'proposta_enviada',
        parametros: [],
      }),
    );
    expect(nada).toBeNull();

    metaResponde = 503;
    const agora = new Date();
    expect(await t.app.whatsapp.fila.processar(agora)).toEqual({ enviado: 0, reagendado: 1, falhou: 0 });
    const [fila] = await t.db
      .select()
      .from(whatsapp_mensagens)
      .where(eq(whatsapp_mensagens.id, id ?? 0));
    expect(fila).toMatchObject({ status: 'pendente', tentativas: 1 });
    expect(fila?.ultimo_erro).toContain('503');
    expect(fila?.proximo_envio.getTime()).toBe(agora.getTime() + EMAIL_PRIMEIRA_ESPERA_MS);

    metaResponde = 'ok';
    // not due before its wait
    expect(await t.app.whatsapp.fila.processar(agora)).toEqual({ enviado: 0, reagendado: 0, falhou: 0 });
    const depois = new Date(agora.getTime() + EMAIL_PRIMEIRA_ESPERA_MS);
    expect(await t.app.whatsapp.fila.processar(depois)).toEqual({ enviado: 1, reagendado: 0, falhou: 0 });
    const [enviada] = await t.db
      .select()
      .from(whatsapp_mensagens)
      .where(eq(whatsapp_mensagens.id, id ?? 0));
    expect(enviada).toMatchObject({ status: 'enviado', tentativas: 2 });
    expect(enviada?.provedor_id).toMatch(/^wamid\./);

    const pedidos = meta.requests.slice(inicio);
    expect(pedidos).toHaveLength(2);
    expect(pedidos[1]?.url).toBe('/v21.0/1234567890/messages');
    expect(pedidos[1]?.headers.authorization).toBe('Bearer token-da-agencia');
    expect(JSON.parse(pedidos[1]?.body ?? '{}')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'template',
      template: {
        name: 'pagamento_recebido',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'R$ 1.000,00' },
              { type: 'text', text: '0001' },
            ],
          },
        ],
      },
    });
  });

  const webhook = (evento: unknown, assinatura?: string | null) => {
    const corpo = JSON.stringify(evento);
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp/',
      payload: corpo,
      headers: {
        'content-type': 'application/json',
        ...(assinatura === null
          ? {}
          : { 'x-hub-signature-256': assinatura ?? assinarWebhook(corpo, SEGREDO) }),
      },
    });
  };
  const evento = (id: string, texto: string, de = '5511987654321') => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: '1234567890' },
              contacts: [{ wa_id: de, profile: { name: 'Cláudia' } }],
              messages: [{ from: de, id, timestamp: '1764400000', type: 'text', text: { body: texto } }],
            },
          },
        ],
      },
    ],
  });

  it('puts a signed reply in the conversation of the client’s latest open sale, once', async () => {
    const recente = await novaVenda(claudia);
    const r = await webhook(evento('wamid.resposta1', 'Recebi, obrigada!'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ recebidas: 1, na_conversa: 1 });
    const repetido = await webhook(evento('wamid.resposta1', 'Recebi, obrigada!'));
    expect(repetido.json()).toEqual({ recebidas: 0, na_conversa: 0 });
    const conversa = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/${recente}/mensagens/`,
    });
    expect(conversa.json()).toEqual([
      expect.objectContaining({ texto: 'Recebi, obrigada!', origem: 'whatsapp' }),
    ]);
    // an unknown number is logged, not put in any conversation
    const desconhecido = await webhook(evento('wamid.outro', 'Quem é?', '5521999990000'));
    expect(desconhecido.json()).toEqual({ recebidas: 1, na_conversa: 0 });
  });

  it('refuses a body whose signature is not Meta’s, and answers the verify handshake', async () => {
    const falsa = await webhook(evento('wamid.falso', 'x'), assinarWebhook('outro corpo', SEGREDO));
    expect(falsa.statusCode).toBe(401);
    expect(expectDetail(falsa)).toBe(M.assinaturaInvalida);
    expect((await webhook(evento('wamid.falso', 'x'), null)).statusCode).toBe(401);
    const [gravada] = await t.db
      .select()
      .from(whatsapp_mensagens)
      .where(eq(whatsapp_mensagens.provedor_id, 'wamid.falso'));
    expect(gravada).toBeUndefined();

    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp/?hub.mode=subscribe&hub.verify_token=${TOKEN_VERIFICACAO}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const errado = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp/?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1',
    });
    expect(errado.statusCode).toBe(403);
  });
});

describe('PUT /api/lembretes/configuracao/', () => {
  const URL = '/api/lembretes/configuracao/';
  const config = {
    ativo: true,
    tipos: {
      pagamento_a_vencer: true,
      pagamento_vencido: true,
      passaporte_vencendo: true,
      checkin: false,
      inicio_viagem: true,
      aniversario: false,
    },
    dias_vencimento: 5,
    dias_checkin: 1,
    dias_inicio_viagem: 2,
    meses_passaporte: 6,
    silencio_inicio: 22,
    silencio_fim: 7,
  };

  it('is an administrator’s, answers each bad field in Portuguese, is versioned and audited', async () => {
    const padrao = await t.injectAs('consultor', { method: 'GET', url: URL });
    expect(padrao.json()).toMatchObject({ versao: 0, atualizado_em: null, tipos: { aniversario: true } });
    for (const username of ['consultor', 'financeiro', 'cliente']) {
      const escrita = await t.injectAs(username, { method: 'PUT', url: URL, payload: config });
      expect(escrita.statusCode, username).toBe(403);
    }
    expect((await t.injectAs('cliente', { method: 'GET', url: URL })).statusCode).toBe(403);
    const casos: [Record<string, unknown>, string][] = [
      [{ silencio_fim: 24 }, M.silencioInvalido],
      [{ silencio_inicio: 1.5 }, M.silencioInvalido],
      [{ dias_vencimento: 31 }, M.diasVencimento],
      [{ dias_checkin: -1 }, M.diasCheckin],
      [{ dias_inicio_viagem: 'dois' }, M.diasInicioViagem],
      [{ meses_passaporte: 13 }, M.mesesPassaporte],
      [{ tipos: { ...config.tipos, checkin: 'sim' } }, M.ligadoOuDesligado],
    ];
    for (const [campo, mensagem] of casos) {
      const ruim = await t.injectAs('admin', { method: 'PUT', url: URL, payload: { ...config, ...campo } });
      expect(ruim.statusCode, JSON.stringify(campo)).toBe(400);
      expect(ruim.body, JSON.stringify(campo)).toContain(mensagem);
    }
    expect(await t.db.select().from(lembretes_configuracao)).toEqual([]);

    const ok = await t.injectAs('admin', { method: 'PUT', url: URL, payload: config });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ...config, versao: 1 });
    const lida = await t.injectAs('consultor', { method: 'GET', url: URL });
    expect(lida.json()).toEqual(ok.json());
    const segunda = await t.injectAs('admin', {
      method: 'PUT',
      url: URL,
      payload: { ...config, dias_vencimento: 4, versao: 1 },
    });
    expect(segunda.json()).toMatchObject({ dias_vencimento: 4, versao: 2 });
    const velha = await t.injectAs('admin', { method: 'PUT', url: URL, payload: { ...config, versao: 1 } });
    expect(velha.statusCode).toBe(409);
    expect(expectDetail(velha)).toBe(MENSAGEM_VERSAO);
    const auditoria = await t.db.select().from(logs).where(eq(logs.tipo, 'lembretes_configuracao_alterada'));
    expect(auditoria.map((l) => (l.dados as { depois: { versao: number } }).depois.versao)).toEqual([1, 2]);
    // back to the defaults the reminders' tests expect
    await t.db.delete(lembretes_configuracao);
  });
});

describe('the reminders', () => {
  // 10:00 in São Paulo
  const MANHA = new Date('2026-11-29T13:00:00Z');
  let pagamentoOlga: number;

  beforeAll(async () => {
    const [a] = await t.db
      .insert(pagamentos)
      .values([
        { venda: vendaClaudia, valor: '1500.00', meio_pagamento: 'pix', data_vencimento: '2026-12-01' },
        { venda: vendaOlga, valor: '800.00', meio_pagamento: 'pix', data_vencimento: '2026-11-30' },
      ])
      .returning({ id: pagamentos.id });
    pagamentoOlga = (a?.id ?? 0) + 1;
  });

  it('sends each once, by e-mail, and by WhatsApp only to a client who opted in; visible on the sale', async () => {
    const { relogio, pendentes, disparar } = relogioFalso();
    const resultados: unknown[] = [];
    let avisar = () => {};
    let terminou = new Promise<void>((resolve) => {
      avisar = resolve;
    });
    const parar = agendarLembretes({
      db: t.db,
      log: { info: () => {}, error: () => {} },
      whatsappAtivo: true,
      relogio,
      agora: () => MANHA,
      aoTerminar: (r) => {
        resultados.push(r);
        avisar();
      },
    });
    try {
      expect(pendentes.map((p) => p.ms)).toEqual([60_000]);
      disparar();
      await terminou;
      terminou = new Promise<void>((resolve) => {
        avisar = resolve;
      });
      disparar();
      await terminou;
    } finally {
      parar();
    }
    expect(resultados).toEqual([
      { silencio: false, enviados: 2, devidos: 2 },
      { silencio: false, enviados: 0, devidos: 2 },
    ]);
    const enviados = await t.db.select().from(lembretes);
    expect(enviados.map((l) => [l.tipo, l.venda, l.whatsapp !== null, l.email !== null]).sort()).toEqual(
      [
        ['pagamento_a_vencer', vendaClaudia, true, true],
        ['pagamento_a_vencer', vendaOlga, false, true],
      ].sort(),
    );
    expect(enviados.find((l) => l.venda === vendaOlga)?.chave).toBe(
      `pagamento_a_vencer:pagamento:${pagamentoOlga}:2026-11-30`,
    );
    const naVenda = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/${vendaClaudia}/lembretes/`,
    });
    expect((naVenda.json() as LembreteEnviado[]).map((l) => [l.tipo, l.canais])).toEqual([
      ['pagamento_a_vencer', ['email', 'whatsapp']],
    ]);
    const [whatsapp] = await t.db
      .select()
      .from(whatsapp_mensagens)
      .where(
        and(
          eq(whatsapp_mensagens.template, 'pagamento_a_vencer'),
          eq(whatsapp_mensagens.venda, vendaClaudia),
        ),
      );
    expect(whatsapp?.parametros).toEqual(['R$ 1.500,00', '01/12/2026', expect.any(String)]);
  });

  it('waits out the quiet hours, then reminds of the payments now overdue', async () => {
    await t.db.insert(lembretes_configuracao).values({ id: 1, silencio_inicio: 21, silencio_fim: 8 });
    // 23:30 in São Paulo
    const noite = new Date('2026-12-02T02:30:00Z');
    expect(await enviarLembretes(t.db, { agora: noite, whatsappAtivo: true })).toEqual({
      silencio: true,
      enviados: 0,
      devidos: 0,
    });
    expect(await t.db.select().from(lembretes)).toHaveLength(2);
    // 9:00 the same day: both payments are overdue, each reminded once more as such
    const manha = new Date('2026-12-02T12:00:00Z');
    // a kind switched off is neither sent nor recorded; switched on again, it goes while still due
    await t.db.update(lembretes_configuracao).set({ tipos: { pagamento_vencido: false } });
    expect(await enviarLembretes(t.db, { agora: manha, whatsappAtivo: true })).toEqual({
      silencio: false,
      enviados: 0,
      devidos: 0,
    });
    await t.db.update(lembretes_configuracao).set({ tipos: {} });
    expect(await enviarLembretes(t.db, { agora: manha, whatsappAtivo: true })).toEqual({
      silencio: false,
      enviados: 2,
      devidos: 2,
    });
    const tipos = (await t.db.select().from(lembretes)).map((l) => l.tipo).sort();
    expect(tipos).toEqual([
      'pagamento_a_vencer',
      'pagamento_a_vencer',
      'pagamento_vencido',
      'pagamento_vencido',
    ]);
  });
});

describe('the templates the areas send', () => {
  it('tells the opted-in client by WhatsApp when their payment is concluded, and nobody else', async () => {
    const daVenda = async (venda: number) =>
      t.db
        .select()
        .from(whatsapp_mensagens)
        .where(
          and(eq(whatsapp_mensagens.venda, venda), eq(whatsapp_mensagens.template, 'pagamento_recebido')),
        );
    const antesClaudia = (await daVenda(vendaClaudia)).length;
    for (const venda of [vendaClaudia, vendaOlga]) {
      await t.db.transaction(async (tx) => {
        const [antes] = await tx.select().from(pagamentos).where(eq(pagamentos.venda, venda)).for('update');
        if (!antes) throw new Error('no payment');
        await liquidarPagamentoTx(tx, {
          antes,
          autor: null,
          data_pagamento: '2026-12-02',
          taxa: { valor: '0', origem: 'digitada' },
          registro: { tipo: 'pagamento_concluido' },
        });
      });
    }
    const paraClaudia = await daVenda(vendaClaudia);
    expect(paraClaudia).toHaveLength(antesClaudia + 1);
    expect(paraClaudia.at(-1)?.parametros[0]).toBe('R$ 1.500,00');
    expect(await daVenda(vendaOlga)).toHaveLength(0);
  });
});
