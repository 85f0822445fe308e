import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { BUSCAS_MESSAGES, type Busca, type BuscaResumo, type DataBusca } from '@skyler/domain/busca-credito';
import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES } from '@skyler/domain/empresas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buscas, contatos } from '../../db/schema/index.ts';
import { RESPOSTA_EMPRESA, RESPOSTA_PESSOA } from '../../integrations/credito.fixtures.ts';
import { expectDetail, type TestApp } from '../../test/app.ts';
import { type FakeServer, sendJson } from '../../test/fake-server.ts';
import { appComBureau } from './bureau-fixtures.ts';

const CHAVE = 'chave-de-teste-buscas';
const STAFF = ['admin', 'consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas'];
let t: TestApp;
let bureau: FakeServer;
let contato: number;
let empresa: number;
let respondeBem: () => void;
let fechar: () => Promise<void>;

beforeAll(async () => {
  ({ t, bureau, contato, empresa, respondeBem, fechar } = await appComBureau(CHAVE));
});
afterAll(() => fechar());

const get = (url: string, username = 'consultor') => t.injectAs(username, { method: 'GET', url });
const buscar = async (url: string, username = 'consultor') => {
  const response = await t.injectAs(username, { method: 'POST', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DataBusca;
};
const storedCount = async () => (await t.db.select({ n: count() }).from(buscas))[0]?.n ?? 0;

describe('stored credit searches', () => {
  let primeira: DataBusca;
  let segunda: DataBusca;

  it("keeps a contact's search whole, and the contact's result names it", async () => {
    primeira = await buscar(`/api/contatos/${contato}/busca/`, 'consultor');
    expect(primeira.busca).toEqual(expect.any(Number));
    const contatoSalvo = (await get(`/api/contatos/${contato}/`)).json() as { data_busca: DataBusca };
    expect(contatoSalvo.data_busca.busca).toBe(primeira.busca);

    const response = await get(`/api/buscas/${primeira.busca}/`, 'emissor');
    expect(response.statusCode, response.body).toBe(200);
    const busca = response.json() as Busca;
    expect(busca).toMatchObject({
      id: primeira.busca,
      usuario: { nome: 'Carlos', sobrenome: 'Consultor' },
      contato: { id: contato, nome: 'Zuleica', sobrenome: 'Quintanilha' },
      empresa: null,
      general_flag: 'yellow',
      created_at: primeira.search_information.data,
    });
    // the bureau's answer as received, fields the tabs do not show included
    expect((busca.dados as { resposta: unknown }).resposta).toEqual(RESPOSTA_PESSOA);
    const { busca: _id, ...semId } = primeira;
    expect((busca.dados as { data_busca: unknown }).data_busca).toEqual(semId);
  });

  it("lists a contact's searches newest first", async () => {
    segunda = await buscar(`/api/contatos/${contato}/busca/`, 'sdr');
    const response = await get(`/api/buscas/?contato=${contato}`);
    expect(response.statusCode, response.body).toBe(200);
    const lista = response.json() as BuscaResumo[];
    expect(lista.map((b) => b.id)).toEqual([segunda.busca, primeira.busca]);
    expect(lista[0]).toEqual({
      id: segunda.busca,
      created_at: segunda.search_information.data,
      usuario: expect.objectContaining({ nome: 'Sofia' }),
      general_flag: 'yellow',
    });
  });

  it("keeps a company's search, listed by the company", async () => {
    const feita = await buscar(`/api/empresas/${empresa}/busca/`, 'financeiro');
    const lista = (await get(`/api/buscas/?empresa=${empresa}`)).json() as BuscaResumo[];
    expect(lista.map((b) => b.id)).toEqual([feita.busca]);
    const busca = (await get(`/api/buscas/${feita.busca}/`)).json() as Busca;
    expect(busca).toMatchObject({
      contato: null,
      empresa: { id: empresa, nome: 'Horizonte' },
      general_flag: 'green',
    });
    expect((busca.dados as { resposta: unknown }).resposta).toEqual(RESPOSTA_EMPRESA);
    const empresaSalva = (await get(`/api/empresas/${empresa}/`)).json() as { data_busca: DataBusca };
    expect(empresaSalva.data_busca.busca).toBe(feita.busca);
  });

  it('a failed search stores nothing', async () => {
    const antes = await storedCount();
    bureau.handle((_request, response) => sendJson(response, 502, {}));
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${contato}/busca/`,
    });
    expect(response.statusCode).toBe(503);
    respondeBem();
    expect(await storedCount()).toBe(antes);
  });

  it("a contact's searches go with it", async () => {
    const [outro] = await t.db.insert(contatos).values({ nome: 'Apagar', cpf: '45507139849' }).returning();
    const feita = await buscar(`/api/contatos/${outro?.id}/busca/`);
    await t.db.delete(contatos).where(eq(contatos.id, outro?.id ?? 0));
    const response = await get(`/api/buscas/${feita.busca}/`);
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(BUSCAS_MESSAGES.naoEncontrada);
  });

  it('answers 404 in Portuguese for an unknown search, contact or company', async () => {
    const busca = await get('/api/buscas/999999/');
    expect(busca.statusCode).toBe(404);
    expect(expectDetail(busca)).toBe(BUSCAS_MESSAGES.naoEncontrada);
    const doContato = await get('/api/buscas/?contato=999999');
    expect(doContato.statusCode).toBe(404);
    expect(expectDetail(doContato)).toBe(CONTATO_MESSAGES.naoEncontrado);
    const daEmpresa = await get('/api/buscas/?empresa=999999');
    expect(daEmpresa.statusCode).toBe(404);
    expect(expectDetail(daEmpresa)).toBe(EMPRESA_MESSAGES.naoEncontrada);
  });

  it.each([['/api/buscas/'], [`/api/buscas/?contato=1&empresa=1`], ['/api/buscas/?contato=abc']])(
    '%s is refused with a message',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(expectDetail(response)).toEqual(expect.any(String));
    },
  );

  it('every staff user reads them', async () => {
    for (const username of STAFF) {
      expect((await get(`/api/buscas/${primeira.busca}/`, username)).statusCode, username).toBe(200);
      expect((await get(`/api/buscas/?contato=${contato}`, username)).statusCode, username).toBe(200);
    }
  });

  it('the customer account is refused, and so is an anonymous request', async () => {
    for (const url of [`/api/buscas/${primeira.busca}/`, `/api/buscas/?contato=${contato}`]) {
      const cliente = await get(url, 'cliente');
      expect(cliente.statusCode).toBe(403);
      expect(expectDetail(cliente)).toBe(AUTH_MESSAGES.forbidden);
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
