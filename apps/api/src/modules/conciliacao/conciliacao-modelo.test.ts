import type { Divergencia } from '@skyler/domain/conciliacao';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emissoes, ordens_pagamento, servicos } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { carregarIds, type Ids } from '../cotacoes/test-fixtures.ts';
import { faturar, servicoFaturado } from '../emissoes/fluxo-fixtures.ts';
import { contatosDemo } from '../servicos/test-fixtures.ts';
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
 * reason is the way).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
/** `FUZZ_SEED` and `FUZZ_PATH` replay a failure that fast-check printed. */
const REPLAY = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};

let t: TestApp;
let ids: Ids;
let passageiro: number;

beforeAll(async () => {
  t = await createTestApp({ referencia: true });
  ids = await carregarIds(t.db);
  [passageiro = 0] = await contatosDemo(t, 1);
}, 60_000);
afterAll(() => t.close());

/** What the model knows: the sales it made, each with its one service. */
type Modelo = { vendas: { venda: number; servico: number }[] };
type Real = { t: TestApp };
type Comando = fc.AsyncCommand<Modelo, Real>;

/** The divergences the reconciliation answers now, for the sales the model made. */
async function divergenciasDoModelo(m: Modelo): Promise<Divergencia[]> {
  const vendas = new Set(m.vendas.map((v) => v.venda));
  return (await conciliacao(t)).divergencias.filter((d) => vendas.has(d.venda));
}

async function conferir(m: Modelo, passo: string) {
  const divergencias = await divergenciasDoModelo(m);
  if (divergencias.length > 0)
    throw new Error(`Divergência depois de ${passo}: ${JSON.stringify(divergencias)}`);
}

const escolher = (m: Modelo, i: number) => m.vendas[i % m.vendas.length];
const statusDe = async (servico: number) =>
  (await t.db.select({ status: servicos.status }).from(servicos).where(eq(servicos.id, servico)))[0]?.status;
const ok = (status: number) => status < 500;

class NovaVenda implements Comando {
  check = (m: Readonly<Modelo>) => m.vendas.length < 4;
  async run(m: Modelo) {
    const { venda, servico } = await servicoFaturado(t, ids, { kind: 'outro', passageiros: [passageiro] });
    m.vendas.push({ venda, servico });
    await conferir(m, this.toString());
  }
  toString = () => 'NovaVenda';
}

/** Finance concludes a payment of the sale still open; `juntos`: two sessions send it at once. */
class ConcluirPagamento implements Comando {
  constructor(
    readonly i: number,
    readonly juntos: boolean,
  ) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const aberto = (await pagamentosDaVenda(t, alvo.venda)).find((p) => p.status !== 'concluido');
    if (aberto) {
      const respostas = await Promise.all(
        (this.juntos ? [0, 1] : [0]).map(() => concluirPagamento(t, aberto)),
      );
      for (const r of respostas) expect(ok(r.statusCode), r.body).toBe(true);
      expect(respostas.some((r) => r.statusCode === 200)).toBe(true);
    }
    await conferir(m, this.toString());
  }
  toString = () => `ConcluirPagamento(${this.i}${this.juntos ? ', juntos' : ''})`;
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
    if ((await statusDe(alvo.servico)) === 'pagamento_validacao')
      expect(await faturar(t, alvo.servico)).toBe('emissao');
    await conferir(m, this.toString());
  }
  toString = () => `Liberar(${this.i})`;
}

/** The issuer concludes the service's issuance with its payment lines (an order for what the agency pays). */
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
    await conferir(m, this.toString());
  }
  toString = () => `Emitir(${this.i})`;
}

/** Finance pays the sale's open payment orders. */
class PagarOrdem implements Comando {
  constructor(readonly i: number) {}
  check = (m: Readonly<Modelo>) => m.vendas.length > 0;
  async run(m: Modelo) {
    const alvo = escolher(m, this.i);
    if (!alvo) return;
    const ordens = await t.db
      .select({ id: ordens_pagamento.id })
      .from(ordens_pagamento)
      .where(and(eq(ordens_pagamento.venda, alvo.venda), eq(ordens_pagamento.status, 'aberto')));
    for (const ordem of ordens) {
      const r = await t.injectAs('financeiro', {
        method: 'POST',
        url: `/api/ordens-pagamento/${ordem.id}/status/`,
        payload: { status: 'pago', id_fatura: `NF-${ordem.id}`, data_pagamento: hojeNaAgencia() },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    await conferir(m, this.toString());
  }
  toString = () => `PagarOrdem(${this.i})`;
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
  return [
    fc.constant(new NovaVenda()),
    fc.tuple(i, fc.boolean()).map(([n, juntos]) => new ConcluirPagamento(n, juntos)),
    i.map((n) => new ReabrirPagamento(n)),
    i.map((n) => new Liberar(n)),
    i.map((n) => new Emitir(n)),
    i.map((n) => new PagarOrdem(n)),
    i.map((n) => new Cancelar(n)),
    i.map((n) => new PagamentoTotalJuntos(n)),
    i.map((n) => new PagamentoAvulso(n)),
    ...(quebrar ? [i.map((n) => new EscritaDireta(n))] : []),
  ];
}

async function rodar(cmds: Iterable<Comando>) {
  const m: Modelo = { vendas: [] };
  // every sequence starts with a sale, so the other operations have something to work on
  await new NovaVenda().run(m);
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
