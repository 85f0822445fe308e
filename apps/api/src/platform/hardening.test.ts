import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { LOG_MESSAGES } from '@skyler/domain/logs';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chat_messages,
  contatos,
  documentos_contato,
  fidelidades,
  fornecedores,
  provedor_imagens,
  provedores,
  sessoes,
  usuarios,
} from '../db/schema/index.ts';
import { csrfPara, expectDetail } from '../test/app.ts';
import { multipart, provedorBody } from '../test/fornecedores-fixtures.ts';
import { png } from '../test/multipart.ts';
import { t, usarApp } from '../test/suite-com-app.ts';
import { GENERIC_MESSAGES } from './errors.ts';
import { CONTEUDO_ATIVO } from './files.ts';
import { TEXTO_INVALIDO } from './input-text.ts';
import { ENVIO_INCOMPLETO } from './multipart.ts';
import { createSession, SESSION_COOKIE } from './sessions.ts';

let contato: number;
let venda: number;
let provedor: number;
const NUL = String.fromCharCode(0);

usarApp();

beforeAll(async () => {
  const [row] = await t.db.insert(contatos).values({ nome: 'Nara', sobrenome: 'Nulo' }).returning();
  contato = row?.id ?? 0;
  const [consultor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
  const criada = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/vendas/',
    payload: {
      cliente: contato,
      consultor: consultor?.id,
      meio_contato_tipo: 'Email',
      meio_contato_valor: 'nara@example.com',
    },
  });
  expect(criada.statusCode, criada.body).toBe(201);
  venda = (criada.json() as { id: number }).id;
  const prov = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/provedores/',
    payload: provedorBody(),
  });
  expect(prov.statusCode, prov.body).toBe(201);
  provedor = (prov.json() as { id: number }).id;
});

