import { TIPOS_ORCAMENTO, type TipoOrcamento } from '@skyler/domain/orcamentos';
import { pageCount } from '@skyler/domain/pagination';
import type {
  UsuarioRef,
  VendaCliente,
  VendaContadores,
  VendaDetalhada,
  VendasDetailedQuery,
} from '@skyler/domain/vendas';
import { and, desc, eq, inArray, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { present } from '../../db/present.ts';
import {
  chat_messages,
  contatos,
  cotacoes,
  emissoes,
  empresas,
  orcamentos,
  servicos,
  usuarios,
  vendas,
  vendas_contagem,
  vendas_contagem_cliente,
} from '../../db/schema/index.ts';
import type { VendaRow } from '../../db/schema/vendas.ts';
import type { Page } from '../../platform/pagination.ts';
import { matchesPatterns, padroesDeBusca } from '../../platform/text-search.ts';

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

/** the people and companies of a page of sales, in one prepared statement: one round trip, not three */
const relacionadosPorId = preparedQuery((db) => {
  const json = (colunas: Record<string, unknown>) =>
    sql`json_build_object(${sql.join(
      Object.entries(colunas).map(([nome, coluna]) => sql`${nome}::text, ${coluna}`),
      sql`, `,
    )})`;
  const linha = (tipo: string, colunas: Record<string, unknown>) => ({
    tipo: sql<string>`${tipo}::text`.as('tipo'),
    dados: sql<Record<string, unknown>>`${json(colunas)}`.as('dados'),
  });
  return (
    db
      .select(linha('u', usuarioColumns))
      .from(usuarios)
      .where(sql`${usuarios.id} = any(${sql.placeholder('usuarios')}::int[])`)
      .unionAll(
        db
          .select(linha('c', contatoColumns))
          .from(contatos)
          .where(sql`${contatos.id} = any(${sql.placeholder('contatos')}::int[])`),
      )
      .unionAll(
        db
          .select(linha('e', { id: empresas.id, nome: empresas.nome }))
          .from(empresas)
          .where(sql`${empresas.id} = any(${sql.placeholder('empresas')}::int[])`),
      )
      // the kinds of each sale's quote requests
      .unionAll(
        db
          .select(linha('t', { id: orcamentos.venda, tipo: orcamentos.tipo_servico }))
          .from(orcamentos)
          .where(sql`${orcamentos.venda} = any(${sql.placeholder('vendas')}::int[])`)
          .groupBy(orcamentos.venda, orcamentos.tipo_servico),
      )
      // open requests of each sale (their partial index)
      .unionAll(
        db
          .select(linha('o', { id: orcamentos.venda, n: sql`count(*)::int` }))
          .from(orcamentos)
          .where(
            and(
              sql`${orcamentos.venda} = any(${sql.placeholder('vendas')}::int[])`,
              eq(orcamentos.status, 'aberto'),
            ),
          )
          .groupBy(orcamentos.venda),
      )
      // quotes in each sale's cart (their partial index)
      .unionAll(
        db
          .select(linha('k', { id: cotacoes.venda, n: sql`count(*)::int` }))
          .from(cotacoes)
          .where(
            and(
              sql`${cotacoes.venda} = any(${sql.placeholder('vendas')}::int[])`,
              eq(cotacoes.status, 'carrinho'),
            ),
          )
          .groupBy(cotacoes.venda),
      )
      // services of each sale in ticket validation
      .unionAll(
        db
          .select(linha('v', { id: servicos.venda, n: sql`count(*)::int` }))
          .from(servicos)
          .where(
            and(
              sql`${servicos.venda} = any(${sql.placeholder('vendas')}::int[])`,
              eq(servicos.status, 'validacao'),
            ),
          )
          .groupBy(servicos.venda),
      )
      // issuances of each sale in the queue and finished
      .unionAll(
        db
          .select(linha('i', { id: emissoes.venda, status: emissoes.status, n: sql`count(*)::int` }))
          .from(emissoes)
          .where(
            and(
              sql`${emissoes.venda} = any(${sql.placeholder('vendas')}::int[])`,
              inArray(emissoes.status, ['fila_de_emissao', 'finalizada']),
            ),
          )
          .groupBy(emissoes.venda, emissoes.status),
      )
      .prepare('vendas_relacionados')
  );
});

/**
 * The people and companies a page of sales points to, read by id: one join of ten tables costs PGlite
 * more to plan than this costs to run.
 */
async function loadRelated(db: DbOrTx, rows: VendaRow[]) {
  const related = {
    usuarios: new Map<number, UsuarioRef>(),
    contatos: new Map<number, VendaCliente>(),
    empresas: new Map<number, { id: number; nome: string }>(),
    tipos: new Map<number, string[]>(),
    contadores: new Map<number, VendaContadores>(),
  };
  if (rows.length === 0) return related;
  const found = await relacionadosPorId(db).execute({
    usuarios: distinctIds(
      rows.flatMap((v) => [
        v.consultor,
        v.sdr,
        v.created_by,
        v.concluida_por,
        v.cancelado_por,
        v.last_edited_by,
      ]),
    ),
    contatos: distinctIds(rows.flatMap((v) => [v.cliente, v.indicacao])),
    empresas: distinctIds(rows.map((v) => v.cliente_empresa)),
    vendas: rows.map((v) => v.id),
  });
  const contadoresDe = (venda: number) => {
    let contadores = related.contadores.get(venda);
    if (!contadores) {
      contadores = { ...NO_COUNTERS };
      related.contadores.set(venda, contadores);
    }
    return contadores;
  };
  for (const { tipo, dados } of found) {
    const id = dados.id as number;
    if (tipo === 'u') related.usuarios.set(id, dados as UsuarioRef);
    else if (tipo === 'c') related.contatos.set(id, dados as VendaCliente);
    else if (tipo === 'e') related.empresas.set(id, dados as { id: number; nome: string });
    else if (tipo === 't') related.tipos.set(id, [...(related.tipos.get(id) ?? []), dados.tipo as string]);
    else if (tipo === 'o') contadoresDe(id).num_orcamentos_ativos = dados.n as number;
    else if (tipo === 'k') contadoresDe(id).num_cotacoes_carrinho = dados.n as number;
    else if (tipo === 'v') contadoresDe(id).num_servicos_validacao = dados.n as number;
    else if (tipo === 'i' && dados.status === 'fila_de_emissao')
      contadoresDe(id).num_emissoes_fila = dados.n as number;
    else if (tipo === 'i' && dados.status === 'finalizada')
      contadoresDe(id).num_emissoes_finalizadas = dados.n as number;
  }
  const ordem = (tipo: string) => TIPOS_ORCAMENTO.values.indexOf(tipo as TipoOrcamento);
  for (const lista of related.tipos.values()) lista.sort((a, b) => ordem(a) - ordem(b));
  return related;
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

export type VendaView = ReturnType<typeof toVenda> & {
  tipos_servicos: string[];
  contadores: VendaContadores;
};

const NO_COUNTERS: VendaContadores = {
  num_orcamentos_ativos: 0,
  num_cotacoes_carrinho: 0,
  num_emissoes_fila: 0,
  num_emissoes_finalizadas: 0,
  num_servicos_validacao: 0,
};

/**
 * How a filter's values enter its SQL: as themselves, or as placeholders named after them when the query
 * is prepared once per shape of filter (see `findVendasPage`).
 */
type Valor = <T>(nome: string, valor: T) => T | Placeholder;
const direto: Valor = (_nome, valor) => valor;
const marcador: Valor = (nome) => sql.placeholder(nome);

/**
 * Sales having a quote request of one of these types (the `(venda, tipo_servico, status)` index). The
 * types go in as one array parameter, so one prepared statement serves every choice of types.
 */
function hasTipoOrcamento(tipos: readonly TipoOrcamento[], v: Valor): SQL {
  const valor = v('tipos_orcamento', [...tipos]);
  const lista = Array.isArray(valor) ? sql.param(valor) : valor;
  return sql`exists (select 1 from ${orcamentos} where ${orcamentos.venda} = ${vendas.id} and ${orcamentos.tipo_servico} = any(${lista}::text[]))`;
}

/** The filters with the client text as its LIKE patterns, one group per term. */
type Filtro = VendasFiltros & { grupos: string[][] };
const filtro = (filters: VendasFiltros): Filtro => ({ ...filters, grupos: padroesDeBusca(filters.cliente) });

/** Which filters are on and how many patterns each term has: what the SQL of a filter depends on. */
const formaDe = (f: Filtro) =>
  [
    f.id_venda ? 'i' : '',
    f.status ? 's' : '',
    f.consultor ? 'c' : '',
    f.sem_consultor ? 'n' : '',
    f.tipos_orcamento?.length ? 't' : '',
    f.grupos.map((grupo) => grupo.length).join('.'),
  ].join('|');

/** The values of a filter by placeholder name. */
function valoresDe(f: Filtro): Record<string, unknown> {
  const valores: Record<string, unknown> = {
    id_venda: f.id_venda,
    status: f.status,
    consultor: f.consultor,
    tipos_orcamento: f.tipos_orcamento ?? [],
  };
  f.grupos.forEach((grupo, termo) => {
    grupo.forEach((padrao, indice) => {
      valores[`cliente_${termo}_${indice}`] = padrao;
    });
  });
  return valores;
}

/**
 * The ids of the contacts and of the companies whose name matches, as `array(…)` (trigram indexes):
 * compared by `= any(…)`, they let PostgreSQL read the sales, or their totals, through client indexes.
 */
function clientesDaBusca(grupos: string[][], v: Valor): { contatos: SQL; empresas: SQL } | undefined {
  const padrao = (valor: string, termo: number, indice: number) => v(`cliente_${termo}_${indice}`, valor);
  const porContato = matchesPatterns(contatos.nome_busca, grupos, padrao);
  const porEmpresa = matchesPatterns(empresas.nome_busca, grupos, padrao);
  if (!porContato || !porEmpresa) return undefined;
  return {
    contatos: sql`array(select ${contatos.id} from ${contatos} where ${porContato})`,
    empresas: sql`array(select ${empresas.id} from ${empresas} where ${porEmpresa})`,
  };
}

/** Sales of the matching contacts or companies, as two conditions (a sale has one or the other, never both). */
function clienteSearch(grupos: string[][], v: Valor): { contato: SQL; empresa: SQL } | undefined {
  const ids = clientesDaBusca(grupos, v);
  if (!ids) return undefined;
  return {
    contato: sql`${vendas.cliente} = any(${ids.contatos})`,
    empresa: sql`${vendas.cliente_empresa} = any(${ids.empresas})`,
  };
}

function whereDe(f: Filtro, v: Valor, { semCliente = false } = {}): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.id_venda) conditions.push(eq(vendas.id, v('id_venda', f.id_venda)));
  if (f.status) conditions.push(eq(vendas.status, v('status', f.status)));
  if (f.consultor) conditions.push(eq(vendas.consultor, v('consultor', f.consultor)));
  if (f.sem_consultor) conditions.push(isNull(vendas.consultor));
  const cliente = semCliente ? undefined : clienteSearch(f.grupos, v);
  if (cliente) conditions.push(or(cliente.contato, cliente.empresa) as SQL);
  if (f.tipos_orcamento?.length) conditions.push(hasTipoOrcamento(f.tipos_orcamento, v));
  return conditions.length ? and(...conditions) : undefined;
}

