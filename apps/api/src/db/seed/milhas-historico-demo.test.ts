import { agruparHistoricoPorDia, type LinhaTabelaMilhasView, mesNaAgencia } from '@skyler/domain/milhas';
import { count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { logs, tabela_milhas } from '../schema/index.ts';
import { HISTORICO_MILHAS_DEMO, seedMilhasHistoricoDemo } from './milhas-historico-demo.ts';

let antes: LinhaTabelaMilhasView[];
// a fixed moment in mid-month: the months the history falls in do not depend on the day the test runs
const agora = new Date('2026-06-20T15:00:00Z');

async function tabelaAtual(): Promise<LinhaTabelaMilhasView[]> {
  const response = await t.injectAs('milhas', { method: 'GET', url: '/api/milhas/' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function mesesAtras(n: number): string {
  const [ano, mes] = mesNaAgencia(agora).split('-').map(Number) as [number, number];
  const data = new Date(Date.UTC(ano, mes - 1 - n, 15));
  return data.toISOString().slice(0, 7);
}

async function historico(mes: string, tipo?: string): Promise<LinhaTabelaMilhasView[]> {
  const response = await t.injectAs('milhas', {
    method: 'GET',
    url: `/api/milhas/historico/?mes=${mes}${tipo ? `&tipo=${tipo}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

usarApp({ referencia: true });

beforeAll(async () => {
  antes = await tabelaAtual();
  await t.db.transaction((tx) => seedMilhasHistoricoDemo(tx, { agora }));
}, 120_000);

const EDICOES = HISTORICO_MILHAS_DEMO.reduce((n, p) => n + p.edicoes.length, 0);

describe('demo history of the miles table', () => {
  it('leaves the current table with today’s values, each row a successor dated at its last edit', async () => {
    const depois = await tabelaAtual();
    const valores = (l: LinhaTabelaMilhasView) => [
      l.tipo,
      l.programa.nome,
      l.classe,
      l.precos,
      l.piso,
      l.custo_proprio,
      l.custo_terceiros,
    ];
    expect(depois.map(valores)).toEqual(antes.map(valores));
    const editadas = depois.filter((l) => !antes.some((a) => a.id === l.id));
    expect(editadas).toHaveLength(HISTORICO_MILHAS_DEMO.length);
    for (const linha of editadas) expect(new Date(linha.created_at).getTime()).toBeLessThan(agora.getTime());
  });

  it('archived one row per edit, each with its audit row, all in the past', async () => {
    const arquivadas = await t.db.select().from(tabela_milhas).where(isNotNull(tabela_milhas.archived_at));
    expect(arquivadas).toHaveLength(EDICOES);
    for (const linha of arquivadas) expect(linha.archived_at?.getTime()).toBeLessThan(agora.getTime());
    const [auditoria] = await t.db
      .select({ n: count() })
      .from(logs)
      .where(eq(logs.tipo, 'tabela_milhas_alterada'));
    expect(auditoria?.n).toBe(EDICOES);
  });

  it('shows history this month and in each of the four months before, older versions cheaper', async () => {
    const porMes = [];
    for (let n = 0; n <= 4; n++) porMes.push(await historico(mesesAtras(n)));
    for (const [n, linhas] of porMes.entries()) expect(linhas.length, `months back ${n}`).toBeGreaterThan(0);
    expect(porMes.flat()).toHaveLength(EDICOES);
    const smiles = porMes
      .flat()
      .filter((l) => l.programa.nome === 'Smiles' && l.tipo === 'preco_de_venda')
      .sort((a, b) => (a.archived_at ?? '').localeCompare(b.archived_at ?? ''));
    const hoje = antes.find((l) => l.programa.nome === 'Smiles' && l.tipo === 'preco_de_venda');
    expect(smiles.map((l) => l.precos[0])).toEqual(['23.50', '24.00', '24.50', '25.00', '25.50']);
    expect(hoje?.precos[0]).toBe('26.00');
  });

  it('some days group more than one programme, and sale and cost histories are apart', async () => {
    const linhas = [];
    for (let n = 0; n <= 4; n++) linhas.push(...(await historico(mesesAtras(n), 'preco_de_venda')));
    expect(linhas.every((l) => l.tipo === 'preco_de_venda')).toBe(true);
    const grupos = agruparHistoricoPorDia(linhas);
    expect(grupos.some((g) => new Set(g.linhas.map((l) => l.programa.nome)).size > 1)).toBe(true);
  });

  it('seeding again adds nothing', async () => {
    const [antesDeNovo] = await t.db.select({ n: count() }).from(tabela_milhas);
    await t.db.transaction((tx) => seedMilhasHistoricoDemo(tx));
    const [depois] = await t.db.select({ n: count() }).from(tabela_milhas);
    expect(depois?.n).toBe(antesDeNovo?.n);
  });
});
