import { DISPLAY_TIME_ZONE, hojeNaAgencia } from '@skyler/domain/formatters';
import type { PagamentoStatus } from '@skyler/domain/pagamentos';
import { type SQL, sql } from 'drizzle-orm';
import { pagamentos } from '../../db/schema/index.ts';

/** The agency's time zone: a payment is overdue once its due date has ended there (decision 0025). */
export const FUSO_AGENCIA = DISPLAY_TIME_ZONE;

/** Today in the agency as 'YYYY-MM-DD', at `instante` (the transaction's now() by default). */
export function hojeNaAgenciaSql(instante: SQL = sql`now()`): SQL<string> {
  return sql<string>`to_char((${instante}) at time zone ${sql.raw(`'${FUSO_AGENCIA}'`)}, 'YYYY-MM-DD')`;
}

/** Today in the agency as 'YYYY-MM-DD', in JavaScript (due dates, payment dates written by the API). */
export { hojeNaAgencia };

/**
 * THE derived status of a payment, as every read and the status filter compute it: `concluido` as
 * stored; `atrasado` when not concluded, without a payment date, and its due date before today in the
 * agency; `nao_efetuado` otherwise — the rule of the domain's `statusPagamento`. Due and payment dates are
 * stored as 'YYYY-MM-DD', so comparing the text compares the days.
 */
export function statusPagamentoSql(instante?: SQL): SQL<PagamentoStatus> {
  return sql<PagamentoStatus>`(case
    when ${pagamentos.status} = 'concluido' then 'concluido'
    when ${pagamentos.data_pagamento} is null and ${pagamentos.data_vencimento} < ${hojeNaAgenciaSql(instante)} then 'atrasado'
    else 'nao_efetuado' end)`;
}

/**
 * The status filter: the derived status equals the one asked, plus the stored status it implies (a
 * redundant condition that lets the open payments' partial indexes serve the filter).
 */
export function filtroStatusPagamento(status: PagamentoStatus, instante?: SQL): SQL {
  const guardado = status === 'concluido' ? 'concluido' : 'nao_efetuado';
  return sql`(${pagamentos.status} = ${guardado} and ${statusPagamentoSql(instante)} = ${status})`;
}