export function vendasWhere(filters: VendasFiltros): SQL | undefined {
  return whereDe(filtro(filters), direto);
}

/**
 * The sales with the people and companies they point to, the kinds of their quote requests and their
 * counters (open requests, quotes in the cart): one prepared statement, one round trip. Issuances and
 * services are areas still to come and add their counters there when they exist.
 */
async function withRelated(db: DbOrTx, rows: VendaRow[]): Promise<VendaView[]> {
  const related = await loadRelated(db, rows);
  return rows.map((row) => ({
    ...toVenda(row, related),
    tipos_servicos: related.tipos.get(row.id) ?? [],
    contadores: related.contadores.get(row.id) ?? NO_COUNTERS,
  }));
}

/**
 * How many sales match, as an SQL expression. Filters of status, consultant and client name only are
 * summed from the totals the triggers keep: `vendas_contagem` per status and consultant, and
 * `vendas_contagem_cliente` per client as well, its contacts' rows and its companies' rows apart. A filter
 * by sale id or quote type narrows the sales enough to count them through its index.
 */
function contagem(f: Filtro, v: Valor): SQL {
  if (f.id_venda || f.tipos_orcamento?.length) {
    return sql`(select count(*) from ${vendas} where ${whereDe(f, v) ?? sql`true`})`;
  }
  const porCliente = clientesDaBusca(f.grupos, v);
  const totais = porCliente ? vendas_contagem_cliente : vendas_contagem;
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(totais.status, v('status', f.status)));
  if (f.sem_consultor) conditions.push(eq(totais.consultor, 0));
  if (f.consultor) conditions.push(eq(totais.consultor, v('consultor', f.consultor)));
  const somar = (condicao?: SQL) =>
    sql`(select coalesce(sum(${totais.n}), 0) from ${totais} where ${and(condicao, ...conditions) ?? sql`true`})`;
  if (!porCliente) return somar();
  const { cliente, cliente_empresa } = vendas_contagem_cliente;
  return sql`${somar(sql`${cliente} = any(${porCliente.contatos})`)} + ${somar(sql`${cliente_empresa} = any(${porCliente.empresas})`)}`;
}

