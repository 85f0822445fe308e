import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { CHAVE_PIX_INVALIDA } from '@skyler/domain/chave-pix';
import { type Fornecedor, FORNECEDORES_MESSAGES as M, type Provedor } from '@skyler/domain/fornecedores';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fornecedores_provedores } from '../../db/schema/index.ts';
import { FORNECEDORES_DEMO } from '../../db/seed/fornecedores-demo-data.ts';
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

let provedor: Provedor;

usarApp();

beforeAll(async () => {
  const response = await t.injectAs('financeiro', {
    method: 'POST',
    url: '/api/provedores/',
    payload: provedorBody({ cnpj: DOCUMENTOS.cnpjs[3] }),
  });
  provedor = response.json();
});

async function criar(body: Record<string, unknown>, username = 'financeiro') {
  return t.injectAs(username, { method: 'POST', url: '/api/fornecedores/', payload: body });
}

async function criado(overrides: Record<string, unknown>): Promise<Fornecedor> {
  const response = await criar(fornecedorBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('who may read and who may change suppliers', () => {
  const leituras = [
    '/api/fornecedores/',
    '/api/fornecedores/simples/',
    '/api/fornecedores/1/',
    '/api/fornecedores/1/cotacoes/',
    '/api/fornecedores/1/subcotacoes/',
    '/api/fornecedores/1/emissoes/',
  ];

  it.each(leituras)(
    'GET %s: every staff account reads, a customer gets 403, nobody signed in 401',
    async (url) => {
      for (const username of [...ROLES_QUE_EDITAM, ...ROLES_QUE_SO_LEEM]) {
        const response = await t.injectAs(username, { method: 'GET', url });
        expect(response.statusCode, `${username} ${url}`).toBe(200);
      }
      expect((await t.injectAs('cliente', { method: 'GET', url })).statusCode).toBe(403);
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );

  it('only finance, issuance and superusers create, edit, associate and delete', async () => {
    const alvo = await criado({ nome: 'Fornecedor do teste de acesso', cnpj: DOCUMENTOS.cnpjs[1] });
    const editar = {
      method: 'PUT' as const,
      url: `/api/fornecedores/${alvo.id}/`,
      payload: fornecedorBody({ cnpj: DOCUMENTOS.cnpjs[1] }),
    };
    const deletar = { method: 'DELETE' as const, url: `/api/fornecedores/${alvo.id}/` };
    const escritas = [
      {
        method: 'POST' as const,
        url: '/api/fornecedores/',
        payload: fornecedorBody({ cnpj: DOCUMENTOS.cnpjs[2] }),
      },
      editar,
      {
        method: 'PUT' as const,
        url: `/api/fornecedores/${alvo.id}/provedores/`,
        payload: { provedores: [] },
      },
      deletar,
    ];
    for (const request of escritas) {
      for (const username of [...ROLES_QUE_SO_LEEM, 'cliente']) {
        const response = await t.injectAs(username, request);
        expect(response.statusCode, `${username} ${request.method} ${request.url}`).toBe(403);
        expect(expectDetail(response)).toBe(AUTH_MESSAGES.forbidden);
      }
      expect((await t.inject(request)).statusCode).toBe(401);
    }
    expect((await t.injectAs('emissor', editar)).statusCode).toBe(200);
    expect((await t.injectAs('admin', deletar)).statusCode).toBe(200);
  });
});

describe('POST /api/fornecedores/', () => {
  it('creates a supplier with its providers and payment methods, stored as digits, and logs it', async () => {
    const response = await criar(
      fornecedorBody({
        provedores: [provedor.id, provedor.id],
        chave_pix: ' Pix@Consolidadora-Teste.com.br ',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const fornecedor = response.json() as Fornecedor;
    expect(fornecedor).toMatchObject({
      // the Pix key as it is registered: an e-mail in lower case
      chave_pix: 'pix@consolidadora-teste.com.br',
      nome: 'Consolidadora Teste Ltda',
      email: 'financeiro@consolidadora-teste.com.br',
      telefone: { numero: '1131452000', pais: 'BR' },
      cpf: null,
      cnpj: '54737947000109',
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        complemento: 'Conj. 12',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        pais: 'Brasil',
      },
      provedores: [provedor.id],
      meios_de_pagamento: ['pix', 'boleto'],
      created_by: { nome: 'Fernanda', sobrenome: 'Financeiro' },
    });
    const [log] = await findLogs(t.db, 'fornecedor_criado');
    expect(log?.meta).toMatchObject({ entidade: 'fornecedor', id: fornecedor.id });
    expect(log?.dados).toMatchObject({ antes: null, depois: { id: fornecedor.id, cnpj: '54737947000109' } });
    const provedorDepois = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/provedores/${provedor.id}/`,
    });
    expect(provedorDepois.json().fornecedores).toContain(fornecedor.id);
  });

  it('accepts a person with a CPF only, and fills the missing parts with their defaults', async () => {
    const fornecedor = await criado({
      nome: 'Vendedora de Milhas',
      email: '',
      telefone: undefined,
      endereco: undefined,
      meios_de_pagamento: undefined,
      cnpj: null,
      cpf: '424.611.028-05',
    });
    expect(fornecedor).toMatchObject({
      cpf: '42461102805',
      cnpj: null,
      email: '',
      telefone: { numero: '', pais: 'BR' },
      endereco: { cep: '', cidade: '', pais: 'Brasil' },
      meios_de_pagamento: [],
      provedores: [],
    });
  });

  it('refuses missing data with the spec message and each field its own', async () => {
    const vazio = await criar({});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json()).toMatchObject({
      detail: M.dadosInvalidos,
      errors: { nome: [M.nomeObrigatorio] },
    });
    const semDocumento = await criar(fornecedorBody({ cpf: '', cnpj: '' }));
    expect(semDocumento.statusCode).toBe(400);
    expect(semDocumento.json()).toEqual({
      detail: M.dadosInvalidos,
      errors: { cpf: [M.documentoObrigatorio], cnpj: [M.documentoObrigatorio] },
    });
  });

  it.each([
    ['cpf', { cpf: '111.111.111-11', cnpj: '' }, VALIDACAO_MESSAGES.cpfInvalido],
    ['cnpj', { cnpj: '11.222.333/0001-00' }, VALIDACAO_MESSAGES.cnpjInvalido],
    ['email', { email: 'financeiro@semdominio' }, VALIDACAO_MESSAGES.emailInvalido('financeiro@semdominio')],
    ['telefone.numero', { telefone: { numero: '123', pais: 'BR' } }, VALIDACAO_MESSAGES.telefoneInvalido],
    ['telefone.pais', { telefone: { numero: '', pais: 'Brasil' } }, M.paisInvalido],
    ['endereco.cep', { endereco: { cep: '0131' } }, VALIDACAO_MESSAGES.cepInvalido],
    ['meios_de_pagamento.0', { meios_de_pagamento: ['cheque'] }, M.meioPagamentoInvalido],
    ['nome', { nome: 'x'.repeat(201) }, M.maximo(200)],
    ['chave_pix', { chave_pix: 'pix da consolidadora' }, CHAVE_PIX_INVALIDA],
  ])('refuses an invalid %s', async (campo, overrides, mensagem) => {
    const response = await criar(fornecedorBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(M.dadosInvalidos);
    expect(response.json().errors[campo]).toEqual([mensagem]);
  });

  it('refuses unknown providers and a document another supplier holds', async () => {
    const desconhecido = await criar(fornecedorBody({ cnpj: DOCUMENTOS.cnpjs[2], provedores: [999_999] }));
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json()).toEqual({
      detail: M.dadosInvalidos,
      errors: { provedores: [M.provedorInexistente(999_999)] },
    });
    const demo = FORNECEDORES_DEMO[0];
    const repetido = await criar(fornecedorBody({ cnpj: demo?.cnpj }));
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ detail: M.cnpjEmUso, errors: { cnpj: [M.cnpjEmUso] } });
  });

  it('answers 400, not 500, to a body that is not an object', async () => {
    const response = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/fornecedores/',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(M.dadosInvalidos);
  });
});

describe('GET /api/fornecedores/', () => {
  it('pages the demo suppliers by name, 10 per page', async () => {
    const primeira = await t.injectAs('consultor', { method: 'GET', url: '/api/fornecedores/' });
    const { fornecedores, pages } = primeira.json() as { fornecedores: Fornecedor[]; pages: number };
    expect(fornecedores).toHaveLength(10);
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(FORNECEDORES_DEMO.length / 10));
    const nomes = fornecedores.map((f) => f.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const ultima = await t.injectAs('consultor', { method: 'GET', url: `/api/fornecedores/?page=${pages}` });
    expect(ultima.json().fornecedores.length).toBeGreaterThan(0);
  });

  it('searches every word, without accents, in name, e-mail, documents and city', async () => {
    const buscar = async (busca: string) => {
      const response = await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/fornecedores/?busca=${encodeURIComponent(busca)}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json().fornecedores as Fornecedor[]).map((f) => f.nome);
    };
    expect(await buscar('consolidadora atlantica')).toEqual(['Atlântica Consolidadora de Passagens']);
    expect(await buscar('95.901.303/0001-91')).toEqual(['Atlântica Consolidadora de Passagens']);
    expect(await buscar('gramado')).toEqual(['Serra Azul Receptivo']);
    expect(await buscar('nada parecido')).toEqual([]);
  });

  it('filters by the service type of the providers each supplier sells', async () => {
    const response = await t.injectAs('consultor', { method: 'GET', url: '/api/fornecedores/?tipo=milhas' });
    const nomes = (response.json().fornecedores as Fornecedor[]).map((f) => f.nome);
    expect(nomes).toContain('Milhas Express Intermediação');
    expect(nomes).not.toContain('Serra Azul Receptivo');
  });

  it('refuses an unknown type and a bad page', async () => {
    const tipo = await t.injectAs('consultor', { method: 'GET', url: '/api/fornecedores/?tipo=navio' });
    expect(tipo.statusCode).toBe(400);
    expect(expectDetail(tipo)).toBe('Tipo de serviço inválido.');
    const pagina = await t.injectAs('consultor', { method: 'GET', url: '/api/fornecedores/?page=0' });
    expect(pagina.statusCode).toBe(400);
    expect(expectDetail(pagina)).toBe('Página inválida.');
  });
});

describe('GET /api/fornecedores/simples/ and /api/fornecedores/{id}/', () => {
  it('lists every supplier by name, optionally by type', async () => {
    const todos = await t.injectAs('cotador', { method: 'GET', url: '/api/fornecedores/simples/' });
    const lista = todos.json() as { id: number; nome: string }[];
    expect(lista.length).toBeGreaterThanOrEqual(FORNECEDORES_DEMO.length);
    expect(Object.keys(lista[0] ?? {})).toEqual(['id', 'nome']);
    const aereos = await t.injectAs('cotador', {
      method: 'GET',
      url: '/api/fornecedores/simples/?tipo=aereo',
    });
    expect((aereos.json() as { nome: string }[]).map((f) => f.nome)).toContain(
      'Horizonte Consolidadora Aérea',
    );
  });

  it('answers 404 for an unknown supplier and 400 for a malformed id', async () => {
    for (const sufixo of ['', 'cotacoes/', 'subcotacoes/', 'emissoes/']) {
      const response = await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/fornecedores/999999/${sufixo}`,
      });
      expect(response.statusCode).toBe(404);
      expect(expectDetail(response)).toBe(M.fornecedorNaoEncontrado);
    }
    const malformado = await t.injectAs('consultor', { method: 'GET', url: '/api/fornecedores/abc/' });
    expect(malformado.statusCode).toBe(400);
    expect(expectDetail(malformado)).toBe('Identificador inválido.');
  });

  it('lists no quotes, tickets or issuances while those areas hold none', async () => {
    const fornecedor = await criado({ nome: 'Sem histórico', cnpj: DOCUMENTOS.cnpjs[2] });
    for (const lista of ['cotacoes', 'subcotacoes', 'emissoes']) {
      const response = await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/fornecedores/${fornecedor.id}/${lista}/`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    await t.injectAs('financeiro', { method: 'DELETE', url: `/api/fornecedores/${fornecedor.id}/` });
  });
});

describe('PUT /api/fornecedores/{id}/', () => {
  it('changes the whole record, keeps the providers when left out, and logs before and after', async () => {
    const fornecedor = await criado({
      nome: 'Antes da edição',
      cnpj: DOCUMENTOS.cnpjs[2],
      provedores: [provedor.id],
    });
    const response = await t.injectAs('emissor', {
      method: 'PUT',
      url: `/api/fornecedores/${fornecedor.id}/`,
      payload: fornecedorBody({
        nome: 'Depois da edição',
        cnpj: DOCUMENTOS.cnpjs[2],
        meios_de_pagamento: ['teddoc'],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      nome: 'Depois da edição',
      meios_de_pagamento: ['teddoc'],
      provedores: [provedor.id],
      created_by: { nome: 'Fernanda' },
    });
    const [log] = await findLogs(t.db, 'fornecedor_editado');
    expect(log?.dados).toMatchObject({
      antes: { nome: 'Antes da edição', meios_de_pagamento: ['pix', 'boleto'] },
      depois: { nome: 'Depois da edição', meios_de_pagamento: ['teddoc'] },
    });
    const semProvedores = await t.injectAs('emissor', {
      method: 'PUT',
      url: `/api/fornecedores/${fornecedor.id}/`,
      payload: fornecedorBody({ nome: 'Depois da edição', cnpj: DOCUMENTOS.cnpjs[2], provedores: [] }),
    });
    expect(semProvedores.json().provedores).toEqual([]);
    await t.injectAs('financeiro', { method: 'DELETE', url: `/api/fornecedores/${fornecedor.id}/` });
  });

  it('needs a valid CPF or CNPJ, refuses another supplier document and unknown ids', async () => {
    const fornecedor = await criado({ nome: 'Edição inválida', cnpj: DOCUMENTOS.cnpjs[2] });
    const url = `/api/fornecedores/${fornecedor.id}/`;
    const semDocumento = await t.injectAs('financeiro', {
      method: 'PUT',
      url,
      payload: fornecedorBody({ cnpj: '' }),
    });
    expect(semDocumento.statusCode).toBe(400);
    expect(expectDetail(semDocumento)).toBe(M.dadosInvalidos);
    const deOutro = await t.injectAs('financeiro', {
      method: 'PUT',
      url,
      payload: fornecedorBody({ cnpj: FORNECEDORES_DEMO[1]?.cnpj }),
    });
    expect(deOutro.statusCode).toBe(409);
    const desconhecido = await t.injectAs('financeiro', {
      method: 'PUT',
      url: '/api/fornecedores/999999/',
      payload: fornecedorBody(),
    });
    expect(desconhecido.statusCode).toBe(404);
    await t.injectAs('financeiro', { method: 'DELETE', url });
  });
});

describe('PUT /api/fornecedores/{id}/provedores/', () => {
  it('replaces the providers the supplier sells and logs the change', async () => {
    const fornecedor = await criado({ nome: 'Associações', cnpj: DOCUMENTOS.cnpjs[2] });
    const url = `/api/fornecedores/${fornecedor.id}/provedores/`;
    const response = await t.injectAs('financeiro', {
      method: 'PUT',
      url,
      payload: { provedores: [provedor.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().provedores).toEqual([provedor.id]);
    const [log] = await findLogs(t.db, 'fornecedor_provedores_alterados');
    expect(log?.dados).toEqual({ antes: { provedores: [] }, depois: { provedores: [provedor.id] } });

    const desconhecido = await t.injectAs('financeiro', {
      method: 'PUT',
      url,
      payload: { provedores: [424242] },
    });
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json().errors).toEqual({ provedores: [M.provedorInexistente(424242)] });
    const invalido = await t.injectAs('financeiro', { method: 'PUT', url, payload: { provedores: ['x'] } });
    expect(invalido.statusCode).toBe(400);
    expect(expectDetail(invalido)).toBe(M.dadosInvalidos);
    const inexistente = await t.injectAs('financeiro', {
      method: 'PUT',
      url: '/api/fornecedores/999999/provedores/',
      payload: { provedores: [] },
    });
    expect(inexistente.statusCode).toBe(404);
    await t.injectAs('financeiro', { method: 'DELETE', url: `/api/fornecedores/${fornecedor.id}/` });
  });
});

describe('DELETE /api/fornecedores/{id}/', () => {
  it('deletes the supplier and its associations, logs what it was, and 404s afterwards', async () => {
    const fornecedor = await criado({
      nome: 'A deletar',
      cnpj: DOCUMENTOS.cnpjs[2],
      provedores: [provedor.id],
    });
    const url = `/api/fornecedores/${fornecedor.id}/`;
    const response = await t.injectAs('financeiro', { method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: M.fornecedorDeletado });
    const [log] = await findLogs(t.db, 'fornecedor_deletado');
    expect(log?.dados).toMatchObject({ antes: { id: fornecedor.id, nome: 'A deletar' }, depois: null });
    const associacoes = await t.db
      .select()
      .from(fornecedores_provedores)
      .where(eq(fornecedores_provedores.fornecedor_id, fornecedor.id));
    expect(associacoes).toEqual([]);
    expect((await t.injectAs('consultor', { method: 'GET', url })).statusCode).toBe(404);
    const denovo = await t.injectAs('financeiro', { method: 'DELETE', url });
    expect(denovo.statusCode).toBe(404);
    expect(expectDetail(denovo)).toBe(M.fornecedorNaoEncontrado);
  });
});
