import { nomeCompleto } from '@skyler/domain/contatos';
import { PORTAL_MESSAGES, type VendaPortalResumo, type VinculoPortal } from '@skyler/domain/portal';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  agencia,
  contatos,
  contatos_empresas,
  orcamentos,
  passageiros,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

/** The contacts linked to a client account (`contatos.usuario_cliente`). */
const contatosDoUsuario = (usuario: number) =>
  sql`(select ${contatos.id} from ${contatos} where ${contatos.usuario_cliente} = ${usuario})`;

/**
 * Why the account sees the sale, in order: its client; a passenger of one of its requests; the contact of the
 * company that is its client, when the agency allows it. Null: the account does not see it.
 */
function vinculoSql(usuario: number): SQL<VinculoPortal | null> {
  const meus = contatosDoUsuario(usuario);
  // qualified by hand: in a select without joins Drizzle leaves columns unqualified, and the subquery's own
  // "id" would shadow the sale's
  const venda = (coluna: 'id' | 'cliente' | 'cliente_empresa') =>
    sql`${sql.identifier('vendas')}.${sql.identifier(coluna)}`;
  return sql<VinculoPortal | null>`case
    when ${venda('cliente')} in ${meus} then 'cliente'
    when exists (select 1 from ${passageiros} join ${orcamentos} on ${orcamentos.id} = ${passageiros.orcamento}
      where ${orcamentos.venda} = ${venda('id')} and ${passageiros.contato} in ${meus}) then 'passageiro'
    when ${venda('cliente_empresa')} in (select ${contatos_empresas.empresa_id} from ${contatos_empresas}
        where ${contatos_empresas.contato_id} in ${meus})
      and coalesce((select ${agencia.portal_contatos_empresa} from ${agencia} where ${agencia.id} = 1), false)
      then 'empresa'
  end`;
}

/**
 * The one access rule of the portal: the sale and why the client account sees it. A sale the account does not
 * see is answered as one that does not exist (404), so a client never learns of another client's sale.
 */
export async function vendaDoCliente(
  db: DbOrTx,
  usuario: number,
  vendaId: number,
): Promise<{ id: number; vinculo: VinculoPortal }> {
  const vinculo = vinculoSql(usuario);
  const [linha] = await db
    .select({ id: vendas.id, vinculo })
    .from(vendas)
    .where(sql`${vendas.id} = ${vendaId} and (${vinculo}) is not null`);
  if (!linha?.vinculo) throw new AppError('not_found', PORTAL_MESSAGES.vendaNaoEncontrada);
  return { id: linha.id, vinculo: linha.vinculo };
}

const resumoColunas = (vinculo: SQL<VinculoPortal | null>) => ({
  id: vendas.id,
  status: vendas.status,
  created_at: vendas.created_at,
  vinculo,
  consultor: { nome: usuarios.nome, sobrenome: usuarios.sobrenome },
});

type LinhaResumo = {
  id: number;
  status: VendaPortalResumo['status'];
  created_at: Date;
  vinculo: VinculoPortal | null;
  consultor: { nome: string; sobrenome: string } | null;
};

const resumo = (row: LinhaResumo): VendaPortalResumo => ({
  id: row.id,
  status: row.status,
  created_at: row.created_at.toISOString(),
  vinculo: row.vinculo ?? 'cliente',
  consultor: nomeCompleto(row.consultor) || null,
});

/** A trip's heading as its client sees it; `venda` has passed `vendaDoCliente`. */
export async function findResumoDoPortal(
  db: DbOrTx,
  { usuario, venda }: { usuario: number; venda: number },
): Promise<VendaPortalResumo> {
  const [row] = await db
    .select(resumoColunas(vinculoSql(usuario)))
    .from(vendas)
    .leftJoin(usuarios, eq(usuarios.id, vendas.consultor))
    .where(eq(vendas.id, venda));
  if (!row) throw new AppError('not_found', PORTAL_MESSAGES.vendaNaoEncontrada);
  return resumo(row);
}

/** The client account's trips, newest first. */
export function findVendasDoPortal(
  db: DbOrTx,
  { usuario, page, pageSize }: { usuario: number; page: number; pageSize: number },
): Promise<Page<VendaPortalResumo>> {
  const vinculo = vinculoSql(usuario);
  const visivel = sql`(${vinculo}) is not null`;
  return paginate({
    page,
    pageSize,
    rows: async (limit, offset) => {
      const rows = await db
        .select(resumoColunas(vinculo))
        .from(vendas)
        .leftJoin(usuarios, eq(usuarios.id, vendas.consultor))
        .where(visivel)
        .orderBy(desc(vendas.id))
        .limit(limit)
        .offset(offset);
      return rows.map(resumo);
    },
    count: async () => {
      const [row] = await db.select({ n: count() }).from(vendas).where(visivel);
      return row?.n ?? 0;
    },
  });
}
