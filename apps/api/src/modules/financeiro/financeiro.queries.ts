import type { RegimeDre } from '@skyler/domain/financeiro';
import { DISPLAY_TIME_ZONE } from '@skyler/domain/formatters-basicos';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { COMISSAO_DA_EMISSAO_SQL, PARTICIPANTES_DA_EMISSAO_SQL } from '../vendas/resultado.queries.ts';
import { findReceitaDosServicos, type LinhaServicoDre } from './receita-propria.queries.ts';

export type { LinhaServicoDre };

export type PeriodoDre = { inicio: string; fim: string; consultor?: number | undefined; regime: RegimeDre };

const FUSO = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

async function linhas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A day of a timestamp column in the agency's time zone. */
const dia = (coluna: SQL) => sql`((${coluna}) at time zone ${FUSO})::date`;
/** The day a payment was received: its payment date, else the day it was concluded. */
const DIA_DO_PAGAMENTO = sql`coalesce(nullif(p.data_pagamento, '')::date, ${dia(sql`p.concluido_em`)})`;

const entre = (valor: SQL, p: PeriodoDre) => sql`${valor} between ${p.inicio}::date and ${p.fim}::date`;

/**
 * The services of the period with the inputs of their own revenue. competencia: every service of the sales
 * concluded in the period, with all they were paid, refunded and their orders' exchange difference; caixa:
 * the services with a payment received or a refund paid to the client in the period, with only those (the
 * RAC's supplier refund counted with its client refund) and the exchange difference of the orders paid then.
 */
export async function findServicosDre(db: DbOrTx, p: PeriodoDre): Promise<LinhaServicoDre[]> {
  const caixa = p.regime === 'caixa';
  const pagamentoNoPeriodo = caixa ? sql`and ${entre(DIA_DO_PAGAMENTO, p)}` : sql``;
  const racNoPeriodo = caixa ? sql`and ${entre(sql`r.estorno_cliente_data_realizado`, p)}` : sql``;
  const ordemNoPeriodo = caixa ? sql`and ${entre(sql`o.data_pagamento`, p)}` : sql``;
  const consultor = p.consultor === undefined ? sql`` : sql`and v.consultor = ${p.consultor}`;
  const doPeriodo = caixa
    ? sql`(exists (select 1 from pagamentos_servicos ps join pagamentos p on p.id = ps.pagamento
          where ps.servico = s.id and p.status = 'concluido' ${pagamentoNoPeriodo})
        or exists (select 1 from racs r where r.servico = s.id ${racNoPeriodo}))`
    : entre(dia(sql`v.concluida_em`), p);
  const data = caixa
    ? sql`coalesce((select max(${DIA_DO_PAGAMENTO}) from pagamentos_servicos ps join pagamentos p on p.id = ps.pagamento
          where ps.servico = s.id and p.status = 'concluido' ${pagamentoNoPeriodo}),
        (select max(r.estorno_cliente_data_realizado) from racs r where r.servico = s.id ${racNoPeriodo}))`
    : dia(sql`v.concluida_em`);
  return findReceitaDosServicos(db, sql`${doPeriodo} ${consultor}`, {
    data,
    pagamentos: pagamentoNoPeriodo,
    racs: racNoPeriodo,
    ordens: ordemNoPeriodo,
  });
}

export type LinhaPagamentoDre = { id: number; venda: number; data: string; descricao: string; taxa: string };

/** The concluded payments with a fee: of the sales concluded in the period (competencia) or received in it (caixa). */
export async function findPagamentosDre(db: DbOrTx, p: PeriodoDre): Promise<LinhaPagamentoDre[]> {
  const consultor = p.consultor === undefined ? sql`` : sql`and v.consultor = ${p.consultor}`;
  const doPeriodo = p.regime === 'caixa' ? entre(DIA_DO_PAGAMENTO, p) : entre(dia(sql`v.concluida_em`), p);
  const data = p.regime === 'caixa' ? DIA_DO_PAGAMENTO : dia(sql`v.concluida_em`);
  return linhas<LinhaPagamentoDre>(
    db,
    sql`select p.id, p.venda, to_char(${data}, 'YYYY-MM-DD') as data,
          'Pagamento ' || p.id || ' (' || p.meio_pagamento || ')' as descricao,
          p.taxa_meio_pagamento::text as taxa
        from pagamentos p join vendas v on v.id = p.venda
        where p.status = 'concluido' and p.taxa_meio_pagamento <> 0 and ${doPeriodo} ${consultor}
        order by p.id`,
  );
}

export type LinhaEmissaoDre = {
  id: number;
  venda: number;
  data: string;
  descricao: string;
  comissao: string;
};

/**
 * The issuances' commissions (the commission report's rates): of the sales concluded in the period
 * (competencia) or of the issuances issued in it (caixa).
 */
export async function findEmissoesDre(db: DbOrTx, p: PeriodoDre): Promise<LinhaEmissaoDre[]> {
  const consultor = p.consultor === undefined ? sql`` : sql`and v.consultor = ${p.consultor}`;
  const data = p.regime === 'caixa' ? dia(sql`e.data_hora_emissao`) : dia(sql`v.concluida_em`);
  return linhas<LinhaEmissaoDre>(
    db,
    sql`select * from (select e.id, e.venda, to_char(${data}, 'YYYY-MM-DD') as data,
          'Emissão ' || e.id || ' do serviço ' || e.servico as descricao,
          (${COMISSAO_DA_EMISSAO_SQL})::text as comissao
        from emissoes e join vendas v on v.id = e.venda ${PARTICIPANTES_DA_EMISSAO_SQL}
        where ${entre(data, p)} ${consultor}) x
        where x.comissao::numeric <> 0 order by x.id`,
  );
}

export type LinhaMovimentoDre = { id: number; data: string; descricao: string; valor: string };

/** The bank fees of the period: statement debits ignored with the category `tarifa_bancaria`. */
export async function findTarifasBancariasDre(db: DbOrTx, p: PeriodoDre): Promise<LinhaMovimentoDre[]> {
  // a bank fee belongs to no consultant: a consultant's statement has none
  if (p.consultor !== undefined) return [];
  return linhas<LinhaMovimentoDre>(
    db,
    sql`select m.id, to_char(m.data, 'YYYY-MM-DD') as data, m.descricao, m.valor::text as valor
        from movimentos_bancarios m
        where m.status = 'ignorado' and m.categoria = 'tarifa_bancaria' and m.tipo = 'debito'
          and ${entre(sql`m.data`, p)}
        order by m.data, m.id`,
  );
}
