import { statusPagamento } from '@skyler/domain/pagamentos';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagamentos } from '../../db/schema/index.ts';
import { criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { filtroStatusPagamento, hojeNaAgencia, hojeNaAgenciaSql, statusPagamentoSql } from './status-sql.ts';

let venda: number;

usarApp();

beforeAll(async () => {
  venda = (await criarVendaComServicos(t.db, { valores: ['100.00'] })).venda;
});

/** São Paulo has had no daylight saving since 2019: midnight there is 03:00 UTC. */
const INSTANTES = [
  '2026-11-24T02:59:59.999Z', // 23:59:59 of the 23rd in São Paulo
  '2026-11-24T03:00:00.000Z', // 00:00 of the 24th
  '2026-11-24T23:30:00.000Z', // 20:30 of the 24th (already the 25th in UTC an hour later)
  '2026-11-25T02:30:00.000Z', // 23:30 of the 24th, the 25th in UTC
];

const CASOS = [
  { status: 'nao_efetuado', data_vencimento: '2026-11-23', data_pagamento: null },
  { status: 'nao_efetuado', data_vencimento: '2026-11-24', data_pagamento: null },
  { status: 'nao_efetuado', data_vencimento: '2026-11-22', data_pagamento: '2026-11-22' },
  { status: 'nao_efetuado', data_vencimento: null, data_pagamento: null },
  { status: 'concluido', data_vencimento: '2026-11-01', data_pagamento: null },
] as const;

describe('statusPagamentoSql', () => {
  it("agrees with the domain's statusPagamento around midnight in São Paulo", async () => {
    const ids: number[] = [];
    for (const caso of CASOS) {
      const [row] = await t.db
        .insert(pagamentos)
        .values({ venda, valor: '10.00', meio_pagamento: 'pix', ...caso })
        .returning({ id: pagamentos.id });
      ids.push(row?.id ?? 0);
    }
    const vistos = new Set<string>();
    for (const instante of INSTANTES) {
      const agora = sql`${instante}::timestamptz`;
      const [hoje] = await t.db.select({ hoje: hojeNaAgenciaSql(agora) }).from(sql`(select 1) x`);
      expect(hoje?.hoje).toBe(hojeNaAgencia(new Date(instante)));
      for (const [indice, caso] of CASOS.entries()) {
        const id = ids[indice] ?? 0;
        const [row] = await t.db
          .select({ status: statusPagamentoSql(agora) })
          .from(pagamentos)
          .where(eq(pagamentos.id, id));
        const esperado = statusPagamento({ ...caso, hoje: hojeNaAgencia(new Date(instante)) });
        expect(row?.status, `${instante} ${JSON.stringify(caso)}`).toBe(esperado);
        vistos.add(`${indice}:${esperado}`);
        // the filter of each status finds the row exactly when its derived status is that one
        for (const status of ['nao_efetuado', 'atrasado', 'concluido'] as const) {
          const achados = await t.db
            .select({ id: pagamentos.id })
            .from(pagamentos)
            .where(sql`${pagamentos.id} = ${id} and ${filtroStatusPagamento(status, agora)}`);
          expect(achados.length, `${status} ${instante} ${JSON.stringify(caso)}`).toBe(
            status === esperado ? 1 : 0,
          );
        }
      }
    }
    // the first case turns overdue exactly at midnight in São Paulo
    expect(vistos.has('0:nao_efetuado')).toBe(true);
    expect(vistos.has('0:atrasado')).toBe(true);
  });

  it('reads today in the agency, not in UTC', () => {
    expect(hojeNaAgencia(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    expect(hojeNaAgencia(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });
});
