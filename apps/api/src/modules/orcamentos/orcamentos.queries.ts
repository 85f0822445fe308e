import { nomeCompleto } from '@skyler/domain/contatos';
import type { MeusOrcamentosQuery } from '@skyler/domain/minha-area';
import {
  ORCAMENTOS_PAGE_SIZE,
  type Orcamento,
  type OrcamentosDetalhadoQuery,
  QUANTIDADE_COTACOES_MAX,
} from '@skyler/domain/orcamentos';
import { and, desc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { present } from '../../db/present.ts';
import {
  contatos,
  cotacoes,
  empresas,
  type OrcamentoRow,
  orcamentos,
  orcamentos_contagem,
  orcamentos_contagem_cotador,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

type Pessoa = { id: number; nome: string; sobrenome: string | null };

const criador = alias(usuarios, 'criador');
const finalizador = alias(usuarios, 'finalizador');
const consultorDaVenda = alias(usuarios, 'consultor_da_venda');
/** the aliases differ only in their SQL name: one shape of columns serves them all */
const pessoa = (tabela: unknown) => {
  const u = tabela as typeof criador;
  return { id: u.id, nome: u.nome, sobrenome: u.sobrenome };
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The nested object of the request's kind, the other three null (part 1 §3). */
function aninhados(row: Pick<OrcamentoRow, 'tipo_servico' | 'detalhes'>) {
  const de = (tipo: OrcamentoRow['tipo_servico']) => (row.tipo_servico === tipo ? row.detalhes : null);
  return {
    orcamento_voo: de('orcamento_voo'),
    orcamento_hotel: de('orcamento_hotel'),
    orcamento_carro: de('orcamento_carro'),
    orcamento_outro: de('orcamento_outro'),
  } as Pick<Orcamento, 'orcamento_voo' | 'orcamento_hotel' | 'orcamento_carro' | 'orcamento_outro'>;
}

type Lida = { orcamento: OrcamentoRow; created_by: Pessoa | null; fechado_por: Pessoa | null };

export function toOrcamento({ orcamento: row, ...pessoas }: Lida): Orcamento {
  return {
    id: row.id,
    venda: row.venda,
    tipo_servico: row.tipo_servico,
    status: row.status,
    descricao: row.descricao,
    quantidade_cotacoes: row.quantidade_cotacoes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    fechado_em: iso(row.fechado_em),
    versao: row.versao,
    alterado_em: iso(row.alterado_em),
    created_by: present(pessoas.created_by),
    fechado_por: present(pessoas.fechado_por),
    ...aninhados(row),
  };
}

/** requests with who asked for and who closed each */
function selectOrcamentos(db: DbOrTx) {
  return db
    .select({ orcamento: orcamentos, created_by: pessoa(criador), fechado_por: pessoa(finalizador) })
    .from(orcamentos)
    .leftJoin(criador, eq(criador.id, orcamentos.created_by))
    .leftJoin(finalizador, eq(finalizador.id, orcamentos.fechado_por));
}

/** A sale's requests, newest first (the sale's Orçamentos tab). */
export async function findOrcamentosDaVenda(db: DbOrTx, venda: number): Promise<Orcamento[]> {
  const rows = await selectOrcamentos(db).where(eq(orcamentos.venda, venda)).orderBy(desc(orcamentos.id));
  return rows.map(toOrcamento);
}

/** Requests by id, in the order of their ids. */
export async function findOrcamentos(db: DbOrTx, ids: number[]): Promise<Orcamento[]> {
  if (ids.length === 0) return [];
  const rows = await selectOrcamentos(db).where(inArray(orcamentos.id, ids)).orderBy(orcamentos.id);
  return rows.map(toOrcamento);
}

/** GET /api/orcamentos/: the most recent requests. */
export async function findOrcamentosRecentes(db: DbOrTx, limit = 100): Promise<Orcamento[]> {
  const rows = await selectOrcamentos(db).orderBy(desc(orcamentos.id)).limit(limit);
  return rows.map(toOrcamento);
}

export async function findOrcamentoRow(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(orcamentos).where(eq(orcamentos.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** the statement of `findDetalhadosPorId`, the ids as one array parameter */
const detalhadosPorId = preparedQuery((db) => {
  /** who quoted the request: the credited quoters of its quotes not archived, kept in `cotadores` */
  const cotadores = sql<Pessoa[]>`coalesce((
    select json_agg(json_build_object('id', u.id, 'nome', u.nome, 'sobrenome', u.sobrenome) order by u.nome, u.id)
    from ${usuarios} u where u.id = any(${orcamentos.cotadores})
  ), '[]'::json)`;
  return db
    .select({
      orcamento: orcamentos,
      created_by: pessoa(criador),
      fechado_por: pessoa(finalizador),
      venda_status: vendas.status,
      consultor: pessoa(consultorDaVenda),
      contato: { id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome },
      empresa: empresas.nome,
      cotadores,
    })
    .from(orcamentos)
    .innerJoin(vendas, eq(vendas.id, orcamentos.venda))
    .leftJoin(criador, eq(criador.id, orcamentos.created_by))
    .leftJoin(finalizador, eq(finalizador.id, orcamentos.fechado_por))
    .leftJoin(consultorDaVenda, eq(consultorDaVenda.id, vendas.consultor))
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .where(sql`${orcamentos.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(desc(orcamentos.id))
    .prepare('orcamentos_detalhados');
});

/**
 * Requests by id, newest first, each with the sale's status, client and consultant and who quoted it: one
 * prepared statement, planned once per connection.
 */
async function findDetalhadosPorId(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await detalhadosPorId(db).execute({ ids });
  return rows.map((row) => ({
    ...toOrcamento(row),
    venda_status: row.venda_status,
    venda_cliente: row.empresa ?? (present(row.contato) ? nomeCompleto(row.contato) : null),
    consultor: present(row.consultor),
    cotadores: row.cotadores,
  }));
}
export type OrcamentoDetalhadoView = Awaited<ReturnType<typeof findDetalhadosPorId>>[number];

export async function findOrcamentoDetalhado(db: DbOrTx, id: number): Promise<OrcamentoDetalhadoView | null> {
  const [row] = await findDetalhadosPorId(db, [id]);
  return row ?? null;
}

type Filtros = Omit<OrcamentosDetalhadoQuery, 'page'>;

/** the quantity filter: 20 means 20 or more */
const quantidade = <
  C extends
    | typeof orcamentos.quantidade_cotacoes
    | typeof orcamentos_contagem.quantidade
    | typeof orcamentos_contagem_cotador.quantidade,
>(
  coluna: C,
  n: number,
) => (n >= QUANTIDADE_COTACOES_MAX ? gte(coluna, QUANTIDADE_COTACOES_MAX) : eq(coluna, n));

/**
 * The filters as conditions on `orcamentos` alone, each served by an index ending in the id: the sale's
 * consultant and status are copied into the request by triggers (migration 0010), the quoter is looked up
 * through the quotes' `(cotado_por, orcamento)` index.
 */
export function orcamentosWhere(f: Filtros): SQL | undefined {
  return and(
    f.status ? eq(orcamentos.status, f.status) : undefined,
    f.tipo_servico ? eq(orcamentos.tipo_servico, f.tipo_servico) : undefined,
    f.quantidade_cotacoes === undefined
      ? undefined
      : quantidade(orcamentos.quantidade_cotacoes, f.quantidade_cotacoes),
    f.id_venda ? eq(orcamentos.venda, f.id_venda) : undefined,
    f.consultor ? eq(orcamentos.venda_consultor, f.consultor) : undefined,
    f.status_venda ? eq(orcamentos.venda_status, f.status_venda) : undefined,
    f.cotado_por
      ? sql`exists (select 1 from ${cotacoes} where ${and(
          eq(cotacoes.orcamento, orcamentos.id),
          eq(cotacoes.cotado_por, f.cotado_por),
          isNull(cotacoes.archived_at),
        )})`
      : undefined,
  );
}

/**
 * How many requests match. Filters of status, kind, number of quotes, the sale's consultant and status, and
 * the quoter are summed from the totals the triggers keep (a few hundred rows at most; migrations 0010 and
 * 0011); a sale's id narrows the requests enough to count them through its index.
 */
async function countOrcamentos(db: DbOrTx, f: Filtros): Promise<number> {
  if (f.id_venda) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orcamentos)
      .where(orcamentosWhere(f));
    return row?.n ?? 0;
  }
  const c = f.cotado_por ? orcamentos_contagem_cotador : orcamentos_contagem;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.n}), 0)`.mapWith(Number) })
    .from(c)
    .where(
      and(
        f.cotado_por ? eq(orcamentos_contagem_cotador.cotado_por, f.cotado_por) : undefined,
        f.status ? eq(c.status, f.status) : undefined,
        f.tipo_servico ? eq(c.tipo_servico, f.tipo_servico) : undefined,
        f.quantidade_cotacoes === undefined ? undefined : quantidade(c.quantidade, f.quantidade_cotacoes),
        f.consultor ? eq(c.consultor, f.consultor) : undefined,
        f.status_venda ? eq(c.venda_status, f.status_venda) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** A page of 15 requests of `where`, newest first, with their details. */
function paginaDetalhada(
  db: DbOrTx,
  page: number,
  where: SQL | undefined,
  count: () => Promise<number>,
): Promise<Page<OrcamentoDetalhadoView>> {
  return paginate({
    page,
    pageSize: ORCAMENTOS_PAGE_SIZE,
    rows: async (limit, offset) => {
      const ids = await db
        .select({ id: orcamentos.id })
        .from(orcamentos)
        .where(where)
        .orderBy(desc(orcamentos.id))
        .limit(limit)
        .offset(offset);
      return findDetalhadosPorId(
        db,
        ids.map((row) => row.id),
      );
    },
    count,
  });
}

/** GET /api/orcamentos/detalhado/: a page of 15, newest first, and how many pages the filters give. */
export async function findOrcamentosDetalhados(
  db: DbOrTx,
  query: OrcamentosDetalhadoQuery,
): Promise<Page<OrcamentoDetalhadoView>> {
  const { page, ...filtros } = query;
  return paginaDetalhada(db, page, orcamentosWhere(filtros), () => countOrcamentos(db, filtros));
}

/**
 * GET /api/orcamentos/meus/ (Minha área › Meus orçamentos): the requests of the user's sales or that they
 * requested, with the list's other filters; a page of 15, newest first.
 */
export async function findOrcamentosDoUsuario(
  db: DbOrTx,
  { usuario, query }: { usuario: number; query: MeusOrcamentosQuery },
): Promise<Page<OrcamentoDetalhadoView>> {
  const { page, ...filtros } = query;
  const where = and(
    orcamentosWhere(filtros),
    or(eq(orcamentos.venda_consultor, usuario), eq(orcamentos.created_by, usuario)),
  );
  return paginaDetalhada(db, page, where, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orcamentos)
      .where(where);
    return row?.n ?? 0;
  });
}
