import path from 'node:path';
import { statusPagamento, TIPOS_PAGAMENTO } from '@skyler/domain/pagamentos';
import { dec } from '@skyler/domain/precos/dinheiro';
import { SERVICO_PAGO, SERVICO_STATUS } from '@skyler/domain/servicos';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeNaAgencia } from '../../modules/pagamentos/status-sql.ts';
import { findBeneficiariosDoCliente, findServicosPage } from '../../modules/servicos/servicos.queries.ts';
import { FileStore } from '../../platform/files.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  beneficiarios,
  contatos,
  cotacoes,
  empresas,
  logs,
  milhas_validadas,
  pagamentos,
  pagamentos_servicos,
  servicos,
  subcotacoes,
  vendas,
} from '../schema/index.ts';
import { seedCobrancasDemo } from './cobrancas-demo.ts';
import { CONTATO_AGENCIA } from './contatos.ts';
import { PRINCIPAIS_DEMO } from './servicos-demo.ts';

let t: TestApp;
let files: FileStore;
let listaServicos: (typeof servicos.$inferSelect)[];
let listaPagamentos: (typeof pagamentos.$inferSelect)[];
let partes: (typeof pagamentos_servicos.$inferSelect)[];
const hoje = hojeNaAgencia();

beforeAll(async () => {
  // the demo's sales up to their invoiced services and payments, seeded once for the run (test/template.ts)
  t = await createTestApp({ template: 'demo-servicos' });
  files = new FileStore({ root: path.join(t.dataDir, 'files'), maxBytes: 10 * 1024 * 1024 });
  listaServicos = await t.db.select().from(servicos).orderBy(servicos.id);
  listaPagamentos = await t.db.select().from(pagamentos).orderBy(pagamentos.id);
  partes = await t.db.select().from(pagamentos_servicos);
});
afterAll(() => t.close());

