import {
  CONCILIACAO_BANCO_MESSAGES,
  type ConciliacaoBanco,
  type PendenciaBanco,
} from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { saldoDoSistema } from '@skyler/domain/conciliacao-banco/sugestoes';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findMovimentosPorIds } from '../movimentos-bancarios/movimentos-bancarios.queries.ts';
import { sugestoesDosMovimentos } from '../movimentos-bancarios/sugestoes.ts';

export type ConciliacaoBancoFiltros = { conta: number | null; inicio: string | null; fim: string | null };

async function linhas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function entre(coluna: SQL, de: string | null, ate: string | null): SQL {
  const condicoes: SQL[] = [sql`true`];
  if (de) condicoes.push(sql`${coluna} >= ${de}`);
  if (ate) condicoes.push(sql`${coluna} <= ${ate}`);
  return sql.join(condicoes, sql` and `);
}

type LinhaPendencia = Omit<PendenciaBanco, 'sugestoes'>;

/**
 * The bank section of the reconciliation (decision 0086), for one account and period (days; none: all):
 * - each concluded payment and paid order of the days the account's statements cover that no line settles in
 *   full and that is not marked as settled outside the bank;
 * - each line of the account not explained (pendente or sugerido);
 * - each conciliado line whose links do not add up to it;
 * and the last statement's closing balance against the system's: the balance before the first statement
 * (its closing balance minus its lines) plus the explained lines (conciliado or ignorado) up to that day.
 */
