import type { VendaContadores, VendaDetalhada, VendasDetailedQuery } from '@skyler/domain/vendas';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { chat_messages, contatos, empresas, usuarios, vendas } from '../../db/schema/index.ts';

export const VENDAS_PAGE_SIZE = 15;

const consultor = alias(usuarios, 'consultor');
const sdr = alias(usuarios, 'sdr');
const criador = alias(usuarios, 'criador');
const concluidor = alias(usuarios, 'concluidor');
const cancelador = alias(usuarios, 'cancelador');
const editor = alias(usuarios, 'editor');
const indicacao = alias(contatos, 'indicacao');

/** the aliases differ only in their SQL name: one shape of columns serves them all */
const ref = (alias: unknown) => {
  const u = alias as typeof consultor;
  return {
    id: u.id,
    nome: u.nome,
    sobrenome: u.sobrenome,
    username: u.username,
    cliente: u.cliente,
  };
};

const vendaColumns = {
  venda: vendas,
  cliente: {
    id: contatos.id,
    nome: contatos.nome,
    sobrenome: contatos.sobrenome,
    email: contatos.email,
    telefone: contatos.telefone,
    cpf: contatos.cpf,
    cnpj: contatos.cnpj,
  },
  cliente_empresa: { id: empresas.id, nome: empresas.nome },
  indicacao: { id: indicacao.id, nome: indicacao.nome, sobrenome: indicacao.sobrenome },
  consultor: ref(consultor),
  sdr: ref(sdr),
  created_by: ref(criador),
  concluida_por: ref(concluidor),
  cancelado_por: ref(cancelador),
  last_edited_by: ref(editor),
};

function selectVendas(db: DbOrTx) {
  return db
    .select(vendaColumns)
    .from(vendas)
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .leftJoin(indicacao, eq(indicacao.id, vendas.indicacao))
    .leftJoin(consultor, eq(consultor.id, vendas.consultor))
    .leftJoin(sdr, eq(sdr.id, vendas.sdr))
    .leftJoin(criador, eq(criador.id, vendas.created_by))
    .leftJoin(concluidor, eq(concluidor.id, vendas.concluida_por))
    .leftJoin(cancelador, eq(cancelador.id, vendas.cancelado_por))
    .leftJoin(editor, eq(editor.id, vendas.last_edited_by));
}

type VendaJoined = Awaited<ReturnType<typeof selectVendas>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** a left join without a match gives an object of nulls */
const present = <T extends { id: number | null }>(value: T | null) =>
  value?.id == null ? null : (value as T & { id: number });

function toVenda(row: VendaJoined) {
  const { venda } = row;
  return {
    id: venda.id,
    status: venda.status,
    cliente: present(row.cliente),
    cliente_empresa: present(row.cliente_empresa),
    indicacao: present(row.indicacao),
    consultor: present(row.consultor),
    sdr: present(row.sdr),
    created_by: present(row.created_by),
    concluida_por: present(row.concluida_por),
    cancelado_por: present(row.cancelado_por),
    last_edited_by: present(row.last_edited_by),
    motivo_cancelamento: venda.motivo_cancelamento,
    meio_contato_tipo: venda.meio_contato_tipo,
    meio_contato_valor: venda.meio_contato_valor,
    anotacoes: venda.anotacoes,
    created_at: venda.created_at.toISOString(),
    updated_at: venda.updated_at.toISOString(),
    concluida_em: iso(venda.concluida_em),
    cancelada_em: iso(venda.cancelada_em),
  };
}

export type VendaView = ReturnType<typeof toVenda> & { tipos_servicos: string[] };

const NO_COUNTERS: VendaContadores = {
  num_orcamentos_ativos: 0,
  num_cotacoes_carrinho: 0,
  num_emissoes_fila: 0,
  num_emissoes_finalizadas: 0,
  num_servicos_validacao: 0,
};

/**
 * The list's per-sale counters. Quote requests, cart, issuances and services are areas still to come:
 * each fills its counter here; until then every sale has none.
 */
export async function countersFor(
  _db: DbOrTx,
  vendaIds: readonly number[],
): Promise<Map<number, VendaContadores>> {
  return new Map(vendaIds.map((id) => [id, { ...NO_COUNTERS }]));
}

