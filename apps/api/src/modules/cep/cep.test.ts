import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { type FakeServer, sendJson, startFakeServer, unreachableUrl } from '../../test/fake-server.ts';

let viacep: FakeServer;
let t: TestApp;

/** ViaCEP's answers: the address of a postcode, `{"erro": "true"}` for one that does not exist. */
const PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
  ddd: '11',
};

beforeAll(async () => {
  viacep = await startFakeServer((request, response) => {
    if (request.url === '/ws/01310100/json/') return sendJson(response, 200, PAULISTA);
    if (request.url === '/ws/70000000/json/')
      return sendJson(response, 200, { uf: 'DF', localidade: 'Brasília' });
    return sendJson(response, 200, { erro: 'true' });
  });
  t = await createTestApp({ env: { VIACEP_URL: `${viacep.url}/ws` } });
});
afterAll(async () => {
  await t.close();
  await viacep.close();
});

const get = (cep: string, username = 'consultor') =>
  t.injectAs(username, { method: 'GET', url: `/api/cep/${cep}/` });

describe('GET /api/cep/{cep}/', () => {
  it('gives state, city, street and district of a postcode, typed with or without the mask', async () => {
    for (const cep of ['01310100', '01310-100']) {
      const response = await get(cep);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        uf: 'SP',
        localidade: 'São Paulo',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
      });
    }
    expect(viacep.requests.at(-1)?.url).toBe('/ws/01310100/json/');
  });

  it('a postcode of a whole city has no street', async () => {
    expect((await get('70000000')).json()).toEqual({
      uf: 'DF',
      localidade: 'Brasília',
      logradouro: '',
      bairro: '',
    });
  });

  it('answers 404 for a postcode that does not exist', async () => {
    const response = await get('99999999');
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(CONTATO_MESSAGES.cepNaoEncontrado);
  });

  it('refuses a postcode without 8 digits before asking ViaCEP', async () => {
    const antes = viacep.requests.length;
    const response = await get('0131');
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(VALIDACAO_MESSAGES.cepInvalido);
    expect(viacep.requests.length).toBe(antes);
  });

  it('answers 503 with a clear message when ViaCEP fails or answers something else', async () => {
    viacep.handle((_request, response) => sendJson(response, 500, {}));
    const falha = await get('01310100');
    expect(falha.statusCode).toBe(503);
    expect(expectDetail(falha)).toBe(CONTATO_MESSAGES.cepIndisponivel);
    viacep.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>manutenção</html>');
    });
    expect((await get('01310100')).statusCode).toBe(503);
  });

  it('is refused without a session and to the customer account', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/cep/01310100/' })).statusCode).toBe(401);
    expect((await get('01310100', 'cliente')).statusCode).toBe(403);
  });
});

describe('ViaCEP out of reach', () => {
  it('answers 503 with the pt-BR message', async () => {
    const offline = await createTestApp({ env: { VIACEP_URL: await unreachableUrl() } });
    try {
      const response = await offline.injectAs('consultor', { method: 'GET', url: '/api/cep/01310100/' });
      expect(response.statusCode).toBe(503);
      expect(expectDetail(response)).toBe(CONTATO_MESSAGES.cepIndisponivel);
    } finally {
      await offline.close();
    }
  });
});
