import { ORCAMENTO_STATUS, TIPOS_ORCAMENTO, TIPOS_TRECHO, ZOrcamentoCreate } from '@skyler/domain/orcamentos';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { logs, orcamentos, usuarios, vendas } from '../schema/index.ts';
import { seedOrcamentosDemo } from './orcamentos-demo.ts';
import { seedVendasDemo } from './vendas-demo.ts';

const AGORA = new Date('2026-11-22T12:00:00Z');
let rows: (typeof orcamentos.$inferSelect & { venda_status: string; consultor: boolean | null })[];

usarApp();

beforeAll(async () => {
  await t.db.transaction(async (tx) => {
    await seedVendasDemo(tx, 300, AGORA);
    await seedOrcamentosDemo(tx, AGORA);
  });
  rows = (
    await t.db
      .select({ orcamento: orcamentos, venda_status: vendas.status, consultor: usuarios.consultor })
      .from(orcamentos)
      .innerJoin(vendas, eq(vendas.id, orcamentos.venda))
      .leftJoin(usuarios, eq(usuarios.id, orcamentos.created_by))
  ).map((row) => ({ ...row.orcamento, venda_status: row.venda_status, consultor: row.consultor }));
});

describe('demo quote requests', () => {
  it('gives every kind, both statuses and every kind of flight, on sales in proposta or closed with a concluded sale', async () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((o) => o.tipo_servico))).toEqual(new Set(TIPOS_ORCAMENTO.values));
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(ORCAMENTO_STATUS.values));
    const trechos = rows
      .filter((o) => o.tipo_servico === 'orcamento_voo')
      .map((o) => (o.detalhes as { tipo_trecho: string }).tipo_trecho);
    expect(new Set(trechos)).toEqual(new Set(TIPOS_TRECHO.values));
    const daConcluida = rows.filter((o) => o.venda_status !== 'proposta');
    expect(daConcluida.length).toBeGreaterThan(0);
    const fechadosComVenda = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'orcamento_fechado_com_venda'));
    expect(fechadosComVenda).toHaveLength(daConcluida.length);
    for (const o of daConcluida) {
      expect(o).toMatchObject({ venda_status: 'concluida', status: 'fechado', versao: 2 });
      const [venda] = await t.db.select().from(vendas).where(eq(vendas.id, o.venda));
      expect(o.fechado_em).toEqual(venda?.concluida_em);
      const log = fechadosComVenda.find((l) => (l.meta as { id: number }).id === o.id);
      expect(log?.created_at).toEqual(venda?.concluida_em);
    }
  });

  it('stores nested objects the request schema accepts, with hotels over date ranges and dates in 2026–2027', () => {
    for (const o of rows) {
      const parsed = ZOrcamentoCreate.safeParse({
        tipo_servico: o.tipo_servico,
        descricao: o.descricao,
        [o.tipo_servico]: o.detalhes,
      });
      expect(parsed.success, JSON.stringify(o.detalhes)).toBe(true);
      for (const data of JSON.stringify(o.detalhes).match(/\d{4}-\d{2}-\d{2}/g) ?? []) {
        expect(data >= '2026-01-01' && data <= '2027-12-31', data).toBe(true);
      }
    }
    const comFaixa = rows.filter(
      (o) =>
        o.tipo_servico === 'orcamento_hotel' && (o.detalhes as { checkin_fim: string | null }).checkin_fim,
    );
    expect(comFaixa.length).toBeGreaterThan(0);
  });

  it('has them asked by consultants, closed ones with who and when, nothing after now, and a log each', async () => {
    expect(rows.every((o) => o.consultor === true)).toBe(true);
    for (const o of rows.filter((x) => x.status === 'fechado')) {
      expect(o.fechado_por).not.toBeNull();
      expect(o.fechado_em?.getTime()).toBeGreaterThanOrEqual(o.created_at.getTime());
    }
    expect(rows.every((o) => (o.fechado_em ?? o.created_at).getTime() <= AGORA.getTime())).toBe(true);
    const criados = await t.db.select().from(logs).where(eq(logs.tipo, 'orcamento_criado'));
    expect(criados).toHaveLength(rows.length);
  });
});