/** Service types of each sale's quote requests (filled by the quote-request area). */
export async function tiposServicosFor(
  _db: DbOrTx,
  vendaIds: readonly number[],
): Promise<Map<number, string[]>> {
  return new Map(vendaIds.map((id) => [id, []]));
}

/**
 * Sales having a quote request of one of these types. Quote requests do not exist yet, so no sale
 * matches; the quote-request area replaces this with its `exists (…)`.
 */
function hasTipoOrcamento(_tipos: readonly string[]): SQL {
  return sql`false`;
}

function clienteSearch(text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byContato = sql`exists (select 1 from ${contatos} where ${contatos.id} = ${vendas.cliente}
    and (${contatos.nome} || ' ' || coalesce(${contatos.sobrenome}, '')) ilike ${pattern})`;
  const byEmpresa = sql`exists (select 1 from ${empresas} where ${empresas.id} = ${vendas.cliente_empresa}
    and ${ilike(empresas.nome, pattern)})`;
  return or(byContato, byEmpresa) as SQL;
}

export function vendasWhere(filters: Omit<VendasDetailedQuery, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.id_venda) conditions.push(eq(vendas.id, filters.id_venda));
  if (filters.status) conditions.push(eq(vendas.status, filters.status));
  if (filters.consultor) conditions.push(eq(vendas.consultor, filters.consultor));
  if (filters.sem_consultor) conditions.push(isNull(vendas.consultor));
  if (filters.cliente) conditions.push(clienteSearch(filters.cliente));
  if (filters.tipos_orcamento?.length) conditions.push(hasTipoOrcamento(filters.tipos_orcamento));
  return conditions.length ? and(...conditions) : undefined;
}

async function withRelated(db: DbOrTx, rows: VendaJoined[]): Promise<VendaView[]> {
  const ids = rows.map((row) => row.venda.id);
  const tipos = await tiposServicosFor(db, ids);
  return rows.map((row) => ({ ...toVenda(row), tipos_servicos: tipos.get(row.venda.id) ?? [] }));
}

/** One page of sales, newest first: the page's ids come from the indexes, then the joins for 15 rows. */
export async function findVendasPage(
  db: DbOrTx,
  options: { where: SQL | undefined; limit: number; offset: number },
) {
  const page = db
    .select({ id: vendas.id })
    .from(vendas)
    .where(options.where)
    .orderBy(desc(vendas.id))
    .limit(options.limit)
    .offset(options.offset);
  const ids = (await page).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await selectVendas(db).where(inArray(vendas.id, ids)).orderBy(desc(vendas.id));
  return withRelated(db, rows);
}

export async function countVendas(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vendas).where(where);
  return row?.n ?? 0;
}

export async function findVendasDetalhadas(db: DbOrTx, rows: VendaView[]): Promise<VendaDetalhada[]> {
  const counters = await countersFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, ...(counters.get(row.id) ?? NO_COUNTERS) }));
}

export async function findVenda(db: DbOrTx, id: number): Promise<VendaView | null> {
  const rows = await selectVendas(db).where(eq(vendas.id, id));
  const [venda] = await withRelated(db, rows);
  return venda ?? null;
}

export async function findVendaRow(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(vendas).where(eq(vendas.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** The simple list of GET /api/vendas/: the most recent sales. */
export async function findVendasSimples(db: DbOrTx, limit = 100) {
  const rows = await selectVendas(db).orderBy(desc(vendas.id)).limit(limit);
  return withRelated(db, rows);
}

export async function findChatMessages(db: DbOrTx, venda: number) {
  const rows = await db
    .select({
      id: chat_messages.id,
      venda: chat_messages.venda,
      message: chat_messages.message,
      created_at: chat_messages.created_at,
      created_by: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
    })
    .from(chat_messages)
    .leftJoin(usuarios, eq(usuarios.id, chat_messages.created_by))
    .where(eq(chat_messages.venda, venda))
    .orderBy(chat_messages.id);
  return rows.map((row) => ({
    ...row,
    created_by: present(row.created_by),
    created_at: row.created_at.toISOString(),
  }));
}
