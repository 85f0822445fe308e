import {
  CONTAS_DRE_COM_ITENS,
  type ContaDre,
  itensDaDre,
  LINHAS_DRE,
  lancamentosDaDre,
  saldosDasContas,
  ZDre,
  ZDreItens,
} from '@skyler/domain/financeiro';
import { PADROES_FISCAIS } from '@skyler/domain/fiscal';
import { dec, sum } from '@skyler/domain/precos/dinheiro';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lerEntradaDre } from '../../modules/financeiro/financeiro.service.ts';
import { carregarConfiguracaoFiscal } from '../../modules/fiscal/fiscal.service.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { AGENCIA_DEMO } from './agencia-demo.ts';

let t: TestApp;
let meses: string[];

beforeAll(async () => {
  // the demo's money path as `npm start` seeds it, fiscal settings included (Simples Nacional)
  t = await createTestApp({ template: 'demo-vendas' });
  const resultado = (await t.db.execute(
    sql`select distinct to_char((concluida_em at time zone 'America/Sao_Paulo'), 'YYYY-MM') as mes
        from vendas where concluida_em is not null order by 1`,
  )) as unknown as { rows: { mes: string }[] };
  meses = resultado.rows.map((r) => r.mes);
});
afterAll(() => t.close());

const periodo = (mes: string) => {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const fim = new Date(Date.UTC(ano, m, 0)).toISOString().slice(0, 10);
  return { inicio: `${mes}-01`, fim };
};

async function dre(query: Record<string, string>) {
  const r = await t.injectAs('financeiro', { method: 'GET', url: '/api/financeiro/dre/', query });
  expect(r.statusCode, r.body).toBe(200);
  return ZDre.parse(r.json());
}

