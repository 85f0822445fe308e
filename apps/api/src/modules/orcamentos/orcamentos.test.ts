import { logTipoLabel } from '@skyler/domain/logs';
import {
  ORCAMENTO_MESSAGES as M,
  ORCAMENTOS_LOG_TIPOS,
  ORCAMENTOS_PAGE_SIZE,
  type Orcamento,
  ZOrcamento,
  ZOrcamentoDetalhado,
} from '@skyler/domain/orcamentos';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contatos,
  cotacoes,
  logs,
  notificacoes,
  orcamentos,
  orcamentos_contagem,
  orcamentos_contagem_cotador,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { createOrcamentos } from './orcamentos.service.ts';
import { PEDIDOS } from './test-fixtures.ts';

let cliente: number;
const ids: Record<string, number> = {};
const STAFF = ['admin', 'consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas'];

usarApp();

beforeAll(async () => {
  const [contato] = await t.db
    .insert(contatos)
    .values({ nome: 'Paula', sobrenome: 'Passageira' } as never)
    .returning();
  cliente = contato?.id ?? 0;
  for (const u of await t.db.select().from(usuarios)) ids[u.username] = u.id;
});

async function novaVenda(consultor = 'consultor'): Promise<number> {
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/vendas/',
    payload: {
      cliente,
      consultor: ids[consultor],
      meio_contato_tipo: 'Email',
      meio_contato_valor: 'p@ex.com',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function pedir(venda: number, pedidos: unknown[], username = 'consultor') {
  return t.injectAs(username, {
    method: 'POST',
    url: `/api/vendas/${venda}/orcamentos/`,
    payload: { orcamentos: pedidos },
  });
}

async function criar(venda: number, pedidos: unknown[] = [PEDIDOS.voo]): Promise<Orcamento[]> {
  const response = await pedir(venda, pedidos);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Orcamento[];
}

async function cotacao(orcamento: Orcamento, extra: Partial<typeof cotacoes.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(cotacoes)
    .values({
      orcamento: orcamento.id,
      venda: orcamento.venda,
      tipo_servico: orcamento.tipo_servico,
      descricao: 'Opção',
      ...extra,
    })
    .returning();
  if (!row) throw new Error('quote not written');
  return row;
}

/** the audit rows of one request, of one kind */
const logsDe = (id: number, tipo: string) =>
  t.db
    .select()
    .from(logs)
    .where(and(eq(logs.tipo, tipo), sql`${logs.meta}->>'id' = ${String(id)}`));

const contar = async (tabela: typeof orcamentos | typeof logs | typeof notificacoes | typeof cotacoes) =>
  (await t.db.select({ n: count() }).from(tabela))[0]?.n ?? 0;

describe('POST /api/vendas/:id/orcamentos/', () => {
  it('creates requests of every kind, each with only its nested object and an audit row each', async () => {
    const venda = await novaVenda();
    const criados = await criar(venda, [PEDIDOS.voo, PEDIDOS.hotel, PEDIDOS.carro, PEDIDOS.outro]);
    expect(criados.map((o) => o.tipo_servico)).toEqual([
      'orcamento_voo',
      'orcamento_hotel',
      'orcamento_carro',
      'orcamento_outro',
    ]);
    for (const o of criados) {
      expect(ZOrcamento.safeParse(o).success).toBe(true);
      expect(o).toMatchObject({ venda, status: 'aberto', quantidade_cotacoes: 0, fechado_por: null });
      expect(o.created_by).toMatchObject({ id: ids.consultor });
    }
    const [voo, hotel, carro, outro] = criados;
    expect(voo).toMatchObject({ orcamento_hotel: null, orcamento_carro: null, orcamento_outro: null });
    expect(voo?.orcamento_voo?.trechos.map((trecho) => trecho.ordem)).toEqual([1, 2]);
    expect(voo?.orcamento_voo).toMatchObject({ tipo_trecho: 'ida_volta', adultos: 2, criancas: 1, bebes: 0 });
    expect(hotel?.orcamento_hotel).toMatchObject({
      local: 'Gramado, RS',
      quartos: 1,
      checkin_fim: '2027-07-12',
    });
    expect(hotel).toMatchObject({ orcamento_voo: null });
    expect(carro?.orcamento_carro).toMatchObject({ tipo_veiculo: 'Carro' });
    expect(outro?.orcamento_outro).toMatchObject({
      nome_servico: 'passeio_aquatico',
      tipo_data: 'data_unica',
    });

    const registros = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.venda, venda), eq(logs.tipo, 'orcamento_criado')));
    expect(registros.map((log) => (log.meta as { id: number }).id).sort()).toEqual(
      criados.map((o) => o.id).sort(),
    );
    const avisos = await t.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.venda, venda), eq(notificacoes.context, 'orcamento')));
    // the consultant asked for them on their own sale: no news to anyone (decision 0078)
    expect(avisos).toEqual([]);
  });

  it('refuses a sale that is not in proposta, and creates nothing', async () => {
    const venda = await novaVenda();
    await t.db.update(vendas).set({ status: 'concluida' }).where(eq(vendas.id, venda));
    const antes = await contar(orcamentos);
    const response = await pedir(venda, [PEDIDOS.hotel]);
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.vendaNaoProposta);
    expect(await contar(orcamentos)).toBe(antes);
  });

  it('answers 404 for a sale that does not exist', async () => {
    const response = await pedir(999_999, [PEDIDOS.hotel]);
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(VENDA_ERROS.naoEncontrada);
  });

  const voo = PEDIDOS.voo.orcamento_voo;
  const [ida, volta] = voo.trechos;
  it.each([
    ['descricaoLonga', { ...PEDIDOS.hotel, descricao: 'x'.repeat(31) }, M.descricaoLonga],
    ['obrigatorios', { ...PEDIDOS.hotel, descricao: '  ' }, M.obrigatorios],
    ['trechosIdaVolta', { ...PEDIDOS.voo, orcamento_voo: { ...voo, trechos: [ida] } }, M.trechosIdaVolta],
    ['trechosSoIda', { ...PEDIDOS.voo, orcamento_voo: { ...voo, tipo_trecho: 'so_ida' } }, M.trechosSoIda],
    [
      'trechosMulti',
      { ...PEDIDOS.voo, orcamento_voo: { ...voo, tipo_trecho: 'multitrecho', trechos: [ida] } },
      M.trechosMulti,
    ],
    [
      'idaDepoisDaVolta',
      {
        ...PEDIDOS.voo,
        orcamento_voo: { ...voo, trechos: [ida, { ...volta, data_inicio: '2026-12-01' }] },
      },
      M.idaDepoisDaVolta,
    ],
    [
      'adultos',
      { ...PEDIDOS.hotel, orcamento_hotel: { ...PEDIDOS.hotel.orcamento_hotel, adultos: 0 } },
      M.adultos,
    ],
    [
      'quartos',
      { ...PEDIDOS.hotel, orcamento_hotel: { ...PEDIDOS.hotel.orcamento_hotel, quartos: 0 } },
      M.quartos,
    ],
    [
      'periodoInvertido',
      { ...PEDIDOS.hotel, orcamento_hotel: { ...PEDIDOS.hotel.orcamento_hotel, checkin_fim: '2027-07-01' } },
      M.periodoInvertido,
    ],
    [
      'dataInvalida',
      {
        ...PEDIDOS.outro,
        orcamento_outro: { ...PEDIDOS.outro.orcamento_outro, data_inicio_inicio: '2027-02-30' },
      },
      M.dataInvalida,
    ],
  ])('refuses a batch with a bad request (%s) and creates none of it', async (_nome, ruim, mensagem) => {
    const venda = await novaVenda();
    const antes = await contar(orcamentos);
    const response = await pedir(venda, [PEDIDOS.carro, ruim]);
    expect(response.statusCode).toBe(400);
    const corpo = response.json() as { detail: string; errors: Record<string, string[]> };
    expect(Object.values(corpo.errors).flat()).toContain(mensagem);
    expect(await contar(orcamentos)).toBe(antes);
  });

  it('refuses an empty list', async () => {
    const response = await pedir(await novaVenda(), []);
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(M.obrigatorios);
  });

  it('leaves nothing when a request of the batch fails in the database', async () => {
    const venda = await novaVenda();
    const antes = {
      orcamentos: await contar(orcamentos),
      logs: await contar(logs),
      avisos: await contar(notificacoes),
    };
    const usuario = (
      await t.db
        .select()
        .from(usuarios)
        .where(eq(usuarios.id, ids.consultor ?? 0))
    )[0];
    // a description longer than its column, past the schema: the second row fails inside the transaction
    const ruim = { ...PEDIDOS.hotel, descricao: 'x'.repeat(40) };
    await expect(
      createOrcamentos(t.db, {
        venda,
        items: [PEDIDOS.carro, ruim] as never,
        user: usuario as never,
        ip: '127.0.0.1',
      }),
    ).rejects.toThrow();
    expect(await contar(orcamentos)).toBe(antes.orcamentos);
    expect(await contar(logs)).toBe(antes.logs);
    expect(await contar(notificacoes)).toBe(antes.avisos);
  });

  it.each(STAFF)('is open to %s', async (username) => {
    const response = await pedir(await novaVenda(), [PEDIDOS.outro], username);
    expect(response.statusCode).toBe(201);
  });
});

