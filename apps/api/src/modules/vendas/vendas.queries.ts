import type { VendaContadores, VendaDetalhada, VendasDetailedQuery } from '@skyler/domain/vendas';
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  chat_messages,
  contatos,
  empresas,
  usuarios,
  vendas,
  vendas_contagem,
} from '../../db/schema/index.ts';
import type { VendaRow } from '../../db/schema/vendas.ts';
import { matchesSearch } from '../../platform/text-search.ts';

export const VENDAS_PAGE_SIZE = 15;

type VendasFiltros = Omit<VendasDetailedQuery, 'page'>;

const usuarioColumns = {
  id: usuarios.id,
  nome: usuarios.nome,
  sobrenome: usuarios.sobrenome,
  username: usuarios.username,
  cliente: usuarios.cliente,
};
const contatoColumns = {
  id: contatos.id,
  nome: contatos.nome,
  sobrenome: contatos.sobrenome,
  email: contatos.email,
  telefone: contatos.telefone,
  cpf: contatos.cpf,
  cnpj: contatos.cnpj,
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const distinctIds = (values: (number | null)[]) => [
  ...new Set(values.filter((value): value is number => value !== null)),
];
/** a left join without a match gives an object of nulls */
const present = <T extends { id: number | null }>(value: T | null) =>
  value?.id == null ? null : (value as T & { id: number });
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * The people and companies a page of sales points to, read by id in three small queries: one join of
 * ten tables costs PGlite more to plan than these cost to run.
 */
async function loadRelated(db: DbOrTx, rows: VendaRow[]) {
  const usuarioIds = distinctIds(
    rows.flatMap((v) => [
      v.consultor,
      v.sdr,
      v.created_by,
      v.concluida_por,
      v.cancelado_por,
      v.last_edited_by,
    ]),
  );
  const contatoIds = distinctIds(rows.flatMap((v) => [v.cliente, v.indicacao]));
  const empresaIds = distinctIds(rows.map((v) => v.cliente_empresa));
  const [us, cs, es] = await Promise.all([
    usuarioIds.length ? db.select(usuarioColumns).from(usuarios).where(inArray(usuarios.id, usuarioIds)) : [],
    contatoIds.length ? db.select(contatoColumns).from(contatos).where(inArray(contatos.id, contatoIds)) : [],
    empresaIds.length
      ? db
          .select({ id: empresas.id, nome: empresas.nome })
          .from(empresas)
          .where(inArray(empresas.id, empresaIds))
      : [],
  ]);
  return { usuarios: byId(us), contatos: byId(cs), empresas: byId(es) };
}

type Related = Awaited<ReturnType<typeof loadRelated>>;

function toVenda(venda: VendaRow, related: Related) {
  const usuario = (id: number | null) => (id === null ? null : (related.usuarios.get(id) ?? null));
  const contato = (id: number | null) => (id === null ? null : (related.contatos.get(id) ?? null));
  const indicacao = contato(venda.indicacao);
  return {
    id: venda.id,
    status: venda.status,
    cliente: contato(venda.cliente),
    cliente_empresa:
      venda.cliente_empresa === null ? null : (related.empresas.get(venda.cliente_empresa) ?? null),
    indicacao: indicacao ? { id: indicacao.id, nome: indicacao.nome, sobrenome: indicacao.sobrenome } : null,
    consultor: usuario(venda.consultor),
    sdr: usuario(venda.sdr),
    created_by: usuario(venda.created_by),
    concluida_por: usuario(venda.concluida_por),
    cancelado_por: usuario(venda.cancelado_por),
    last_edited_by: usuario(venda.last_edited_by),
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

/**
 * Sales of the contacts or companies whose name matches: the matching ids come first (trigram indexes),
 * then `= any(array(…))` lets PostgreSQL read the sales through their client indexes.
 */
function clienteSearch(text: string): SQL | undefined {
  const porContato = matchesSearch(contatos.nome_busca, text);
  const porEmpresa = matchesSearch(empresas.nome_busca, text);
  if (!porContato || !porEmpresa) return undefined;
  return or(
    sql`${vendas.cliente} = any(array(select ${contatos.id} from ${contatos} where ${porContato}))`,
    sql`${vendas.cliente_empresa} = any(array(select ${empresas.id} from ${empresas} where ${porEmpresa}))`,
  );
}

export function vendasWhere(filters: VendasFiltros): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.id_venda) conditions.push(eq(vendas.id, filters.id_venda));
  if (filters.status) conditions.push(eq(vendas.status, filters.status));
  if (filters.consultor) conditions.push(eq(vendas.consultor, filters.consultor));
  if (filters.sem_consultor) conditions.push(isNull(vendas.consultor));
  const cliente = filters.cliente ? clienteSearch(filters.cliente) : undefined;
  if (cliente) conditions.push(cliente);
  if (filters.tipos_orcamento?.length) conditions.push(hasTipoOrcamento(filters.tipos_orcamento));
  return conditions.length ? and(...conditions) : undefined;
}

async function withRelated(db: DbOrTx, rows: VendaRow[]): Promise<VendaView[]> {
  const [related, tipos] = await Promise.all([
    loadRelated(db, rows),
    tiposServicosFor(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({ ...toVenda(row, related), tipos_servicos: tipos.get(row.id) ?? [] }));
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
  const rows = await db.select().from(vendas).where(inArray(vendas.id, ids)).orderBy(desc(vendas.id));
  return withRelated(db, rows);
}

/**
 * How many sales match. Filters of status and consultant only are summed from `vendas_contagem`;
 * any other filter narrows the sales enough to count them through its index.
 */
export async function countVendas(db: DbOrTx, filters: VendasFiltros): Promise<number> {
  const porTotais = !filters.id_venda && !filters.cliente?.trim() && !filters.tipos_orcamento?.length;
  if (!porTotais) {
    const [row] = await db.select({ n: count() }).from(vendas).where(vendasWhere(filters));
    return row?.n ?? 0;
  }
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(vendas_contagem.status, filters.status));
  if (filters.sem_consultor) conditions.push(eq(vendas_contagem.consultor, 0));
  if (filters.consultor) conditions.push(eq(vendas_contagem.consultor, filters.consultor));
  const [row] = await db
    .select({ n: sum(vendas_contagem.n).mapWith(Number) })
    .from(vendas_contagem)
    .where(conditions.length ? and(...conditions) : undefined);
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
  const rows = await db.select().from(vendas).where(eq(vendas.id, id));
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
  const rows = await db.select().from(vendas).orderBy(desc(vendas.id)).limit(limit);
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
