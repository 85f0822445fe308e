import { AUTH_MESSAGES } from '@skyler/domain/auth';
import {
  type Empresa,
  type EmpresaResumo,
  EMPRESA_MESSAGES as M,
  type RelacaoEmpresa,
} from '@skyler/domain/empresas';
import { formatCnpj } from '@skyler/domain/formatters';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contatos, usuarios } from '../../db/schema/index.ts';
import { createRandom, gerarCnpj } from '../../db/seed/contatos-demo.ts';
import { EMPRESAS_DEMO } from '../../db/seed/contatos-demo-data.ts';
import { expectDetail } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

let contato: number;

usarApp();

beforeAll(async () => {
  const [row] = await t.db.insert(contatos).values({ nome: 'Renata', sobrenome: 'Relação' }).returning();
  contato = row?.id ?? 0;
});

type Lista = { empresas: EmpresaResumo[]; pages: number };

const random = createRandom(99);
/** a valid CNPJ not used yet in this file */
const cnpjLivre = () => gerarCnpj(random);

const novaEmpresa = (extra: Record<string, unknown> = {}) => ({
  nome: 'Quasar Viagens Corporativas',
  razao_social: 'Quasar Serviços de Viagem Ltda',
  cnpj: '',
  email: 'financeiro@quasar.com.br',
  telefone: { pais: 'BR', codigo: '55', numero: '(11) 3222-4455' },
  tier: 'VIP',
  observacoes: 'Faturamento mensal.',
  ...extra,
});

async function criar(extra: Record<string, unknown> = {}) {
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/empresas/',
    payload: novaEmpresa({ cnpj: cnpjLivre(), ...extra }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; detail: string };
}

