import type { TotaisVenda } from '@skyler/domain/precos/totais-venda';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pagamentos, pagamentos_servicos, servicos } from '../../db/schema/index.ts';

/**
 * The SQL twin of the domain's `totaisDaVenda` (decision 0066), the one place a sale's open balance is
 * computed in the database.
 *
 * `servicosComSaldoSql(onde)`: each service matching `onde` (a condition on the `servicos` table, which
 * keeps its name, so drizzle's column references work in it) with what its payments' shares schedule, all
 * (`programado`) and concluded (`pago`), in `numeric`.
 */
export function servicosComSaldoSql(onde: SQL): SQL {
  return sql`select ${servicos.id} as id, ${servicos.venda} as venda, ${servicos.status} as status,
      ${servicos.cotacao} as cotacao, ${servicos.valor_total} as valor_total,
      coalesce(sum(ps.valor), 0)::numeric as programado,
      coalesce(sum(ps.valor) filter (where p.status = 'concluido'), 0)::numeric as pago
    from ${servicos}
    left join ${pagamentos_servicos} ps on ps.servico = ${servicos.id}
    left join ${pagamentos} p on p.id = ps.pagamento
    where ${onde}
    group by ${servicos.id}`;
}

/**
 * Per sale with a service matching `onde`: `total`, `programado`, `pago` and `em_aberto` as `totaisDaVenda`
 * defines them (services not cancelled only), plus `servicos_ativos`, how many of them are not cancelled.
 */
export function totaisDasVendasSql(onde: SQL): SQL {
  const ativo = sql.raw(`filter (where s.status <> 'cancelado')`);
  return sql`select s.venda,
      (count(*) ${ativo})::int as servicos_ativos,
      coalesce(sum(s.valor_total) ${ativo}, 0)::numeric as total,
      coalesce(sum(s.programado) ${ativo}, 0)::numeric as programado,
      coalesce(sum(s.pago) ${ativo}, 0)::numeric as pago,
      (coalesce(sum(s.valor_total) ${ativo}, 0) - coalesce(sum(s.pago) ${ativo}, 0))::numeric as em_aberto
    from (${servicosComSaldoSql(onde)}) s
    group by s.venda`;
}

const ZERADOS: TotaisVenda = { total: '0.00', programado: '0.00', pago: '0.00', em_aberto: '0.00' };

/** GET /api/vendas/{id}/totais/: the sale's totals as its Pagamentos tab shows them (zeros without services). */
export async function findTotaisDaVenda(db: DbOrTx, venda: number): Promise<TotaisVenda> {
  const resultado = (await db.execute(
    sql`select round(total, 2)::text as total, round(programado, 2)::text as programado,
          round(pago, 2)::text as pago, round(em_aberto, 2)::text as em_aberto
        from (${totaisDasVendasSql(sql`${servicos.venda} = ${venda}`)}) t`,
  )) as unknown as { rows: TotaisVenda[] };
  const [linha] = resultado.rows;
  return linha
    ? { total: linha.total, programado: linha.programado, pago: linha.pago, em_aberto: linha.em_aberto }
    : ZERADOS;
}