function contagemQuery(db: DbOrTx, f: Filtro, v: Valor) {
  return db.select({ n: sql`${contagem(f, v)}`.mapWith(Number) }).from(sql`(values (1)) as um`);
}

export async function countVendas(db: DbOrTx, filters: VendasFiltros): Promise<number> {
  const f = filtro(filters);
  const preparada = preparadaPorForma(db, `contagem|${formaDe(f)}`, (nome) =>
    contagemQuery(db, f, marcador).prepare(nome),
  );
  const [row] = await (preparada ? preparada.execute(valoresDe(f)) : contagemQuery(db, f, direto));
  return row?.n ?? 0;
}

/** at most this many statements are kept prepared per database; other shapes are built each time */
const FORMAS_PREPARADAS = 200;
const preparadasPorForma = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * The statement of one shape of filter, built and prepared at its first use: Drizzle does not rebuild
 * its SQL, and a statement PostgreSQL may keep a generic plan for is planned once per connection.
 */
function preparadaPorForma<Q>(db: DbOrTx, forma: string, preparar: (nome: string) => Q): Q | undefined {
  let porForma = preparadasPorForma.get(db);
  if (!porForma) {
    porForma = new Map();
    preparadasPorForma.set(db, porForma);
  }
  let query = porForma.get(forma) as Q | undefined;
  if (query === undefined && porForma.size < FORMAS_PREPARADAS) {
    query = preparar(`vendas_${porForma.size + 1}`);
    porForma.set(forma, query);
  }
  return query;
}

