import type { CandidatoMovimento } from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { JANELA_DIAS } from '@skyler/domain/conciliacao-banco/sugestoes';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { movimentos_bancarios, movimentos_bancarios_vinculos } from '../../db/schema/index.ts';

export type MovimentoRow = typeof movimentos_bancarios.$inferSelect;

/** A payment or order as matching reads it (amounts and days as strings). */
export type CandidatoRow = {
  id: number;
  valor: string;
  vinculado: string;
  data: string | null;
  documentos: string[];
  txid: string | null;
  grupo: string | null;
  status: string;
};

async function linhas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function findMovimento(db: DbOrTx, id: number): Promise<MovimentoRow | undefined> {
  const [row] = await db.select().from(movimentos_bancarios).where(eq(movimentos_bancarios.id, id));
  return row;
}

/** The line, locked for a change (`FOR UPDATE`). */
export async function lockMovimento(db: DbOrTx, id: number): Promise<MovimentoRow | undefined> {
  const [row] = await db
    .select()
    .from(movimentos_bancarios)
    .where(eq(movimentos_bancarios.id, id))
    .for('update');
  return row;
}

/** The lines of an account in the statuses given, oldest first. */
export async function findMovimentosDaConta(
  db: DbOrTx,
  conta: number,
  status: readonly MovimentoRow['status'][],
): Promise<MovimentoRow[]> {
  return db
    .select()
    .from(movimentos_bancarios)
    .where(and(eq(movimentos_bancarios.conta, conta), inArray(movimentos_bancarios.status, [...status])))
    .orderBy(asc(movimentos_bancarios.data), asc(movimentos_bancarios.id));
}

export async function findMovimentosPorIds(db: DbOrTx, ids: readonly number[]): Promise<MovimentoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(movimentos_bancarios)
    .where(inArray(movimentos_bancarios.id, [...ids]))
    .orderBy(asc(movimentos_bancarios.data), asc(movimentos_bancarios.id));
}

export async function findVinculos(db: DbOrTx, movimentos: readonly number[]) {
  if (movimentos.length === 0) return [];
  return db
    .select({
      movimento: movimentos_bancarios_vinculos.movimento,
      pagamento: movimentos_bancarios_vinculos.pagamento,
      ordem: movimentos_bancarios_vinculos.ordem,
      valor: movimentos_bancarios_vinculos.valor,
    })
    .from(movimentos_bancarios_vinculos)
    .where(inArray(movimentos_bancarios_vinculos.movimento, [...movimentos]))
    .orderBy(asc(movimentos_bancarios_vinculos.id));
}

export async function insertVinculos(
  db: DbOrTx,
  vinculos: { movimento: number; pagamento?: number; ordem?: number; valor: string; created_by: number }[],
) {
  if (vinculos.length > 0) await db.insert(movimentos_bancarios_vinculos).values(vinculos);
}

export async function deleteVinculos(db: DbOrTx, movimento: number) {
  await db
    .delete(movimentos_bancarios_vinculos)
    .where(eq(movimentos_bancarios_vinculos.movimento, movimento));
}

/** The days the lines span, widened by the matching window. */
function janela(dias: readonly string[]) {
  const ordenados = [...dias].sort();
  return { de: ordenados[0] ?? '1900-01-01', ate: ordenados.at(-1) ?? '1900-01-01', folga: JANELA_DIAS };
}

/**
 * The payments a batch of credits may settle: open or concluded, not settled outside the bank, with what other
 * lines already settle of them; paid (else due) within the lines' days ± the window, or charged with a txid a
 * line carries. Documents: the financial responsible's CPF/CNPJ and the sale's client's; group: the payer.
 * `ids` reads the payments named instead (a match confirmed by hand), whatever their day.
 */