describe('GET /api/vendas/:id/orcamentos/', () => {
  it("lists the sale's requests newest first, and only them", async () => {
    const venda = await novaVenda();
    const outra = await novaVenda();
    const [primeiro] = await criar(venda, [PEDIDOS.voo]);
    const [segundo] = await criar(venda, [PEDIDOS.hotel]);
    await criar(outra, [PEDIDOS.carro]);
    const response = await t.injectAs('cotador', { method: 'GET', url: `/api/vendas/${venda}/orcamentos/` });
    expect(response.statusCode).toBe(200);
    const lista = response.json() as Orcamento[];
    expect(lista.map((o) => o.id)).toEqual([segundo?.id, primeiro?.id]);
    expect(lista.every((o) => ZOrcamento.safeParse(o).success)).toBe(true);
  });

  it('gives an empty list for a sale without requests, and 404 for a missing sale', async () => {
    const vazia = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/${await novaVenda()}/orcamentos/`,
    });
    expect(vazia.json()).toEqual([]);
    const faltando = await t.injectAs('consultor', { method: 'GET', url: '/api/vendas/999999/orcamentos/' });
    expect(faltando.statusCode).toBe(404);
  });
});

describe('GET /api/orcamentos/ and /api/orcamentos/:id/', () => {
  it('lists the most recent requests, newest first', async () => {
    const [ultimo] = await criar(await novaVenda(), [PEDIDOS.outro]);
    const response = await t.injectAs('emissor', { method: 'GET', url: '/api/orcamentos/' });
    expect(response.statusCode).toBe(200);
    const lista = response.json() as Orcamento[];
    expect(lista[0]?.id).toBe(ultimo?.id);
    expect(lista.length).toBeLessThanOrEqual(100);
    expect(lista.map((o) => o.id)).toEqual([...lista.map((o) => o.id)].sort((a, b) => b - a));
  });

  it("answers one request with its sale's status, client and consultant, and 404 when missing", async () => {
    const venda = await novaVenda();
    const [o] = await criar(venda, [PEDIDOS.hotel]);
    const response = await t.injectAs('financeiro', { method: 'GET', url: `/api/orcamentos/${o?.id}/` });
    expect(response.statusCode).toBe(200);
    const corpo = response.json();
    expect(ZOrcamentoDetalhado.safeParse(corpo).success).toBe(true);
    expect(corpo).toMatchObject({
      id: o?.id,
      venda,
      venda_status: 'proposta',
      venda_cliente: 'Paula Passageira',
      consultor: { id: ids.consultor },
      cotadores: [],
    });
    const faltando = await t.injectAs('consultor', { method: 'GET', url: '/api/orcamentos/999999/' });
    expect(faltando.statusCode).toBe(404);
    expect(expectDetail(faltando)).toBe(M.naoEncontrado);
  });
});

describe('GET /api/orcamentos/detalhado/', () => {
  type Pagina = { orcamentos: (Orcamento & { cotadores: { id: number }[] })[]; pages: number };
  const listar = async (query: string) => {
    const response = await t.injectAs('cotador', {
      method: 'GET',
      url: `/api/orcamentos/detalhado/?${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Pagina;
  };
  const idsDe = (pagina: Pagina) => pagina.orcamentos.map((o) => o.id);

  let vendaA: number;
  let vendaB: number;
  const o: Record<string, Orcamento> = {};
  beforeAll(async () => {
    vendaA = await novaVenda('consultor');
    vendaB = await novaVenda('admin');
    const [voo, hotel] = await criar(vendaA, [PEDIDOS.voo, PEDIDOS.hotel]);
    const [carro, outro] = await criar(vendaB, [PEDIDOS.carro, PEDIDOS.outro]);
    Object.assign(o, { voo, hotel, carro, outro });
    await t.db
      .update(orcamentos)
      .set({ status: 'fechado' })
      .where(eq(orcamentos.id, hotel?.id ?? 0));
    await t.db.update(vendas).set({ status: 'concluida' }).where(eq(vendas.id, vendaB));
    await t.db
      .update(orcamentos)
      .set({ quantidade_cotacoes: 3 })
      .where(eq(orcamentos.id, voo?.id ?? 0));
    await t.db
      .update(orcamentos)
      .set({ quantidade_cotacoes: 25 })
      .where(eq(orcamentos.id, carro?.id ?? 0));
    if (!voo || !carro || !outro) throw new Error('requests not created');
    await cotacao(voo, { cotado_por: ids.cotador });
    await cotacao(voo, { cotado_por: ids.milhas });
    await cotacao(carro, { cotado_por: ids.cotador });
    // an archived quote credits no one
    await cotacao(outro, { cotado_por: ids.milhas, archived_at: new Date() });
  });

  it('pages 15 per page, newest first, with the sale, client, consultant and quoters', async () => {
    const pagina = await listar('page=1');
    expect(pagina.orcamentos.length).toBeLessThanOrEqual(ORCAMENTOS_PAGE_SIZE);
    expect(idsDe(pagina)).toEqual([...idsDe(pagina)].sort((a, b) => b - a));
    const [total] = await t.db.select({ n: count() }).from(orcamentos);
    expect(pagina.pages).toBe(Math.ceil((total?.n ?? 0) / ORCAMENTOS_PAGE_SIZE));
    const voo = (await listar(`id_venda=${vendaA}`)).orcamentos.find((x) => x.id === o.voo?.id);
    expect(voo).toMatchObject({ venda_status: 'proposta', venda_cliente: 'Paula Passageira' });
    expect(voo?.cotadores.map((c) => c.id).sort()).toEqual([ids.cotador, ids.milhas].sort());
    expect(ZOrcamentoDetalhado.safeParse(voo).success).toBe(true);
    const segunda = await listar('page=2');
    expect(idsDe(segunda).every((id) => !idsDe(pagina).includes(id))).toBe(true);
  });

  it.each([
    ['id_venda', () => `id_venda=${vendaA}`, () => [o.hotel, o.voo]],
    ['status', () => `id_venda=${vendaA}&status=fechado`, () => [o.hotel]],
    ['tipo_servico', () => `id_venda=${vendaB}&tipo_servico=orcamento_outro`, () => [o.outro]],
    ['consultor', () => `consultor=${ids.admin}`, () => [o.outro, o.carro]],
    ['status_venda', () => 'status_venda=concluida', () => [o.outro, o.carro]],
    ['status_venda and consultor', () => `status_venda=proposta&consultor=${ids.admin}`, () => []],
    ['quantidade_cotacoes', () => 'quantidade_cotacoes=3', () => [o.voo]],
    ['quantidade_cotacoes=20 as 20 or more', () => 'quantidade_cotacoes=20', () => [o.carro]],
    ['cotado_por (archived quotes do not count)', () => `cotado_por=${ids.cotador}`, () => [o.carro, o.voo]],
    ['cotado_por another quoter', () => `cotado_por=${ids.milhas}`, () => [o.voo]],
  ])('filters by %s', async (_nome, query, esperados) => {
    const pagina = await listar(query());
    expect(idsDe(pagina)).toEqual(esperados().map((x) => x?.id));
    expect(pagina.pages).toBe(1);
  });

  it('refuses a bad quantity of quotes', async () => {
    const response = await t.injectAs('cotador', {
      method: 'GET',
      url: '/api/orcamentos/detalhado/?quantidade_cotacoes=21',
    });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe('Quantidade de cotações inválida.');
  });
});

describe('POST /api/orcamentos/:id/finalizar/', () => {
  it('closes an open request with who and when, once', async () => {
    const venda = await novaVenda();
    const [o] = await criar(venda, [PEDIDOS.hotel]);
    const response = await t.injectAs('cotador', {
      method: 'POST',
      url: `/api/orcamentos/${o?.id}/finalizar/`,
    });
    expect(response.statusCode).toBe(200);
    const corpo = response.json() as Orcamento;
    expect(corpo).toMatchObject({ status: 'fechado', fechado_por: { id: ids.cotador } });
    expect(corpo.fechado_em).not.toBeNull();
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.venda, venda), eq(logs.tipo, 'orcamento_finalizado')));
    expect(log).toMatchObject({ usuario: ids.cotador });
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(aviso).toMatchObject({ context: 'orcamento', consultor: ids.consultor, venda });

    const logsAntes = await contar(logs);
    const denovo = await t.injectAs('cotador', {
      method: 'POST',
      url: `/api/orcamentos/${o?.id}/finalizar/`,
    });
    expect(denovo.statusCode).toBe(409);
    expect(expectDetail(denovo)).toBe(M.jaFechado);
    expect(await contar(logs)).toBe(logsAntes);
  });

  it('answers 404 for a missing request', async () => {
    const response = await t.injectAs('cotador', {
      method: 'POST',
      url: '/api/orcamentos/999999/finalizar/',
    });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(M.naoEncontrado);
  });
});

