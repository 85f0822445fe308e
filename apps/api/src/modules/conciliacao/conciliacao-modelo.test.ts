import type { Divergencia } from '@skyler/domain/conciliacao';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { ZContasProprias } from '@skyler/domain/milhas-proprias';
import { type Dec, dec, moneyString, sum } from '@skyler/domain/precos/dinheiro';
import { ZResultadoVenda } from '@skyler/domain/precos/resultado';
import { ZRac } from '@skyler/domain/racs';
import { ZTaxasMeioPagamentoResposta } from '@skyler/domain/taxas-meio-pagamento';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cotacoes,
  emissoes,
  fidelidades,
  ordens_pagamento,
  pagamentos,
  programas,
  provedores,
  servicos,
} from '../../db/schema/index.ts';
import { eventoPagarme, LINK_PAGARME } from '../../integrations/pagarme.fixtures.ts';
import { assinarWebhook } from '../../integrations/pagarme.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type FakeServer, sendJson, startFakeServer } from '../../test/fake-server.ts';
import { carregarIds, corpoCarro, corpoHotel, corpoOutro, type Ids } from '../../test/fixtures.ts';
import { contatosDemo } from '../../test/servicos-fixtures.ts';
import { faturar, servicoFaturado } from '../emissoes/fluxo-fixtures.ts';
import {
  CHAVE_TESTE,
  comuns,
  creditarContasProprias,
  servicoEmValidacao,
} from '../milhas-validadas/test-fixtures.ts';
import {
  conciliacao,
  concluirEmissaoOutro,
  concluirPagamento,
  corpoDoPagamento,
  pagamentosDaVenda,
} from './test-fixtures.ts';

/**
 * A model-based test of the money path (decision 0038): random sequences of operations through the API,
 * some sent twice at once, with the reconciliation asked after every step; it must answer no divergence.
 * `FUZZ_RUNS` sets the number of sequences (2 in `npm test`, more in `npm run fuzz`).
 *
 * Among the operations: two `pagamento_total/` at once on one sale (one set is scheduled, the other is told
 * nothing is open), a consultant's extra payment of a whole service (refused above the service's value), and
 * finance reopening a concluded payment (a `PUT` back to nao_efetuado is refused; "Reabrir pagamento" with a
 * reason is the way); hotels, cars and other services quoted in reais, dollars, euros or a third currency,
 * their orders owed in reais and paid at another rate (decision 0064); payments concluded with the fee table's
 * fee or paid through the gateway's link with the fee its receivables tell (decision 0067); order edits in reais, +x, +x, −2x back to the cent (decisions 0037, 0053); refund RACs
 * opened, edited and concluded, capped per issuance (decision 0065); a miles ticket from the agency's own
 * account (decision 0068). After every step each sale's result (`GET /api/vendas/{id}/resultado/`) must hold
 * its formula and the fees, refunds and exchange difference the model expects.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
/** `FUZZ_SEED` and `FUZZ_PATH` replay a failure that fast-check printed. */
const REPLAY = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};

let t: TestApp;
let ids: Ids;
/**
 * The local Pagar.me: it creates payment links and answers a charge's receivables with the fee, in cents, the
 * model set for the next paid event (decision 0067).
 */
let gateway: FakeServer;
const PAGARME = { chave: 'sk_test_modelo', segredo: 'segredo-do-modelo' };
let linkSeq = 0;
let eventoSeq = 0;
let taxaDoGateway = 0;
/** the agency's own LATAM Pass account, and a miles broker (for the wallet ticket) */
let contaLatam: number;
let provedorMilhas: number;
/** the ids of /api/moedas/ by sigla */
const moedas = new Map<string, number>();
/** the miles of the flight fixture's miles ticket */
const MILHAS_DO_BILHETE = 60_000;
/** two demo contacts: a hotel room of two adults takes both, the other services the first */
let passageiros: number[];

