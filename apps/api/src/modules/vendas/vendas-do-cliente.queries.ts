import { nomeCompleto, type VendaDoContato } from '@skyler/domain/contatos';
import { and, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import { contatos, empresas, servicos, usuarios, vendas } from '../../db/schema/index.ts';
import { totaisDasVendasSql } from '../pagamentos/totais-sql.ts';

const indicador = alias(contatos, 'indicador');

/** Sales of a client (a contact's or a company's Vendas tab), newest first. */
async function findVendasOnde(db: DbOrTx, where: SQL): Promise<VendaDoContato[]> {
  const rows = await db
    .select({
      id: vendas.id,
      status: vendas.status,
      created_at: vendas.created_at,
      indicacao: { id: indicador.id, nome: indicador.nome, sobrenome: indicador.sobrenome },
      consultor: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
      cliente: { id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome },
      cliente_empresa: { id: empresas.id, nome: empresas.nome },
    })
    .from(vendas)
    .leftJoin(indicador, eq(indicador.id, vendas.indicacao))
    .leftJoin(usuarios, eq(usuarios.id, vendas.consultor))
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .where(where)
    .orderBy(desc(vendas.id));
  const financeiro = await findFinanceiroDasVendas(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    indicacao: present(row.indicacao),
    consultor: present(row.consultor),
    cliente: present(row.cliente),
    cliente_empresa: present(row.cliente_empresa),
    ...(financeiro.get(row.id) ?? SEM_SERVICOS),
  }));
}

const SEM_SERVICOS = { num_servicos: 0, valor_faturado: '0.00', valor_pago: '0.00' };

/** Per sale: its services not cancelled, their total and what was paid of them (the sale's totals, decision 0066). */
async function findFinanceiroDasVendas(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof SEM_SERVICOS>();
  const resultado = (await db.execute(
    sql`select venda::int as venda, servicos_ativos as n, round(total, 2)::text as faturado,
          round(pago, 2)::text as pago
        from (${totaisDasVendasSql(sql`${inArray(servicos.venda, ids)}`)}) t
        where servicos_ativos > 0`,
  )) as unknown as { rows: { venda: number; n: number; faturado: string; pago: string }[] };
  return new Map(
    resultado.rows.map((l) => [
      Number(l.venda),
      { num_servicos: Number(l.n), valor_faturado: l.faturado, valor_pago: l.pago },
    ]),
  );
}

export function findVendasDoContato(db: DbOrTx, contatoId: number): Promise<VendaDoContato[]> {
  return findVendasOnde(db, eq(vendas.cliente, contatoId));
}

export function findVendasDaEmpresa(db: DbOrTx, empresaId: number): Promise<VendaDoContato[]> {
  return findVendasOnde(db, eq(vendas.cliente_empresa, empresaId));
}

/** The date of each contact's newest concluded sale (the list's "Data última compra"). */
export async function findUltimasCompras(db: DbOrTx, contatoIds: number[]): Promise<Map<number, string>> {
  if (contatoIds.length === 0) return new Map();
  const rows = await db
    .select({ cliente: vendas.cliente, em: max(vendas.concluida_em) })
    .from(vendas)
    .where(and(inArray(vendas.cliente, contatoIds), eq(vendas.status, 'concluida')))
    .groupBy(vendas.cliente);
  return new Map(
    rows.flatMap((row) => (row.cliente !== null && row.em ? [[row.cliente, row.em.toISOString()]] : [])),
  );
}

/** The chosen sales of a contact, with their date and consultant, for the invoice PDF. */
export async function findVendasDoContatoPorId(db: DbOrTx, contatoId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: vendas.id,
      created_at: vendas.created_at,
      consultor: { nome: usuarios.nome, sobrenome: usuarios.sobrenome },
    })
    .from(vendas)
    .leftJoin(usuarios, eq(usuarios.id, vendas.consultor))
    .where(and(eq(vendas.cliente, contatoId), inArray(vendas.id, ids)));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    consultor: nomeCompleto(row.consultor) || null,
  }));
}