type Limites = { limit: number; offset: number };

/**
 * Up to this many matching sales, a client-name filter reads them through the client indexes and sorts
 * them; with more, it walks the sales newest first, and a page is full after a few hundred rows.
 * PostgreSQL cannot tell the two cases apart before it runs the name search, so the count decides.
 */
const CLIENTE_PELO_INDICE = 10_000;
type Caminho = 'indice' | 'varredura';

/**
 * The page's ids first, newest first, from an index alone (status, consultant, both, without consultant:
 * each index ends in the id; or the client indexes), then its rows by primary key. Asked for whole rows
 * at once, PostgreSQL would rather walk the primary key and test each sale, and a rare status and
 * consultant pair, or a name without sales, read the whole table.
 */
function paginaQuery(db: DbOrTx, f: Filtro, v: Valor, { limit, offset }: Limites, caminho: Caminho) {
  const cliente = caminho === 'indice' ? clienteSearch(f.grupos, v) : undefined;
  let daPagina: SQL;
  if (cliente) {
    const outros = whereDe(f, v, { semCliente: true });
    const parte = (condicao: SQL) => sql`(select ${vendas.id} from ${vendas} where ${and(outros, condicao)})`;
    daPagina = sql`${vendas.id} in (${parte(cliente.contato)} union all ${parte(cliente.empresa)}
      order by 1 desc limit ${v('limit', limit)} offset ${v('offset', offset)})`;
  } else {
    const ids = db
      .select({ id: vendas.id })
      .from(vendas)
      .where(whereDe(f, v))
      .orderBy(desc(vendas.id))
      .limit(v('limit', limit))
      .offset(v('offset', offset));
    daPagina = inArray(vendas.id, ids);
  }
  // a client-name filter has been counted before its page (see findVendasPage)
  const total = f.grupos.length === 0 ? contagem(f, v) : sql`null`;
  return db
    .select({ venda: vendas, total: sql<number | null>`${total}`.mapWith(Number) })
    .from(vendas)
    .where(daPagina)
    .orderBy(desc(vendas.id));
}

