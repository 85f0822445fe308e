import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES } from '@skyler/domain/empresas';
import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import {
  type ServicoView,
  ZBeneficiariosPage,
  ZCotacoesPagasPage,
  ZServico,
  ZServicosPage,
} from '@skyler/domain/servicos';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { servicos, vendas } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { ROLES_STAFF } from '../../test/fixtures.ts';
import { infoAVista, prepararCarrinho } from '../../test/servicos-fixtures.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';

let contato: number;
let empresa: number;

async function criar(url: string, payload: object): Promise<number> {
  const response = await t.injectAs('consultor', { method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

usarAppComReferencia(4);

beforeAll(async () => {
  contato = await criar('/api/contatos/', {
    nome: 'Clarice',
    sobrenome: 'Compradora',
    indicacao: pessoas[0],
  });
  empresa = await criar('/api/empresas/', {
    nome: 'Listas Teste Ltda',
    email: 'listas@example.com',
    cnpj: '11.222.333/0001-81',
  });
}, 120_000);

/**
 * A sale of `cliente` whose cart of the kinds given was invoiced in cash, each quote with the beneficiaries
 * given by index (the first demo person when none).
 */
async function vendaFaturada(
  cliente: { contato: number } | { empresa: number },
  tipos: readonly TipoOrcamento[],
  beneficiariosDe: (indice: number) => number[] = () => [pessoas[0] ?? 0],
): Promise<ServicoView[]> {
  const { venda, cotacoes } = await prepararCarrinho(t, ids, tipos);
  await t.db
    .update(vendas)
    .set(
      'contato' in cliente
        ? { cliente: cliente.contato, cliente_empresa: null }
        : { cliente: null, cliente_empresa: cliente.empresa },
    )
    .where(eq(vendas.id, venda));
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/fatura/`,
    payload: {
      carrinho: cotacoes.map((c, i) => ({
        id: c.id,
        beneficiarios: beneficiariosDe(i).map((p) => ({ contato: p })),
      })),
      informacoes_pagamento: cotacoes.map((c) => infoAVista(c.id, pessoas[1] ?? 0)),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return z.array(ZServico).parse(response.json());
}

async function get(url: string, username = 'consultor') {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

describe('who may read a client’s lists', () => {
  const rotas = ['servicos', 'cotacoes-pagas', 'beneficiarios'].flatMap((lista) => [
    `/api/contatos/1/${lista}/`,
    `/api/empresas/1/${lista}/`,
  ]);

  it.each(rotas)('%s: 401 without a session, 403 for the customer account', async (url) => {
    const anonimo = await t.inject({ method: 'GET', url });
    expect(anonimo.statusCode).toBe(401);
    expect(expectDetail(anonimo)).toBe(AUTH_MESSAGES.notAuthenticated);
    const cliente = await t.injectAs('cliente', { method: 'GET', url });
    expect(cliente.statusCode).toBe(403);
    expect(expectDetail(cliente)).toBe(AUTH_MESSAGES.forbidden);
  });

  it.each(ROLES_STAFF)('every staff role reads them (%s)', async (username) => {
    for (const lista of ['servicos', 'cotacoes-pagas', 'beneficiarios']) {
      await get(`/api/contatos/${contato}/${lista}/`, username);
      await get(`/api/empresas/${empresa}/${lista}/`, username);
    }
  });

  it('answers 404 with the record’s message, and 400 for an unreadable page', async () => {
    for (const lista of ['servicos', 'cotacoes-pagas', 'beneficiarios']) {
      const semContato = await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/contatos/999999/${lista}/`,
      });
      expect(semContato.statusCode).toBe(404);
      expect(expectDetail(semContato)).toBe(CONTATO_MESSAGES.naoEncontrado);
      const semEmpresa = await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/empresas/999999/${lista}/`,
      });
      expect(semEmpresa.statusCode).toBe(404);
      expect(expectDetail(semEmpresa)).toBe(EMPRESA_MESSAGES.naoEncontrada);
      const pagina = await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/contatos/${contato}/${lista}/?page=0`,
      });
      expect(pagina.statusCode).toBe(400);
    }
  });
});

