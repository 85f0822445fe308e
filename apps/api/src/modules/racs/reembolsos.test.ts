import { ZConciliacao } from '@skyler/domain/conciliacao';
import { type Dashboard, ZDashboard } from '@skyler/domain/dashboard';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { ORDEM_PAGAMENTO_MESSAGES, ZOrdensPagamentoPage } from '@skyler/domain/ordens-pagamento';
import { valorBaseDaEmissao } from '@skyler/domain/precos/comissao';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import {
  RAC_REEMBOLSO_MESSAGES as MR,
  type RacView,
  ZRac,
  ZRecebiveisPage,
  ZRecebivelFornecedor,
} from '@skyler/domain/racs';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emissoes,
  logs,
  ordens_pagamento,
  racs,
  recebiveis_fornecedor,
  vendas,
} from '../../db/schema/index.ts';
import { idDoUsuario } from '../../test/fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { corpoRac, criarEmissaoConcluida, criarFornecedor } from './test-fixtures.ts';

usarApp();

const hoje = hojeNaAgencia();

const criar = (payload: unknown, username = 'consultor') =>
  t.injectAs(username, { method: 'POST', url: '/api/racs/', payload: payload as object });
const mudarStatus = (id: number, status: string) =>
  t.injectAs('financeiro', { method: 'POST', url: `/api/racs/${id}/status/`, payload: { status } });