describe('DELETE /api/orcamentos/:id/', () => {
  it.each(['carrinho', 'fatura'] as const)('refuses a request with a quote in status %s', async (status) => {
    const [o] = await criar(await novaVenda(), [PEDIDOS.voo]);
    if (!o) throw new Error('request not created');
    await cotacao(o);
    await cotacao(o, { status });
    const antes = {
      orcamentos: await contar(orcamentos),
      cotacoes: await contar(cotacoes),
      logs: await contar(logs),
    };
    const response = await t.injectAs('consultor', { method: 'DELETE', url: `/api/orcamentos/${o.id}/` });
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.comCotacoesNoCarrinho);
    expect({
      orcamentos: await contar(orcamentos),
      cotacoes: await contar(cotacoes),
      logs: await contar(logs),
    }).toEqual(antes);
  });

  it('deletes a request and its quotes, with an audit row', async () => {
    const venda = await novaVenda();
    const [o] = await criar(venda, [PEDIDOS.voo]);
    if (!o) throw new Error('request not created');
    const q1 = await cotacao(o);
    const q2 = await cotacao(o, { archived_at: new Date() });
    const response = await t.injectAs('consultor', { method: 'DELETE', url: `/api/orcamentos/${o.id}/` });
    expect(response.statusCode).toBe(200);
    expect(expectDetail(response)).toBe(M.excluido);
    expect(await t.db.select().from(orcamentos).where(eq(orcamentos.id, o.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(cotacoes)
        .where(inArray(cotacoes.id, [q1.id, q2.id])),
    ).toEqual([]);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.venda, venda), eq(logs.tipo, 'orcamento_excluido')));
    expect(log?.dados).toMatchObject({ antes: { id: o.id }, depois: null });
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    // the consultant's own change on their own sale, before any quote: nobody to tell
    expect(aviso).toBeUndefined();
    const denovo = await t.injectAs('consultor', { method: 'DELETE', url: `/api/orcamentos/${o.id}/` });
    expect(denovo.statusCode).toBe(404);
    expect(expectDetail(denovo)).toBe(M.naoEncontrado);
  });
});

