import { VENDA_STATUS } from '@skyler/domain/vendas';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { chat_messages, logs, notificacoes, vendas } from '../schema/index.ts';
import { seedVendasDemo } from './vendas-demo.ts';

const QUANTIDADE = 600;
const AGORA = new Date('2026-11-22T12:00:00Z');

usarApp();

beforeAll(async () => {
  await t.db.transaction((tx) => seedVendasDemo(tx, QUANTIDADE, AGORA));
});

describe('demo sales', () => {
  it('creates the sales across every status, some waiting for a consultant', async () => {
    const porStatus = await t.db
      .select({ status: vendas.status, n: count() })
      .from(vendas)
      .groupBy(vendas.status);
    expect(porStatus.reduce((total, linha) => total + linha.n, 0)).toBe(QUANTIDADE);
    expect(new Set(porStatus.map((linha) => linha.status))).toEqual(new Set(VENDA_STATUS.values));
    const [semConsultor] = await t.db.select({ n: count() }).from(vendas).where(isNull(vendas.consultor));
    expect(semConsultor?.n).toBeGreaterThan(0);
    const [semCliente] = await t.db
      .select({ n: count() })
      .from(vendas)
      .where(sql`${vendas.cliente} is null and ${vendas.cliente_empresa} is null`);
    expect(semCliente?.n).toBe(0);
    const [canceladaSemMotivo] = await t.db
      .select({ n: count() })
      .from(vendas)
      .where(sql`${vendas.status} = 'cancelada' and ${vendas.motivo_cancelamento} is null`);
    expect(canceladaSemMotivo?.n).toBe(0);
  });

  it('dates nothing after the moment it was seeded', async () => {
    const [vendasNoFuturo] = await t.db
      .select({ n: count() })
      .from(vendas)
      .where(
        sql`greatest(${vendas.created_at}, ${vendas.updated_at}, ${vendas.concluida_em}, ${vendas.cancelada_em}) > ${AGORA}`,
      );
    expect(vendasNoFuturo?.n).toBe(0);
    const [mensagensNoFuturo] = await t.db
      .select({ n: count() })
      .from(chat_messages)
      .where(sql`${chat_messages.created_at} > ${AGORA}`);
    expect(mensagensNoFuturo?.n).toBe(0);
    const [fechadasHoje] = await t.db
      .select({ n: count() })
      .from(vendas)
      .where(sql`${vendas.concluida_em} = ${AGORA} or ${vendas.cancelada_em} = ${AGORA}`);
    expect(fechadasHoje?.n).toBeGreaterThan(0);
  });

  it('gives sales chat messages, and a log and a notification for each creation and closing', async () => {
    const [mensagens] = await t.db.select({ n: count() }).from(chat_messages);
    expect(mensagens?.n).toBeGreaterThan(QUANTIDADE / 10);
    const [criadas] = await t.db.select({ n: count() }).from(logs).where(eq(logs.tipo, 'venda_criada'));
    expect(criadas?.n).toBe(QUANTIDADE);
    const [fechadas] = await t.db
      .select({ n: count() })
      .from(vendas)
      .where(sql`${vendas.status} <> 'proposta'`);
    const [avisos] = await t.db.select({ n: count() }).from(notificacoes);
    expect(avisos?.n).toBe(QUANTIDADE + (fechadas?.n ?? 0));
    const [naoLidas] = await t.db
      .select({ n: count() })
      .from(notificacoes)
      .where(eq(notificacoes.lido, false));
    expect(naoLidas?.n).toBeGreaterThan(0);
  });

  it('lists them through the API with their counters, and Pega Vendas finds the unassigned ones', async () => {
    const lista = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/vendas/detailed/?status=proposta',
    });
    expect(lista.statusCode).toBe(200);
    const corpo = lista.json() as { vendas: { status: string }[]; pages: number };
    expect(corpo.vendas).toHaveLength(15);
    expect(corpo.vendas.every((v) => v.status === 'proposta')).toBe(true);
    expect(corpo.pages).toBeGreaterThan(1);
    const pega = await t.injectAs('sdr', { method: 'GET', url: '/api/vendas/detailed/?sem_consultor=true' });
    const semConsultor = pega.json() as { vendas: { consultor: unknown; status: string }[] };
    expect(semConsultor.vendas.length).toBeGreaterThan(0);
    expect(semConsultor.vendas.every((v) => v.consultor === null && v.status === 'proposta')).toBe(true);
  });
});
