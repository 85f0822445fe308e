import {
  COTACAO_MESSAGES as C,
  CARRINHO_VALIDADE_DIAS,
  COTACAO_API_MESSAGES,
  type CotacaoSaveInput,
  type CotacaoView,
  ZCotacao,
} from '@skyler/domain/cotacoes';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cotacoes,
  logs,
  notificacoes,
  orcamentos,
  parametros,
  subcotacoes,
  vendas,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import {
  contar,
  corpoCarro,
  corpoHotel,
  corpoVoo,
  criarOrcamento,
  criarVenda,
  idDoUsuario,
  ROLES_STAFF,
} from '../../test/fixtures.ts';
import { ids, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';

let venda: number;
let orcVoo: number;
let orcHotel: number;

usarAppComReferencia();

beforeAll(async () => {
  venda = await criarVenda(t.db);
  orcVoo = await criarOrcamento(t.db, { venda, tipo: 'orcamento_voo' });
  orcHotel = await criarOrcamento(t.db, { venda, tipo: 'orcamento_hotel' });
}, 120_000);

async function criada(orcamento: number, body: CotacaoSaveInput): Promise<CotacaoView> {
  const response = await t.injectAs('cotador', {
    method: 'POST',
    url: `/api/orcamentos/${orcamento}/cotacoes/`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZCotacao.parse(response.json());
}

const carrinho = (cotacao: number, username = 'consultor', alvo = venda) =>
  t.injectAs(username, { method: 'POST', url: `/api/vendas/${alvo}/carrinho/`, payload: { cotacao } });
const removeCarrinho = (cotacao: number, username = 'consultor', alvo = venda) =>
  t.injectAs(username, { method: 'POST', url: `/api/vendas/${alvo}/remove_carrinho/`, payload: { cotacao } });
const put = (id: number, body: CotacaoSaveInput, username = 'cotador') =>
  t.injectAs(username, { method: 'PUT', url: `/api/cotacoes/${id}/`, payload: body });
const arquivar = (id: number, username = 'cotador') =>
  t.injectAs(username, { method: 'DELETE', url: `/api/cotacoes/${id}/` });

async function quantidade(orcamento: number) {
  const [row] = await t.db.select().from(orcamentos).where(eq(orcamentos.id, orcamento));
  return row?.quantidade_cotacoes;
}

async function ultimoLog(tipo: string, id: number) {
  const [log] = await t.db
    .select()
    .from(logs)
    .where(and(eq(logs.tipo, tipo), sql`${logs.meta}->>'id' = ${String(id)}`));
  return log;
}

describe('PUT /api/cotacoes/{id}/', () => {
  it('prices the quote again, keeps the tickets named by id and writes an audit row', async () => {
    const antes = await criada(orcVoo, corpoVoo(ids));
    const [ida, volta] = antes.cotacao_voo?.subcotacoes ?? [];
    const body = corpoVoo(ids, { descricao: 'Lisboa, só ida e volta' });
    const bilhetes = body.cotacao_voo?.subcotacoes ?? [];
    body.cotacao_voo = { subcotacoes: bilhetes.slice(0, 2) };
    const [novaIda, novaVolta] = body.cotacao_voo.subcotacoes;
    if (!novaIda || !novaVolta) throw new Error('fixture');
    novaIda.id = ida?.id;
    novaVolta.id = volta?.id;
    novaIda.custo_bilhete = '900.00';
    const response = await put(antes.id, body, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const depois = ZCotacao.parse(response.json());
    expect(depois.descricao).toBe('Lisboa, só ida e volta');
    expect(depois.cotacao_voo?.subcotacoes.map((s) => s.id)).toEqual([ida?.id, volta?.id]);
    expect(Number(depois.custo_total)).toBeGreaterThan(Number(antes.custo_total) - 3000);
    expect(depois.custo_total).not.toBe(antes.custo_total);
    expect(depois.cotador).toMatchObject({ nome: 'Ana' });
    const linhas = await t.db.select().from(subcotacoes).where(eq(subcotacoes.cotacao, antes.id));
    expect(linhas).toHaveLength(2);
    const log = await ultimoLog('cotacao_alterada', antes.id);
    expect(log?.dados).toMatchObject({
      antes: { custo_total: antes.custo_total },
      depois: { custo_total: depois.custo_total },
    });
    expect(await quantidade(orcVoo)).toBe(1);
  });

  it('refuses a quote in the cart, invoiced or archived, a closed request and unknown ids', async () => {
    const noCarrinho = await criada(orcHotel, corpoHotel(ids));
    expect((await carrinho(noCarrinho.id)).statusCode).toBe(200);
    const naoEditavel = await put(noCarrinho.id, corpoHotel(ids));
    expect(naoEditavel.statusCode).toBe(409);
    expect(expectDetail(naoEditavel)).toBe(C.naoEditavel);

    const faturada = await criada(orcHotel, corpoHotel(ids));
    await t.db.update(cotacoes).set({ status: 'fatura' }).where(eq(cotacoes.id, faturada.id));
    expect(expectDetail(await put(faturada.id, corpoHotel(ids)))).toBe(C.naoEditavel);

    const arquivada = await criada(orcHotel, corpoHotel(ids));
    expect((await arquivar(arquivada.id)).statusCode).toBe(200);
    const jaArquivada = await put(arquivada.id, corpoHotel(ids));
    expect(jaArquivada.statusCode).toBe(409);
    expect(expectDetail(jaArquivada)).toBe(C.jaArquivada);

    const outroOrcamento = await criarOrcamento(t.db, { venda, tipo: 'orcamento_hotel' });
    const deFechado = await criada(outroOrcamento, corpoHotel(ids));
    await t.db.update(orcamentos).set({ status: 'fechado' }).where(eq(orcamentos.id, outroOrcamento));
    const fechado = await put(deFechado.id, corpoHotel(ids));
    expect(fechado.statusCode).toBe(409);
    expect(expectDetail(fechado)).toBe(C.orcamentoFechado);

    const nenhuma = await put(999_999, corpoHotel(ids));
    expect(nenhuma.statusCode).toBe(404);
    expect(expectDetail(nenhuma)).toBe(COTACAO_API_MESSAGES.naoEncontrada);
    const [linha] = await t.db.select().from(cotacoes).where(eq(cotacoes.id, noCarrinho.id));
    expect(linha?.updated_at.toISOString()).toBe(linha?.carrinho_em?.toISOString());
  });

  it("editing only the description keeps the wallet discount and miles prices it was priced with; a changed miles ticket takes today's table", async () => {
    const corpo = corpoVoo(ids);
    const antes = await criada(orcVoo, corpo);
    const milhas = antes.tabela_milhas_usada ?? [];
    expect(milhas).toEqual([
      expect.objectContaining({ programa: ids.latam, classe: 'economica', quantidade: 60_000 }),
    ]);
    expect(antes.desagio_wallet).toEqual(expect.any(String));
    expect(antes.desagio_wallet_em).toEqual(expect.any(String));
    const totais = (c: CotacaoView) => ({
      custo_total: c.custo_total,
      custo_agencia: c.custo_agencia,
      valor_final: c.valor_final,
      lucro_porcentagem: c.lucro_porcentagem,
      bilhetes: c.cotacao_voo?.subcotacoes.map((b) => [b.total, b.custo_agencia]),
    });
    // the agency's miles prices and its wallet discount change
    const precos = sql`preco_1 = preco_1 + 3, preco_2 = preco_2 + 3, preco_3 = preco_3 + 3, preco_4 = preco_4 + 3,
      preco_5 = preco_5 + 3, preco_6 = preco_6 + 3, custo_proprio = custo_proprio + 3`;
    await t.db.execute(sql`update tabela_milhas set ${precos} where archived_at is null`);
    await t.db.execute(sql`delete from milhas_validadas where tipo = 'wallet'`);
    const [desagio] = await t.db
      .select({ valor: parametros.valor })
      .from(parametros)
      .where(eq(parametros.chave, 'desagio_proprio'));
    await t.db.execute(sql`update parametros set valor = valor + 7.5 where chave = 'desagio_proprio'`);
    try {
      const hoje = await criada(orcVoo, corpo);
      expect(hoje.desagio_wallet).not.toBe(antes.desagio_wallet);
      const [, milhaHoje, walletHoje] = hoje.cotacao_voo?.subcotacoes ?? [];
      const [, milhaAntes, walletAntes] = antes.cotacao_voo?.subcotacoes ?? [];
      expect(milhaHoje?.total).not.toBe(milhaAntes?.total);
      expect(walletHoje?.custo_agencia).not.toBe(walletAntes?.custo_agencia);

      const bilhetes = (antes.cotacao_voo?.subcotacoes ?? []).map((b) => b.id);
      const comIds = (body: CotacaoSaveInput) => ({
        ...body,
        cotacao_voo: {
          subcotacoes: (body.cotacao_voo?.subcotacoes ?? []).map((b, i) => ({ ...b, id: bilhetes[i] })),
        },
      });
      const editada = await put(antes.id, comIds({ ...corpo, descricao: 'Lisboa, só a descrição' }));
      expect(editada.statusCode, editada.body).toBe(200);
      const depois = ZCotacao.parse(editada.json());
      expect(depois.descricao).toBe('Lisboa, só a descrição');
      expect(totais(depois)).toEqual(totais(antes));
      expect(depois).toMatchObject({
        desagio_wallet: antes.desagio_wallet,
        desagio_wallet_em: antes.desagio_wallet_em,
        tabela_milhas_usada: antes.tabela_milhas_usada,
      });

      // more miles on the miles ticket: that ticket comes at today's table, the wallet keeps its discount
      const maisMilhas = corpoVoo(ids);
      const milha = maisMilhas.cotacao_voo?.subcotacoes[1];
      if (!milha) throw new Error('fixture');
      milha.quantidade_milhas = 70_000;
      const mudada = ZCotacao.parse((await put(antes.id, comIds(maisMilhas))).json());
      const deHoje = await criada(orcVoo, maisMilhas);
      expect(mudada.cotacao_voo?.subcotacoes[1]?.total).toBe(deHoje.cotacao_voo?.subcotacoes[1]?.total);
      expect(mudada.cotacao_voo?.subcotacoes[1]?.custo_agencia).toBe(
        deHoje.cotacao_voo?.subcotacoes[1]?.custo_agencia,
      );
      expect(mudada.cotacao_voo?.subcotacoes[2]?.custo_agencia).toBe(walletAntes?.custo_agencia);
      expect(mudada.desagio_wallet).toBe(antes.desagio_wallet);
      expect(mudada.tabela_milhas_usada).toEqual([
        expect.objectContaining({ quantidade: 70_000, tabela_em: expect.any(String) }),
      ]);
    } finally {
      await t.db.execute(
        sql`update tabela_milhas set ${sql.raw(
          ['preco_1', 'preco_2', 'preco_3', 'preco_4', 'preco_5', 'preco_6', 'custo_proprio']
            .map((c) => `${c} = ${c} - 3`)
            .join(', '),
        )} where archived_at is null`,
      );
      await t.db.execute(
        sql`update parametros set valor = ${desagio?.valor} where chave = 'desagio_proprio'`,
      );
    }
  });

  it('400 for a part of another kind on an open request', async () => {
    const hotel = await criada(orcHotel, corpoHotel(ids));
    const response = await put(hotel.id, corpoCarro(ids));
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(C.tipoDiferente);
  });
});

describe('DELETE /api/cotacoes/{id}/ archives', () => {
  it('keeps the quote with its archive date, off the request’s count, with an audit row', async () => {
    const orcamento = await criarOrcamento(t.db, { venda, tipo: 'orcamento_hotel' });
    const primeira = await criada(orcamento, corpoHotel(ids));
    await criada(orcamento, corpoHotel(ids));
    expect(await quantidade(orcamento)).toBe(2);
    const response = await arquivar(primeira.id, 'consultor');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().archived_at).toEqual(expect.any(String));
    expect(response.json().pode_ir_carrinho).toBe(false);
    expect(await quantidade(orcamento)).toBe(1);
    expect(await ultimoLog('cotacao_arquivada', primeira.id)).toMatchObject({ venda });
    const denovo = await arquivar(primeira.id);
    expect(denovo.statusCode).toBe(409);
    expect(expectDetail(denovo)).toBe(C.jaArquivada);
  });

  it('an invoiced quote cannot be archived; one in the cart leaves it', async () => {
    const faturada = await criada(orcHotel, corpoHotel(ids));
    await t.db.update(cotacoes).set({ status: 'fatura' }).where(eq(cotacoes.id, faturada.id));
    const recusa = await arquivar(faturada.id);
    expect(recusa.statusCode).toBe(409);
    expect(expectDetail(recusa)).toBe(C.naoArquivavel);

    const noCarrinho = await criada(orcHotel, corpoHotel(ids));
    await carrinho(noCarrinho.id);
    const response = await arquivar(noCarrinho.id);
    expect(response.json()).toMatchObject({ status: 'orcamento', carrinho_em: null });
    const cart = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/${venda}/carrinho/` });
    expect(cart.json().map((c: CotacaoView) => c.id)).not.toContain(noCarrinho.id);
    expect((await arquivar(999_999)).statusCode).toBe(404);
  });
});

describe('the cart (part 1 §4)', () => {
  it('sends a quote to the cart and back, answering the cart, with audit rows and notifications', async () => {
    const cotacao = await criada(orcHotel, corpoHotel(ids));
    const antes = await contar(t.db);
    const response = await carrinho(cotacao.id);
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json() as CotacaoView[];
    const noCart = cart.find((c) => c.id === cotacao.id);
    expect(noCart).toMatchObject({
      status: 'carrinho',
      carrinho_em: expect.any(String),
      pode_ir_carrinho: false,
    });
    expect(cart.every((c) => c.status === 'carrinho')).toBe(true);
    const tab = await t.injectAs('cotador', { method: 'GET', url: `/api/vendas/${venda}/carrinho/` });
    expect(tab.json()).toEqual(cart);
    const log = await ultimoLog('cotacao_carrinho', cotacao.id);
    const [notificacao] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(notificacao).toMatchObject({
      context: 'cotacao',
      venda,
      consultor: await idDoUsuario(t.db, 'consultor'),
    });
    expect(await contar(t.db)).toMatchObject({ logs: (antes.logs ?? 0) + 1 });

    const denovo = await carrinho(cotacao.id);
    expect(denovo.statusCode).toBe(409);
    expect(expectDetail(denovo)).toBe(C.naoPodeIrCarrinho);

    const removida = await removeCarrinho(cotacao.id, 'admin');
    expect(removida.statusCode).toBe(200);
    expect(removida.json().map((c: CotacaoView) => c.id)).not.toContain(cotacao.id);
    const [linha] = await t.db.select().from(cotacoes).where(eq(cotacoes.id, cotacao.id));
    expect(linha).toMatchObject({ status: 'orcamento', carrinho_em: null });
    expect(await ultimoLog('cotacao_removida_carrinho', cotacao.id)).toBeDefined();
    const naoNoCarrinho = await removeCarrinho(cotacao.id);
    expect(naoNoCarrinho.statusCode).toBe(409);
    expect(expectDetail(naoNoCarrinho)).toBe(C.naoNoCarrinho);
  });

  it(`only quotes younger than ${CARRINHO_VALIDADE_DIAS} days go to the cart`, async () => {
    const velha = await criada(orcHotel, corpoHotel(ids));
    const quase = new Date(Date.now() - (CARRINHO_VALIDADE_DIAS * 24 - 1) * 3_600_000);
    await t.db.update(cotacoes).set({ data_hora_cotacao: quase }).where(eq(cotacoes.id, velha.id));
    expect(
      (await t.injectAs('cotador', { method: 'GET', url: `/api/cotacoes/${velha.id}/` })).json()
        .pode_ir_carrinho,
    ).toBe(true);
    const passou = new Date(Date.now() - CARRINHO_VALIDADE_DIAS * 24 * 3_600_000 - 60_000);
    await t.db.update(cotacoes).set({ data_hora_cotacao: passou }).where(eq(cotacoes.id, velha.id));
    const antes = await contar(t.db);
    const response = await carrinho(velha.id);
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(C.naoPodeIrCarrinho);
    expect(await contar(t.db)).toEqual(antes);
  });

  it('refuses archived quotes, sales not in proposta, other sales’ quotes and unknown ids', async () => {
    const arquivada = await criada(orcHotel, corpoHotel(ids));
    await arquivar(arquivada.id);
    expect(expectDetail(await carrinho(arquivada.id))).toBe(C.naoPodeIrCarrinho);

    const outraVenda = await criarVenda(t.db);
    const outroOrcamento = await criarOrcamento(t.db, { venda: outraVenda, tipo: 'orcamento_hotel' });
    const daOutra = await criada(outroOrcamento, corpoHotel(ids));
    const deOutraVenda = await carrinho(daOutra.id);
    expect(deOutraVenda.statusCode).toBe(400);
    expect(expectDetail(deOutraVenda)).toBe(COTACAO_API_MESSAGES.deOutraVenda);

    await t.db.update(vendas).set({ status: 'concluida' }).where(eq(vendas.id, outraVenda));
    const concluida = await carrinho(daOutra.id, 'consultor', outraVenda);
    expect(concluida.statusCode).toBe(409);
    expect(expectDetail(concluida)).toBe(C.vendaNaoProposta);
    expect(expectDetail(await removeCarrinho(daOutra.id, 'consultor', outraVenda))).toBe(C.vendaNaoProposta);

    const semVenda = await carrinho(daOutra.id, 'consultor', 999_999);
    expect(semVenda.statusCode).toBe(404);
    expect(expectDetail(semVenda)).toBe(VENDA_ERROS.naoEncontrada);
    const semCotacao = await carrinho(999_999);
    expect(semCotacao.statusCode).toBe(404);
    expect(expectDetail(semCotacao)).toBe(COTACAO_API_MESSAGES.naoEncontrada);
  });

  it('GET /api/vendas/{id}/cotacoes/ lists the sale’s quotes that are not archived', async () => {
    const response = await t.injectAs('financeiro', { method: 'GET', url: `/api/vendas/${venda}/cotacoes/` });
    expect(response.statusCode).toBe(200);
    const lista = response.json() as CotacaoView[];
    expect(lista.length).toBeGreaterThan(0);
    expect(lista.every((c) => c.venda === venda && c.archived_at === null)).toBe(true);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(cotacoes)
      .where(and(eq(cotacoes.venda, venda), isNull(cotacoes.archived_at)))) as [{ n: number }];
    expect(lista).toHaveLength(n);
  });
});

describe('who may change quotes and the cart', () => {
  it('every staff account may; a customer gets 403 and nobody signed in 401, with nothing changed', async () => {
    const cotacao = await criada(orcHotel, corpoHotel(ids));
    for (const username of ROLES_STAFF) {
      expect((await carrinho(cotacao.id, username)).statusCode, username).toBe(200);
      expect((await removeCarrinho(cotacao.id, username)).statusCode, username).toBe(200);
      expect((await put(cotacao.id, corpoHotel(ids), username)).statusCode, username).toBe(200);
    }
    const antes = await contar(t.db);
    const pedidos = [
      { method: 'PUT' as const, url: `/api/cotacoes/${cotacao.id}/`, payload: corpoHotel(ids) },
      { method: 'DELETE' as const, url: `/api/cotacoes/${cotacao.id}/` },
      { method: 'POST' as const, url: `/api/vendas/${venda}/carrinho/`, payload: { cotacao: cotacao.id } },
      {
        method: 'POST' as const,
        url: `/api/vendas/${venda}/remove_carrinho/`,
        payload: { cotacao: cotacao.id },
      },
      { method: 'GET' as const, url: `/api/vendas/${venda}/carrinho/` },
      { method: 'GET' as const, url: `/api/vendas/${venda}/cotacoes/` },
    ];
    for (const pedido of pedidos) {
      expect((await t.injectAs('cliente', pedido)).statusCode, pedido.url).toBe(403);
      expect((await t.inject(pedido)).statusCode, pedido.url).toBe(401);
    }
    expect(await contar(t.db)).toEqual(antes);
  });
});
