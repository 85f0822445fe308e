import { type DataBusca, BUSCA_CREDITO_MESSAGES as M } from '@skyler/domain/busca-credito';
import type { Contato } from '@skyler/domain/contatos';
import type { Empresa } from '@skyler/domain/empresas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas } from '../../db/schema/index.ts';
import { RESPOSTA_PESSOA } from '../../integrations/credito.fixtures.ts';
import { expectDetail, type TestApp } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { type FakeServer, sendJson } from '../../test/fake-server.ts';
import { appComBureau } from './bureau-fixtures.ts';

const CHAVE = 'chave-de-teste-123';
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

const buscar = (url: string, username = 'consultor') => t.injectAs(username, { method: 'POST', url });

describe('credit search of a contact (by CPF)', () => {
  it('says the service is configured', async () => {
    const response = await t.injectAs('consultor', { method: 'GET', url: '/api/busca-credito/' });
    expect(response.json()).toEqual({ configurado: true, detail: '' });
  });

  it('asks the bureau with the key and the CPF, stores the sections, who searched and when', async () => {
    bureau.requests.length = 0;
    const antes = Date.now();
    const response = await buscar(`/api/contatos/${contato}/busca/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(bureau.requests).toHaveLength(1);
    expect(bureau.requests[0]).toMatchObject({ method: 'POST', url: '/v1/consulta/pf' });
    expect(JSON.parse(bureau.requests[0]?.body ?? '')).toEqual({ cpf: '52998224725' });

    const busca = response.json() as DataBusca;
    expect(busca.general_flag).toBe('yellow');
    expect(Object.keys(busca.formatted_data)).toEqual([
      'personal_information',
      'process',
      'restriction',
      'bank_check',
      'protest',
      'credit_score',
      'email',
      'phone',
      'other_document',
    ]);
    expect(busca.formatted_data.credit_score).toEqual(RESPOSTA_PESSOA.credit_score);
    expect(busca.search_information.user).toBe('Carlos Consultor');
    expect(Date.parse(busca.search_information.data)).toBeGreaterThanOrEqual(antes - 1000);

    const salvo = (
      await t.injectAs('emissor', { method: 'GET', url: `/api/contatos/${contato}/` })
    ).json() as Contato;
    expect(salvo.data_busca).toEqual(busca);
    const log = await ultimoLog(t.db, 'contato_busca_credito');
    expect(log?.dados).toMatchObject({ depois: { general_flag: 'yellow' } });
    expect(log?.meta).toMatchObject({ entidade: 'contato', id: contato });
  });

  it.each([
    [500, M.indisponivel, 503],
    [401, M.chaveRecusada, 503],
    [429, M.ocupado, 503],
    [404, M.semDados, 404],
  ])('a bureau answering %i gives a clear message', async (status, mensagem, esperado) => {
    bureau.handle((_request, response) => sendJson(response, status, { erro: 'x' }));
    const response = await buscar(`/api/contatos/${contato}/busca/`);
    expect(response.statusCode).toBe(esperado);
    expect(expectDetail(response)).toBe(mensagem);
    respondeBem();
  });

  it('refuses an answer out of contract', async () => {
    bureau.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"general_flag": "green", "process": "texto em vez de objeto"}');
    });
    const response = await buscar(`/api/contatos/${contato}/busca/`);
    expect(response.statusCode).toBe(503);
    expect(expectDetail(response)).toBe(M.respostaInvalida);
    respondeBem();
  });

  it('a failed search keeps the previous result', async () => {
    bureau.handle((_request, response) => sendJson(response, 502, {}));
    await buscar(`/api/contatos/${contato}/busca/`);
    const salvo = (
      await t.injectAs('consultor', { method: 'GET', url: `/api/contatos/${contato}/` })
    ).json() as Contato;
    expect(salvo.data_busca?.general_flag).toBe('yellow');
    respondeBem();
  });
});

describe('credit search of a company (by CNPJ)', () => {
  it('stores the company sections', async () => {
    const response = await buscar(`/api/empresas/${empresa}/busca/`, 'financeiro');
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(bureau.requests.at(-1)?.body ?? '')).toEqual({ cnpj: '11222333000181' });
    const busca = response.json() as DataBusca;
    expect(Object.keys(busca.formatted_data)).toEqual([
      'company_information',
      'process',
      'restriction',
      'bank_check',
      'protest',
      'credit_score',
      'other_document',
      'partnership',
      'shareholder',
    ]);
    expect(busca.search_information.user).toBe('Fernanda Financeiro');
    const salva = (
      await t.injectAs('consultor', { method: 'GET', url: `/api/empresas/${empresa}/` })
    ).json() as Empresa;
    expect(salva.data_busca?.general_flag).toBe('green');
  });

  it('needs a CNPJ', async () => {
    const [sem] = await t.db.insert(empresas).values({ nome: 'Sem CNPJ' }).returning();
    const response = await buscar(`/api/empresas/${sem?.id}/busca/`);
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(M.cnpjNaoDisponivel);
  });

  it('is refused to the customer account', async () => {
    expect((await buscar(`/api/empresas/${empresa}/busca/`, 'cliente')).statusCode).toBe(403);
    expect((await buscar(`/api/contatos/${contato}/busca/`, 'cliente')).statusCode).toBe(403);
  });
});

describe('a bureau that cannot be reached', () => {
  it('answers 503 with the pt-BR message', async () => {
    await bureau.close();
    const response = await buscar(`/api/contatos/${contato}/busca/`);
    expect(response.statusCode).toBe(503);
    expect(expectDetail(response)).toBe(M.indisponivel);
  });
});