beforeAll(async () => {
  gateway = await startFakeServer((request, response) => {
    if (request.method === 'POST' && request.url === '/core/v5/paymentlinks') {
      linkSeq += 1;
      return sendJson(response, 200, {
        ...LINK_PAGARME,
        id: `${LINK_PAGARME.id}m${linkSeq}`,
        url: `${LINK_PAGARME.url}m${linkSeq}`,
      });
    }
    if (request.method === 'GET' && request.url?.startsWith('/core/v5/payables?charge_id=')) {
      const recebivel = { id: 1, charge_id: 'ch_9yKq', installment: 1, amount: 0, fee: taxaDoGateway };
      return sendJson(response, 200, { data: [recebivel], paging: {} });
    }
    return sendJson(response, 404, {});
  });
  t = await createTestApp({
    referencia: true,
    env: {
      MILHAS_SECRET_KEY: CHAVE_TESTE,
      PAGARME_URL: `${gateway.url}/core/v5/`,
      PAGARME_API_KEY: PAGARME.chave,
      PAGARME_WEBHOOK_SECRET: PAGARME.segredo,
    },
  });
  ids = await carregarIds(t.db);
  passageiros = await contatosDemo(t, 2);
  const lista = await t.injectAs('financeiro', { method: 'GET', url: '/api/moedas/' });
  expect(lista.statusCode, lista.body).toBe(200);
  for (const moeda of lista.json() as { id: number; sigla: string }[]) moedas.set(moeda.sigla, moeda.id);
  for (const sigla of MOEDAS) expect(moedas.has(sigla), sigla).toBe(true);
  const propria = async (programa: string) => {
    const [row] = await t.db
      .select({ id: fidelidades.id })
      .from(fidelidades)
      .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
      .where(
        and(eq(programas.nome, programa), eq(fidelidades.conta_propria, true), eq(fidelidades.ativo, true)),
      )
      .orderBy(asc(fidelidades.id));
    if (!row) throw new Error(`no own ${programa} account`);
    return row.id;
  };
  contaLatam = await propria('LATAM Pass');
  const [terceiro] = await t.db
    .select({ id: provedores.id })
    .from(provedores)
    .where(eq(provedores.tipo_servico, 'milhas'))
    .orderBy(asc(provedores.id));
  provedorMilhas = terceiro?.id ?? 0;
  await creditarContasProprias(t);
  // the fee table's row for Pix, which pre-fills the fee of a payment concluded without one
  const tabela = await t.injectAs('admin', { method: 'GET', url: '/api/taxas-meio-pagamento/' });
  expect(tabela.statusCode, tabela.body).toBe(200);
  const pix = ZTaxasMeioPagamentoResposta.parse(tabela.json()).taxas.find(
    (x) => x.meio_pagamento === 'pix' && x.num_parcelas === 1,
  );
  const salva = await t.injectAs('admin', {
    method: 'PUT',
    url: '/api/taxas-meio-pagamento/',
    payload: { meio_pagamento: 'pix', num_parcelas: 1, ...TAXA_PIX, versao: pix?.versao },
  });
  expect(salva.statusCode, salva.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
  await gateway.close();
});

/** The fee the model sets for Pix in the fee table: 1.19 % + R$ 0.35 (decision 0067). */
const TAXA_PIX = { percentual: '1.19', fixo: '0.35' };

/** A sale of the model, with its one service and what the model expects of its result. */
type VendaDoModelo = {
  venda: number;
  servico: number;
  /** the refund RACs the model opened: what each refunds the client and what the supplier refunds back */
  racs: { id: number; emissao: number; cliente: Dec; fornecedor: Dec }[];
  /** a flight sale whose miles ticket came from the agency's own account */
  milhas?: boolean;
  /** the exchange difference of each foreign-currency order the model paid at another rate (+ loss, − gain) */
  diferencas: Dec[];
};

/** What the sale's refunds cost the agency as the model booked them: client refunds less supplier refunds. */
const estornosDoModelo = (v: VendaDoModelo) => sum(v.racs.map((r) => r.cliente.minus(r.fornecedor)));
/**
 * What the model knows: the sales it made, and the fee it expects on each payment it saw concluded (the
 * typed one, or the fee table's for a payment concluded without one).
 */
type Modelo = { vendas: VendaDoModelo[]; taxas: Map<number, string> };
type Real = { t: TestApp };
type Comando = fc.AsyncCommand<Modelo, Real>;

/** The divergences the reconciliation answers now, for the sales the model made. */
async function divergenciasDoModelo(m: Modelo): Promise<Divergencia[]> {
  const vendas = new Set(m.vendas.map((v) => v.venda));
  return (await conciliacao(t)).divergencias.filter((d) => vendas.has(d.venda));
}

const DUAS_CASAS = /^-?\d+\.\d{2}$/;

/**
 * The sale's result (`GET /api/vendas/{id}/resultado/`) against the domain's formula and the model: every
 * figure a two-decimal string, margem_bruta = receita − custo, margem_liquida = margem_bruta − taxas −
 * comissoes − estornos − diferenca_cambial, the fees those of the concluded payments as the model expects
 * them, the refunds those the model's RACs booked.
 */
async function conferirResultado(m: Modelo, alvo: VendaDoModelo, passo: string) {
  const r = await t.injectAs('financeiro', { method: 'GET', url: `/api/vendas/${alvo.venda}/resultado/` });
  expect(r.statusCode, r.body).toBe(200);
  const resultado = ZResultadoVenda.parse(r.json());
  const contexto = `${passo}, venda ${alvo.venda}: ${r.body}`;
  for (const campo of [
    'receita',
    'custo',
    'taxas_meio_pagamento',
    'comissoes',
    'estornos',
    'diferenca_cambial',
    'margem_bruta',
    'margem_liquida',
  ] as const)
    expect(resultado[campo], `${campo} em ${contexto}`).toMatch(DUAS_CASAS);
  const v = (campo: keyof typeof resultado) => dec(resultado[campo] as string);
  expect(moneyString(v('receita').minus(v('custo'))), contexto).toBe(resultado.margem_bruta);
  expect(
    moneyString(
      v('margem_bruta')
        .minus(v('taxas_meio_pagamento'))
        .minus(v('comissoes'))
        .minus(v('estornos'))
        .minus(v('diferenca_cambial')),
    ),
    contexto,
  ).toBe(resultado.margem_liquida);
  const concluidos = (await pagamentosDaVenda(t, alvo.venda)).filter((p) => p.status === 'concluido');
  const taxas = sum(
    concluidos.map((p) => {
      const esperada = m.taxas.get(p.id);
      if (esperada === undefined) throw new Error(`${contexto}: pagamento ${p.id} concluído fora do modelo`);
      return esperada;
    }),
  );
  expect(resultado.taxas_meio_pagamento, contexto).toBe(moneyString(taxas));
  expect(resultado.estornos, contexto).toBe(moneyString(estornosDoModelo(alvo)));
  expect(resultado.diferenca_cambial, contexto).toBe(moneyString(sum(alvo.diferencas)));
}

async function conferir(m: Modelo, passo: string) {
  const divergencias = await divergenciasDoModelo(m);
  if (divergencias.length > 0)
    throw new Error(`Divergência depois de ${passo}: ${JSON.stringify(divergencias)}`);
  for (const alvo of m.vendas) await conferirResultado(m, alvo, passo);
}

const escolher = (m: Modelo, i: number) => m.vendas[i % m.vendas.length];
const statusDe = async (servico: number) =>
  (await t.db.select({ status: servicos.status }).from(servicos).where(eq(servicos.id, servico)))[0]?.status;
const ok = (status: number) => status < 500;

/** The fee of a Pix payment of `valor` by the model's table: percent of the value plus the fixed amount, half-up. */
const taxaPix = (valor: string) =>
  dec(valor).times(TAXA_PIX.percentual).dividedBy(100).plus(TAXA_PIX.fixo).toDecimalPlaces(2).toFixed(2);

type Kind = 'hotel' | 'carro' | 'outro';
/** The currencies a service's costs are quoted in: reais, dollars, euros and a third one (decision 0064). */
const MOEDAS = ['BRL', 'USD', 'EUR', 'GBP', 'JPY', 'ARS'] as const;
type Sigla = (typeof MOEDAS)[number];
/**
 * The fixture's quote of the kind given, its costs in the currency given; a hotel or car keeps its two or
 * three cost fields, each an order of its own rounded to the cent, that add up to the quote's cost.
 */
function corpoNaMoeda(kind: Kind, sigla: Sigla) {
  const moeda = moedas.get(sigla);
  if (kind === 'hotel') return corpoHotel(ids, { diarias: 4, moeda });
  if (kind === 'carro') return corpoCarro(ids, { moeda });
  return corpoOutro(ids, { moeda });
}

/**
 * A new sale of one service of the kind given, invoiced; `emitida`: then taken through its payment (concluded
 * with the fee table's fee), release and issuance, each step a command of its own checked as it runs.
 */
class NovaVenda implements Comando {
  constructor(
    readonly kind: Kind = 'outro',
    readonly emitida = false,
    readonly moeda: Sigla = 'BRL',
  ) {}
  check = (m: Readonly<Modelo>) => m.vendas.length < 4;
  async run(m: Modelo) {
    const { venda, servico } = await servicoFaturado(t, ids, {
      kind: this.kind,
      passageiros: this.kind === 'hotel' ? passageiros : passageiros.slice(0, 1),
      corpo: corpoNaMoeda(this.kind, this.moeda),
    });
    m.vendas.push({ venda, servico, racs: [], diferencas: [] });
    await conferir(m, this.toString());
    if (this.emitida) {
      const i = m.vendas.length - 1;
      for (const passo of [new ConcluirPagamento(i, false, true), new Liberar(i), new Emitir(i)])
        await passo.run(m);
    }
  }
  toString = () => `NovaVenda(${this.kind}, ${this.moeda}${this.emitida ? ', emitida' : ''})`;
}

/** The balance of the agency's own LATAM Pass account, as the miles manager reads it. */
async function saldoPropria() {
  const r = await t.injectAs('milhas', { method: 'GET', url: '/api/milhas-proprias/contas/' });
  expect(r.statusCode, r.body).toBe(200);
  const conta = ZContasProprias.parse(r.json()).contas.find((c) => c.id === contaLatam);
  if (!conta) throw new Error('own LATAM Pass account not listed');
  return conta.saldo;
}

/**
 * A flight sale (a paid, a miles and a wallet ticket) whose miles ticket the miles manager validates with the
 * agency's own LATAM Pass account (decision 0068): the account's balance goes down by exactly the miles used,
 * and no order is owed for the miles; then its issuances go through `Emitir`.
 */
class NovaVendaMilhasProprias implements Comando {
  check = (m: Readonly<Modelo>) => m.vendas.length < 4 && !m.vendas.some((v) => v.milhas);
  async run(m: Modelo) {
    const alvo = await servicoEmValidacao(t, ids, passageiros);
    const venda = alvo.servico.venda.id;
    // the fixture concludes the sale's payments straight in the table, keeping their fee
    for (const p of await pagamentosDaVenda(t, venda))
      if (p.status === 'concluido') m.taxas.set(p.id, moneyString(p.taxa_meio_pagamento));
    m.vendas.push({ venda, servico: alvo.servico.id, racs: [], milhas: true, diferencas: [] });
    const antes = await saldoPropria();
    const r = await t.injectAs('milhas', {
      method: 'POST',
      url: '/api/milhas-validadas/validate/',
      payload: {
        cotacao: alvo.servico.cotacao.id,
        milhas_validadas: [
          {
            ...comuns(alvo),
            subcotacao: alvo.milha,
            tipo: 'milha',
            conta_fidelidade: contaLatam,
            valor: MILHAS_DO_BILHETE,
            valor_compra: '21.50',
          },
          {
            ...comuns(alvo),
            subcotacao: alvo.wallet,
            tipo: 'wallet',
            provedor_milhas: provedorMilhas,
            programa_fidelidade: ids.latam,
            login: 'wallet@email-demo.com.br',
            senha: 'Segredo#123',
            cpf: '529.982.247-25',
            desagio_compra: '10',
          },
        ],
        seguiu_manual_boas_praticas_milhas: true,
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(await saldoPropria()).toBe(antes - MILHAS_DO_BILHETE);
    await conferir(m, this.toString());
  }
  toString = () => 'NovaVendaMilhasProprias';
}

/**
 * Finance concludes a payment of the sale still open; `juntos`: two sessions send it at once; `pelaTabela`:
 * with no fee typed, so the fee table's pre-fills it.
 */
class ConcluirPagamento implements Comando {
  constructor(
    readonly i: number,
    readonly juntos: boolean,
    readonly pelaTabela = false,
  ) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const aberto = (await pagamentosDaVenda(t, alvo.venda)).find((p) => p.status !== 'concluido');
    if (aberto) {
      const { taxa_meio_pagamento, ...semTaxa } = corpoDoPagamento(aberto, 'concluido');
      const respostas = await Promise.all(
        (this.juntos ? [0, 1] : [0]).map(() =>
          this.pelaTabela
            ? t.injectAs('financeiro', {
                method: 'PUT',
                url: `/api/pagamentos/${aberto.id}/`,
                payload: semTaxa,
              })
            : concluirPagamento(t, aberto),
        ),
      );
      for (const r of respostas) expect(ok(r.statusCode), r.body).toBe(true);
      expect(
        respostas.some((r) => r.statusCode === 200),
        respostas.map((r) => `${r.statusCode} ${r.body}`).join(' | '),
      ).toBe(true);
      m.taxas.set(
        aberto.id,
        this.pelaTabela && aberto.meio_pagamento === 'pix'
          ? taxaPix(aberto.valor_pagamento.valor)
          : moneyString(taxa_meio_pagamento),
      );
    }
    await conferir(m, this.toString());
  }
  toString = () =>
    `ConcluirPagamento(${this.i}${this.juntos ? ', juntos' : ''}${this.pelaTabela ? ', pela tabela' : ''})`;
}

/**
 * The client pays an open payment by card through its Pagar.me link: finance turns it to card when it was
 * another method, the consultant creates the link, and the gateway's signed paid event concludes it with the
 * fee the charge's receivables tell (`taxaCentavos`), not a typed one (decision 0067).
 */
class PagoPeloGateway implements Comando {
  constructor(
    readonly i: number,
    readonly taxaCentavos: number,
  ) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const aberto = (await pagamentosDaVenda(t, alvo.venda)).find((p) => p.status !== 'concluido');
    if (aberto) {
      if (aberto.meio_pagamento !== 'pagarme') {
        const cartao = await t.injectAs('financeiro', {
          method: 'PUT',
          url: `/api/pagamentos/${aberto.id}/`,
          payload: { ...corpoDoPagamento(aberto, 'nao_efetuado'), meio_pagamento: 'pagarme' },
        });
        expect(cartao.statusCode, cartao.body).toBe(200);
      }
      const link = await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/pagamentos/${aberto.id}/pagarme_link/`,
        payload: {},
      });
      expect(link.statusCode, link.body).toBe(200);
      const [linha] = await t.db
        .select({ pagarmeId: pagamentos.pagarme_id, centavos: pagamentos.pagarme_centavos })
        .from(pagamentos)
        .where(eq(pagamentos.id, aberto.id));
      taxaDoGateway = this.taxaCentavos;
      eventoSeq += 1;
      const corpo = JSON.stringify(
        eventoPagarme({
          id: `hook_modelo_${eventoSeq}`,
          type: 'order.paid',
          pagarmeId: linha?.pagarmeId ?? '',
          amount: linha?.centavos ?? 0,
        }),
      );
      const pago = await t.app.inject({
        method: 'POST',
        url: '/api/pagarme/webhook/',
        payload: corpo,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature': assinarWebhook(corpo, PAGARME.segredo),
        },
      });
      expect(pago.statusCode, pago.body).toBe(200);
      expect(pago.json(), pago.body).toMatchObject({ pagamento: aberto.id, concluido: true });
      m.taxas.set(aberto.id, moneyString(dec(this.taxaCentavos).div(100)));
    }
    await conferir(m, this.toString());
  }
  toString = () => `PagoPeloGateway(${this.i}, ${this.taxaCentavos} centavos)`;
}

/** Finance reopens a concluded payment (the PUT back to nao_efetuado, or a refusal). */
class ReabrirPagamento implements Comando {
  constructor(readonly i: number) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const concluido = (await pagamentosDaVenda(t, alvo.venda)).find((p) => p.status === 'concluido');
    if (concluido) {
      const reescrita = await t.injectAs('financeiro', {
        method: 'PUT',
        url: `/api/pagamentos/${concluido.id}/`,
        payload: corpoDoPagamento(concluido, 'nao_efetuado'),
      });
      expect(reescrita.statusCode, reescrita.body).toBe(409);
      const r = await t.injectAs('financeiro', {
        method: 'POST',
        url: `/api/pagamentos/${concluido.id}/reabrir/`,
        payload: { motivo: 'Estorno pedido pelo banco do cliente' },
      });
      expect(ok(r.statusCode), r.body).toBe(true);
      if (r.statusCode === 200) m.taxas.delete(concluido.id);
    }
    await conferir(m, this.toString());
  }
  toString = () => `ReabrirPagamento(${this.i})`;
}

/** Finance releases the service to issuance (faturar); refused when it may not be. */
class Liberar implements Comando {
  constructor(readonly i: number) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    if ((await statusDe(alvo.servico)) === 'pagamento_validacao') {
      // the fixture concludes the service's payments straight in the table, keeping their fee
      for (const p of await pagamentosDaVenda(t, alvo.venda))
        if (p.status !== 'concluido') m.taxas.set(p.id, moneyString(p.taxa_meio_pagamento));
      expect(await faturar(t, alvo.servico)).toBe('emissao');
    }
    await conferir(m, this.toString());
  }
  toString = () => `Liberar(${this.i})`;
}

/**
 * The issuer concludes one of the service's issuances with its payment lines (an order for what the agency
 * pays, none for miles from the agency's own account).
 */
class Emitir implements Comando {
  constructor(readonly i: number) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const [emissao] = await t.db
      .select({ id: emissoes.id })
      .from(emissoes)
      .where(and(eq(emissoes.servico, alvo.servico), eq(emissoes.status, 'fila_de_emissao')));
    if (emissao) await concluirEmissaoOutro(t, emissao.id);
    if (alvo.milhas) {
      // the miles came from the agency's own account: no broker is owed for them
      const milheiro = await t.db
        .select({ id: ordens_pagamento.id })
        .from(ordens_pagamento)
        .where(and(eq(ordens_pagamento.venda, alvo.venda), eq(ordens_pagamento.campo_formador, 'milheiro')));
      expect(milheiro).toEqual([]);
    }
    await conferir(m, this.toString());
  }
  toString = () => `Emitir(${this.i})`;
}

/**
 * Finance pays the sale's open payment orders (refunds to clients among them); a foreign-currency order paid at
 * `pctCambio` % off its booked factor records that rate paid, and the model expects its exchange difference:
 * the foreign amount × the rate paid, to the cent, less the reais booked (decision 0064).
 */
class PagarOrdem implements Comando {
  constructor(
    readonly i: number,
    readonly pctCambio = 0,
  ) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const ordens = await t.db
      .select({
        id: ordens_pagamento.id,
        moeda: ordens_pagamento.moeda,
        valor: ordens_pagamento.valor,
        valor_moeda: ordens_pagamento.valor_moeda,
        cambio: ordens_pagamento.cambio,
      })
      .from(ordens_pagamento)
      .where(and(eq(ordens_pagamento.venda, alvo.venda), eq(ordens_pagamento.status, 'aberto')));
    for (const ordem of ordens) {
      const estrangeira = ordem.moeda !== 'BRL' && this.pctCambio !== 0;
      const cambioPago = dec(ordem.cambio)
        .times(100 + this.pctCambio)
        .dividedBy(100)
        .toDecimalPlaces(6);
      const r = await t.injectAs('financeiro', {
        method: 'POST',
        url: `/api/ordens-pagamento/${ordem.id}/status/`,
        payload: {
          status: 'pago',
          id_fatura: `NF-${ordem.id}`,
          data_pagamento: hojeNaAgencia(),
          ...(estrangeira ? { cambio_pago: cambioPago.toFixed() } : {}),
        },
      });
      expect(r.statusCode, r.body).toBe(200);
      if (estrangeira) {
        const diferenca = dec(ordem.valor_moeda).times(cambioPago).toDecimalPlaces(2).minus(dec(ordem.valor));
        expect((r.json() as { diferenca_cambial: string }).diferenca_cambial, r.body).toBe(
          moneyString(diferenca),
        );
        alvo.diferencas.push(diferenca);
      }
    }
    await conferir(m, this.toString());
  }
  toString = () => `PagarOrdem(${this.i}${this.pctCambio ? `, câmbio pago ${this.pctCambio}%` : ''})`;
}

/** An order's amount and version, its issuance's commission base and its quote's real cost. */
async function estadoDaOrdem(ordem: number, servico: number) {
  const [o] = await t.db
    .select({
      valor: ordens_pagamento.valor,
      versao: ordens_pagamento.versao,
      emissao: ordens_pagamento.emissao,
    })
    .from(ordens_pagamento)
    .where(eq(ordens_pagamento.id, ordem));
  const [e] = await t.db
    .select({ valor_base: emissoes.valor_base })
    .from(emissoes)
    .where(eq(emissoes.id, o?.emissao ?? 0));
  const [c] = await t.db
    .select({ custo: cotacoes.custo_agencia })
    .from(servicos)
    .innerJoin(cotacoes, eq(cotacoes.id, servicos.cotacao))
    .where(eq(servicos.id, servico));
  if (!o || !e || !c) throw new Error(`ordem ${ordem} sem emissão ou cotação`);
  return { valor: o.valor, versao: o.versao, valor_base: e.valor_base, custo: c.custo };
}

/**
 * Finance edits an open supplier order of the sale in reais: +x, +x, then −2x (each step reconciled), a
 * write with the version read before the first edit refused with 409; at the end the order, the quote's real
 * cost and the issuance's commission base are back where they started, to the cent (decisions 0037, 0053).
 */
class EditarOrdem implements Comando {
  constructor(
    readonly i: number,
    readonly centavos: number,
  ) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const [ordem] = await t.db
      .select({ id: ordens_pagamento.id })
      .from(ordens_pagamento)
      .where(
        and(
          eq(ordens_pagamento.venda, alvo.venda),
          eq(ordens_pagamento.status, 'aberto'),
          eq(ordens_pagamento.tipo, 'fornecedor'),
        ),
      )
      .orderBy(ordens_pagamento.id)
      .limit(1);
    if (ordem) {
      const antes = await estadoDaOrdem(ordem.id, alvo.servico);
      const x = dec(this.centavos).dividedBy(100);
      const passos: [string, Dec][] = [
        ['+x', x],
        ['+x', x],
        ['−2x', x.times(-2)],
      ];
      for (const [nome, delta] of passos) {
        const atual = await estadoDaOrdem(ordem.id, alvo.servico);
        const r = await t.injectAs('financeiro', {
          method: 'PUT',
          url: `/api/ordens-pagamento/${ordem.id}/`,
          payload: { valor: moneyString(dec(atual.valor).plus(delta)), versao: atual.versao },
        });
        expect(r.statusCode, r.body).toBe(200);
        if (nome === '+x' && atual.versao === antes.versao) {
          const velha = await t.injectAs('financeiro', {
            method: 'PUT',
            url: `/api/ordens-pagamento/${ordem.id}/`,
            payload: { valor: moneyString(dec(antes.valor).plus(1)), versao: antes.versao },
          });
          expect(velha.statusCode, velha.body).toBe(409);
        }
        const depois = await estadoDaOrdem(ordem.id, alvo.servico);
        expect(depois.valor).toBe(moneyString(dec(atual.valor).plus(delta)));
        expect(depois.custo).toBe(moneyString(dec(atual.custo).plus(delta)));
        await conferir(m, `${this.toString()} ${nome}`);
      }
      const fim = await estadoDaOrdem(ordem.id, alvo.servico);
      expect({ valor: fim.valor, custo: fim.custo, valor_base: fim.valor_base }).toEqual({
        valor: antes.valor,
        custo: antes.custo,
        valor_base: antes.valor_base,
      });
    }
    await conferir(m, this.toString());
  }
  toString = () => `EditarOrdem(${this.i}, ${(this.centavos / 100).toFixed(2)})`;
}

/**
 * The client cancels after issuance: a cancellation RAC refunds `pctCliente` % of the service's value (the
 * supplier refunding `pctFornecedor` % of that), finance edits the client's refund to `pctEdicao` %, and the
 * RAC is concluded or left open. Above what the issuance's RACs may still refund, the RAC or the edit is
 * refused (400, nothing booked); the refund order is paid by `PagarOrdem`.
 */
class RacReembolso implements Comando {
  constructor(
    readonly i: number,
    readonly pctCliente: number,
    readonly pctEdicao: number,
    readonly pctFornecedor: number,
    readonly concluir: boolean,
  ) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const [emissao] = await t.db
      .select({ id: emissoes.id })
      .from(emissoes)
      .where(and(eq(emissoes.servico, alvo.servico), eq(emissoes.status, 'finalizada')));
    if (emissao) {
      const racs = alvo.racs.filter((r) => r.emissao === emissao.id);
      const [servico] = await t.db
        .select({ valor: servicos.valor_total })
        .from(servicos)
        .where(eq(servicos.id, alvo.servico));
      const valor = dec(servico?.valor);
      const parte = (pct: number, de: Dec = valor) => de.times(pct).dividedBy(100).toDecimalPlaces(2);
      const teto = (outras: typeof racs) => valor.minus(sum(outras.map((r) => r.cliente)));
      const cliente = parte(this.pctCliente);
      const fornecedor = parte(this.pctFornecedor, cliente);
      const hoje = hojeNaAgencia();
      const criada = await t.injectAs('consultor', {
        method: 'POST',
        url: '/api/racs/',
        payload: {
          racs: {
            tipo: 'cancelamento',
            venda: alvo.venda,
            emissao: emissao.id,
            estorno_cliente_valor: moneyString(cliente),
            estorno_cliente_data_previsto: hoje,
            estorno_cliente_tipo: 'pix',
            estorno_fornecedor_valor: moneyString(fornecedor),
            estorno_fornecedor: ids.fornecedorHotel,
            estorno_skyler_data_previsto: hoje,
          },
          pagamentos: [],
        },
      });
      if (cliente.gt(teto(racs))) {
        expect(criada.statusCode, criada.body).toBe(400);
        expect(Object.keys(criada.json().errors ?? {}), criada.body).toContain('racs.estorno_cliente_valor');
      } else {
        expect(criada.statusCode, criada.body).toBe(201);
        const rac = ZRac.parse(criada.json());
        const daRac = { id: rac.id, emissao: emissao.id, cliente, fornecedor };
        alvo.racs.push(daRac);
        await conferir(m, `${this.toString()} aberta`);
        const editado = parte(this.pctEdicao);
        const edicao = await t.injectAs('financeiro', {
          method: 'PUT',
          url: `/api/racs/${rac.id}/reembolsos/`,
          payload: {
            estorno_cliente_valor: moneyString(editado),
            estorno_cliente_data_previsto: hoje,
            estorno_fornecedor_valor: moneyString(fornecedor),
            estorno_fornecedor: ids.fornecedorHotel,
            estorno_skyler_data_previsto: hoje,
            versao: rac.versao,
          },
        });
        if (editado.gt(teto(racs.filter((r) => r !== daRac)))) {
          expect(edicao.statusCode, edicao.body).toBe(400);
        } else {
          expect(edicao.statusCode, edicao.body).toBe(200);
          daRac.cliente = editado;
        }
        await conferir(m, `${this.toString()} editada`);
        if (this.concluir) {
          for (const status of ['em_processo', 'finalizada']) {
            const r = await t.injectAs('financeiro', {
              method: 'POST',
              url: `/api/racs/${rac.id}/status/`,
              payload: { status },
            });
            expect(r.statusCode, r.body).toBe(200);
          }
        }
      }
    }
    await conferir(m, this.toString());
  }
  toString = () =>
    `RacReembolso(${this.i}, ${this.pctCliente}%, ${this.pctEdicao}%, fornecedor ${this.pctFornecedor}%${this.concluir ? ', concluída' : ''})`;
}

/** Finance cancels the service (allowed before issuance; refused after). */
class Cancelar implements Comando {
  constructor(readonly i: number) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const r = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/servicos/${alvo.servico}/cancel/`,
      payload: { motivo_cancelamento: 'Cliente desistiu da viagem' },
    });
    expect(ok(r.statusCode), r.body).toBe(true);
    await conferir(m, this.toString());
  }
  toString = () => `Cancelar(${this.i})`;
}

/** Two sessions ask at once for one payment of the sale's open amount . */
class PagamentoTotalJuntos implements Comando {
  constructor(readonly i: number) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const respostas = await Promise.all(
      [0, 1].map(() =>
        t.injectAs('financeiro', {
          method: 'POST',
          url: '/api/pagamentos/pagamento_total/',
          payload: { venda: alvo.venda, meio_pagamento: 'pix' },
        }),
      ),
    );
    for (const r of respostas) expect(ok(r.statusCode), r.body).toBe(true);
    await conferir(m, this.toString());
  }
  toString = () => `PagamentoTotalJuntos(${this.i})`;
}