describe('a contact’s and a company’s services, paid quotes and beneficiaries', () => {
  it('list only the services of the client’s sales, newest first; paid quotes once paid; beneficiaries of live services', async () => {
    const [a = 0, b = 0, c = 0] = pessoas;
    const doContato = await vendaFaturada({ contato }, ['orcamento_hotel', 'orcamento_outro'], (i) =>
      i === 0 ? [a, b] : [c],
    );
    const daEmpresa = await vendaFaturada({ empresa }, ['orcamento_outro']);
    const [hotel, outro] = doContato;
    if (!hotel || !outro) throw new Error('no services');

    const lista = ZServicosPage.parse(await get(`/api/contatos/${contato}/servicos/`));
    expect(lista.servicos.map((s) => s.id)).toEqual([outro.id, hotel.id]);
    expect(lista.pages).toBe(1);
    expect(lista.servicos[1]?.beneficiarios.map((x) => x.contato.id)).toEqual([a, b]);
    const daEmpresaLista = ZServicosPage.parse(await get(`/api/empresas/${empresa}/servicos/`));
    expect(daEmpresaLista.servicos.map((s) => s.id)).toEqual(daEmpresa.map((s) => s.id));

    // nothing paid yet: awaiting payment is not a paid quote
    expect(ZCotacoesPagasPage.parse(await get(`/api/contatos/${contato}/cotacoes-pagas/`))).toEqual({
      cotacoes: [],
      pages: 1,
    });
    await t.db.update(servicos).set({ status: 'emissao' }).where(eq(servicos.id, hotel.id));
    await t.db.update(servicos).set({ status: 'cancelado' }).where(eq(servicos.id, outro.id));
    const pagas = ZCotacoesPagasPage.parse(await get(`/api/contatos/${contato}/cotacoes-pagas/`));
    expect(pagas.cotacoes.map((s) => [s.id, s.cotacao.id, s.status])).toEqual([
      [hotel.id, hotel.cotacao.id, 'emissao'],
    ]);
    expect(ZCotacoesPagasPage.parse(await get(`/api/empresas/${empresa}/cotacoes-pagas/`)).cotacoes).toEqual(
      [],
    );
    await t.db
      .update(servicos)
      .set({ status: 'pagamento_validacao' })
      .where(
        inArray(
          servicos.id,
          daEmpresa.map((s) => s.id),
        ),
      );
    const pagasEmpresa = ZCotacoesPagasPage.parse(await get(`/api/empresas/${empresa}/cotacoes-pagas/`));
    expect(pagasEmpresa.cotacoes.map((s) => s.id)).toEqual(daEmpresa.map((s) => s.id));

    // the cancelled service's beneficiary is gone; the hotel's two stay in their order
    const beneficiarios = ZBeneficiariosPage.parse(await get(`/api/contatos/${contato}/beneficiarios/`));
    expect(beneficiarios.beneficiarios.map((x) => [x.servico, x.contato.id])).toEqual([
      [hotel.id, a],
      [hotel.id, b],
    ]);
    const daEmpresaBeneficiarios = ZBeneficiariosPage.parse(
      await get(`/api/empresas/${empresa}/beneficiarios/`),
    );
    expect(daEmpresaBeneficiarios.beneficiarios.map((x) => x.servico)).toEqual(daEmpresa.map((s) => s.id));
  });

  it('pages 15 rows at a time', async () => {
    const outro = await criar('/api/contatos/', {
      nome: 'Paulo',
      sobrenome: 'Paginado',
      indicacao: pessoas[0],
    });
    const criados = await vendaFaturada({ contato: outro }, Array(17).fill('orcamento_outro'));
    const novosPrimeiro = criados.map((s) => s.id).sort((x, y) => y - x);
    const p1 = ZServicosPage.parse(await get(`/api/contatos/${outro}/servicos/`));
    const p2 = ZServicosPage.parse(await get(`/api/contatos/${outro}/servicos/?page=2`));
    expect(p1.pages).toBe(2);
    expect([...p1.servicos, ...p2.servicos].map((s) => s.id)).toEqual(novosPrimeiro);
    expect(p1.servicos).toHaveLength(15);
    const b1 = ZBeneficiariosPage.parse(await get(`/api/contatos/${outro}/beneficiarios/`));
    const b2 = ZBeneficiariosPage.parse(await get(`/api/contatos/${outro}/beneficiarios/?page=2`));
    expect(b1.pages).toBe(2);
    expect([...b1.beneficiarios, ...b2.beneficiarios].map((x) => x.servico)).toEqual(novosPrimeiro);
    await t.db.update(servicos).set({ status: 'validacao' }).where(inArray(servicos.id, novosPrimeiro));
    const c2 = ZCotacoesPagasPage.parse(await get(`/api/contatos/${outro}/cotacoes-pagas/?page=2`));
    expect(c2.cotacoes.map((s) => s.id)).toEqual(novosPrimeiro.slice(15));
    expect(c2.pages).toBe(2);
  });
});