export async function findPagamentosCandidatos(
  db: DbOrTx,
  filtro: { dias: readonly string[]; txids: readonly string[] } | { ids: readonly number[] },
): Promise<CandidatoRow[]> {
  let onde: SQL;
  if ('ids' in filtro) {
    if (filtro.ids.length === 0) return [];
    onde = sql`p.id in (${sql.join(
      filtro.ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  } else {
    if (filtro.dias.length === 0) return [];
    const j = janela(filtro.dias);
    const txids = filtro.txids.length
      ? sql` or p.pix_txid in (${sql.join(
          filtro.txids.map((t) => sql`${t}`),
          sql`, `,
        )})`
      : sql``;
    onde = sql`(coalesce(p.data_pagamento, p.data_vencimento) is null
      or coalesce(p.data_pagamento, p.data_vencimento) between
        to_char(${j.de}::date - ${j.folga}::int, 'YYYY-MM-DD') and to_char(${j.ate}::date + ${j.folga}::int, 'YYYY-MM-DD')
      ${txids})
      and p.fora_do_banco_motivo is null`;
  }
  return linhas<CandidatoRow>(
    db,
    sql`
select p.id, p.valor::text as valor, p.status,
  coalesce((select sum(v.valor) from movimentos_bancarios_vinculos v where v.pagamento = p.id), 0)::numeric(14,2)::text
    as vinculado,
  coalesce(p.data_pagamento, p.data_vencimento) as data,
  array_remove(array[rc.cpf, re.cnpj, cl.cpf, cl.cnpj], null) as documentos,
  p.pix_txid as txid,
  coalesce('e' || p.responsavel_financeiro_empresa, 'c' || p.responsavel_financeiro, 'c' || v.cliente) as grupo
from pagamentos p
join vendas v on v.id = p.venda
left join contatos rc on rc.id = p.responsavel_financeiro
left join empresas re on re.id = p.responsavel_financeiro_empresa
left join contatos cl on cl.id = v.cliente
where ${onde}
order by p.id`,
  );
}

/**
 * The payment orders a batch of debits may pay: open or paid, in reais (a foreign one once its reais paid are
 * recorded), not paid outside the bank; paid (else due, else requested) within the days ± the window.
 * Documents: the supplier's CPF/CNPJ and Pix key, or the refunded client's CPF/CNPJ; group: the payee.
 */
export async function findOrdensCandidatas(
  db: DbOrTx,
  filtro: { dias: readonly string[] } | { ids: readonly number[] },
): Promise<CandidatoRow[]> {
  let onde: SQL;
  const dia = sql`coalesce(o.data_pagamento, o.vencimento, (o.data_solicitacao at time zone 'America/Sao_Paulo')::date)`;
  if ('ids' in filtro) {
    if (filtro.ids.length === 0) return [];
    onde = sql`o.id in (${sql.join(
      filtro.ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  } else {
    if (filtro.dias.length === 0) return [];
    const j = janela(filtro.dias);
    onde = sql`${dia} between ${j.de}::date - ${j.folga}::int and ${j.ate}::date + ${j.folga}::int
      and o.fora_do_banco_motivo is null and (o.moeda = 'BRL' or o.valor_pago is not null)`;
  }
  return linhas<CandidatoRow>(
    db,
    sql`
select o.id, coalesce(o.valor_pago, o.valor)::text as valor, o.status,
  coalesce((select sum(v.valor) from movimentos_bancarios_vinculos v where v.ordem = o.id), 0)::numeric(14,2)::text
    as vinculado,
  to_char(${dia}, 'YYYY-MM-DD') as data,
  array_remove(array[f.cpf, f.cnpj, f.chave_pix, c.cpf, c.cnpj, e.cnpj], null) as documentos,
  null as txid,
  coalesce('f' || o.fornecedor, 'c' || o.cliente, 'e' || o.cliente_empresa) as grupo
from ordens_pagamento o
left join fornecedores f on f.id = o.fornecedor
left join contatos c on c.id = o.cliente
left join empresas e on e.id = o.cliente_empresa
where ${onde}
order by o.id`,
  );
}

/**
 * What finance may choose by hand for a line: payments (a credit) or orders (a debit) with something left to
 * settle, not settled outside the bank, the closest to the line's amount then day first. `padroes`: the
 * search's LIKE groups against the payer's or payee's search form (name, document), the sale's number, or the
 * amount typed.
 */
export async function findCandidatosDoMovimento(
  db: DbOrTx,
  {
    tipo,
    valor,
    data,
    padroes,
    valorBuscado,
    limite,
  }: {
    tipo: 'credito' | 'debito';
    valor: string;
    data: string;
    padroes: string[][];
    valorBuscado: string | null;
    limite: number;
  },
): Promise<CandidatoMovimento[]> {
  const busca = (nome: SQL, venda: SQL, valorCol: SQL) => {
    const termos = padroes.map(
      (grupo) =>
        sql`(${sql.join(
          grupo.map((padrao) => sql`${nome} like ${padrao} or ${venda}::text like ${padrao}`),
          sql` or `,
        )})`,
    );
    const porValor = valorBuscado ? sql`${valorCol} = ${valorBuscado}::numeric` : null;
    if (termos.length === 0) return sql`true`;
    const porTexto = sql.join(termos, sql` and `);
    return porValor ? sql`((${porTexto}) or ${porValor})` : porTexto;
  };
  if (tipo === 'credito') {
    const nome = sql`coalesce(re.nome, rc.nome || ' ' || rc.sobrenome, cl.nome || ' ' || cl.sobrenome, '')`;
    return linhas<CandidatoMovimento>(
      db,
      sql`
select * from (
  select p.id, p.venda, ${nome} as nome, coalesce(p.descricao, '') as descricao,
    coalesce(p.data_pagamento, p.data_vencimento) as data, p.status, p.valor::text as valor,
    (p.valor - coalesce((select sum(v.valor) from movimentos_bancarios_vinculos v where v.pagamento = p.id), 0))
      ::numeric(14,2)::text as restante
  from pagamentos p
  join vendas vd on vd.id = p.venda
  left join contatos rc on rc.id = p.responsavel_financeiro
  left join empresas re on re.id = p.responsavel_financeiro_empresa
  left join contatos cl on cl.id = vd.cliente
  where p.fora_do_banco_motivo is null
    and ${busca(sql`concat_ws(' ', re.nome_busca, rc.nome_busca, cl.nome_busca)`, sql`p.venda`, sql`p.valor`)}
) c
where c.restante::numeric > 0
order by abs(c.restante::numeric - ${valor}::numeric),
  abs(coalesce(c.data, ${data})::date - ${data}::date), c.id
limit ${limite}`,
    );
  }
  const nome = sql`coalesce(f.nome, e.nome, c.nome || ' ' || c.sobrenome, '')`;
  const dia = sql`coalesce(o.data_pagamento, o.vencimento, (o.data_solicitacao at time zone 'America/Sao_Paulo')::date)`;
  return linhas<CandidatoMovimento>(
    db,
    sql`
select * from (
  select o.id, o.venda, ${nome} as nome, coalesce(o.id_fatura, '') as descricao,
    to_char(${dia}, 'YYYY-MM-DD') as data, o.status, coalesce(o.valor_pago, o.valor)::text as valor,
    (coalesce(o.valor_pago, o.valor)
      - coalesce((select sum(v.valor) from movimentos_bancarios_vinculos v where v.ordem = o.id), 0))
      ::numeric(14,2)::text as restante
  from ordens_pagamento o
  left join fornecedores f on f.id = o.fornecedor
  left join contatos c on c.id = o.cliente
  left join empresas e on e.id = o.cliente_empresa
  where o.fora_do_banco_motivo is null and (o.moeda = 'BRL' or o.valor_pago is not null)
    and ${busca(
      sql`concat_ws(' ', f.busca, e.nome_busca, c.nome_busca)`,
      sql`o.venda`,
      sql`coalesce(o.valor_pago, o.valor)`,
    )}
) c
where c.restante::numeric > 0
order by abs(c.restante::numeric - ${valor}::numeric),
  abs(coalesce(c.data, ${data})::date - ${data}::date), c.id
limit ${limite}`,
  );
}
