import { nomeCompleto } from '@skyler/domain/contatos';
import { MEIOS_PAGAMENTO } from '@skyler/domain/pagamentos';
import {
  type PagamentoPortal,
  PORTAL_MESSAGES,
  type VendaPortalResumo,
  type VinculoPortal,
} from '@skyler/domain/portal';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  agencia,
  contatos,
  contatos_empresas,
  emissoes,
  emissoes_anexos,
  orcamentos,
  pagamentos,
  passageiros,
  portal_aceites,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { type Page, paginate } from '../../platform/pagination.ts';
import { statusPagamentoSql } from '../pagamentos/status-sql.ts';

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

/** The sale's payments, oldest due first, with what the client may use to pay them. */
export async function findPagamentosDoPortal(db: DbOrTx, venda: number): Promise<PagamentoPortal[]> {
  const rows = await db
    .select({
      id: pagamentos.id,
      valor: pagamentos.valor,
      vencimento: pagamentos.data_vencimento,
      pago_em: pagamentos.data_pagamento,
      status: statusPagamentoSql(),
      meio: pagamentos.meio_pagamento,
      pix: pagamentos.pix_copia_e_cola,
      pix_expira_em: pagamentos.pix_expira_em,
      boleto_linha: pagamentos.boleto_linha,
      boleto_url: pagamentos.boleto_url,
      link: pagamentos.pagarme_link,
    })
    .from(pagamentos)
    .where(eq(pagamentos.venda, venda))
    .orderBy(asc(pagamentos.data_vencimento), asc(pagamentos.id));
  return rows.map((row) => {
    const aberto = row.status !== 'concluido';
    return {
      id: row.id,
      valor: row.valor,
      vencimento: row.vencimento,
      pago_em: row.pago_em,
      status: row.status,
      meio: MEIOS_PAGAMENTO.label(row.meio),
      pix:
        aberto && row.pix
          ? { copia_e_cola: row.pix, expira_em: row.pix_expira_em?.toISOString() ?? null }
          : null,
      boleto: aberto && row.boleto_linha ? { linha_digitavel: row.boleto_linha, url: row.boleto_url } : null,
      link_cartao: aberto ? row.link : null,
    };
  });
}

/** The payment, when it is one of the sale's: a payment of another sale is not found. */
export async function findPagamentoDaVenda(
  db: DbOrTx,
  { venda, pagamento }: { venda: number; pagamento: number },
) {
  const [row] = await db
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .where(and(eq(pagamentos.id, pagamento), eq(pagamentos.venda, venda)));
  return row ?? null;
}

/** The documents the agency attached to the sale's issuances (vouchers, e-tickets, insurance). */
export async function findDocumentosDoPortal(
  db: DbOrTx,
  venda: number,
): Promise<{ id: number; nome: string; tipo: string; documento: string }[]> {
  return db
    .select({
      id: emissoes_anexos.id,
      nome: emissoes_anexos.nome,
      tipo: emissoes_anexos.tipo_arquivo,
      documento: emissoes_anexos.documento,
    })
    .from(emissoes_anexos)
    .innerJoin(emissoes, eq(emissoes.id, emissoes_anexos.emissao))
    .where(and(eq(emissoes.venda, venda), ne(emissoes.status, 'cancelada')))
    .orderBy(asc(emissoes_anexos.id));
}

export async function findEmissoesDoPortal(db: DbOrTx, venda: number) {
  return db
    .select({ id: emissoes.id, tipo: emissoes.tipo, status: emissoes.status })
    .from(emissoes)
    .where(eq(emissoes.venda, venda))
    .orderBy(asc(emissoes.id));
}

/** The sale's acceptances, newest first. */
export function findAceites(db: DbOrTx, venda: number) {
  return db
    .select()
    .from(portal_aceites)
    .where(eq(portal_aceites.venda, venda))
    .orderBy(desc(portal_aceites.id));
}

/** The people who travel on the sale's requests, in the order they were listed. */
export async function findPassageirosDoPortal(db: DbOrTx, venda: number) {
  const rows = await db
    .selectDistinctOn([passageiros.contato], {
      contato: passageiros.contato,
      nome: contatos.nome,
      sobrenome: contatos.sobrenome,
    })
    .from(passageiros)
    .innerJoin(orcamentos, eq(orcamentos.id, passageiros.orcamento))
    .innerJoin(contatos, eq(contatos.id, passageiros.contato))
    .where(eq(orcamentos.venda, venda))
    .orderBy(passageiros.contato);
  return rows.map((row) => ({ id: row.contato, nome: nomeCompleto(row) }));
}

/** The contact of the client account that stands for it on the sale (its own, first found). */
export async function findContatoDoUsuario(db: DbOrTx, usuario: number) {
  const [row] = await db
    .select({ id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome })
    .from(contatos)
    .where(eq(contatos.usuario_cliente, usuario))
    .orderBy(asc(contatos.id))
    .limit(1);
  return row ?? null;
}

/** The agency's settings of the portal, from its one `agencia` row; undefined while the agency has none. */
export async function findPortalConfiguracao(db: DbOrTx, options: { lock?: boolean } = {}) {
  const consulta = db
    .select({
      contatos_empresa: agencia.portal_contatos_empresa,
      versao: agencia.portal_versao,
      updated_at: agencia.updated_at,
    })
    .from(agencia)
    .where(eq(agencia.id, 1));
  const [row] = await (options.lock ? consulta.for('update') : consulta);
  return row;
}

/** Writes the portal's settings on the agency's row (its version raised by the caller). */
export async function updatePortalConfiguracao(
  db: DbOrTx,
  valores: { contatos_empresa: boolean; versao: number },
) {
  const [row] = await db
    .update(agencia)
    .set({
      portal_contatos_empresa: valores.contatos_empresa,
      portal_versao: valores.versao,
      updated_at: new Date(),
    })
    .where(eq(agencia.id, 1))
    .returning({
      contatos_empresa: agencia.portal_contatos_empresa,
      versao: agencia.portal_versao,
      updated_at: agencia.updated_at,
    });
  if (!row) throw new Error('agency row not written');
  return row;
}
