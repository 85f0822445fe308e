import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { BUSCA_CREDITO_MESSAGES } from '@skyler/domain/busca-credito';
import { type Contato, type ContatoResumo, CONTATO_MESSAGES as M } from '@skyler/domain/contatos';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contatos,
  empresas,
  logs,
  notificacoes,
  programas,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { CONTATO_AGENCIA } from '../../db/seed/contatos.ts';
import { CONTATOS_DEMO } from '../../db/seed/contatos-demo.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

let agencia: number;
let programa: number;

usarApp();

beforeAll(async () => {
  const [row] = await t.db
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.nome_busca, CONTATO_AGENCIA.nome_busca));
  agencia = row?.id ?? 0;
  const [p] = await t.db.insert(programas).values({ nome: 'Smiles Teste', tipo: 'cia_aerea' }).returning();
  programa = p?.id ?? 0;
});

type Lista = { contatos: ContatoResumo[]; pages: number };

async function idUsuario(username: string): Promise<number> {
  const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, username));
  return row?.id ?? 0;
}

const CPF_VALIDO = '529.982.247-25';

function novoContato(extra: Record<string, unknown> = {}) {
  return {
    nome: 'Zuleica',
    sobrenome: 'Quintanilha Ávila',
    indicacao: agencia,
    cpf: CPF_VALIDO,
    email: 'zuleica@example.com',
    telefone: { pais: 'BR', codigo: '55', numero: '(11) 91234-5678' },
    data_nascimento: '1985-03-14',
    genero: 'F',
    tier: 'VIP',
    cliente_estrangeiro: false,
    endereco: {
      cep: '01310-100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Apto 12',
    },
    extras: { instagram: '@zuleica', observacoes: 'Prefere janela.' },
    ...extra,
  };
}