async function get<T>(url: string, username = 'consultor'): Promise<T> {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('who may use the companies', () => {
  it.each([
    ['GET', '/api/empresas/'],
    ['POST', '/api/empresas/'],
    ['GET', '/api/empresas/1/'],
    ['PUT', '/api/empresas/1/'],
    ['DELETE', '/api/empresas/1/'],
    ['GET', '/api/empresas/1/relacoes/'],
    ['POST', '/api/empresas/1/relacoes/'],
    ['DELETE', '/api/empresas/1/relacoes/1/'],
    ['GET', '/api/empresas/1/vendas/'],
    ['POST', '/api/empresas/1/busca/'],
  ])('%s %s: 401 without a session, 403 for the customer account', async (method, url) => {
    const anonimo = await t.inject({ method: method as 'GET', url });
    expect(anonimo.statusCode).toBe(401);
    const cliente = await t.injectAs('cliente', { method: method as 'GET', url });
    expect(cliente.statusCode).toBe(403);
    expect(expectDetail(cliente)).toBe(AUTH_MESSAGES.forbidden);
  });

  it.each(['admin', 'consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas'])(
    '%s reads them',
    async (u) => {
      await get<Lista>('/api/empresas/', u);
    },
  );
});

describe('GET /api/empresas/', () => {
  it('lists 15 per page, alphabetically', async () => {
    const lista = await get<Lista>('/api/empresas/');
    expect(lista.empresas).toHaveLength(15);
    expect(lista.pages).toBe(Math.ceil(EMPRESAS_DEMO.length / 15));
    const ultima = await get<Lista>(`/api/empresas/?page=${lista.pages}`);
    expect(ultima.empresas.length).toBe(EMPRESAS_DEMO.length - 15 * (lista.pages - 1));
  });

  it('searches name, razão social, CNPJ and e-mail; the empty text of the spec is the screen’s', async () => {
    const { id } = await criar();
    for (const busca of [
      'quasar',
      'QUASAR corporativas',
      'servicos de viagem',
      'financeiro@quasar',
      'qu vi',
    ]) {
      const lista = await get<Lista>(`/api/empresas/?search=${encodeURIComponent(busca)}`);
      expect(
        lista.empresas.map((e) => e.id),
        busca,
      ).toContain(id);
    }
    expect(await get<Lista>('/api/empresas/?search=inexistente-xyz')).toEqual({ empresas: [], pages: 1 });
  });
});

describe('POST /api/empresas/', () => {
  it('creates the company with the spec message and the audit row', async () => {
    const cnpj = cnpjLivre();
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/empresas/',
      payload: novaEmpresa({ cnpj: formatCnpj(cnpj), indicacao: contato }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, detail } = response.json() as { id: number; detail: string };
    expect(detail).toBe(M.criada);
    const empresa = await get<Empresa>(`/api/empresas/${id}/`);
    expect(empresa).toMatchObject({
      nome: 'Quasar Viagens Corporativas',
      cnpj,
      tier: 'VIP',
      telefone: { pais: 'BR', numero: '1132224455' },
      indicacao: { id: contato, nome: 'Renata' },
      created_by: { nome: 'Carlos', sobrenome: 'Consultor' },
      data_busca: null,
    });
    expect((await ultimoLog(t.db, 'empresa_criada'))?.dados).toMatchObject({
      antes: null,
      depois: { id, cnpj },
    });
  });

  it.each([
    [{ nome: '', razao_social: '' }],
    [{ email: '', telefone: null }],
    [{ email: null, telefone: { pais: 'BR', numero: '' } }],
    [{ cnpj: '' }],
  ])('needs a name, a means of contact and the CNPJ: %j', async (change) => {
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/empresas/',
      payload: novaEmpresa({ cnpj: '11222333000181', ...change }),
    });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(M.incompleta);
  });

  it('takes the razão social as the name when there is no other', async () => {
    const { id } = await criar({ nome: '', email: null });
    expect((await get<Empresa>(`/api/empresas/${id}/`)).nome).toBe('Quasar Serviços de Viagem Ltda');
  });

  it.each([
    [{ cnpj: '11.222.333/0001-80' }, 'cnpj', VALIDACAO_MESSAGES.cnpjInvalido],
    [{ email: 'x@y' }, 'email', VALIDACAO_MESSAGES.emailInvalido('x@y')],
    [{ telefone: { pais: 'BR', numero: '123' } }, 'telefone.numero', VALIDACAO_MESSAGES.telefoneInvalido],
    [{ observacoes: 'o'.repeat(500) }, 'observacoes', VALIDACAO_MESSAGES.observacoesLongas],
  ])('refuses %j with its message', async (change, campo, mensagem) => {
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/empresas/',
      payload: novaEmpresa({ cnpj: '11222333000181', ...change }),
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: Record<string, string[]> }).errors[campo]).toContain(mensagem);
  });

  it('refuses a CNPJ already registered (409) and a referral that does not exist', async () => {
    const [demo] = (await get<Lista>('/api/empresas/')).empresas;
    const repetido = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/empresas/',
      payload: novaEmpresa({ cnpj: demo?.cnpj }),
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ detail: M.cnpjEmUso, errors: { cnpj: [M.cnpjEmUso] } });
    const indicacao = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/empresas/',
      payload: novaEmpresa({ cnpj: '11222333000181', indicacao: 999_999 }),
    });
    expect(indicacao.statusCode).toBe(400);
    expect(expectDetail(indicacao)).toBe(M.indicacaoInexistente);
  });
});

describe('GET, PUT and DELETE /api/empresas/{id}/', () => {
  it('answers the spec 404', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.injectAs('consultor', {
        method,
        url: '/api/empresas/999999/',
        payload: method === 'PUT' ? novaEmpresa({ cnpj: '11222333000181' }) : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(expectDetail(response)).toBe(M.naoEncontrada);
    }
  });

  it('edits the company and records before and after', async () => {
    const [demo] = (await get<Lista>('/api/empresas/?search=horizonte')).empresas;
    const response = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/empresas/${demo?.id}/`,
      payload: novaEmpresa({ nome: 'Horizonte Engenharia SA', cnpj: demo?.cnpj, tier: '1' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      nome: 'Horizonte Engenharia SA',
      tier: '1',
      last_edited_by: { nome: 'Fernanda' },
    });
    expect((await ultimoLog(t.db, 'empresa_editada'))?.dados).toMatchObject({
      antes: { nome: 'Horizonte Engenharia' },
      depois: { nome: 'Horizonte Engenharia SA' },
    });
  });

  it('deletes the company and its relations, with the audit row', async () => {
    const { id } = await criar();
    await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/empresas/${id}/relacoes/`,
      payload: { contato },
    });
    const response = await t.injectAs('consultor', { method: 'DELETE', url: `/api/empresas/${id}/` });
    expect(response.json()).toEqual({ detail: M.deletada });
    expect((await t.injectAs('consultor', { method: 'GET', url: `/api/empresas/${id}/` })).statusCode).toBe(
      404,
    );
    const pessoa = await get<{ empresas: { id: number }[] }>(`/api/contatos/${contato}/`);
    expect(pessoa.empresas.map((e) => e.id)).not.toContain(id);
    expect((await ultimoLog(t.db, 'empresa_deletada'))?.dados).toMatchObject({ antes: { id } });
  });
});

