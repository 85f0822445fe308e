import { CHAT_MESSAGES } from '@skyler/domain/vendas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contatos, logs, usuarios } from '../../db/schema/index.ts';
import type { App } from '../../platform/fastify.ts';
import { createSession, SESSION_COOKIE } from '../../platform/sessions.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

let venda: number;

let contatoId: number | undefined;
let consultorId: number | undefined;

async function novaVenda(): Promise<number> {
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/vendas/',
    payload: {
      cliente: contatoId,
      consultor: consultorId,
      meio_contato_tipo: 'Outro',
      meio_contato_valor: 'loja',
    },
  });
  return (response.json() as { id: number }).id;
}

usarApp();

beforeAll(async () => {
  const [contato] = await t.db
    .insert(contatos)
    .values({ nome: 'Chat', sobrenome: 'Cliente' } as never)
    .returning();
  const [consultor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
  contatoId = contato?.id;
  consultorId = consultor?.id;
  venda = await novaVenda();
});

/** Opens an SSE stream on a listening app and resolves with the first event of the given name. */
async function firstEvent(app: App, url: string, token: string, name: string, ready: () => void) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) throw new Error('stream ended');
    buffer += decoder.decode(chunk.value, { stream: true });
    if (buffer.includes('event: pronto') || buffer.includes('event: nao_lidas')) ready();
    const match = buffer.match(new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`));
    if (match?.[1]) {
      controller.abort();
      return JSON.parse(match[1]) as unknown;
    }
  }
}

async function tokenFor(username: string) {
  const [u] = await t.db.select().from(usuarios).where(eq(usuarios.username, username));
  return createSession(t.db, { usuarioId: u?.id ?? 0, ip: '127.0.0.1', userAgent: 'test', hours: 1 });
}

describe('chat of a sale', () => {
  it('stores messages and lists them in order with the author', async () => {
    for (const message of ['Olá', 'Tudo certo?']) {
      const r = await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/vendas/${venda}/chat_messages/`,
        payload: { message },
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const list = await t.injectAs('sdr', { method: 'GET', url: `/api/vendas/${venda}/chat_messages/` });
    expect(list.statusCode).toBe(200);
    const messages = list.json() as { message: string; created_by: { nome: string } }[];
    expect(messages.map((m) => m.message)).toEqual(['Olá', 'Tudo certo?']);
    expect(messages[0]?.created_by.nome).toBe('Carlos');
    const audit = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'chat_mensagem_enviada'), eq(logs.venda, venda)))
      .orderBy(logs.id);
    expect(audit.map((row) => (row.dados as { depois: { message: string } }).depois.message)).toEqual([
      'Olá',
      'Tudo certo?',
    ]);
    expect(audit[0]?.usuario).toBe(consultorId);
  });

  it('refuses empty and too long messages, unknown sales and customers', async () => {
    for (const message of ['', '   ']) {
      const r = await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/vendas/${venda}/chat_messages/`,
        payload: { message },
      });
      expect(r.statusCode).toBe(400);
      expect(expectDetail(r)).toBe(CHAT_MESSAGES.vazia);
    }
    const long = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda}/chat_messages/`,
      payload: { message: 'x'.repeat(2001) },
    });
    expect(expectDetail(long)).toBe(CHAT_MESSAGES.longa);
    const missing = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/vendas/999999/chat_messages/',
      payload: { message: 'oi' },
    });
    expect(missing.statusCode).toBe(404);
    const cliente = await t.injectAs('cliente', {
      method: 'GET',
      url: `/api/vendas/${venda}/chat_messages/`,
    });
    expect(cliente.statusCode).toBe(403);
  });

  it('keeps the line breaks of a message', async () => {
    const r = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda}/chat_messages/`,
      payload: { message: 'Primeira linha\nSegunda linha\n\nTerceira' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const list = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/${venda}/chat_messages/` });
    const messages = list.json() as { message: string }[];
    expect(messages.at(-1)?.message).toBe('Primeira linha\nSegunda linha\n\nTerceira');
  });

  it('refuses messages on a concluded or cancelled sale, whose history stays readable', async () => {
    for (const [acao, payload] of [
      ['concluir', {}],
      ['cancelar', { motivo_cancelamento: 'Cliente desistiu.' }],
    ] as const) {
      const fechada = await novaVenda();
      await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/vendas/${fechada}/chat_messages/`,
        payload: { message: 'antes de fechar' },
      });
      const transicao = await t.injectAs('consultor', {
        method: 'PUT',
        url: `/api/vendas/${fechada}/${acao}/`,
        payload,
      });
      expect(transicao.statusCode, transicao.body).toBe(200);
      const r = await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/vendas/${fechada}/chat_messages/`,
        payload: { message: 'depois de fechar' },
      });
      expect(r.statusCode).toBe(409);
      expect(expectDetail(r)).toBe(CHAT_MESSAGES.somenteLeitura);
      const list = await t.injectAs('sdr', { method: 'GET', url: `/api/vendas/${fechada}/chat_messages/` });
      expect((list.json() as { message: string }[]).map((m) => m.message)).toEqual(['antes de fechar']);
    }
  });

  it('delivers a message posted on one app to a stream listening on another app of the same database', async () => {
    const listening = await t.buildSibling();
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const token = await tokenFor('sdr');
    try {
      let posted = 0;
      const received = await firstEvent(
        listening,
        `/api/vendas/${venda}/chat/stream/`,
        token,
        'mensagem',
        () => {
          if (posted++ > 0) return;
          void t.injectAs('consultor', {
            method: 'POST',
            url: `/api/vendas/${venda}/chat_messages/`,
            payload: { message: 'ao vivo' },
          });
        },
      );
      expect(received).toMatchObject({ venda, message: 'ao vivo', created_by: { nome: 'Carlos' } });
    } finally {
      await listening.close();
    }
  });

  it('pushes the unread counter of the signed-in consultant', async () => {
    const listening = await t.buildSibling();
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const token = await tokenFor('consultor');
    try {
      const first = await firstEvent(
        listening,
        '/api/notificacoes/stream/',
        token,
        'nao_lidas',
        () => undefined,
      );
      expect(first).toMatchObject({ nao_lidas: expect.any(Number) });
      const count = await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/nao_lidas/' });
      expect(count.json()).toEqual(first);
    } finally {
      await listening.close();
    }
  });
});
