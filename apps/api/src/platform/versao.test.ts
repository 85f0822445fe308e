import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { servicos } from '../db/schema/index.ts';
import { criarVendaComServicos } from '../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../test/suite-com-app.ts';
import { AppError } from './errors.ts';
import { conferirVersao } from './versao.ts';

usarApp();

describe('record versions', () => {
  it('raises a service version on every update, by a trigger on each versioned table', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const id = venda.servicos[0] ?? 0;
    const versao = async () =>
      (await t.db.select({ versao: servicos.versao }).from(servicos).where(eq(servicos.id, id)))[0]?.versao;
    expect(await versao()).toBe(1);
    await t.db.update(servicos).set({ status: 'cancelado' }).where(eq(servicos.id, id));
    // a write that sets the version itself still raises it
    await t.db.update(servicos).set({ versao: 1 }).where(eq(servicos.id, id));
    expect(await versao()).toBe(3);
    const gatilhos = (await t.db.execute(
      sql`select event_object_table as tabela from information_schema.triggers
          where action_statement like '%versao_incrementar%' order by 1`,
    )) as unknown as { rows: { tabela: string }[] };
    expect(gatilhos.rows.map((r) => r.tabela)).toEqual([
      'contas_bancarias',
      'emissoes',
      'emissoes_beneficiarios',
      'milhas_proprias_saldos',
      'moedas',
      'movimentos_bancarios',
      'ordens_pagamento',
      'pagamentos',
      'racs',
      'recebiveis_fornecedor',
      'servicos',
    ]);
  });

  it('refuses a version that is not the current one with 409 and the message', () => {
    expect(() => conferirVersao(3, 3)).not.toThrow();
    expect(() => conferirVersao(3, undefined)).not.toThrow();
    try {
      conferirVersao(3, 2);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
      expect((error as AppError).message).toBe(MENSAGEM_VERSAO);
      expect((error as AppError).toBody()).toEqual({ detail: MENSAGEM_VERSAO, versao_atual: 3 });
    }
  });
});
