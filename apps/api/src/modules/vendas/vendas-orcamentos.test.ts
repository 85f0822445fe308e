import { ORCAMENTO_MESSAGES } from '@skyler/domain/orcamentos';
import type { VendaDetalhada } from '@skyler/domain/vendas';
import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contatos, cotacoes, logs, orcamentos, usuarios, vendas } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { PEDIDOS } from '../orcamentos/test-fixtures.ts';
import { vendasWhere } from './vendas.queries.ts';
import { createVenda } from './vendas.service.ts';

let cliente: number;
/** the sale of the form's test, with a flight and an other-service request */
let vooEOutro: number;
const ids: Record<string, number> = {};

usarApp();

beforeAll(async () => {
  const [contato] = await t.db
    .insert(contatos)
    .values({ nome: 'Rita', sobrenome: 'Rodrigues' } as never)
    .returning();
  cliente = contato?.id ?? 0;
  for (const u of await t.db.select().from(usuarios)) ids[u.username] = u.id;
});

const form = (extra: Record<string, unknown> = {}) => ({
  cliente,
  consultor: ids.consultor,
  meio_contato_tipo: 'Email',
  meio_contato_valor: 'rita@example.com',
  ...extra,
});

async function novaVenda(pedidos: unknown[] = []): Promise<number> {
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/vendas/',
    payload: form(pedidos.length ? { orcamentos: pedidos } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

const contar = async (tabela: typeof vendas | typeof orcamentos | typeof logs) =>
  (await t.db.select({ n: count() }).from(tabela))[0]?.n ?? 0;

describe("the sale form's Solicitações de orçamentos", () => {
  it('creates the requests with the sale, in its transaction', async () => {
    const venda = await novaVenda([PEDIDOS.voo, PEDIDOS.outro]);
    vooEOutro = venda;
    const criados = await t.db.select().from(orcamentos).where(eq(orcamentos.venda, venda));
    expect(criados.map((o) => o.tipo_servico).sort()).toEqual(['orcamento_outro', 'orcamento_voo']);
    expect(criados.every((o) => o.status === 'aberto' && o.created_by === ids.consultor)).toBe(true);
    const tiposDeLog = (await t.db.select().from(logs).where(eq(logs.venda, venda))).map((l) => l.tipo);
    expect(tiposDeLog.sort()).toEqual(['orcamento_criado', 'orcamento_criado', 'venda_criada']);
  });

  it('refuses a bad request of the form and creates no sale', async () => {
    const antes = { vendas: await contar(vendas), orcamentos: await contar(orcamentos) };
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/vendas/',
      payload: form({ orcamentos: [PEDIDOS.hotel, { ...PEDIDOS.carro, descricao: 'x'.repeat(31) }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(ORCAMENTO_MESSAGES.descricaoLonga);
    expect({ vendas: await contar(vendas), orcamentos: await contar(orcamentos) }).toEqual(antes);
  });

  it('leaves no sale when a request fails in the database', async () => {
    const antes = {
      vendas: await contar(vendas),
      orcamentos: await contar(orcamentos),
      logs: await contar(logs),
    };
    const [usuario] = await t.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.id, ids.consultor ?? 0));
    await expect(
      createVenda(t.db, {
        // past the schema: a description longer than its column fails inside the transaction
        input: form({
          orcamentos: [PEDIDOS.hotel, { ...PEDIDOS.outro, descricao: 'y'.repeat(40) }],
        }) as never,
        user: usuario as never,
        ip: '127.0.0.1',
      }),
    ).rejects.toThrow();
    expect({
      vendas: await contar(vendas),
      orcamentos: await contar(orcamentos),
      logs: await contar(logs),
    }).toEqual(antes);
  });

  it('ignores requests sent when editing a sale', async () => {
    const venda = await novaVenda();
    const response = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${venda}/`,
      payload: form({ orcamentos: [PEDIDOS.hotel] }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(orcamentos).where(eq(orcamentos.venda, venda))).toEqual([]);
  });
});

describe('the sales list with quote requests', () => {
  let comTudo: number;
  let soHotel: number;
  let semNada: number;
  beforeAll(async () => {
    comTudo = await novaVenda([PEDIDOS.voo, PEDIDOS.voo, PEDIDOS.carro]);
    soHotel = await novaVenda([PEDIDOS.hotel]);
    semNada = await novaVenda();
    const daVenda = await t.db.select().from(orcamentos).where(eq(orcamentos.venda, comTudo));
    const [voo1, voo2] = daVenda.filter((o) => o.tipo_servico === 'orcamento_voo');
    if (!voo1 || !voo2) throw new Error('requests not created');
    await t.db.update(orcamentos).set({ status: 'fechado' }).where(eq(orcamentos.id, voo2.id));
    const cotacao = (status: 'orcamento' | 'carrinho' | 'fatura') => ({
      orcamento: voo1.id,
      venda: comTudo,
      tipo_servico: 'orcamento_voo' as const,
      descricao: 'Opção',
      status,
    });
    await t.db
      .insert(cotacoes)
      .values([cotacao('carrinho'), cotacao('carrinho'), cotacao('orcamento'), cotacao('fatura')]);
  });

  const listar = async (query: string) => {
    const response = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/detailed/?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { vendas: VendaDetalhada[] }).vendas;
  };

  it("counts each sale's open requests and quotes in the cart, and lists its request kinds", async () => {
    const lista = await listar('page=1');
    const porId = new Map(lista.map((v) => [v.id, v]));
    expect(porId.get(comTudo)).toMatchObject({
      num_orcamentos_ativos: 2,
      num_cotacoes_carrinho: 2,
      tipos_servicos: ['orcamento_voo', 'orcamento_carro'],
    });
    expect(porId.get(soHotel)).toMatchObject({
      num_orcamentos_ativos: 1,
      num_cotacoes_carrinho: 0,
      tipos_servicos: ['orcamento_hotel'],
    });
    expect(porId.get(semNada)).toMatchObject({
      num_orcamentos_ativos: 0,
      num_cotacoes_carrinho: 0,
      tipos_servicos: [],
    });
    const sozinha = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/${comTudo}/` });
    expect((sozinha.json() as { tipos_servicos: string[] }).tipos_servicos).toEqual([
      'orcamento_voo',
      'orcamento_carro',
    ]);
  });

  it('filters by the kinds of quote requests, one prepared statement serving any choice', async () => {
    const idsDe = (lista: VendaDetalhada[]) => lista.map((v) => v.id);
    expect(idsDe(await listar('tipos_orcamento=orcamento_hotel'))).toEqual([soHotel]);
    expect(idsDe(await listar('tipos_orcamento=orcamento_carro'))).toEqual([comTudo]);
    expect(idsDe(await listar('tipos_orcamento=orcamento_hotel&tipos_orcamento=orcamento_voo'))).toEqual([
      soHotel,
      comTudo,
      vooEOutro,
    ]);
    expect(idsDe(await listar('tipos_orcamento=orcamento_outro'))).toEqual([vooEOutro]);
    // the same condition with its values inline, as a shape past the prepared ones is read
    const inline = await t.db
      .select({ id: vendas.id })
      .from(vendas)
      .where(vendasWhere({ tipos_orcamento: ['orcamento_hotel', 'orcamento_carro'] }))
      .orderBy(desc(vendas.id));
    expect(inline.map((v) => v.id)).toEqual([soHotel, comTudo]);
    const filtrada = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/detailed/?tipos_orcamento=orcamento_hotel&consultor=${ids.consultor}&status=proposta`,
    });
    expect(filtrada.json()).toMatchObject({ vendas: [{ id: soHotel }], pages: 1 });
  });
});