describe('POST /api/orcamentos/:id/duplicar/', () => {
  it('creates an open request of the same kind, description and nested object, without quotes', async () => {
    const venda = await novaVenda();
    const [o] = await criar(venda, [PEDIDOS.voo]);
    if (!o) throw new Error('request not created');
    await cotacao(o);
    await t.db
      .update(orcamentos)
      .set({ status: 'fechado', quantidade_cotacoes: 1 })
      .where(eq(orcamentos.id, o.id));
    const response = await t.injectAs('sdr', { method: 'POST', url: `/api/orcamentos/${o.id}/duplicar/` });
    expect(response.statusCode).toBe(201);
    const copia = response.json() as Orcamento;
    expect(copia.id).not.toBe(o.id);
    expect(copia).toMatchObject({
      venda,
      tipo_servico: o.tipo_servico,
      descricao: o.descricao,
      orcamento_voo: o.orcamento_voo,
      status: 'aberto',
      quantidade_cotacoes: 0,
      created_by: { id: ids.sdr },
      fechado_por: null,
    });
    expect(await t.db.select().from(cotacoes).where(eq(cotacoes.orcamento, copia.id))).toEqual([]);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.venda, venda), eq(logs.tipo, 'orcamento_duplicado')));
    expect(log?.meta).toMatchObject({ entidade: 'orcamento', id: copia.id, original: o.id });
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(aviso).toMatchObject({ context: 'orcamento', consultor: ids.consultor });
  });

  it('refuses when the sale is no longer in proposta, and answers 404 for a missing request', async () => {
    const venda = await novaVenda();
    const [o] = await criar(venda, [PEDIDOS.carro]);
    await t.db.update(vendas).set({ status: 'fechada' }).where(eq(vendas.id, venda));
    const antes = await contar(orcamentos);
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/orcamentos/${o?.id}/duplicar/`,
    });
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.vendaNaoProposta);
    expect(await contar(orcamentos)).toBe(antes);
    const faltando = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/orcamentos/999999/duplicar/',
    });
    expect(faltando.statusCode).toBe(404);
  });
});

describe('PUT /api/orcamentos/:id/', () => {
  const editar = (o: Orcamento, payload: object, username = 'consultor') =>
    t.injectAs(username, { method: 'PUT', url: `/api/orcamentos/${o.id}/`, payload });
  const vooEditado = {
    ...PEDIDOS.voo,
    descricao: 'Férias em Salvador (nova)',
    versao: 1,
    orcamento_voo: {
      ...PEDIDOS.voo.orcamento_voo,
      adultos: 3,
      criancas: 0,
      trechos: [
        {
          origem: 'Rio de Janeiro (GIG)',
          destino: 'Salvador (SSA)',
          data_inicio: '2026-12-22',
          data_fim: null,
        },
        {
          origem: 'Salvador (SSA)',
          destino: 'Rio de Janeiro (GIG)',
          data_inicio: '2027-01-07',
          data_fim: null,
        },
      ],
    },
  };

  it('edits the dates, passengers, route and description, with the version raised, an audit row before and after and the consultant told', async () => {
    const venda = await novaVenda();
    const [o] = await criar(venda, [PEDIDOS.voo]);
    if (!o) throw new Error('request not created');
    expect(o).toMatchObject({ versao: 1, alterado_em: null });
    const response = await editar(o, vooEditado, 'cotador');
    expect(response.statusCode, response.body).toBe(200);
    const corpo = response.json() as Orcamento;
    expect(ZOrcamentoDetalhado.safeParse(corpo).success).toBe(true);
    expect(corpo).toMatchObject({
      id: o.id,
      status: 'aberto',
      versao: 2,
      descricao: 'Férias em Salvador (nova)',
    });
    expect(corpo.alterado_em).not.toBeNull();
    expect(corpo.updated_at).toBe(corpo.alterado_em);
    expect(corpo.orcamento_voo).toMatchObject({ adultos: 3, criancas: 0 });
    expect(corpo.orcamento_voo?.trechos.map((tr) => [tr.ordem, tr.origem, tr.data_inicio])).toEqual([
      [1, 'Rio de Janeiro (GIG)', '2026-12-22'],
      [2, 'Salvador (SSA)', '2027-01-07'],
    ]);
    const [log] = await logsDe(o.id, 'orcamento_alterado');
    expect(log).toMatchObject({ usuario: ids.cotador, venda });
    const dados = log?.dados as { antes: { versao: number; detalhes: unknown }; depois: { versao: number } };
    expect(dados.antes).toMatchObject({ versao: 1, detalhes: { adultos: 2 } });
    expect(dados.depois).toMatchObject({ versao: 2, detalhes: { adultos: 3 } });
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(aviso).toMatchObject({ context: 'orcamento', consultor: ids.consultor, venda });
  });

  it('answers 409 with the version message to a form read before a change, and changes nothing', async () => {
    const [o] = await criar(await novaVenda(), [PEDIDOS.hotel]);
    if (!o) throw new Error('request not created');
    const primeira = await editar(o, { ...PEDIDOS.hotel, descricao: 'Pousada nova', versao: 1 });
    expect(primeira.statusCode, primeira.body).toBe(200);
    const logsAntes = await contar(logs);
    const velha = await editar(o, { ...PEDIDOS.hotel, descricao: 'Pousada velha', versao: 1 }, 'sdr');
    expect(velha.statusCode).toBe(409);
    expect(expectDetail(velha)).toBe(MENSAGEM_VERSAO);
    const [row] = await t.db.select().from(orcamentos).where(eq(orcamentos.id, o.id));
    expect(row).toMatchObject({ descricao: 'Pousada nova', versao: 2 });
    expect(await contar(logs)).toBe(logsAntes);
    const semVersao = await editar(o, { ...PEDIDOS.hotel });
    expect(semVersao.statusCode).toBe(400);
    expect(expectDetail(semVersao)).toBe(MENSAGEM_VERSAO);
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const [o] = await criar(await novaVenda(), [PEDIDOS.carro]);
    if (!o) throw new Error('request not created');
    const logsAntes = await contar(logs);
    const response = await editar(o, { ...PEDIDOS.carro, versao: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ versao: 1, alterado_em: null });
    expect(await contar(logs)).toBe(logsAntes);
  });

  it('refuses a closed request, a request of a sale no longer in proposta, another kind and bad dates', async () => {
    const venda = await novaVenda();
    const [fechado, daVenda] = await criar(venda, [PEDIDOS.outro, PEDIDOS.outro]);
    if (!fechado || !daVenda) throw new Error('requests not created');
    await t.injectAs('consultor', { method: 'POST', url: `/api/orcamentos/${fechado.id}/finalizar/` });
    const logsAntes = await contar(logs);
    const r1 = await editar(fechado, { ...PEDIDOS.outro, versao: 2 });
    expect(r1.statusCode).toBe(409);
    expect(expectDetail(r1)).toBe(M.fechadoNaoEdita);

    const outroTipo = await editar(daVenda, { ...PEDIDOS.hotel, versao: 1 });
    expect(outroTipo.statusCode).toBe(400);
    expect(expectDetail(outroTipo)).toBe(M.tipoNaoMuda);

    const datas = await editar(daVenda, {
      ...PEDIDOS.outro,
      versao: 1,
      orcamento_outro: { ...PEDIDOS.outro.orcamento_outro, data_inicio_inicio: '2027-02-30' },
    });
    expect(datas.statusCode).toBe(400);
    expect(JSON.stringify(datas.json())).toContain(M.dataInvalida);

    await t.db.update(vendas).set({ status: 'concluida' }).where(eq(vendas.id, venda));
    const r2 = await editar(daVenda, { ...PEDIDOS.outro, descricao: 'Outro passeio', versao: 1 });
    expect(r2.statusCode).toBe(409);
    expect(expectDetail(r2)).toBe(M.vendaNaoPropostaEdita);
    expect(await contar(logs)).toBe(logsAntes);

    const faltando = await t.injectAs('consultor', {
      method: 'PUT',
      url: '/api/orcamentos/999999/',
      payload: { ...PEDIDOS.outro, versao: 1 },
    });
    expect(faltando.statusCode).toBe(404);
    expect(expectDetail(faltando)).toBe(M.naoEncontrado);
  });
});

describe("the sale's conclusion and cancellation", () => {
  it.each([
    ['concluir', {}],
    ['cancelar', { status: 'fechada', motivo_cancelamento: 'Cliente desistiu' }],
  ] as const)(
    '%s closes its open requests in the same change, each with an audit row',
    async (acao, payload) => {
      const venda = await novaVenda();
      const [a, b, jaFechado] = await criar(venda, [PEDIDOS.voo, PEDIDOS.hotel, PEDIDOS.carro]);
      if (!a || !b || !jaFechado) throw new Error('requests not created');
      await t.injectAs('cotador', { method: 'POST', url: `/api/orcamentos/${jaFechado.id}/finalizar/` });
      const outraVenda = await novaVenda();
      const [alheio] = await criar(outraVenda, [PEDIDOS.outro]);

      const response = await t.injectAs('financeiro', {
        method: 'PUT',
        url: `/api/vendas/${venda}/${acao}/`,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);

      const rows = await t.db
        .select()
        .from(orcamentos)
        .where(eq(orcamentos.venda, venda))
        .orderBy(orcamentos.id);
      expect(rows.map((r) => r.status)).toEqual(['fechado', 'fechado', 'fechado']);
      for (const row of [rows[0], rows[1]]) {
        expect(row).toMatchObject({ fechado_por: ids.financeiro, versao: 2 });
        const [log] = await logsDe(row?.id ?? 0, 'orcamento_fechado_com_venda');
        expect(log).toMatchObject({ usuario: ids.financeiro, venda });
        expect(log?.dados).toMatchObject({ antes: { status: 'aberto' }, depois: { status: 'fechado' } });
      }
      expect(rows[2]).toMatchObject({ fechado_por: ids.cotador });
      expect(await logsDe(jaFechado.id, 'orcamento_fechado_com_venda')).toEqual([]);
      const [outro] = await t.db
        .select()
        .from(orcamentos)
        .where(eq(orcamentos.id, alheio?.id ?? 0));
      expect(outro?.status).toBe('aberto');
    },
  );
});

describe('access', () => {
  it('refuses a customer account on every route of the area, changing nothing', async () => {
    const venda = await novaVenda();
    const [o] = await criar(venda, [PEDIDOS.hotel]);
    const antes = { orcamentos: await contar(orcamentos), logs: await contar(logs) };
    const chamadas = [
      { method: 'POST', url: `/api/vendas/${venda}/orcamentos/`, payload: { orcamentos: [PEDIDOS.hotel] } },
      { method: 'GET', url: `/api/vendas/${venda}/orcamentos/` },
      { method: 'GET', url: '/api/orcamentos/' },
      { method: 'GET', url: '/api/orcamentos/detalhado/' },
      { method: 'GET', url: `/api/orcamentos/${o?.id}/` },
      { method: 'DELETE', url: `/api/orcamentos/${o?.id}/` },
      { method: 'POST', url: `/api/orcamentos/${o?.id}/finalizar/` },
      { method: 'POST', url: `/api/orcamentos/${o?.id}/duplicar/` },
      { method: 'PUT', url: `/api/orcamentos/${o?.id}/`, payload: { ...PEDIDOS.hotel, versao: 1 } },
    ] as const;
    for (const chamada of chamadas) {
      const response = await t.injectAs('cliente', chamada);
      expect(response.statusCode, `${chamada.method} ${chamada.url}`).toBe(403);
    }
    expect({ orcamentos: await contar(orcamentos), logs: await contar(logs) }).toEqual(antes);
  });

  it.each(STAFF)('lets %s read, edit, close, duplicate and delete', async (username) => {
    const [o] = await criar(await novaVenda(), [PEDIDOS.outro]);
    for (const url of ['/api/orcamentos/', '/api/orcamentos/detalhado/', `/api/orcamentos/${o?.id}/`]) {
      expect((await t.injectAs(username, { method: 'GET', url })).statusCode).toBe(200);
    }
    const editado = await t.injectAs(username, {
      method: 'PUT',
      url: `/api/orcamentos/${o?.id}/`,
      payload: { ...PEDIDOS.outro, descricao: `Editado por ${username}`.slice(0, 30), versao: 1 },
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({ versao: 2 });
    const copia = await t.injectAs(username, { method: 'POST', url: `/api/orcamentos/${o?.id}/duplicar/` });
    expect(copia.statusCode).toBe(201);
    const fim = await t.injectAs(username, { method: 'POST', url: `/api/orcamentos/${o?.id}/finalizar/` });
    expect(fim.statusCode).toBe(200);
    const fora = await t.injectAs(username, { method: 'DELETE', url: `/api/orcamentos/${o?.id}/` });
    expect(fora.statusCode).toBe(200);
  });
});

describe('the totals the Orçamentos list counts from', () => {
  it('match the requests and their sales after every kind of change', async () => {
    const venda = await novaVenda();
    const outra = await novaVenda();
    const criados = await criar(venda, [PEDIDOS.voo, PEDIDOS.hotel, PEDIDOS.carro]);
    await criar(outra, [PEDIDOS.outro, PEDIDOS.voo]);
    const [voo, hotel, carro] = criados;
    await t.injectAs('consultor', { method: 'POST', url: `/api/orcamentos/${voo?.id}/finalizar/` });
    await t.injectAs('consultor', { method: 'DELETE', url: `/api/orcamentos/${hotel?.id}/` });
    await t.injectAs('consultor', { method: 'POST', url: `/api/orcamentos/${carro?.id}/duplicar/` });
    await t.db
      .update(orcamentos)
      .set({ quantidade_cotacoes: 23 })
      .where(eq(orcamentos.id, carro?.id ?? 0));
    await t.db.update(vendas).set({ consultor: ids.admin }).where(eq(vendas.id, venda));
    await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${outra}/cancelar/`,
      payload: { motivo_cancelamento: 'Cliente desistiu.' },
    });

    if (!voo || !carro) throw new Error('requests not created');
    const q1 = await cotacao(voo, { cotado_por: ids.cotador });
    const q2 = await cotacao(voo, { cotado_por: ids.milhas });
    await cotacao(carro, { cotado_por: ids.cotador });
    const q4 = await cotacao(carro, { cotado_por: ids.admin });
    await cotacao(carro, { cotado_por: null });
    await t.db.update(cotacoes).set({ archived_at: new Date() }).where(eq(cotacoes.id, q2.id));
    await t.db.update(cotacoes).set({ cotado_por: ids.emissor }).where(eq(cotacoes.id, q4.id));
    await t.db.delete(cotacoes).where(eq(cotacoes.id, q1.id));
    const [depois] = await t.db.select().from(orcamentos).where(eq(orcamentos.id, voo.id));
    expect(depois?.cotadores).toEqual([]);
    const [doCarro] = await t.db.select().from(orcamentos).where(eq(orcamentos.id, carro.id));
    expect(doCarro?.cotadores).toEqual([ids.cotador, ids.emissor].sort((a, b) => (a ?? 0) - (b ?? 0)));
    const reaisPorCotador = await t.db
      .select({
        cotado_por: sql<number>`u.cotado_por`,
        status: sql<string>`${orcamentos.status}`,
        tipo_servico: sql<string>`${orcamentos.tipo_servico}`,
        quantidade: sql<number>`least(${orcamentos.quantidade_cotacoes}, 20)`,
        consultor: sql<number>`coalesce(${orcamentos.venda_consultor}, 0)`,
        venda_status: sql<string>`${orcamentos.venda_status}`,
        n: sql<number>`count(*)::int`,
      })
      .from(sql`${orcamentos}, unnest(${orcamentos.cotadores}) as u(cotado_por)`)
      .groupBy(sql`1, 2, 3, 4, 5, 6`)
      .orderBy(sql`1, 2, 3, 4, 5, 6`);
    const cc = orcamentos_contagem_cotador;
    const totaisPorCotador = await t.db
      .select({
        cotado_por: cc.cotado_por,
        status: cc.status,
        tipo_servico: cc.tipo_servico,
        quantidade: cc.quantidade,
        consultor: cc.consultor,
        venda_status: cc.venda_status,
        n: sql<number>`${cc.n}::int`,
      })
      .from(cc)
      .where(ne(cc.n, 0))
      .orderBy(sql`1, 2, 3, 4, 5, 6`);
    expect(totaisPorCotador).toEqual(reaisPorCotador);
    expect(totaisPorCotador.length).toBeGreaterThan(0);

    const copias = await t.db
      .select({ id: orcamentos.id })
      .from(orcamentos)
      .innerJoin(vendas, eq(vendas.id, orcamentos.venda))
      .where(
        sql`${orcamentos.venda_consultor} is distinct from ${vendas.consultor} or ${orcamentos.venda_status} is distinct from ${vendas.status}`,
      );
    expect(copias).toEqual([]);
    const porChave = sql`1, 2, 3, 4, 5`;
    const reais = await t.db
      .select({
        status: orcamentos.status,
        tipo_servico: orcamentos.tipo_servico,
        quantidade: sql<number>`least(${orcamentos.quantidade_cotacoes}, 20)`,
        consultor: sql<number>`coalesce(${orcamentos.venda_consultor}, 0)`,
        venda_status: orcamentos.venda_status,
        n: sql<number>`count(*)::int`,
      })
      .from(orcamentos)
      .groupBy(porChave)
      .orderBy(porChave);
    const c = orcamentos_contagem;
    const totais = await t.db
      .select({
        status: c.status,
        tipo_servico: c.tipo_servico,
        quantidade: c.quantidade,
        consultor: c.consultor,
        venda_status: c.venda_status,
        n: sql<number>`${c.n}::int`,
      })
      .from(c)
      .where(ne(c.n, 0))
      .orderBy(porChave);
    expect(totais).toEqual(reais);
    const [cancelada] = await t.db.select().from(orcamentos).where(eq(orcamentos.venda, outra));
    expect(cancelada?.venda_status).toBe('fechada');
  });

  it('lose the requests of a deleted sale', async () => {
    const venda = await novaVenda();
    await criar(venda, [PEDIDOS.voo, PEDIDOS.outro]);
    const soma = async () =>
      (
        await t.db
          .select({ n: sql<number>`coalesce(sum(${orcamentos_contagem.n}), 0)`.mapWith(Number) })
          .from(orcamentos_contagem)
      )[0]?.n ?? 0;
    const antes = await soma();
    await t.db.delete(vendas).where(eq(vendas.id, venda));
    expect(await soma()).toBe(antes - 2);
    expect(await soma()).toBe(await contar(orcamentos));
  });
});

describe('audit rows', () => {
  it('have a Portuguese label for every kind this area writes', async () => {
    const tipos = await t.db
      .selectDistinct({ tipo: logs.tipo })
      .from(logs)
      .where(sql`${logs.tipo} like 'orcamento\\_%'`);
    expect(tipos.map((row) => row.tipo).sort()).toEqual(Object.keys(ORCAMENTOS_LOG_TIPOS).sort());
    for (const { tipo } of tipos) expect(logTipoLabel(tipo)).toBe(ORCAMENTOS_LOG_TIPOS[tipo]);
  });
});
