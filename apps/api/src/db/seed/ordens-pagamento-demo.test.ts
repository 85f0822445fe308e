import { hojeNaAgencia } from '@skyler/domain/formatters';
import { ZOrdensPagamentoPage } from '@skyler/domain/ordens-pagamento';
import { dec, sum, toCents } from '@skyler/domain/precos/dinheiro';
import { valorEmReais } from '@skyler/domain/precos/ordem-em-reais';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findComprasDaEmissao } from '../../modules/emissoes/compras-emissao.queries.ts';
import { linhaGeraOrdem } from '../../modules/ordens-pagamento/sincronizacao.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import {
  emissoes,
  emissoes_pagamentos,
  logs,
  ordens_pagamento,
  racs,
  recebiveis_fornecedor,
} from '../schema/index.ts';
import { seedOrdensPagamentoDemo } from './ordens-pagamento-demo.ts';

let ordens: (typeof ordens_pagamento.$inferSelect)[];
/** now: the demo's sales template was seeded earlier the same day (test/template.ts) */
const agora = new Date();

usarApp({ template: 'demo-vendas' });

beforeAll(async () => {
  ordens = await t.db.select().from(ordens_pagamento).orderBy(ordens_pagamento.id);
});

describe('demo payment orders', () => {
  it('every line the agency pays has its order', async () => {
    // a cancelled issuance owes nothing: its open orders went with it
    const canceladas = new Set(
      (await t.db.select({ id: emissoes.id, status: emissoes.status }).from(emissoes))
        .filter((e) => e.status === 'cancelada')
        .map((e) => e.id),
    );
    const linhas = (await t.db.select().from(emissoes_pagamentos)).filter(linhaGeraOrdem);
    expect(linhas.length).toBeGreaterThan(5);
    for (const linha of linhas) {
      if (canceladas.has(linha.emissao)) {
        const abertas = ordens.filter((o) => o.emissao === linha.emissao && o.status === 'aberto');
        expect(abertas, `emissão cancelada ${linha.emissao}`).toEqual([]);
        continue;
      }
      // a miles or wallet ticket is owed to each supplier it was bought from: its orders add up to the line,
      // but for the miles taken from the agency's own accounts, which no one is owed (decision 0068)
      const doCampo = ordens.filter(
        (o) => o.emissao === linha.emissao && o.campo_formador === linha.campo_formador,
      );
      const compras = await findComprasDaEmissao(t.db, linha.emissao);
      const devido = dec(linha.valor).minus(
        compras?.campo === linha.campo_formador ? dec(compras.proprio) : dec(0),
      );
      if (devido.isZero()) {
        expect(doCampo, `line ${linha.id}`).toEqual([]);
        continue;
      }
      expect(doCampo.length, `line ${linha.id}`).toBeGreaterThan(0);
      // the line is in the field's currency; the orders' amounts in it add up to it (decision 0064)
      expect(toCents(sum(doCampo.map((o) => o.valor_moeda))).equals(devido), `line ${linha.id}`).toBe(true);
      for (const ordem of doCampo) {
        expect(ordem.cartao ?? null).toBe(linha.cartao);
        expect(ordem.meio_pagamento === 'cartao_credito').toBe(linha.cartao !== null);
      }
    }
    expect(ordens.every((o) => o.campo_formador !== 'rav')).toBe(true);
  });

  it('are open and paid, over several months, cards and suppliers', async () => {
    const pagas = ordens.filter((o) => o.status === 'pago');
    const abertas = ordens.filter((o) => o.status === 'aberto');
    expect(pagas.length).toBeGreaterThanOrEqual(5);
    expect(abertas.length).toBeGreaterThanOrEqual(2);
    const hoje = hojeNaAgencia(agora);
    for (const o of pagas) {
      // a supplier's or miles seller's invoice; a refund to a client is paid by Pix
      expect(o.id_fatura).toMatch(o.tipo === 'reembolso_cliente' ? /^PIX-REEMB-\d+$/ : /^NF-\d{4}-\d{5}$/);
      expect(o.data_pagamento && o.data_pagamento <= hoje).toBe(true);
      expect((o.data_pagamento ?? '') >= hojeNaAgencia(o.data_solicitacao)).toBe(true);
      expect(o.data_alteracao.getTime()).toBeGreaterThanOrEqual(o.data_solicitacao.getTime());
    }
    for (const o of abertas) expect([o.id_fatura, o.data_pagamento]).toEqual([null, null]);
    expect(new Set(pagas.map((o) => o.data_pagamento?.slice(0, 7))).size).toBeGreaterThanOrEqual(2);
    expect(new Set(ordens.map((o) => o.cartao).filter((c) => c !== null)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(ordens.map((o) => o.fornecedor).filter((f) => f !== null)).size).toBeGreaterThanOrEqual(2);
    // the order is dated when the lines were saved, not when the demo ran
    expect(ordens.some((o) => agora.getTime() - o.data_solicitacao.getTime() > 7 * 86_400_000)).toBe(true);
    const emissoesCanceladas = new Set(
      (await t.db.select().from(emissoes)).filter((e) => e.status === 'cancelada').map((e) => e.id),
    );
    expect(pagas.some((o) => o.emissao !== null && emissoesCanceladas.has(o.emissao))).toBe(false);
  });

  it('the cancellations refund their clients: one refund to pay, one paid, and a supplier refund receivable', async () => {
    const reembolsos = ordens.filter((o) => o.tipo === 'reembolso_cliente');
    expect(reembolsos.some((o) => o.status === 'aberto')).toBe(true);
    expect(reembolsos.some((o) => o.status === 'pago')).toBe(true);
    for (const o of reembolsos) {
      expect(o.rac).not.toBeNull();
      expect(o.emissao).toBeNull();
      expect(o.cliente ?? o.cliente_empresa).not.toBeNull();
      expect(o.vencimento).not.toBeNull();
    }
    const recebiveis = await t.db.select().from(recebiveis_fornecedor);
    expect(recebiveis.some((r) => r.status === 'aberto' && dec(r.valor).gt(0))).toBe(true);
    // finance can change the refunds of a RAC still open that refunds both ways
    const abertas = (await t.db.select().from(racs)).filter((r) => r.status !== 'finalizada');
    expect(
      abertas.some((r) => dec(r.estorno_cliente_valor).gt(0) && dec(r.estorno_fornecedor_valor).gt(0)),
    ).toBe(true);
    const lista = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/ordens-pagamento/?status=aberto&tipo=reembolso_cliente',
    });
    expect(ZOrdensPagamentoPage.parse(lista.json()).ordemPagamento.length).toBeGreaterThan(0);
  });

  it('costs bought in dollars and euros are owed in reais; paid ones show the rate paid, a gain and a loss', async () => {
    const estrangeiras = ordens.filter((o) => o.moeda !== 'BRL');
    expect(new Set(estrangeiras.map((o) => o.moeda))).toEqual(new Set(['USD', 'EUR']));
    for (const o of estrangeiras) {
      expect(valorEmReais(o.valor_moeda, o.cambio).toFixed(2), `ordem ${o.id}`).toBe(o.valor);
      expect(dec(o.valor).greaterThan(dec(o.valor_moeda)), `ordem ${o.id}`).toBe(true);
    }
    const comCambioPago = estrangeiras.filter((o) => o.valor_pago !== null);
    expect(comCambioPago.some((o) => dec(o.diferenca_cambial).greaterThan(0))).toBe(true);
    expect(comCambioPago.some((o) => dec(o.diferenca_cambial).lessThan(0))).toBe(true);
    for (const o of comCambioPago) {
      expect(o.status).toBe('pago');
      expect(dec(o.diferenca_cambial).equals(dec(o.valor_pago).minus(dec(o.valor)))).toBe(true);
    }
    expect(ordens.filter((o) => o.moeda === 'BRL').every((o) => dec(o.diferenca_cambial).isZero())).toBe(
      true,
    );
  });

  it('both lists show them to finance', async () => {
    for (const status of ['aberto', 'pago'] as const) {
      const response = await t.injectAs('financeiro', {
        method: 'GET',
        url: `/api/ordens-pagamento/?status=${status}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const pagina = ZOrdensPagamentoPage.parse(response.json());
      expect(pagina.ordemPagamento.length).toBeGreaterThan(0);
      expect(pagina.ordemPagamento.every((g) => g.OPs.every((o) => o.status === status))).toBe(true);
    }
  });

  it('seeding again changes nothing', async () => {
    const [antes] = await t.db.select({ n: count() }).from(logs);
    await t.db.transaction((tx) => seedOrdensPagamentoDemo(tx, { agora }));
    expect(await t.db.select().from(ordens_pagamento).orderBy(ordens_pagamento.id)).toEqual(ordens);
    const [depois] = await t.db.select({ n: count() }).from(logs);
    expect(depois?.n).toBe(antes?.n);
  });
});