async function criar(body: Record<string, unknown>, username = 'consultor') {
  const response = await t.injectAs(username, { method: 'POST', url: '/api/contatos/', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function get<T>(url: string, username = 'consultor'): Promise<T> {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function ultimoLog(tipo: string) {
  const [row] = await t.db.select().from(logs).where(eq(logs.tipo, tipo)).orderBy(desc(logs.id)).limit(1);
  return row;
}

describe('who may use the contacts', () => {
  const rotas: [string, string][] = [
    ['GET', '/api/contatos/'],
    ['POST', '/api/contatos/'],
    ['GET', '/api/contatos/1/'],
    ['PUT', '/api/contatos/1/'],
    ['DELETE', '/api/contatos/1/'],
    ['PUT', '/api/contatos/1/empresas/'],
    ['GET', '/api/contatos/1/vendas/'],
    ['POST', '/api/contatos/1/fatura/'],
    ['GET', '/api/contatos/1/milhas-validadas/'],
    ['GET', '/api/contatos/1/emissoes-beneficiario/'],
    ['GET', '/api/contatos/1/fidelidades/'],
    ['POST', '/api/contatos/1/fidelidades/'],
    ['DELETE', '/api/contatos/1/fidelidades/1/'],
    ['POST', '/api/contatos/1/busca/'],
    ['GET', '/api/busca-credito/'],
    ['GET', '/api/cep/01310100/'],
  ];

  it.each(rotas)('%s %s: 401 without a session, 403 for the customer account', async (method, url) => {
    const anonimo = await t.inject({ method: method as 'GET', url });
    expect(anonimo.statusCode).toBe(401);
    expect(expectDetail(anonimo)).toBe(AUTH_MESSAGES.notAuthenticated);
    const cliente = await t.injectAs('cliente', { method: method as 'GET', url });
    expect(cliente.statusCode).toBe(403);
    expect(expectDetail(cliente)).toBe(AUTH_MESSAGES.forbidden);
  });

  it.each(['admin', 'consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas'])(
    'every staff role reads the list and a contact (%s)',
    async (username) => {
      await get<Lista>('/api/contatos/', username);
      await get<Contato>(`/api/contatos/${agencia}/`, username);
    },
  );
});

describe('GET /api/contatos/', () => {
  it('pages the demo contacts 15 at a time, alphabetically, accents ignored', async () => {
    const lista = await get<Lista>('/api/contatos/');
    expect(lista.contatos).toHaveLength(15);
    // the demo contacts, the agency and the demo customer account's own contact
    expect(lista.pages).toBe(Math.ceil((CONTATOS_DEMO + 2) / 15));
    const nomes = lista.contatos.map((c) => `${c.nome} ${c.sobrenome}`);
    const normalizados = nomes.map((n) => n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect([...normalizados].sort()).toEqual(normalizados);
    const segunda = await get<Lista>('/api/contatos/?page=2');
    expect(segunda.contatos[0]?.id).not.toBe(lista.contatos[0]?.id);
  });

  it('finds by name, surname, CPF (with or without the mask) and e-mail, ignoring accents and case', async () => {
    const id = await criar(novoContato({ cpf: '111.444.777-35', email: 'zq.busca@example.com' }));
    for (const busca of [
      'zuleica',
      'ZULEICA quintanilha',
      'quíntanilha',
      'avila zul',
      '111.444.777-35',
      '11144477735',
      '444777',
      'zq.busca@example',
      'zu qu',
    ]) {
      const lista = await get<Lista>(`/api/contatos/?search=${encodeURIComponent(busca)}`);
      expect(
        lista.contatos.map((c) => c.id),
        busca,
      ).toContain(id);
    }
    const nada = await get<Lista>('/api/contatos/?search=xyzwq');
    expect(nada).toEqual({ contatos: [], pages: 1 });
  });

  it('pages a search alphabetically with its total, also past the last page', async () => {
    const criados: number[] = [];
    for (const nome of ['Wenceslau', 'Wanderléia', 'Walquíria', 'Wilma']) {
      for (let i = 0; i < 5; i++)
        criados.push(await criar({ nome, sobrenome: `Paginada ${i}`, indicacao: agencia }));
    }
    const todas: ContatoResumo[] = [];
    const primeira = await get<Lista>('/api/contatos/?search=paginada');
    expect(primeira.pages).toBe(2);
    todas.push(...primeira.contatos);
    const segunda = await get<Lista>('/api/contatos/?search=paginada&page=2');
    expect(segunda.pages).toBe(2);
    todas.push(...segunda.contatos);
    expect(todas.map((c) => c.id).sort()).toEqual([...criados].sort());
    const nomes = todas.map((c) => `${c.nome} ${c.sobrenome}`.normalize('NFD').replace(/\p{M}/gu, ''));
    expect(nomes.slice(0, 3)).toEqual([
      'Walquiria Paginada 0',
      'Walquiria Paginada 1',
      'Walquiria Paginada 2',
    ]);
    expect([...nomes].sort()).toEqual(nomes);
    expect(await get<Lista>('/api/contatos/?search=paginada&page=9')).toEqual({ contatos: [], pages: 2 });
  });

  it('gives each row the picker columns', async () => {
    const lista = await get<Lista>(`/api/contatos/?search=${encodeURIComponent('Quintanilha')}`);
    const [row] = lista.contatos;
    expect(row).toMatchObject({
      nome: 'Zuleica',
      sobrenome: 'Quintanilha Ávila',
      perfil: 'contato_basico',
      tier: 'VIP',
      email: expect.any(String),
      telefone: { pais: 'BR', codigo: '55', numero: '11912345678' },
      data_nascimento: '1985-03-14',
      indicacao: { id: agencia, nome: 'Skyler', sobrenome: 'Agência' },
      created_by: { nome: 'Carlos', sobrenome: 'Consultor' },
      last_edited_by: { nome: 'Carlos', sobrenome: 'Consultor' },
      ultima_compra: null,
    });
  });

  it('refuses an unreadable page and a search too long', async () => {
    expect((await t.injectAs('consultor', { method: 'GET', url: '/api/contatos/?page=0' })).statusCode).toBe(
      400,
    );
    const longa = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/contatos/?search=${'a'.repeat(101)}`,
    });
    expect(longa.statusCode).toBe(400);
    expect(expectDetail(longa)).toBe('Máximo de 100 caracteres.');
  });
});

describe('POST /api/contatos/', () => {
  it('creates the whole contact, answers the spec message and writes the audit row', async () => {
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/contatos/',
      payload: novoContato({ cpf: '390.533.447-05' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, detail } = response.json() as { id: number; detail: string };
    expect(detail).toBe(M.criado);
    const contato = await get<Contato>(`/api/contatos/${id}/`);
    expect(contato).toMatchObject({
      nome: 'Zuleica',
      cpf: '39053344705',
      genero: 'F',
      endereco: { cep: '01310100', cidade: 'São Paulo', logradouro: 'Avenida Paulista', pais: 'Brasil' },
      extras: { instagram: '@zuleica', observacoes: 'Prefere janela.', relacao: null },
      empresas: [],
      data_busca: null,
    });
    const log = await ultimoLog('contato_criado');
    expect(log?.meta).toMatchObject({ entidade: 'contato', id });
    expect(log?.dados).toMatchObject({ antes: null, depois: { id, nome: 'Zuleica' } });
  });

  it('creates a quick contact with only name, surname and referral', async () => {
    const id = await criar({ nome: 'Rápido', sobrenome: 'Teste', indicacao: agencia }, 'sdr');
    const contato = await get<Contato>(`/api/contatos/${id}/`);
    expect(contato).toMatchObject({ cpf: null, telefone: null, tier: null, perfil: 'contato_basico' });
  });

  it.each([
    [{ nome: '' }, 'nome', M.nomeObrigatorio],
    [{ nome: undefined }, 'nome', M.nomeObrigatorio],
    [{ sobrenome: '  ' }, 'sobrenome', M.sobrenomeObrigatorio],
    [{ indicacao: null }, 'indicacao', M.indicacaoObrigatoria],
    [{ indicacao: undefined }, 'indicacao', M.indicacaoObrigatoria],
    [{ cpf: '111.111.111-11' }, 'cpf', VALIDACAO_MESSAGES.cpfInvalido],
    [{ cpf: '529.982.247-24' }, 'cpf', VALIDACAO_MESSAGES.cpfInvalido],
    [{ cnpj: '11.222.333/0001-80' }, 'cnpj', VALIDACAO_MESSAGES.cnpjInvalido],
    [{ email: 'zuleica@' }, 'email', VALIDACAO_MESSAGES.emailInvalido('zuleica@')],
    [{ telefone: { pais: 'BR', numero: '1234' } }, 'telefone.numero', VALIDACAO_MESSAGES.telefoneInvalido],
    [{ cnh: '1234567890' }, 'cnh', M.cnhInvalida],
    [{ data_nascimento: '1985-02-30' }, 'data_nascimento', M.dataInvalida],
    [{ genero: 'X' }, 'genero', undefined],
    [{ endereco: { cep: '0131' } }, 'endereco.cep', VALIDACAO_MESSAGES.cepInvalido],
    [
      { extras: { observacoes: 'a'.repeat(500) } },
      'extras.observacoes',
      VALIDACAO_MESSAGES.observacoesLongas,
    ],
  ])('refuses %j with its message', async (change, campo, mensagem) => {
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/contatos/',
      payload: novoContato({ cpf: null, ...change }),
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { detail: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(campo);
    if (mensagem) {
      expect(body.errors[campo]).toContain(mensagem);
      expect(body.detail).toBe(mensagem);
    }
  });

  it('accepts 499 characters of notes', async () => {
    await criar(novoContato({ cpf: null, extras: { observacoes: 'a'.repeat(499) } }));
  });

  it('refuses a referral, a relation or a company that does not exist', async () => {
    for (const [change, campo, mensagem] of [
      [{ indicacao: 999_999 }, 'indicacao', M.indicacaoInexistente],
      [{ extras: { relacao: 999_999 } }, 'extras.relacao', M.relacaoInexistente],
      [{ empresas: [999_999] }, 'empresas', M.empresaInexistente],
    ] as const) {
      const response = await t.injectAs('consultor', {
        method: 'POST',
        url: '/api/contatos/',
        payload: novoContato({ cpf: null, ...change }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: mensagem, errors: { [campo]: [mensagem] } });
    }
  });

  it('refuses a CPF another contact already has (409)', async () => {
    await criar(novoContato({ cpf: '714.602.380-01' }));
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/contatos/',
      payload: novoContato({ cpf: '71460238001' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: M.cpfEmUso, errors: { cpf: [M.cpfEmUso] } });
  });
});

describe('GET, PUT and DELETE /api/contatos/{id}/', () => {
  it('answers the spec 404 for a contact that does not exist', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.injectAs('consultor', {
        method,
        url: '/api/contatos/999999/',
        payload: method === 'PUT' ? novoContato({ cpf: null }) : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(expectDetail(response)).toBe(M.naoEncontrado);
    }
  });

  it('edits the contact, keeps who edited, updates the search and writes before and after', async () => {
    const id = await criar(novoContato({ cpf: null, nome: 'Editável' }));
    const relacao = await criar(novoContato({ cpf: null, nome: 'Parente' }));
    const response = await t.injectAs('emissor', {
      method: 'PUT',
      url: `/api/contatos/${id}/`,
      payload: novoContato({
        cpf: null,
        nome: 'Editada',
        tier: '2',
        extras: { relacao, tipo_relacao: 'Irmã', data_especial: '2026-12-25', ocasiao: 'Natal' },
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      nome: 'Editada',
      tier: '2',
      last_edited_by: { nome: 'Elisa', sobrenome: 'Emissora' },
      created_by: { nome: 'Carlos' },
      extras: {
        relacao: { id: relacao, nome: 'Parente' },
        tipo_relacao: 'Irmã',
        data_especial: '2026-12-25',
      },
    });
    const lista = await get<Lista>('/api/contatos/?search=editada');
    expect(lista.contatos.map((c) => c.id)).toContain(id);
    const log = await ultimoLog('contato_editado');
    expect(log?.dados).toMatchObject({ antes: { nome: 'Editável' }, depois: { nome: 'Editada' } });
    expect(log?.usuario).not.toBeNull();
  });

  it("tells the consultant of each of the contact's open sales, once each, with the audit row", async () => {
    const id = await criar(novoContato({ cpf: null, nome: 'Avisável' }));
    const consultor = await idUsuario('consultor');
    const sdr = await idUsuario('sdr');
    const venda = async (dono: number | null, status: 'proposta' | 'concluida' = 'proposta') => {
      const [row] = await t.db
        .insert(vendas)
        .values({ cliente: id, consultor: dono, status, created_by: consultor })
        .returning({ id: vendas.id });
      return row?.id ?? 0;
    };
    const primeira = await venda(consultor);
    await venda(consultor);
    const daSdr = await venda(sdr);
    await venda(consultor, 'concluida');
    await venda(null);
    const editar = await t.injectAs('emissor', {
      method: 'PUT',
      url: `/api/contatos/${id}/`,
      payload: novoContato({ cpf: null, nome: 'Avisada' }),
    });
    expect(editar.statusCode, editar.body).toBe(200);
    const log = await ultimoLog('contato_editado');
    const avisos = await t.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.cliente, id), eq(notificacoes.context, 'contato')));
    expect(
      avisos
        .map((n) => ({ consultor: n.consultor, venda: n.venda, log: n.log, ids: n.ids }))
        .sort((a, b) => (a.venda ?? 0) - (b.venda ?? 0)),
    ).toEqual([
      { consultor, venda: primeira, log: log?.id, ids: { contato: id, venda: primeira } },
      { consultor: sdr, venda: daSdr, log: log?.id, ids: { contato: id, venda: daSdr } },
    ]);
    expect(avisos[0]?.title).toBe(M.notificacaoEditado);
  });

  it('refuses a contact as its own referral or relation', async () => {
    const id = await criar(novoContato({ cpf: null }));
    const propria = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/contatos/${id}/`,
      payload: novoContato({ cpf: null, indicacao: id }),
    });
    expect(propria.statusCode).toBe(400);
    expect(expectDetail(propria)).toBe(M.indicacaoPropria);
    const relacao = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/contatos/${id}/`,
      payload: novoContato({ cpf: null, extras: { relacao: id } }),
    });
    expect(expectDetail(relacao)).toBe(M.relacaoPropria);
  });

  it('links companies (PUT empresas/ and within the contact) and records the change', async () => {
    const id = await criar(novoContato({ cpf: null }));
    const lista = await t.db.select({ id: empresas.id, nome: empresas.nome }).from(empresas).limit(2);
    const ids = lista.map((e) => e.id);
    const response = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/contatos/${id}/empresas/`,
      payload: { empresas: [...ids, ids[0]] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Contato).empresas.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect((await ultimoLog('contato_empresas_alteradas'))?.dados).toEqual({
      antes: { empresas: [] },
      depois: { empresas: ids },
    });
    const semEmpresas = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/contatos/${id}/`,
      payload: novoContato({ cpf: null, empresas: [] }),
    });
    expect((semEmpresas.json() as Contato).empresas).toEqual([]);
    const inexistente = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/contatos/${id}/empresas/`,
      payload: { empresas: [999_999] },
    });
    expect(inexistente.statusCode).toBe(400);
    expect(expectDetail(inexistente)).toBe(M.empresaInexistente);
  });

  it('deletes the contact: the spec message, 404 afterwards, referrals cleared, the audit row', async () => {
    const id = await criar(novoContato({ cpf: null, nome: 'Apagável' }));
    const indicado = await criar(novoContato({ cpf: null, indicacao: id }));
    const response = await t.injectAs('consultor', { method: 'DELETE', url: `/api/contatos/${id}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: M.deletado });
    const depois = await t.injectAs('consultor', { method: 'GET', url: `/api/contatos/${id}/` });
    expect(depois.statusCode).toBe(404);
    expect(expectDetail(depois)).toBe(M.naoEncontrado);
    expect((await get<Contato>(`/api/contatos/${indicado}/`)).indicacao).toBeNull();
    expect((await ultimoLog('contato_deletado'))?.dados).toMatchObject({ antes: { id, nome: 'Apagável' } });
  });
});

describe('tabs fed by later areas', () => {
  it.each(['milhas-validadas', 'emissoes-beneficiario'])(
    '%s/ answers what the database holds (nothing yet), or 404',
    async (aba) => {
      expect(await get<unknown[]>(`/api/contatos/${agencia}/${aba}/`)).toEqual([]);
      const ausente = await t.injectAs('consultor', { method: 'GET', url: `/api/contatos/999999/${aba}/` });
      expect(ausente.statusCode).toBe(404);
      expect(expectDetail(ausente)).toBe(M.naoEncontrado);
    },
  );
});

describe('sales of a contact', () => {
  const consultorId = async () =>
    (await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor')))[0]?.id;
  async function novaVenda(cliente: number): Promise<number> {
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/vendas/',
      payload: {
        cliente,
        consultor: await consultorId(),
        meio_contato_tipo: 'Email',
        meio_contato_valor: 'rita@example.com',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }

  it('lists the contact’s sales newest first, dates the last purchase by the concluded one, and invoices them', async () => {
    const id = await criar({ nome: 'Rita', sobrenome: 'Compradora', indicacao: agencia });
    const outro = await criar({ nome: 'Otto', sobrenome: 'Alheio', indicacao: agencia });
    expect(await get<unknown[]>(`/api/contatos/${id}/vendas/`)).toEqual([]);
    const primeira = await novaVenda(id);
    const segunda = await novaVenda(id);
    const alheia = await novaVenda(outro);
    const aba = await get<{ id: number; status: string; cliente: { id: number } | null }[]>(
      `/api/contatos/${id}/vendas/`,
    );
    expect(aba.map((venda) => [venda.id, venda.status, venda.cliente?.id])).toEqual([
      [segunda, 'proposta', id],
      [primeira, 'proposta', id],
    ]);
    const semCompra = await get<Lista>('/api/contatos/?search=rita%20compradora');
    expect(semCompra.contatos.map((c) => c.ultima_compra)).toEqual([null]);

    const concluir = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${primeira}/concluir/`,
    });
    expect(concluir.statusCode, concluir.body).toBe(200);
    const [row] = await t.db.select().from(vendas).where(eq(vendas.id, primeira));
    const comCompra = await get<Lista>('/api/contatos/?search=rita%20compradora');
    expect(comCompra.contatos[0]?.ultima_compra).toBe(row?.concluida_em?.toISOString());
    expect((await get<Contato>(`/api/contatos/${id}/`)).ultima_compra).toBe(row?.concluida_em?.toISOString());

    const fatura = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${id}/fatura/`,
      payload: { vendas: [primeira, segunda] },
    });
    expect(fatura.statusCode).toBe(200);
    expect(fatura.headers['content-type']).toBe('application/pdf');
    expect(fatura.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const misturada = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${id}/fatura/`,
      payload: { vendas: [primeira, alheia] },
    });
    expect(misturada.statusCode).toBe(400);
    expect(expectDetail(misturada)).toBe(M.vendaNaoDoContato);
  });

  it('Gerar Fatura needs at least one sale, and only the contact’s sales', async () => {
    const vazia = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${agencia}/fatura/`,
      payload: { vendas: [] },
    });
    expect(vazia.statusCode).toBe(400);
    expect(expectDetail(vazia)).toBe(M.selecioneVenda);
    const semCorpo = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${agencia}/fatura/`,
      payload: {},
    });
    expect(expectDetail(semCorpo)).toBe(M.selecioneVenda);
    const alheia = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${agencia}/fatura/`,
      payload: { vendas: [12345] },
    });
    expect(alheia.statusCode).toBe(400);
    expect(expectDetail(alheia)).toBe(M.vendaNaoDoContato);
    const ausente = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/contatos/999999/fatura/',
      payload: { vendas: [1] },
    });
    expect(ausente.statusCode).toBe(404);
  });
});

describe('loyalty accounts of a contact', () => {
  it('adds, lists and deletes accounts, each with its audit row', async () => {
    const id = await criar(novoContato({ cpf: null, nome: 'Milheira' }));
    expect(await get<unknown[]>(`/api/contatos/${id}/fidelidades/`)).toEqual([]);
    const criada = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${id}/fidelidades/`,
      payload: { programa, numero_id_conta: ' 123456789 ' },
    });
    expect(criada.statusCode, criada.body).toBe(201);
    const [conta] = criada.json() as {
      id: number;
      programa: { nome: string };
      numero_id_conta: string;
      titular: string;
    }[];
    expect(conta).toMatchObject({
      programa: { id: programa, nome: 'Smiles Teste' },
      numero_id_conta: '123456789',
      titular: 'Milheira Quintanilha Ávila',
    });
    expect((await ultimoLog('contato_fidelidade_adicionada'))?.meta).toMatchObject({
      id,
      fidelidade: conta?.id,
    });

    const repetida = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${id}/fidelidades/`,
      payload: { programa, numero_id_conta: '123456789' },
    });
    expect(repetida.statusCode).toBe(409);
    expect(expectDetail(repetida)).toBe(M.fidelidadeDuplicada);

    const outro = await criar(novoContato({ cpf: null }));
    const deOutro = await t.injectAs('consultor', {
      method: 'DELETE',
      url: `/api/contatos/${outro}/fidelidades/${conta?.id}/`,
    });
    expect(deOutro.statusCode).toBe(404);
    expect(expectDetail(deOutro)).toBe(M.fidelidadeNaoEncontrada);

    const apagada = await t.injectAs('consultor', {
      method: 'DELETE',
      url: `/api/contatos/${id}/fidelidades/${conta?.id}/`,
    });
    expect(apagada.json()).toEqual({ detail: M.fidelidadeDeletada });
    expect(await get<unknown[]>(`/api/contatos/${id}/fidelidades/`)).toEqual([]);
    expect((await ultimoLog('contato_fidelidade_deletada'))?.dados).toMatchObject({
      antes: { id: conta?.id },
    });
  });

  it('refuses an account without programme or number', async () => {
    for (const [payload, mensagem] of [
      [{ numero_id_conta: '1' }, M.programaObrigatorio],
      [{ programa, numero_id_conta: '  ' }, M.numeroContaObrigatorio],
      [{ programa: 999_999, numero_id_conta: '1' }, M.programaInexistente],
    ] as const) {
      const response = await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/contatos/${agencia}/fidelidades/`,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(expectDetail(response)).toBe(mensagem);
    }
  });

  it('removes the accounts with the contact', async () => {
    const id = await criar(novoContato({ cpf: null }));
    await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${id}/fidelidades/`,
      payload: { programa, numero_id_conta: '999' },
    });
    await t.injectAs('consultor', { method: 'DELETE', url: `/api/contatos/${id}/` });
    const ausente = await t.injectAs('consultor', { method: 'GET', url: `/api/contatos/${id}/fidelidades/` });
    expect(ausente.statusCode).toBe(404);
  });
});

describe('credit search without the bureau configured', () => {
  it('says the service is not configured', async () => {
    expect(await get('/api/busca-credito/')).toEqual({
      configurado: false,
      detail: BUSCA_CREDITO_MESSAGES.naoConfigurado,
    });
    const id = await criar(novoContato({ cpf: '554.723.480-05' }));
    const response = await t.injectAs('consultor', { method: 'POST', url: `/api/contatos/${id}/busca/` });
    expect(response.statusCode).toBe(503);
    expect(expectDetail(response)).toBe(BUSCA_CREDITO_MESSAGES.naoConfigurado);
  });

  it('needs a CPF first', async () => {
    const id = await criar(novoContato({ cpf: null }));
    const response = await t.injectAs('consultor', { method: 'POST', url: `/api/contatos/${id}/busca/` });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(BUSCA_CREDITO_MESSAGES.cpfNaoDisponivel);
  });
});

describe('the agency contact', () => {
  it('exists on every database, so the first contacts have a referral', async () => {
    const rows = await t.db
      .select()
      .from(contatos)
      .where(and(eq(contatos.nome, 'Skyler'), eq(contatos.perfil, 'time_skyler')));
    expect(rows).toHaveLength(1);
  });
});