describe('demo services and payments', () => {
  it('are a few dozen services in every status of the payment flow, on sales in proposta', async () => {
    expect(listaServicos.length).toBeGreaterThanOrEqual(24);
    const status = new Set(listaServicos.map((s) => s.status));
    for (const esperado of SERVICO_STATUS.values.filter((s) => s !== 'rac'))
      expect(status).toContain(esperado);
    expect(
      listaServicos
        .filter((s) => s.status === 'cancelado')
        .every((s) => (s.motivo_cancelamento ?? '').length >= 10),
    ).toBe(true);
    const [foraDeProposta] = await t.db
      .select({ n: count() })
      .from(servicos)
      .innerJoin(vendas, eq(vendas.id, servicos.venda))
      .where(sql`${vendas.status} <> 'proposta'`);
    expect(foraDeProposta?.n).toBe(0);
  });

  it('were invoiced through the invoicing service: one audit row per service, quotes in fatura, beneficiaries linked', async () => {
    const [faturados] = await t.db
      .select({ n: count() })
      .from(logs)
      .where(eq(logs.tipo, 'carrinho_faturado'));
    expect(faturados?.n).toBe(listaServicos.length);
    const [cotacoesFatura] = await t.db
      .select({ n: count() })
      .from(cotacoes)
      .where(eq(cotacoes.status, 'fatura'));
    expect(cotacoesFatura?.n).toBe(listaServicos.length);
    const comBeneficiario = new Set(
      (
        await t.db
          .select({ servico: beneficiarios.servico })
          .from(beneficiarios)
          .where(isNotNull(beneficiarios.servico))
      ).map((b) => b.servico),
    );
    expect(listaServicos.every((s) => comBeneficiario.has(s.id))).toBe(true);
  });

  it('use every payment type, a down payment with 10 instalments and joined payments', () => {
    expect(new Set(listaServicos.map((s) => s.metodo_pagamento))).toEqual(new Set(TIPOS_PAGAMENTO.values));
    expect(
      listaServicos.some((s) => s.metodo_pagamento === 'pagamentoParceladoEntrada' && s.num_parcelas === 10),
    ).toBe(true);
    const servicosPorPagamento = new Map<number, number>();
    for (const parte of partes)
      servicosPorPagamento.set(parte.pagamento, (servicosPorPagamento.get(parte.pagamento) ?? 0) + 1);
    expect([...servicosPorPagamento.values()].some((n) => n > 1)).toBe(true);
  });

  it('have payments overdue, due later and concluded, some with a receipt file, one with a card link', async () => {
    const status = listaPagamentos.map((p) => statusPagamento({ ...p, hoje }));
    expect(new Set(status)).toEqual(new Set(['nao_efetuado', 'atrasado', 'concluido']));
    expect(listaPagamentos.some((p) => p.status === 'nao_efetuado' && (p.data_vencimento ?? '') > hoje)).toBe(
      true,
    );
    const comComprovante = listaPagamentos.filter((p) => p.documento_comprovante);
    expect(comComprovante.length).toBeGreaterThan(0);
    for (const pagamento of comComprovante) {
      expect(pagamento.status).toBe('concluido');
      const aberto = await files.open(pagamento.documento_comprovante ?? '');
      aberto.stream.destroy();
      expect(aberto.size).toBeGreaterThan(100);
    }
    const comLink = listaPagamentos.filter((p) => p.pagarme_link);
    expect(comLink.length).toBe(1);
    expect(comLink[0]?.meio_pagamento).toBe('pagarme');
    expect(comLink[0]?.status).toBe('nao_efetuado');
  });

  it('add up: each payment is its split, and each service’s payments are its total (nothing left to receive of a cancelled one)', () => {
    const porPagamento = new Map<number, ReturnType<typeof dec>>();
    const porServico = new Map<number, ReturnType<typeof dec>>();
    for (const parte of partes) {
      porPagamento.set(parte.pagamento, (porPagamento.get(parte.pagamento) ?? dec(0)).plus(parte.valor));
      porServico.set(parte.servico, (porServico.get(parte.servico) ?? dec(0)).plus(parte.valor));
    }
    for (const pagamento of listaPagamentos)
      expect(porPagamento.get(pagamento.id)?.toFixed(2)).toBe(dec(pagamento.valor).toFixed(2));
    // a cancelled service keeps only what was already paid (decision 0025)
    for (const servico of listaServicos.filter((s) => s.status !== 'cancelado'))
      expect(porServico.get(servico.id)?.toFixed(2)).toBe(dec(servico.valor_total).toFixed(2));
    const abertos = new Set(listaPagamentos.filter((p) => p.status !== 'concluido').map((p) => p.id));
    const cancelados = new Set(listaServicos.filter((s) => s.status === 'cancelado').map((s) => s.id));
    expect(partes.filter((p) => cancelados.has(p.servico) && abertos.has(p.pagamento))).toEqual([]);
    // one cancelled service keeps its concluded down payment (not reopened, decision 0063)
    const concluidos = new Set(listaPagamentos.filter((p) => p.status === 'concluido').map((p) => p.id));
    expect(partes.some((p) => cancelados.has(p.servico) && concluidos.has(p.pagamento))).toBe(true);
  });

  it('move services by what is paid: paid ones wait for finance or were invoiced, unpaid ones await payment', () => {
    const pagoPorServico = new Map<number, ReturnType<typeof dec>>();
    const concluidos = new Set(listaPagamentos.filter((p) => p.status === 'concluido').map((p) => p.id));
    for (const parte of partes)
      if (concluidos.has(parte.pagamento))
        pagoPorServico.set(parte.servico, (pagoPorServico.get(parte.servico) ?? dec(0)).plus(parte.valor));
    for (const servico of listaServicos) {
      const pago = pagoPorServico.get(servico.id) ?? dec(0);
      const quitado = pago.plus('0.1').gte(servico.valor_total);
      if (servico.status === 'pagamento') expect(quitado).toBe(false);
      // past payment only when paid, or released by finance's exception
      if (['pagamento_validacao', 'validacao', 'emissao'].includes(servico.status))
        expect(quitado || servico.excecao_pagamento_em !== null).toBe(true);
    }
  });

  it('leave a sale in proposta whose open amount is zero, so it can be concluded', async () => {
    const linhas = await t.db.execute(sql`
      select v.id from vendas v
      where v.status = 'proposta' and exists (select 1 from servicos s where s.venda = v.id)
        and (select coalesce(sum(s.valor_total), 0) from servicos s where s.venda = v.id and s.status <> 'cancelado')
          - (select coalesce(sum(p.valor), 0) from pagamentos p where p.venda = v.id and p.status = 'concluido') <= 0`);
    expect((linhas as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it('keep carts waiting to be invoiced, some with their beneficiaries chosen and some without', async () => {
    const carrinhos = await t.db
      .select({ cotacao: cotacoes.id, n: count(beneficiarios.id) })
      .from(cotacoes)
      .leftJoin(beneficiarios, eq(beneficiarios.cotacao, cotacoes.id))
      .where(and(eq(cotacoes.status, 'carrinho')))
      .groupBy(cotacoes.id);
    expect(carrinhos.some((c) => c.n > 0)).toBe(true);
    expect(carrinhos.some((c) => c.n === 0)).toBe(true);
  });

  it('leave services with miles and wallet tickets waiting for the miles team, one with two tickets', async () => {
    const emValidacao = listaServicos.filter((s) => s.status === 'validacao');
    expect(emValidacao.length).toBeGreaterThanOrEqual(3);
    const bilhetes = await t.db
      .select({ cotacao: subcotacoes.cotacao, n: count() })
      .from(subcotacoes)
      .where(
        and(
          inArray(
            subcotacoes.cotacao,
            emValidacao.map((s) => s.cotacao),
          ),
          inArray(subcotacoes.tipo_cotacao, ['milha', 'wallet']),
        ),
      )
      .groupBy(subcotacoes.cotacao);
    expect(bilhetes).toHaveLength(emValidacao.length);
    expect(bilhetes.some((b) => b.n >= 2)).toBe(true);
    const [validadas] = await t.db.select({ n: count() }).from(milhas_validadas);
    expect(validadas?.n).toBe(0);
  });

  it('are spread over the last weeks, each step after the one before', () => {
    const dias = new Set(listaServicos.map((s) => s.created_at.toISOString().slice(0, 10)));
    expect(dias.size).toBeGreaterThan(5);
    for (const servico of listaServicos) {
      if (servico.faturado_em)
        expect(servico.faturado_em.getTime()).toBeGreaterThan(servico.created_at.getTime());
      if (servico.cancelado_em)
        expect(servico.cancelado_em.getTime()).toBeGreaterThan(servico.created_at.getTime());
      expect(servico.created_at.getTime()).toBeLessThan(Date.now());
    }
    for (const pagamento of listaPagamentos)
      if (pagamento.concluido_em) expect(pagamento.concluido_em.getTime()).toBeLessThan(Date.now());
  });

  it('give the first contacts and companies of their lists services, a paid quote and beneficiaries', async () => {
    const primeirosContatos = await t.db
      .select({ id: contatos.id })
      .from(contatos)
      .where(sql`${contatos.nome} <> ${CONTATO_AGENCIA.nome}`)
      .orderBy(asc(contatos.nome_busca), asc(contatos.id))
      .limit(PRINCIPAIS_DEMO.contatos);
    const primeirasEmpresas = await t.db
      .select({ id: empresas.id })
      .from(empresas)
      .orderBy(asc(empresas.nome_busca), asc(empresas.id))
      .limit(PRINCIPAIS_DEMO.empresas);
    const clientes = [
      ...primeirosContatos.map((c) => ({ cliente: c.id })),
      ...primeirasEmpresas.map((e) => ({ cliente_empresa: e.id })),
    ];
    expect(clientes).toHaveLength(PRINCIPAIS_DEMO.contatos + PRINCIPAIS_DEMO.empresas);
    const pagina = { page: 1, pageSize: 15 };
    for (const cliente of clientes) {
      const lista = await findServicosPage(t.db, cliente, pagina);
      expect(lista.rows.length, JSON.stringify(cliente)).toBeGreaterThanOrEqual(2);
      const pagas = await findServicosPage(t.db, { ...cliente, status: SERVICO_PAGO }, pagina);
      expect(pagas.rows.length, JSON.stringify(cliente)).toBeGreaterThanOrEqual(1);
      const pessoas = await findBeneficiariosDoCliente(t.db, cliente, pagina);
      expect(pessoas.rows.length, JSON.stringify(cliente)).toBeGreaterThanOrEqual(1);
    }
    // the payments' copy of the client followed the sales given to them
    const copiasErradas = await t.db
      .select({ id: pagamentos.id })
      .from(pagamentos)
      .innerJoin(vendas, eq(vendas.id, pagamentos.venda))
      .where(sql`${pagamentos.venda_cliente} is distinct from ${vendas.cliente}`);
    expect(copiasErradas).toEqual([]);
  });
});

describe('demo charges', () => {
  // last: it turns three open payments into Pix and boleto charges
  it("give two open payments a Pix (the gateway's and the static code that reads back) and one a boleto", async () => {
    await t.db.transaction((tx) => seedCobrancasDemo(tx));
    const cobrados = await t.db
      .select()
      .from(pagamentos)
      .where(sql`${pagamentos.pix_txid} is not null or ${pagamentos.boleto_linha} is not null`)
      .orderBy(pagamentos.id);
    expect(cobrados.map((p) => p.pix_origem ?? p.meio_pagamento).sort()).toEqual([
      'boleto',
      'estatico',
      'gateway',
    ]);
    for (const p of cobrados) expect(p.status).toBe('nao_efetuado');
    const estatico = cobrados.find((p) => p.pix_origem === 'estatico');
    const lido = parsePix(estatico?.pix_copia_e_cola ?? '');
    if (hasError(lido) || lido.type !== 'STATIC') throw new Error('not a static Pix');
    expect(lido.txid).toBe(estatico?.pix_txid);
    expect(
      dec(lido.transactionAmount).eq(dec(estatico?.valor ?? '0').plus(estatico?.taxa_meio_pagamento ?? '0')),
    ).toBe(true);
    expect(cobrados.find((p) => p.meio_pagamento === 'boleto')?.boleto_linha).toHaveLength(47);
  });
});
