import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { type Fornecedor, FORNECEDORES_MESSAGES as M, type Provedor } from '@skyler/domain/fornecedores';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { beforeAll, describe, expect, it } from 'vitest';
import { cias_aereas } from '../../db/schema/index.ts';
import { PROVEDORES_DEMO } from '../../db/seed/fornecedores-demo-data.ts';
import { expectDetail } from '../../test/app.ts';
import {
  DOCUMENTOS,
  findLogs,
  fornecedorBody,
  provedorBody,
  ROLES_QUE_EDITAM,
  ROLES_QUE_SO_LEEM,
} from '../../test/fornecedores-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

let latam: number;

usarApp();

beforeAll(async () => {
  const [cia] = await t.db
    .insert(cias_aereas)
    .values({
      nome: 'LATAM Airlines Brasil',
      nome_resumido: 'LATAM',
      iata: 'LA',
      icao: 'TAM',
      pais: 'Brasil',
    })
    .returning({ id: cias_aereas.id });
  latam = cia?.id ?? 0;
});

async function criar(body: Record<string, unknown>, username = 'financeiro') {
  return t.injectAs(username, { method: 'POST', url: '/api/provedores/', payload: body });
}

async function criado(overrides: Record<string, unknown> = {}): Promise<Provedor> {
  const response = await criar(provedorBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function deletar(id: number) {
  await t.injectAs('financeiro', { method: 'DELETE', url: `/api/provedores/${id}/` });
}

describe('who may read and who may change providers', () => {
  it.each([
    '/api/provedores/',
    '/api/provedores/simples/',
    '/api/provedores/1/',
    '/api/provedores/1/emissoes/',
    '/api/provedores/1/imagens/',
  ])('GET %s: every staff account reads, a customer gets 403, nobody signed in 401', async (url) => {
    for (const username of [...ROLES_QUE_EDITAM, ...ROLES_QUE_SO_LEEM]) {
      expect((await t.injectAs(username, { method: 'GET', url })).statusCode, `${username} ${url}`).toBe(200);
    }
    expect((await t.injectAs('cliente', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('only finance, issuance and superusers create, edit, associate and delete', async () => {
    const alvo = await criado({ cnpj: DOCUMENTOS.cnpjs[1] });
    const escritas = [
      { method: 'POST' as const, url: '/api/provedores/', payload: provedorBody() },
      { method: 'PUT' as const, url: `/api/provedores/${alvo.id}/`, payload: provedorBody() },
      {
        method: 'PUT' as const,
        url: `/api/provedores/${alvo.id}/fornecedores/`,
        payload: { fornecedores: [] },
      },
      { method: 'DELETE' as const, url: `/api/provedores/${alvo.id}/` },
    ];
    for (const request of escritas) {
      for (const username of [...ROLES_QUE_SO_LEEM, 'cliente']) {
        const response = await t.injectAs(username, request);
        expect(response.statusCode, `${username} ${request.method} ${request.url}`).toBe(403);
        expect(expectDetail(response)).toBe(AUTH_MESSAGES.forbidden);
      }
      expect((await t.inject(request)).statusCode).toBe(401);
    }
    const editado = await t.injectAs('emissor', {
      method: 'PUT',
      url: `/api/provedores/${alvo.id}/`,
      payload: provedorBody({ nome: 'Editado pela emissão', cnpj: DOCUMENTOS.cnpjs[1] }),
    });
    expect(editado.statusCode).toBe(200);
    expect(
      (await t.injectAs('admin', { method: 'DELETE', url: `/api/provedores/${alvo.id}/` })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/provedores/', () => {
  it('creates a provider of a service type and logs it', async () => {
    const provedor = await criado();
    expect(provedor).toMatchObject({
      nome: 'Hotel Teste Beira-Mar',
      tipo_servico: 'hospedagem',
      cnpj: '37950432000173',
      cpf: null,
      cia_aerea: null,
      telefone: { numero: '81999412233', pais: 'BR' },
      endereco: { cep: '55590000', cidade: 'Ipojuca', estado: 'PE', logradouro: '', pais: 'Brasil' },
      fornecedores: [],
      created_by: { nome: 'Fernanda', sobrenome: 'Financeiro' },
    });
    const [log] = await findLogs(t.db, 'provedor_criado');
    expect(log?.meta).toMatchObject({ entidade: 'provedor', id: provedor.id });
    await deletar(provedor.id);
  });

  it('names the airline of aereo and milhas providers, and only theirs', async () => {
    const aereo = await criado({ tipo_servico: 'aereo', nome: 'Cia teste', cia_aerea: latam });
    expect(aereo.cia_aerea).toEqual({
      id: latam,
      nome: 'LATAM Airlines Brasil',
      nome_resumido: 'LATAM',
      iata: 'LA',
    });
    await deletar(aereo.id);

    const hotel = await criar(provedorBody({ cia_aerea: latam }));
    expect(hotel.statusCode).toBe(400);
    expect(hotel.json()).toEqual({ detail: M.dadosInvalidos, errors: { cia_aerea: [M.ciaAereaSoAereo] } });
    const desconhecida = await criar(provedorBody({ tipo_servico: 'milhas', cia_aerea: 987654 }));
    expect(desconhecida.statusCode).toBe(400);
    expect(desconhecida.json()).toEqual({
      detail: M.dadosInvalidos,
      errors: { cia_aerea: [M.ciaAereaNaoEncontrada] },
    });
  });

  it('needs a valid CPF or CNPJ, a name and a service type', async () => {
    const response = await criar({ nome: '', cpf: '', cnpj: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: M.dadosInvalidos,
      errors: { nome: [M.nomeObrigatorio], tipo_servico: [M.tipoObrigatorio] },
    });
    const semDocumento = await criar(provedorBody({ cnpj: null }));
    expect(semDocumento.json()).toEqual({
      detail: M.dadosInvalidos,
      errors: { cpf: [M.documentoObrigatorio], cnpj: [M.documentoObrigatorio] },
    });
    const cpfInvalido = await criar(provedorBody({ cnpj: null, cpf: '123.456.789-00' }));
    expect(cpfInvalido.json().errors).toEqual({ cpf: [VALIDACAO_MESSAGES.cpfInvalido] });
  });

  it('refuses a CNPJ another provider holds', async () => {
    const response = await criar(provedorBody({ cnpj: PROVEDORES_DEMO[0]?.cnpj }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: M.cnpjEmUso, errors: { cnpj: [M.cnpjEmUso] } });
  });
});

describe('PUT /api/provedores/{id}/', () => {
  it('may leave CPF and CNPJ empty when editing, and logs before and after', async () => {
    const provedor = await criado();
    const response = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/provedores/${provedor.id}/`,
      payload: provedorBody({ nome: 'Hotel Renomeado', cnpj: '', cpf: '' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nome: 'Hotel Renomeado', cnpj: null, cpf: null });
    const [log] = await findLogs(t.db, 'provedor_editado');
    expect(log?.dados).toMatchObject({
      antes: { nome: 'Hotel Teste Beira-Mar', cnpj: '37950432000173' },
      depois: { nome: 'Hotel Renomeado', cnpj: null },
    });
    await deletar(provedor.id);
  });

  it("refuses missing data with 'Faltam dados obrigatórios', and an invalid document still", async () => {
    const provedor = await criado();
    const url = `/api/provedores/${provedor.id}/`;
    const semNome = await t.injectAs('financeiro', {
      method: 'PUT',
      url,
      payload: provedorBody({ nome: ' ' }),
    });
    expect(semNome.statusCode).toBe(400);
    expect(semNome.json()).toEqual({
      detail: M.provedorEdicaoIncompleta,
      errors: { nome: [M.nomeObrigatorio] },
    });
    const cnpjInvalido = await t.injectAs('financeiro', {
      method: 'PUT',
      url,
      payload: provedorBody({ cnpj: '00000000000000' }),
    });
    expect(cnpjInvalido.json()).toEqual({
      detail: M.provedorEdicaoIncompleta,
      errors: { cnpj: [VALIDACAO_MESSAGES.cnpjInvalido] },
    });
    const ciaDesconhecida = await t.injectAs('financeiro', {
      method: 'PUT',
      url,
      payload: provedorBody({ tipo_servico: 'aereo', cia_aerea: 987654 }),
    });
    expect(ciaDesconhecida.json()).toEqual({
      detail: M.provedorEdicaoIncompleta,
      errors: { cia_aerea: [M.ciaAereaNaoEncontrada] },
    });
    const desconhecido = await t.injectAs('financeiro', {
      method: 'PUT',
      url: '/api/provedores/999999/',
      payload: provedorBody(),
    });
    expect(desconhecido.statusCode).toBe(404);
    expect(expectDetail(desconhecido)).toBe(M.provedorNaoEncontrado);
    await deletar(provedor.id);
  });
});

describe('GET /api/provedores/ and the simple list', () => {
  it('filters by service type and searches by name or city', async () => {
    const porTipo = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/provedores/?tipo=locadora_de_carro',
    });
    const { provedores } = porTipo.json() as { provedores: Provedor[] };
    expect(provedores.map((p) => p.nome)).toEqual([
      'AutoSul Locadora',
      'Estrada Aberta Locações',
      'Rodar Locadora de Veículos',
      'Via Livre Rent a Car',
    ]);
    const busca = await t.injectAs('consultor', { method: 'GET', url: '/api/provedores/?busca=bonito' });
    expect((busca.json().provedores as Provedor[]).map((p) => p.nome).sort()).toEqual([
      'Pantanal Vivo Expedições',
      'Pousada Recanto do Pantanal',
    ]);
  });

  it('gives every provider with its type, by type and by the supplier that sells it', async () => {
    const milhas = await t.injectAs('milhas', { method: 'GET', url: '/api/provedores/simples/?tipo=milhas' });
    const lista = milhas.json() as { nome: string; tipo_servico: string }[];
    expect(lista.every((p) => p.tipo_servico === 'milhas')).toBe(true);
    expect(lista.map((p) => p.nome)).toContain('Clube Milhas Brasil');

    const fornecedores = await t.injectAs('milhas', {
      method: 'GET',
      url: '/api/fornecedores/?busca=milhas express',
    });
    const [express] = fornecedores.json().fornecedores as Fornecedor[];
    const vendidos = await t.injectAs('milhas', {
      method: 'GET',
      url: `/api/provedores/simples/?fornecedor=${express?.id}`,
    });
    expect((vendidos.json() as { nome: string }[]).map((p) => p.nome)).toEqual([
      'Clube Milhas Brasil',
      'Milheiro Certo Intermediação',
    ]);
  });
});

describe('PUT /api/provedores/{id}/fornecedores/ and DELETE', () => {
  it('sets the suppliers of a provider, logs it, and deletes the provider with its associations', async () => {
    const provedor = await criado();
    const fornecedor = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/fornecedores/',
      payload: fornecedorBody({ cnpj: DOCUMENTOS.cnpjs[0] }),
    });
    const fornecedorId = (fornecedor.json() as Fornecedor).id;
    const url = `/api/provedores/${provedor.id}/fornecedores/`;
    const response = await t.injectAs('emissor', {
      method: 'PUT',
      url,
      payload: { fornecedores: [fornecedorId] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().fornecedores).toEqual([fornecedorId]);
    const [log] = await findLogs(t.db, 'provedor_fornecedores_alterados');
    expect(log?.dados).toEqual({ antes: { fornecedores: [] }, depois: { fornecedores: [fornecedorId] } });
    const doFornecedor = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/fornecedores/${fornecedorId}/`,
    });
    expect(doFornecedor.json().provedores).toEqual([provedor.id]);

    const desconhecido = await t.injectAs('emissor', {
      method: 'PUT',
      url,
      payload: { fornecedores: [777777] },
    });
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json().errors).toEqual({ fornecedores: [M.fornecedorInexistente(777777)] });

    const deletado = await t.injectAs('emissor', {
      method: 'DELETE',
      url: `/api/provedores/${provedor.id}/`,
    });
    expect(deletado.statusCode).toBe(200);
    expect(deletado.json()).toEqual({ detail: M.provedorDeletado });
    const [logDelete] = await findLogs(t.db, 'provedor_deletado');
    expect(logDelete?.dados).toMatchObject({ antes: { id: provedor.id, imagens: 0 } });
    const depois = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/fornecedores/${fornecedorId}/`,
    });
    expect(depois.json().provedores).toEqual([]);
    const denovo = await t.injectAs('emissor', { method: 'DELETE', url: `/api/provedores/${provedor.id}/` });
    expect(denovo.statusCode).toBe(404);
  });

  it('lists no issuances while the issuance area holds none, and 404s for an unknown provider', async () => {
    const [demo] = (await t.injectAs('consultor', { method: 'GET', url: '/api/provedores/' })).json()
      .provedores as Provedor[];
    const emissoes = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/provedores/${demo?.id}/emissoes/`,
    });
    expect(emissoes.json()).toEqual([]);
    const desconhecido = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/provedores/999999/emissoes/',
    });
    expect(desconhecido.statusCode).toBe(404);
    expect(expectDetail(desconhecido)).toBe(M.provedorNaoEncontrado);
  });
});