export async function conciliarBanco(
  db: DbOrTx,
  filtros: ConciliacaoBancoFiltros,
): Promise<ConciliacaoBanco> {
  const contas = await linhas<ConciliacaoBanco['contas'][number] & { ativa: boolean }>(
    db,
    sql`select id, descricao, banco, agencia, conta, ativa from contas_bancarias order by id`,
  );
  const ativas = contas.filter((c) => c.ativa || c.id === filtros.conta).map(({ ativa: _, ...c }) => c);
  const escolhida = filtros.conta === null ? ativas[0] : contas.find((c) => c.id === filtros.conta);
  if (!escolhida) {
    if (filtros.conta !== null)
      throw new AppError('not_found', CONCILIACAO_BANCO_MESSAGES.contaNaoEncontrada);
    return {
      conta: null,
      contas: [],
      periodo: { inicio: filtros.inicio, fim: filtros.fim },
      pendencias: [],
      saldo_extrato: null,
      saldo_data: null,
      saldo_sistema: '0.00',
      verificado_em: new Date().toISOString(),
    };
  }
  const f = { ...filtros, conta: escolhida.id };
  // the days the account's statements cover: before and after them, the bank has not spoken yet
  const [cobertura] = await linhas<{ de: string | null; ate: string | null }>(
    db,
    sql`select to_char(least(min(e.inicio), (select min(data) from movimentos_bancarios where conta = ${f.conta})), 'YYYY-MM-DD') as de,
      to_char(greatest(max(e.fim), (select max(data) from movimentos_bancarios where conta = ${f.conta})), 'YYYY-MM-DD') as ate
    from extratos_bancarios e where e.conta = ${f.conta}`,
  );
  const de =
    [f.inicio, cobertura?.de ?? null]
      .filter((d): d is string => !!d)
      .sort()
      .at(-1) ?? null;
  const ate = [f.fim, cobertura?.ate ?? null].filter((d): d is string => !!d).sort()[0] ?? null;
  const semCobertura = !cobertura?.de;
  const livros = semCobertura
    ? []
    : await linhas<LinhaPendencia>(
        db,
        sql`
select 'pagamento_sem_movimento' as tipo, p.id as pagamento, null::int as ordem, null::int as movimento,
  null as tipo_movimento, p.venda,
  p.data_pagamento as data, coalesce(p.descricao, '') as descricao, p.valor::text as valor,
  coalesce(sum(v.valor), 0)::numeric(14,2)::text as vinculado, null as status, null as motivo_pendencia, p.versao
from pagamentos p left join movimentos_bancarios_vinculos v on v.pagamento = p.id
where p.status = 'concluido' and p.fora_do_banco_motivo is null and ${entre(sql`p.data_pagamento`, de, ate)}
group by p.id having coalesce(sum(v.valor), 0) < p.valor
union all
select 'ordem_sem_movimento', null, o.id, null, null, o.venda, to_char(o.data_pagamento, 'YYYY-MM-DD'),
  coalesce(o.id_fatura, ''), coalesce(o.valor_pago, o.valor)::text,
  coalesce(sum(v.valor), 0)::numeric(14,2)::text, null, null, o.versao
from ordens_pagamento o left join movimentos_bancarios_vinculos v on v.ordem = o.id
where o.status = 'pago' and o.fora_do_banco_motivo is null
  and ${entre(sql`to_char(o.data_pagamento, 'YYYY-MM-DD')`, de, ate)}
group by o.id having coalesce(sum(v.valor), 0) < coalesce(o.valor_pago, o.valor)`,
      );
  const movimentos = await linhas<LinhaPendencia>(
    db,
    sql`
select case when m.status = 'conciliado' then 'vinculos_diferentes' else 'movimento_nao_explicado' end as tipo,
  null::int as pagamento, null::int as ordem, m.id as movimento, m.tipo as tipo_movimento, null::int as venda,
  to_char(m.data, 'YYYY-MM-DD') as data, m.descricao, m.valor::text as valor,
  coalesce(sum(v.valor), 0)::numeric(14,2)::text as vinculado, m.status, m.motivo_pendencia, m.versao
from movimentos_bancarios m left join movimentos_bancarios_vinculos v on v.movimento = m.id
where m.conta = ${f.conta} and ${entre(sql`to_char(m.data, 'YYYY-MM-DD')`, f.inicio, f.fim)}
  and m.status <> 'ignorado'
group by m.id
having m.status in ('pendente', 'sugerido') or coalesce(sum(v.valor), 0) <> m.valor`,
  );
  const abertos = movimentos.filter((m) => m.tipo === 'movimento_nao_explicado');
  const sugestoes = await sugestoesDosMovimentos(
    db,
    await findMovimentosPorIds(
      db,
      abertos.map((m) => m.movimento as number),
    ),
  );
  const pendencias = [...livros, ...movimentos]
    .map((p) => ({
      ...p,
      pagamento: p.pagamento ?? null,
      ordem: p.ordem ?? null,
      movimento: p.movimento ?? null,
      sugestoes: p.movimento ? (sugestoes.get(p.movimento) ?? []) : [],
    }))
    .sort((a, b) => (a.data ?? '').localeCompare(b.data ?? '') || a.tipo.localeCompare(b.tipo));

  // the balances: the last statement with one (up to the period's end) against the books
  const [ultimo] = await linhas<{ saldo_final: string; saldo_data: string }>(
    db,
    sql`select saldo_final::text, to_char(coalesce(saldo_data, fim), 'YYYY-MM-DD') as saldo_data
    from extratos_bancarios
    where conta = ${f.conta} and saldo_final is not null and (${f.fim}::date is null or coalesce(saldo_data, fim) <= ${f.fim}::date)
    order by coalesce(saldo_data, fim) desc nulls last, id desc limit 1`,
  );
  const [primeiro] = await linhas<{ anterior: string }>(
    db,
    sql`select (e.saldo_final - coalesce((select sum(case when m.tipo = 'credito' then m.valor else -m.valor end)
        from movimentos_bancarios m where m.extrato = e.id), 0))::numeric(14,2)::text as anterior
    from extratos_bancarios e where e.conta = ${f.conta} and e.saldo_final is not null
    order by e.inicio nulls last, e.id limit 1`,
  );
  const explicados = await linhas<{ tipo: 'credito' | 'debito'; valor: string }>(
    db,
    sql`select tipo, valor::text from movimentos_bancarios
    where conta = ${f.conta} and status in ('conciliado', 'ignorado')
      and (${ultimo?.saldo_data ?? null}::date is null or data <= ${ultimo?.saldo_data ?? null}::date)`,
  );
  return {
    conta: f.conta,
    contas: ativas,
    periodo: { inicio: f.inicio, fim: f.fim },
    pendencias: pendencias as PendenciaBanco[],
    saldo_extrato: ultimo?.saldo_final ?? null,
    saldo_data: ultimo?.saldo_data ?? null,
    saldo_sistema: saldoDoSistema(
      primeiro?.anterior ?? '0',
      explicados.filter((m) => m.tipo === 'credito').map((m) => m.valor),
      explicados.filter((m) => m.tipo === 'debito').map((m) => m.valor),
    ),
    verificado_em: new Date().toISOString(),
  };
}

/** Every active account's bank section (the CLI's `conciliar --banco`). */
export async function conciliarBancos(
  db: DbOrTx,
  f: { inicio: string | null; fim: string | null },
): Promise<ConciliacaoBanco[]> {
  const contas = await linhas<{ id: number }>(
    db,
    sql`select id from contas_bancarias where ativa order by id`,
  );
  const resultados: ConciliacaoBanco[] = [];
  for (const c of contas) resultados.push(await conciliarBanco(db, { conta: c.id, ...f }));
  return resultados;
}

/** Whether the bank section is open: a pending item, or balances that differ. */
export function bancoEmAberto(c: ConciliacaoBanco): boolean {
  return c.pendencias.length > 0 || (c.saldo_extrato !== null && c.saldo_extrato !== c.saldo_sistema);
}