const rowCount = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('text no column can store', () => {
  it.each([
    ['a login', 'POST', '/api/login/', { username: `a${NUL}b`, password: 'x' }],
    ['a chat message', 'POST', () => `/api/vendas/${venda}/chat_messages/`, { message: `oi${NUL}` }],
    ['sale notes', 'PUT', () => `/api/vendas/${venda}/`, { observacoes: `nota${NUL}` }],
    [
      'a loyalty account number',
      'POST',
      () => `/api/contatos/${contato}/fidelidades/`,
      { programa: 1, numero_id_conta: `12${NUL}34` },
    ],
    ['a lone surrogate', 'POST', () => `/api/vendas/${venda}/chat_messages/`, { message: 'oi \ud800' }],
    ['a key of the body', 'POST', () => `/api/vendas/${venda}/chat_messages/`, { [`m${NUL}`]: 'x' }],
  ] as const)('refuses NUL in %s with a 400 and changes nothing', async (_, method, url, payload) => {
    const mensagens = await rowCount(chat_messages);
    const contas = await rowCount(fidelidades);
    const response = await t.injectAs('admin', {
      method,
      url: typeof url === 'function' ? url() : url,
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(expectDetail(response)).toBe(TEXTO_INVALIDO);
    expect(await rowCount(chat_messages)).toBe(mensagens);
    expect(await rowCount(fidelidades)).toBe(contas);
  });

  it('refuses NUL in a query string and a path', async () => {
    const query = await t.injectAs('admin', { method: 'GET', url: '/api/ciaaereas/?q=%00' });
    expect(query.statusCode, query.body).toBe(400);
    expect(expectDetail(query)).toBe(TEXTO_INVALIDO);
    const path = await t.injectAs('admin', { method: 'GET', url: '/api/contatos/1%00/' });
    expect(path.statusCode).toBe(400);
  });

  it('refuses nesting deeper than any form', async () => {
    let payload: unknown = 'fundo';
    for (let i = 0; i < 200; i++) payload = { a: payload };
    const response = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/vendas/${venda}/chat_messages/`,
      payload: payload as object,
    });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(GENERIC_MESSAGES.invalid);
  });

  it('refuses NUL in an image title and in an upload file name, storing nothing', async () => {
    const antes = await rowCount(provedor_imagens);
    const titulo = await multipart(
      { titulo: `Fachada${NUL}`, descricao: '' },
      { data: png(), nome: 'f.png' },
    );
    const r1 = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/provedores/${provedor}/imagens/`,
      ...titulo,
    });
    expect(r1.statusCode, r1.body).toBe(400);
    expect(expectDetail(r1)).toBe(TEXTO_INVALIDO);
    const nome = await multipart({ titulo: 'Fachada', descricao: '' }, { data: png(), nome: `f${NUL}.png` });
    const r2 = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/provedores/${provedor}/imagens/`,
      ...nome,
    });
    expect(r2.statusCode, r2.body).toBe(400);
    expect(await rowCount(provedor_imagens)).toBe(antes);
  });
});

describe('values of the wrong kind', () => {
  it.each(['/api/fornecedores/', '/api/provedores/'])(
    '%s: a number where a CNPJ is expected is a 400',
    async (url) => {
      const antes = [await rowCount(fornecedores), await rowCount(provedores)];
      const body =
        url === '/api/provedores/'
          ? provedorBody({ cnpj: 37950432000173 })
          : { nome: 'X', cnpj: 54737947000109 };
      const response = await t.injectAs('admin', { method: 'POST', url, payload: body });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys((response.json() as { errors: object }).errors)).toContain('cnpj');
      expect([await rowCount(fornecedores), await rowCount(provedores)]).toEqual(antes);
    },
  );

  it.each(['2025-02-30', '9999-99-99', '2025-13-01'])(
    'GET /api/logs/?data_inicio=%s is a 400',
    async (data) => {
      const response = await t.injectAs('admin', { method: 'GET', url: `/api/logs/?data_inicio=${data}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(expectDetail(response)).toBe(LOG_MESSAGES.dataInvalida);
    },
  );

  it('reads ids in decimal only', async () => {
    for (const id of ['0xd5', '1e2', '%2010', '+5', '0b11']) {
      const response = await t.injectAs('admin', { method: 'GET', url: `/api/contatos/${id}/` });
      expect(response.statusCode, id).toBe(400);
    }
    const page = await t.injectAs('admin', { method: 'GET', url: '/api/logs/?page=0x2' });
    expect(page.statusCode).toBe(400);
  });

  it('answers an id past the integer range as invalid, not as a server error', async () => {
    const response = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/vendas/${venda}/`,
      payload: { consultor: 2 ** 40 },
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});

describe('the database’s own refusals', () => {
  it('deleting a contact who is a sale’s client gives its own message and deletes nothing', async () => {
    const response = await t.injectAs('admin', { method: 'DELETE', url: `/api/contatos/${contato}/` });
    expect(response.statusCode, response.body).toBe(409);
    expect(expectDetail(response)).toBe(CONTATO_MESSAGES.emUso);
    expect(await t.db.select().from(contatos).where(eq(contatos.id, contato))).toHaveLength(1);
  });
});

describe('uploads', () => {
  it('refuses a multipart body cut short, storing nothing', async () => {
    const antes = await rowCount(documentos_contato);
    const corpo = await multipart(
      { numero: 'FX1', data_validade: '2030-01-01' },
      { data: png(), nome: 'p.png', campo: 'arquivo' },
    );
    const cortado = corpo.payload.subarray(0, corpo.payload.length - 30);
    const response = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/contatos/${contato}/passaportes/`,
      payload: cortado,
      headers: corpo.headers,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(expectDetail(response)).toBe(ENVIO_INCOMPLETO);
    expect(await rowCount(documentos_contato)).toBe(antes);
  });

  it.each([
    ['an image', png(), '<script>alert(1)</script>'],
    [
      'a PDF',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
      '<html><body onload=x>',
    ],
    [
      'a PDF with an action',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
      '<< /S /JavaScript /JS (app.alert(1)) >>',
    ],
  ])('refuses %s that carries code after its header', async (_, inicio, codigo) => {
    const antes = await rowCount(documentos_contato);
    const corpo = await multipart(
      { numero: 'FX2', data_validade: '2030-01-01' },
      { data: Buffer.concat([inicio, Buffer.from(codigo)]), nome: 'p.png', campo: 'arquivo' },
    );
    const response = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/contatos/${contato}/passaportes/`,
      ...corpo,
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(expectDetail(response)).toBe(CONTEUDO_ATIVO);
    expect(await rowCount(documentos_contato)).toBe(antes);
  });
});

describe('Fastify’s own errors in Portuguese', () => {
  it('a URL that cannot be decoded: 400 without echoing it', async () => {
    const response = await t.injectAs('admin', { method: 'GET', url: '/api/contatos/%E0%A4%A/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: GENERIC_MESSAGES.badUrl });
  });

  it('a path parameter longer than the router reads: 414 without echoing it', async () => {
    const response = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/vendas/${'x'.repeat(150)}/chat_messages/`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: GENERIC_MESSAGES.urlTooLong });
  });

  it('a body too large and a type not supported', async () => {
    const grande = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/vendas/${venda}/chat_messages/`,
      payload: { message: 'x'.repeat(1_100_000) },
    });
    expect(grande.statusCode).toBe(413);
    expect(grande.json()).toEqual({ detail: GENERIC_MESSAGES.payloadTooLarge });
    const xml = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/vendas/${venda}/chat_messages/`,
      payload: '<m>oi</m>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: GENERIC_MESSAGES.unsupportedMediaType });
  });

  it('an oversized header, over a real socket: 431 with {detail}', async () => {
    const app = await t.buildSibling();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/whoami/', headers: { 'x-grande': 'a'.repeat(20_000) } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toEqual({ detail: GENERIC_MESSAGES.headersTooLarge });
      const malformed = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'));
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
        });
        socket.on('close', () => resolve(text));
      });
      expect(malformed).toMatch(/^HTTP\/1.1 400/);
      expect(malformed).toContain(JSON.stringify({ detail: GENERIC_MESSAGES.badRequest }));
    } finally {
      await app.close();
    }
  });
});