describe('Relações', () => {
  it('links a contact once, lists it, and unlinks it', async () => {
    const { id } = await criar();
    expect(await get<RelacaoEmpresa[]>(`/api/empresas/${id}/relacoes/`)).toEqual([]);
    for (let vez = 0; vez < 2; vez++) {
      const response = await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/empresas/${id}/relacoes/`,
        payload: { contato },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual([
        expect.objectContaining({ id: contato, nome: 'Renata', sobrenome: 'Relação' }),
      ]);
    }
    expect((await ultimoLog(t.db, 'empresa_contato_vinculado'))?.meta).toMatchObject({ id, contato });
    const pessoa = await get<{ empresas: { id: number; nome: string }[] }>(`/api/contatos/${contato}/`);
    expect(pessoa.empresas).toContainEqual({ id, nome: 'Quasar Viagens Corporativas' });

    const removida = await t.injectAs('consultor', {
      method: 'DELETE',
      url: `/api/empresas/${id}/relacoes/${contato}/`,
    });
    expect(removida.json()).toEqual({ detail: M.vinculoRemovido });
    const denovo = await t.injectAs('consultor', {
      method: 'DELETE',
      url: `/api/empresas/${id}/relacoes/${contato}/`,
    });
    expect(denovo.statusCode).toBe(404);
    expect(expectDetail(denovo)).toBe(M.relacaoInexistente);
    expect((await ultimoLog(t.db, 'empresa_contato_desvinculado'))?.meta).toMatchObject({ id, contato });
  });

  it('refuses a contact that does not exist or is missing', async () => {
    const [demo] = (await get<Lista>('/api/empresas/')).empresas;
    for (const [payload, mensagem] of [
      [{ contato: 999_999 }, M.contatoInexistente],
      [{}, M.contatoObrigatorio],
    ] as const) {
      const response = await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/empresas/${demo?.id}/relacoes/`,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(expectDetail(response)).toBe(mensagem);
    }
  });

  it('Vendas lists the sales whose client is the company, newest first, or 404', async () => {
    const [demo] = (await get<Lista>('/api/empresas/')).empresas;
    const antes = await get<{ id: number }[]>(`/api/empresas/${demo?.id}/vendas/`);
    const [consultor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
    const criadas: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await t.injectAs('consultor', {
        method: 'POST',
        url: '/api/vendas/',
        payload: {
          cliente_empresa: demo?.id,
          consultor: consultor?.id,
          meio_contato_tipo: 'Email',
          meio_contato_valor: 'compras@example.com',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      criadas.push((response.json() as { id: number }).id);
    }
    const depois = await get<{ id: number; cliente_empresa: { id: number } | null; cliente: unknown }[]>(
      `/api/empresas/${demo?.id}/vendas/`,
    );
    expect(depois).toHaveLength(antes.length + 2);
    expect(depois.slice(0, 2).map((venda) => [venda.id, venda.cliente_empresa?.id, venda.cliente])).toEqual([
      [criadas[1], demo?.id, null],
      [criadas[0], demo?.id, null],
    ]);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: '/api/empresas/999999/vendas/' })).statusCode,
    ).toBe(404);
  });
});