describe('the DRE and the accountant export on the demo data', () => {
  it('has concluded months whose DRE shows own revenue, taxes and costs', async () => {
    expect(meses.length).toBeGreaterThan(0);
    const totais = await Promise.all(meses.map((mes) => dre({ ...periodo(mes), regime: 'competencia' })));
    const valor = (conta: ContaDre) =>
      sum(totais.map((d) => d.linhas.find((l) => l.conta === conta)?.valor ?? '0'));
    expect(valor('receita_propria').gt(0)).toBe(true);
    expect(valor('receita_rav').gt(0)).toBe(true);
    expect(valor('iss').lt(0)).toBe(true);
    expect(valor('simples').lt(0)).toBe(true);
    expect(valor('comissoes').lt(0)).toBe(true);
    expect(totais[0]?.regime_tributario).toBe('simples_nacional');
    // the demo agency's own settings, not the defaults
    expect(await carregarConfiguracaoFiscal(t.db)).toMatchObject({
      cnpj: AGENCIA_DEMO.cnpj,
      municipio: { codigo_ibge: '3550308', nome: 'São Paulo' },
      tributos: { regime: 'simples_nacional' },
    });
  });

  it('every line equals the sum of its drill-down, in both views, for every month', async () => {
    for (const mes of meses) {
      for (const regime of ['competencia', 'caixa'] as const) {
        const query = { ...periodo(mes), regime };
        const d = await dre(query);
        const itens = itensDaDre(await lerEntradaDre(t.db, query));
        for (const linha of d.linhas) {
          if (!CONTAS_DRE_COM_ITENS.includes(linha.conta)) continue;
          expect(
            sum(itens[linha.conta].map((i) => i.valor)).toFixed(2),
            `${mes} ${regime} ${linha.conta}`,
          ).toBe(linha.valor);
        }
        // own revenue is the sum of its kinds and refunds
        const linha = (conta: ContaDre) => dec(d.linhas.find((l) => l.conta === conta)?.valor ?? '0');
        expect(
          linha('receita_rav')
            .plus(linha('receita_incentivos'))
            .plus(linha('receita_taxas'))
            .plus(linha('receita_cambio'))
            .plus(linha('estornos'))
            .toFixed(2),
        ).toBe(d.receita_propria);
      }
    }
    // and through the drill-down route, every line of the last month
    const ultimo = { ...periodo(meses[meses.length - 1] as string), regime: 'competencia' };
    const d = await dre(ultimo);
    for (const linha of d.linhas.filter((l) => CONTAS_DRE_COM_ITENS.includes(l.conta))) {
      const r = await t.injectAs('financeiro', {
        method: 'GET',
        url: '/api/financeiro/dre/itens/',
        query: { ...ultimo, conta: linha.conta },
      });
      expect(r.statusCode, r.body).toBe(200);
      const detalhe = ZDreItens.parse(r.json());
      expect(sum(detalhe.itens.map((i) => i.valor)).toFixed(2), linha.conta).toBe(linha.valor);
      expect(detalhe.valor).toBe(linha.valor);
    }
  }, 180_000);

  it("each month's journal balances entry by entry and its accounts equal the DRE lines", async () => {
    const plano = PADROES_FISCAIS.simples_nacional.plano_contas;
    let total = 0;
    for (const mes of meses) {
      const entrada = await lerEntradaDre(t.db, { ...periodo(mes), regime: 'competencia' });
      const lancamentos = lancamentosDaDre(entrada, plano);
      total += lancamentos.length;
      for (const l of lancamentos) {
        expect(l.valor.gt(0)).toBe(true);
        expect(l.debito).not.toBe(l.credito);
      }
      const saldos = saldosDasContas(lancamentos);
      // debits = credits: the balances of all accounts add to zero
      expect(sum([...saldos.values()]).toFixed(2)).toBe('0.00');
      const d = await dre({ ...periodo(mes), regime: 'competencia' });
      const linha = (conta: ContaDre) => d.linhas.find((l) => l.conta === conta)?.valor ?? '0.00';
      const saldo = (conta: keyof typeof plano) => (saldos.get(plano[conta]) ?? dec(0)).toFixed(2);
      expect(saldo('receita_rav')).toBe(linha('receita_rav'));
      expect(saldo('receita_incentivos')).toBe(linha('receita_incentivos'));
      expect(saldo('receita_taxas')).toBe(linha('receita_taxas'));
      expect(saldo('receita_cambio')).toBe(linha('receita_cambio'));
      expect(saldo('estornos')).toBe(linha('estornos'));
      expect(saldo('impostos_sobre_receita')).toBe(
        dec(linha('receita_liquida')).minus(d.receita_propria).toFixed(2),
      );
      expect(saldo('taxas_meio_pagamento')).toBe(linha('taxas_meio_pagamento'));
      expect(saldo('comissoes')).toBe(linha('comissoes'));
      expect(saldo('fornecedores')).toBe(d.intermediado);
    }
    expect(total).toBeGreaterThan(0);
  }, 120_000);

  it("the export's journal CSV adds up to the DRE of the month, and its DRE file is the DRE", async () => {
    const mes = meses[meses.length - 1] as string;
    const r = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/financeiro/contabilidade/',
      query: { mes },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('application/zip');
    const arquivos = unzipSync(new Uint8Array(r.rawPayload));
    // the journal, the DRE and the month's NFS-e (their list and each authorised invoice's XML)
    const nomes = Object.keys(arquivos).sort();
    expect(nomes.slice(0, 3)).toEqual([`dre-${mes}.csv`, `lancamentos-${mes}.csv`, `nfse-${mes}.csv`]);
    for (const nome of nomes.slice(3)) expect(nome).toMatch(/^nfse\/\d+\.xml$/);
    const csv = new TextDecoder().decode(arquivos[`lancamentos-${mes}.csv`]).replace(/^\uFEFF/, '');
    const [cabecalho, ...registros] = csv.trimEnd().split('\r\n');
    expect(cabecalho).toBe('Data;Conta débito;Conta crédito;Valor;Histórico;Documento');
    const plano = PADROES_FISCAIS.simples_nacional.plano_contas;
    let receitas = dec(0);
    const contasReceita = new Set([
      plano.receita_rav,
      plano.receita_incentivos,
      plano.receita_taxas,
      plano.receita_cambio,
      plano.estornos,
    ]);
    for (const registro of registros) {
      const [data, debito, credito, valor] = registro.split(';') as [string, string, string, string];
      expect(data).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      const v = dec(valor.replace(',', '.'));
      if (contasReceita.has(credito)) receitas = receitas.plus(v);
      if (contasReceita.has(debito)) receitas = receitas.minus(v);
    }
    const d = await dre({ ...periodo(mes), regime: 'competencia' });
    expect(receitas.toFixed(2)).toBe(d.receita_propria);
    const dreCsv = new TextDecoder().decode(arquivos[`dre-${mes}.csv`]);
    expect(dreCsv).toContain(`resultado;${LINHAS_DRE.resultado.descricao};${d.resultado.replace('.', ',')}`);
  });
});
