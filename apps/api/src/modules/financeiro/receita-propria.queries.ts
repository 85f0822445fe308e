import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** A service with the inputs of its own revenue (`calcularReceitaPropria`), amounts as decimal text. */
export type LinhaServicoDre = {
  id: number;
  venda: number;
  status: string;
  data: string;
  descricao: string;
  valor_total: string;
  pago: string;
  custo: string;
  rav: string;
  incentivo: string;
  cambial: string;
  reembolso_cliente: string;
  reembolso_fornecedor: string;
};

/**
 * The services (aliases `s` of servicos, `v` of vendas, `c` of cotacoes) that `onde` keeps, with what their
 * client paid (concluded payments' parts), real cost, RAV (the tickets' or the hotel's, car's or other's),
 * incentive, exchange difference of their orders (not the RACs') and the RACs' refunds. `filtros` narrow the
 * payments, RACs and orders counted (aliases `p`, `r`, `o`) and give the date each is dated with; by default
 * all of them, dated by the sale's conclusion (or creation) day.
 */
export async function findReceitaDosServicos(
  db: DbOrTx,
  onde: SQL,
  filtros: { data?: SQL; pagamentos?: SQL; racs?: SQL; ordens?: SQL } = {},
): Promise<LinhaServicoDre[]> {
  const data =
    filtros.data ?? sql`((coalesce(v.concluida_em, s.created_at)) at time zone 'America/Sao_Paulo')::date`;
  const resultado = (await db.execute(
    sql`select s.id, s.venda, s.status, to_char(${data}, 'YYYY-MM-DD') as data,
          'Serviço ' || s.id || ' — ' || c.descricao as descricao,
          s.valor_total::text as valor_total,
          (select coalesce(sum(ps.valor), 0) from pagamentos_servicos ps join pagamentos p on p.id = ps.pagamento
            where ps.servico = s.id and p.status = 'concluido' ${filtros.pagamentos ?? sql``})::text as pago,
          c.custo_agencia::text as custo,
          (coalesce((select sum(sc.rav) from subcotacoes sc where sc.cotacao = c.id), 0)
            + coalesce(nullif(c.detalhes->>'rav', '')::numeric, 0))::text as rav,
          c.valor_incentivo::text as incentivo,
          (select coalesce(sum(o.diferenca_cambial), 0) from ordens_pagamento o
            where o.servico = s.id and o.rac is null ${filtros.ordens ?? sql``})::text as cambial,
          (select coalesce(sum(r.estorno_cliente_valor), 0) from racs r
            where r.servico = s.id ${filtros.racs ?? sql``})::text as reembolso_cliente,
          (select coalesce(sum(r.estorno_fornecedor_valor), 0) from racs r
            where r.servico = s.id ${filtros.racs ?? sql``})::text as reembolso_fornecedor
        from servicos s join vendas v on v.id = s.venda join cotacoes c on c.id = s.cotacao
        where ${onde}
        order by s.id`,
  )) as unknown as { rows: LinhaServicoDre[] };
  return resultado.rows;
}

/** `calcularReceitaPropria`'s input from a row. */
export function entradaDaReceita(linha: LinhaServicoDre) {
  return {
    cancelado: linha.status === 'cancelado',
    pago: linha.pago,
    custo: linha.custo,
    rav: linha.rav,
    incentivo: linha.incentivo,
    diferenca_cambial: linha.cambial,
    reembolso_cliente: linha.reembolso_cliente,
    reembolso_fornecedor: linha.reembolso_fornecedor,
  };
}
