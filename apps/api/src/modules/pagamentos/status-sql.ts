import { DASHBOARD_RECEBER_DIAS, type VencimentoRecebivel } from '@skyler/domain/dashboard';
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

/**
 * Open payments by due date, as the dashboard counts them and Contas a Receber filters them: `vencidos` are
 * the overdue ones (the derived `atrasado`), `a_vencer_7_dias` those due from today up to 7 days ahead in
 * the agency. Both read the open payments' due-date index.
 */
export function filtroVencimento(vencimento: VencimentoRecebivel, instante: SQL = sql`now()`): SQL {
  const hoje = hojeNaAgenciaSql(instante);
  if (vencimento === 'vencidos') {
    return sql`(${pagamentos.status} = 'nao_efetuado' and ${pagamentos.data_pagamento} is null and ${pagamentos.data_vencimento} < ${hoje})`;
  }
  const limite = sql`to_char(((${instante}) at time zone ${sql.raw(`'${FUSO_AGENCIA}'`)})::date + ${sql.raw(String(DASHBOARD_RECEBER_DIAS))}, 'YYYY-MM-DD')`;
  return sql`(${pagamentos.status} = 'nao_efetuado' and ${pagamentos.data_vencimento} >= ${hoje} and ${pagamentos.data_vencimento} <= ${limite})`;
}