/** The consultant adds a payment of the service's whole value . */
class PagamentoAvulso implements Comando {
  constructor(readonly i: number) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const [servico] = await t.db.select().from(servicos).where(eq(servicos.id, alvo.servico));
    const r = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: {
        venda: alvo.venda,
        valor_pagamento: { valor: servico?.valor_total ?? '1.00', moeda: 'BRL' },
        servicos: [{ servico: alvo.servico }],
        meio_pagamento: 'pix',
        data_vencimento: hojeNaAgencia(),
      },
    });
    expect(ok(r.statusCode), r.body).toBe(true);
    await conferir(m, this.toString());
  }
  toString = () => `PagamentoAvulso(${this.i})`;
}

/** Not an operation of the agency: a write straight to the database that breaks the books. */
class EscritaDireta implements Comando {
  constructor(readonly i: number) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    await t.db
      .update(servicos)
      .set({ valor_total: sql`${servicos.valor_total} + 0.01` })
      .where(eq(servicos.id, alvo.servico));
    await conferir(m, this.toString());
  }
  toString = () => `EscritaDireta(${this.i})`;
}

function comandos({ quebrar = false }: { quebrar?: boolean } = {}) {
  const i = fc.nat({ max: 3 });
  const pct = fc.integer({ min: 1, max: 80 });
  return [
    fc
      .tuple(fc.constantFrom<Kind>('outro', 'hotel', 'carro'), fc.boolean(), fc.constantFrom(...MOEDAS))
      .map(([kind, emitida, moeda]) => new NovaVenda(kind, emitida, moeda)),
    fc.constant(new NovaVendaMilhasProprias()),
    fc
      .tuple(i, fc.boolean(), fc.boolean())
      .map(([n, juntos, pelaTabela]) => new ConcluirPagamento(n, juntos, pelaTabela)),
    fc.tuple(i, fc.integer({ min: 0, max: 99_999 })).map(([n, taxa]) => new PagoPeloGateway(n, taxa)),
    i.map((n) => new ReabrirPagamento(n)),
    i.map((n) => new Liberar(n)),
    i.map((n) => new Emitir(n)),
    fc.tuple(i, fc.integer({ min: -3, max: 3 })).map(([n, pct]) => new PagarOrdem(n, pct)),
    i.map((n) => new Cancelar(n)),
    i.map((n) => new PagamentoTotalJuntos(n)),
    i.map((n) => new PagamentoAvulso(n)),
    fc.tuple(i, fc.integer({ min: 1, max: 50_000 })).map(([n, centavos]) => new EditarOrdem(n, centavos)),
    fc
      .tuple(i, pct, pct, fc.integer({ min: 0, max: 100 }), fc.boolean())
      .map(
        ([n, cliente, edicao, fornecedor, concluir]) =>
          new RacReembolso(n, cliente, edicao, fornecedor, concluir),
      ),
    ...(quebrar ? [i.map((n) => new EscritaDireta(n))] : []),
  ];
}

async function rodar(cmds: Iterable<Comando>) {
  const m: Modelo = { vendas: [], taxas: new Map() };
  // every sequence starts with an issued sale, so the other operations have something to work on
  await new NovaVenda('outro', true).run(m);
  await fc.asyncModelRun(() => ({ model: m, real: { t } }), cmds);
}

describe('the books balance after any sequence of money operations', () => {
  it(
    'reconciles after every step',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(comandos(), { maxCommands: 10 }), (cmds) => rodar(cmds)),
        { numRuns: RUNS, endOnFailure: true, ...REPLAY },
      );
    },
    RUNS * 60_000,
  );

  it('finds a divergence written straight to the database', async () => {
    const resultado = await fc.check(
      fc.asyncProperty(fc.commands(comandos({ quebrar: true }), { maxCommands: 10 }), (cmds) => rodar(cmds)),
      { numRuns: 20, endOnFailure: true, seed: 27 },
    );
    expect(resultado.failed).toBe(true);
    expect(String(resultado.counterexample)).toContain('EscritaDireta');
    expect(resultado.errorInstance instanceof Error ? resultado.errorInstance.message : '').toContain(
      'servicos_programados',
    );
  }, 120_000);
});