/**
 * PostgreSQL plans a statement with a parameter in LIMIT or OFFSET anew on every run: a generic plan has
 * to assume a tenth of the rows. So the page size, and the offset of the first pages (the ones staff
 * open), are written into the statement when the filters have an index that serves any of their values
 * newest first (status, consultant, both, without consultant, sale id, a client's few sales): PostgreSQL
 * then keeps one generic plan per connection. A walk through a client's many sales, or a quote type, is
 * left to a plan made for its values.
 */
const PAGINAS_ESCRITAS = 3;
const planoEstavel = (f: Filtro, caminho: Caminho) =>
  (f.grupos.length === 0 || caminho === 'indice') && !f.tipos_orcamento?.length;
/** a whole number written into the SQL text: Drizzle sends a plain number in LIMIT or OFFSET as a parameter */
const numeroEscrito = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as Placeholder;

function paginaPreparada(db: DbOrTx, f: Filtro, limites: Limites, caminho: Caminho) {
  const limiteEscrito = planoEstavel(f, caminho);
  const offsetEscrito = limiteEscrito && limites.offset < PAGINAS_ESCRITAS * limites.limit;
  const forma = [
    'pagina',
    formaDe(f),
    caminho,
    limiteEscrito ? limites.limit : '?',
    offsetEscrito ? limites.offset : '?',
  ].join('|');
  const v: Valor = (nome, valor) =>
    (nome === 'limit' && limiteEscrito) || (nome === 'offset' && offsetEscrito)
      ? numeroEscrito(valor as number)
      : sql.placeholder(nome);
  return preparadaPorForma(db, forma, (nome) => paginaQuery(db, f, v, limites, caminho).prepare(nome));
}

/**
 * One page of sales, newest first, with the people and companies they point to, and how many sales
 * match. The total rides along the page's query (evaluated once), but a client-name filter is counted
 * first, to choose how to read its page; both are prepared once per shape of filter (and first page).
 */
export async function findVendasPage(
  db: DbOrTx,
  filters: VendasFiltros,
  {
    page,
    pageSize,
    clientePeloIndice = CLIENTE_PELO_INDICE,
  }: { page: number; pageSize: number; clientePeloIndice?: number },
): Promise<Page<VendaView>> {
  const f = filtro(filters);
  const limites = { limit: pageSize, offset: (page - 1) * pageSize };
  let caminho: Caminho = 'varredura';
  let contadas: number | undefined;
  if (f.grupos.length > 0) {
    contadas = await countVendas(db, filters);
    if (contadas === 0) return { rows: [], total: 0, pages: pageCount(0, pageSize) };
    if (contadas <= clientePeloIndice) caminho = 'indice';
  }
  const preparada = paginaPreparada(db, f, limites, caminho);
  const rows = preparada
    ? await preparada.execute({ ...valoresDe(f), ...limites })
    : await paginaQuery(db, f, direto, limites, caminho);
  // past the last page no row carries the total
  const total = rows[0]?.total ?? contadas ?? (await countVendas(db, filters));
  const views = await withRelated(
    db,
    rows.map((row) => row.venda),
  );
  return { rows: views, total, pages: pageCount(total, pageSize) };
}

/** The sales list's rows: each sale with its counters as fields. */
export function findVendasDetalhadas(rows: VendaView[]): VendaDetalhada[] {
  return rows.map(({ contadores, ...venda }) => ({ ...venda, ...contadores }));
}

export async function findVenda(db: DbOrTx, id: number): Promise<VendaView | null> {
  const rows = await db.select().from(vendas).where(eq(vendas.id, id));
  const [venda] = await withRelated(db, rows);
  return venda ?? null;
}

export async function findVendaRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(vendas).where(eq(vendas.id, id));
  return row ?? null;
}

/**
 * The sale's row, locked until the end of the caller's transaction (null when it does not exist): what
 * changes a sale, its services or its payments takes it first, so changes of one sale wait for each other.
 */
export async function lockVenda(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(vendas).where(eq(vendas.id, id)).for('update');
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