describe('caching of API answers', () => {
  it('an authenticated JSON answer, an error and a sign-in state are never stored', async () => {
    const lista = await t.injectAs('consultor', { method: 'GET', url: '/api/contatos/' });
    expect(lista.statusCode).toBe(200);
    expect(lista.headers['content-type']).toContain('application/json');
    expect(lista.headers['cache-control']).toBe('no-store');
    const recusada = await t.injectAs('cliente', { method: 'GET', url: '/api/contatos/' });
    expect(recusada.statusCode).toBe(403);
    expect(recusada.headers['cache-control']).toBe('no-store');
    const whoami = await t.inject({ method: 'GET', url: '/api/whoami/' });
    expect(whoami.headers['cache-control']).toBe('no-store');
  });

  it('what is not an API answer keeps its own caching', async () => {
    const health = await t.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBeUndefined();
  });
});

describe('CSRF and the session on the path the router matched', () => {
  it.each(['/%61pi/logout/', '/%61%70%69/logout/', '/api/%6cogout/'])(
    'POST %s without the CSRF header is refused and the session lives on',
    async (url) => {
      const [usuario] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
      const token = await createSession(t.db, {
        usuarioId: usuario?.id ?? 0,
        ip: '127.0.0.1',
        userAgent: 'test',
        hours: 1,
      });
      const antes = await rowCount(sessoes);
      const response = await t.app.inject({
        method: 'POST',
        url,
        cookies: { [SESSION_COOKIE]: token, csrftoken: csrfPara(token) },
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(await rowCount(sessoes)).toBe(antes);
      const whoami = await t.app.inject({
        method: 'GET',
        url: '/api/whoami/',
        cookies: { [SESSION_COOKIE]: token },
      });
      expect((whoami.json() as { authenticated: boolean }).authenticated).toBe(true);
    },
  );

  it('an encoded spelling of a staff route still needs a session', async () => {
    const response = await t.inject({ method: 'GET', url: '/%61pi/contatos/' });
    expect(response.statusCode).toBe(401);
  });
});