async function concluir(id: number) {
  expect((await mudarStatus(id, 'em_processo')).statusCode).toBe(200);
  const r = await mudarStatus(id, 'finalizada');
  expect(r.statusCode, r.body).toBe(200);
  return ZRac.parse(r.json());
}
async function painel(query: string): Promise<Dashboard> {
  const response = await t.injectAs('admin', { method: 'GET', url: `/api/dashboard/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZDashboard.parse(response.json());
}
async function reembolsosDaRac(rac: number) {
  const ordens = await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.rac, rac));
  const recebiveis = await t.db
    .select()
    .from(recebiveis_fornecedor)
    .where(eq(recebiveis_fornecedor.rac, rac));
  return { ordens, recebiveis };
}
async function divergenciasReembolso(venda: number) {
  const response = await t.injectAs('financeiro', { method: 'GET', url: '/api/conciliacao/' });
  expect(response.statusCode, response.body).toBe(200);
  return ZConciliacao.parse(response.json()).divergencias.filter(
    (d) => d.venda === venda && d.invariante === 'reembolso',
  );
}

describe('a refund RAC is booked', () => {
  it('books the refund to pay (client as payee) and the supplier receivable; paid and received through the finance routes; never twice', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const fornecedor = await criarFornecedor(t.db);
    const consultor = await idDoUsuario(t.db, 'consultor');
    const periodo = `inicio=${hoje}&fim=${hoje}`;
    const antesGeral = await painel(periodo);
    const antesConsultor = await painel(`${periodo}&consultor=${consultor}`);
    const [emissaoAntes] = await t.db.select().from(emissoes).where(eq(emissoes.id, e.emissao));

    const response = await criar(
      corpoRac(e, {
        tipo: 'cancelamento',
        estorno_cliente_valor: '800.00',
        estorno_cliente_data_previsto: '2027-01-10',
        estorno_cliente_tipo: 'pix',
        estorno_fornecedor_valor: '600.00',
        estorno_fornecedor: fornecedor,
        estorno_skyler_data_previsto: '2027-01-05',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rac = ZRac.parse(response.json());
    expect(rac).toMatchObject({
      estorno_cliente_valor: '800.00',
      estorno_fornecedor_valor: '600.00',
      estorno_fornecedor: { id: fornecedor },
      reembolso_cliente: {
        valor: '800.00',
        vencimento: '2027-01-10',
        status: 'aberto',
        data_pagamento: null,
      },
      reembolso_fornecedor: { valor: '600.00', vencimento: '2027-01-05', status: 'aberto' },
    });

    // Contas a Pagar: the refund with the sale's client as payee, filtered by tipo and in the unfiltered list
    const [venda] = await t.db.select().from(vendas).where(eq(vendas.id, e.venda));
    const listar = async (query: string) => {
      const r = await t.injectAs('financeiro', { method: 'GET', url: `/api/ordens-pagamento/?${query}` });
      expect(r.statusCode, r.body).toBe(200);
      return ZOrdensPagamentoPage.parse(r.json()).ordemPagamento.flatMap((g) => g.OPs);
    };
    const reembolsos = await listar('status=aberto&tipo=reembolso_cliente');
    const ordem = reembolsos.find((o) => o.rac === rac.id);
    expect(ordem).toMatchObject({
      tipo: 'reembolso_cliente',
      emissao: null,
      venda: e.venda,
      valor: '800.00',
      vencimento: '2027-01-10',
      status: 'aberto',
      favorecido: { tipo: 'contato', id: venda?.cliente },
    });
    expect(reembolsos.every((o) => o.tipo === 'reembolso_cliente')).toBe(true);
    expect((await listar('status=aberto')).some((o) => o.id === ordem?.id)).toBe(true);
    expect((await listar('status=aberto&tipo=fornecedor')).some((o) => o.id === ordem?.id)).toBe(false);
    if (!ordem) throw new Error('no refund order');

    // net of refunds: the dashboard's revenue, cost and open orders, and the issuance's commission base
    const depoisGeral = await painel(periodo);
    expect(dec(depoisGeral.faturamento.receita).toFixed(2)).toBe(
      dec(antesGeral.faturamento.receita).minus(800).toFixed(2),
    );
    expect(dec(depoisGeral.faturamento.custo).toFixed(2)).toBe(
      dec(antesGeral.faturamento.custo).minus(600).toFixed(2),
    );
    expect(dec(depoisGeral.faturamento.margem).toFixed(2)).toBe(
      dec(antesGeral.faturamento.margem).minus(200).toFixed(2),
    );
    const depoisConsultor = await painel(`${periodo}&consultor=${consultor}`);
    expect(depoisConsultor.ordens_abertas.quantidade).toBe(antesConsultor.ordens_abertas.quantidade + 1);
    expect(dec(depoisConsultor.ordens_abertas.valor).toFixed(2)).toBe(
      dec(antesConsultor.ordens_abertas.valor).plus(800).toFixed(2),
    );
    const [emissaoDepois] = await t.db.select().from(emissoes).where(eq(emissoes.id, e.emissao));
    expect(emissaoDepois?.valor_base).toBe(
      moneyString(
        valorBaseDaEmissao({
          baseCobrada: emissaoAntes?.base_cobrada ?? '0',
          variacaoLucro: dec(emissaoAntes?.variacao_lucro).minus(200),
        }),
      ),
    );
    expect(await divergenciasReembolso(e.venda)).toEqual([]);

    // its amount is the RAC's
    const alterar = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/ordens-pagamento/${ordem.id}/`,
      payload: { valor: '900.00', versao: ordem.versao },
    });
    expect(alterar.statusCode).toBe(409);
    expect(alterar.json()).toMatchObject({ detail: ORDEM_PAGAMENTO_MESSAGES.reembolsoNaRac });

    // concluding books nothing twice; the issuance is cancelled, the refund stays
    const concluida = await concluir(rac.id);
    expect(concluida.emissao.status).toBe('cancelada');
    const lancados = await reembolsosDaRac(rac.id);
    expect(lancados.ordens).toHaveLength(1);
    expect(lancados.recebiveis).toHaveLength(1);

    // finance pays it through the normal route
    const pagar = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/ordens-pagamento/${ordem.id}/status/`,
      payload: { status: 'pago', id_fatura: 'PIX-REEMB-1', data_pagamento: hoje, versao: ordem.versao },
    });
    expect(pagar.statusCode, pagar.body).toBe(200);
    expect(pagar.json()).toMatchObject({
      status: 'pago',
      tipo: 'reembolso_cliente',
      id_fatura: 'PIX-REEMB-1',
    });

    // Contas a Receber: the supplier's refund, marked received (versioned: a stale write gets 409)
    const recebiveis = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/racs/recebiveis/?status=aberto',
    });
    expect(recebiveis.statusCode, recebiveis.body).toBe(200);
    const recebivel = ZRecebiveisPage.parse(recebiveis.json()).recebiveis.find((r) => r.rac === rac.id);
    expect(recebivel).toMatchObject({ fornecedor: { id: fornecedor }, valor: '600.00', emissao: e.emissao });
    if (!recebivel) throw new Error('no receivable');
    const receber = (versao: number, username = 'financeiro') =>
      t.injectAs(username, {
        method: 'POST',
        url: `/api/racs/recebiveis/${recebivel.id}/status/`,
        payload: { status: 'recebido', data_recebimento: hoje, versao },
      });
    expect((await receber(recebivel.versao, 'consultor')).statusCode).toBe(403);
    const recebido = await receber(recebivel.versao);
    expect(recebido.statusCode, recebido.body).toBe(200);
    expect(ZRecebivelFornecedor.parse(recebido.json())).toMatchObject({
      status: 'recebido',
      data_recebimento: hoje,
    });
    const reaberto = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/racs/recebiveis/${recebivel.id}/status/`,
      payload: { status: 'aberto', versao: recebivel.versao },
    });
    expect(reaberto.statusCode).toBe(409);

    const vista = ZRac.parse(
      (await t.injectAs('consultor', { method: 'GET', url: `/api/racs/${rac.id}/` })).json(),
    ) as RacView;
    expect(vista.reembolso_cliente).toMatchObject({ status: 'pago', data_pagamento: hoje });
    expect(vista.reembolso_fornecedor).toMatchObject({ status: 'recebido', data_recebimento: hoje });
    const [auditoria] = await t.db
      .select({ n: count() })
      .from(logs)
      .where(and(eq(logs.tipo, 'rac_reembolso'), eq(logs.venda, e.venda)));
    expect(auditoria?.n).toBe(1);

    // the reconciliation flags a refund whose booking went wrong
    await t.db.update(ordens_pagamento).set({ valor: '700.00' }).where(eq(ordens_pagamento.id, ordem.id));
    expect(await divergenciasReembolso(e.venda)).toEqual([
      expect.objectContaining({ esperado: '1400.00', encontrado: '1300.00', diferenca: '-100.00' }),
    ]);
    await t.db.update(ordens_pagamento).set({ valor: '800.00' }).where(eq(ordens_pagamento.id, ordem.id));
    await t.db.delete(recebiveis_fornecedor).where(eq(recebiveis_fornecedor.id, recebivel.id));
    expect(await divergenciasReembolso(e.venda)).toEqual([
      expect.objectContaining({ esperado: '1400.00', encontrado: '800.00' }),
    ]);
  });

  it('editing the amounts updates the open refund; a paid one is refused with a clear message; stale writes get 409', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const criada = await criar(corpoRac(e, { estorno_cliente_valor: '300.00' }));
    expect(criada.statusCode, criada.body).toBe(201);
    const rac = ZRac.parse(criada.json());
    const editar = (corpo: Record<string, unknown>, username = 'financeiro') =>
      t.injectAs(username, {
        method: 'PUT',
        url: `/api/racs/${rac.id}/reembolsos/`,
        payload: {
          estorno_cliente_valor: '400.00',
          estorno_cliente_data_previsto: '2027-02-01',
          estorno_fornecedor_valor: '0',
          ...corpo,
        },
      });
    expect((await editar({ versao: rac.versao }, 'consultor')).statusCode).toBe(403);
    const editada = await editar({ versao: rac.versao });
    expect(editada.statusCode, editada.body).toBe(200);
    const depois = ZRac.parse(editada.json());
    expect(depois.reembolso_cliente).toMatchObject({
      valor: '400.00',
      vencimento: '2027-02-01',
      status: 'aberto',
    });
    expect((await reembolsosDaRac(rac.id)).ordens).toHaveLength(1);
    expect((await editar({ versao: rac.versao, estorno_cliente_valor: '450.00' })).statusCode).toBe(409);

    const [ordem] = (await reembolsosDaRac(rac.id)).ordens;
    const pagar = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/ordens-pagamento/${ordem?.id}/status/`,
      payload: { status: 'pago', id_fatura: 'PIX-2', data_pagamento: hoje, versao: ordem?.versao },
    });
    expect(pagar.statusCode, pagar.body).toBe(200);
    const recusada = await editar({ versao: depois.versao, estorno_cliente_valor: '500.00' });
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json()).toMatchObject({
      detail: MR.reembolsoPago,
      errors: { 'racs.estorno_cliente_valor': [MR.reembolsoPago] },
    });
    const [rac2] = await t.db.select().from(racs).where(eq(racs.id, rac.id));
    expect(rac2?.estorno_cliente_valor).toBe('400.00');
    const [ordemDepois] = (await reembolsosDaRac(rac.id)).ordens;
    expect(ordemDepois).toMatchObject({ valor: '400.00', status: 'pago' });
  });

  it('editing the refunding supplier moves the open receivable to it; an unknown supplier is refused at its field', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const outro = await criarFornecedor(t.db);
    const criada = await criar(corpoRac(e, { estorno_fornecedor_valor: '200.00' }));
    expect(criada.statusCode, criada.body).toBe(201);
    const rac = ZRac.parse(criada.json());
    const [antes] = (await reembolsosDaRac(rac.id)).recebiveis;
    expect(antes?.fornecedor).not.toBe(outro);
    const editar = (estorno_fornecedor: number, versao: number) =>
      t.injectAs('financeiro', {
        method: 'PUT',
        url: `/api/racs/${rac.id}/reembolsos/`,
        payload: {
          estorno_cliente_valor: '0',
          estorno_fornecedor_valor: '200.00',
          estorno_fornecedor,
          versao,
        },
      });
    const desconhecido = await editar(999_999, rac.versao);
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json()).toMatchObject({
      errors: { 'racs.estorno_fornecedor': [MR.fornecedorReembolsoObrigatorio] },
    });
    const editada = await editar(outro, rac.versao);
    expect(editada.statusCode, editada.body).toBe(200);
    expect(ZRac.parse(editada.json())).toMatchObject({
      estorno_fornecedor: { id: outro },
      reembolso_fornecedor: { valor: '200.00', status: 'aberto' },
    });
    const [depois] = (await reembolsosDaRac(rac.id)).recebiveis;
    expect(depois).toMatchObject({ id: antes?.id, fornecedor: outro, valor: '200.00' });
  });
});

describe('RAC refunds are capped across the RACs of an issuance', () => {
  it('refuses a second RAC refunding the full value again, under the field, changing nothing', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const primeira = await criar(corpoRac(e, { estorno_cliente_valor: '1000.00' }));
    expect(primeira.statusCode, primeira.body).toBe(201);
    await concluir(ZRac.parse(primeira.json()).id);
    const contar = async () =>
      (await t.db.select({ n: count() }).from(racs).where(eq(racs.emissao, e.emissao)))[0]?.n;
    const antes = await contar();
    const segunda = await criar(corpoRac(e, { estorno_cliente_valor: '1000.00' }));
    expect(segunda.statusCode, segunda.body).toBe(400);
    const corpo = segunda.json() as { detail: string; errors: Record<string, string[]> };
    expect(corpo.errors['racs.estorno_cliente_valor']?.[0]).toBe(corpo.detail);
    expect(corpo.detail).toMatch(/^O reembolso não pode passar do que ainda pode ser reembolsado/);
    expect(corpo.detail).toContain('0,00');
    expect(await contar()).toBe(antes);
    const [emissao] = await t.db.select().from(emissoes).where(eq(emissoes.id, e.emissao));
    expect(emissao?.status).toBe('finalizada');
    // what is left can still be refunded by another RAC... none here; a RAC refunding nothing passes
    expect((await criar(corpoRac(e))).statusCode).toBe(201);
  });

  it('two concurrent RACs refunding the full value: only one passes', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const respostas = await Promise.all([
      criar(corpoRac(e, { estorno_cliente_valor: '1000.00' })),
      criar(corpoRac(e, { estorno_cliente_valor: '1000.00' })),
    ]);
    expect(respostas.map((r) => r.statusCode).filter((s) => s === 201)).toHaveLength(1);
    const [soma] = await t.db
      .select({ n: count(), total: ordens_pagamento.valor })
      .from(ordens_pagamento)
      .innerJoin(racs, eq(racs.id, ordens_pagamento.rac))
      .where(eq(racs.emissao, e.emissao))
      .groupBy(ordens_pagamento.valor);
    expect(soma).toMatchObject({ n: 1, total: '1000.00' });
  });
});
