import type {
  EmissaoComissao,
  EmissaoComissaoParticipante,
  TaxasComissaoUsuario,
} from '@skyler/domain/comissao';
import type { EmissaoStatus, TipoEmissao } from '@skyler/domain/emissoes';
import { valorComissao } from '@skyler/domain/precos/comissao';
import { moneyString } from '@skyler/domain/precos/dinheiro';
import { and, asc, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  contatos,
  cotacoes,
  emissoes,
  emissoes_contagem,
  empresas,
  servicos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

/** The report's filters (part 2 §7); `participante`: consultant, quoter or issuer of the issuance. */
export type ComissaoFiltros = {
  participante?: number | undefined;
  /** the reader when they are not of the comissao department: only the issuances they took part in */
  somenteDe?: number | undefined;
  consultor?: number | undefined;
  status?: EmissaoStatus | undefined;
  localizador?: string | undefined;
  tipo?: TipoEmissao | undefined;
  /** days (YYYY-MM-DD) in America/Sao_Paulo */
  data_criacao?: string[] | undefined;
  data_conclusao?: string[] | undefined;
  id_venda?: number | undefined;
  id_servico?: number | undefined;
  emissor?: number | undefined;
  id_emissao?: number | undefined;
};

const escapeLike = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

const participou = (usuario: number) =>
  or(eq(emissoes.venda_consultor, usuario), eq(emissoes.cotador, usuario), eq(emissoes.emitido_por, usuario));

/** Any of the days given, each from its midnight to the next in America/Sao_Paulo (the column's index). */
function nosDias(coluna: typeof emissoes.created_at | typeof emissoes.data_hora_emissao, dias: string[]) {
  return or(
    ...dias.map((dia) =>
      and(
        gte(coluna, sql`(${dia}::date)::timestamp at time zone 'America/Sao_Paulo'`),
        lt(coluna, sql`(${dia}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`),
      ),
    ),
  );
}

function comissaoWhere(f: ComissaoFiltros): SQL | undefined {
  const localizador = f.localizador?.trim().toUpperCase();
  return and(
    f.somenteDe ? participou(f.somenteDe) : undefined,
    f.participante ? participou(f.participante) : undefined,
    f.consultor ? eq(emissoes.venda_consultor, f.consultor) : undefined,
    f.status ? eq(emissoes.status, f.status) : undefined,
    localizador ? like(emissoes.localizador, `${escapeLike(localizador)}%`) : undefined,
    f.tipo ? eq(emissoes.tipo, f.tipo) : undefined,
    f.data_criacao?.length ? nosDias(emissoes.created_at, f.data_criacao) : undefined,
    f.data_conclusao?.length ? nosDias(emissoes.data_hora_emissao, f.data_conclusao) : undefined,
    f.id_venda ? eq(emissoes.venda, f.id_venda) : undefined,
    f.id_servico ? eq(emissoes.servico, f.id_servico) : undefined,
    f.emissor ? eq(emissoes.emitido_por, f.emissor) : undefined,
    f.id_emissao ? eq(emissoes.id, f.id_emissao) : undefined,
  );
}

/** Only status, type, consultant and issuer: the columns of `emissoes_contagem` (decision 0027). */
function contaPelaContagem(f: ComissaoFiltros): boolean {
  return !(
    f.somenteDe ||
    f.participante ||
    f.localizador?.trim() ||
    f.data_criacao?.length ||
    f.data_conclusao?.length ||
    f.id_venda ||
    f.id_servico ||
    f.id_emissao
  );
}

async function contar(db: DbOrTx, f: ComissaoFiltros, where: SQL | undefined): Promise<number> {
  if (contaPelaContagem(f)) {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${emissoes_contagem.n}), 0)::text` })
      .from(emissoes_contagem)
      .where(
        and(
          f.status ? eq(emissoes_contagem.status, f.status) : undefined,
          f.tipo ? eq(emissoes_contagem.tipo, f.tipo) : undefined,
          f.consultor ? eq(emissoes_contagem.venda_consultor, f.consultor) : undefined,
          f.emissor ? eq(emissoes_contagem.emitido_por, f.emissor) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(emissoes).where(where);
  return row?.n ?? 0;
}

const consultor = alias(usuarios, 'consultor');
const cotador = alias(usuarios, 'cotador');
const emissor = alias(usuarios, 'emissor');

/**
 * The rows of a page's ids with their sale, quote and participants: a join of nine tables, which PostgreSQL
 * takes longer to plan than to run, so it is a named statement planned once per connection.
 */
const linhasPorId = preparedQuery((db) =>
  db
    .select({
      id: emissoes.id,
      tipo: emissoes.tipo,
      status: emissoes.status,
      localizador: emissoes.localizador,
      created_at: emissoes.created_at,
      data_hora_emissao: emissoes.data_hora_emissao,
      cancelada_em: emissoes.cancelada_em,
      venda: emissoes.venda,
      servico: emissoes.servico,
      servico_status: servicos.status,
      cotacao: emissoes.cotacao,
      orcamento: cotacoes.orcamento,
      cliente_id: contatos.id,
      cliente_nome: contatos.nome,
      cliente_sobrenome: contatos.sobrenome,
      empresa_id: empresas.id,
      empresa_nome: empresas.nome,
      consultor_id: emissoes.venda_consultor,
      consultor_nome: consultor.nome,
      consultor_sobrenome: consultor.sobrenome,
      consultor_taxa: consultor.comissao_consultor,
      cotador_id: emissoes.cotador,
      cotador_nome: cotador.nome,
      cotador_sobrenome: cotador.sobrenome,
      cotador_taxa: cotador.comissao_cotador,
      emissor_id: emissoes.emitido_por,
      emissor_nome: emissor.nome,
      emissor_sobrenome: emissor.sobrenome,
      emissor_taxa: emissor.comissao_emissor,
      valor_base: emissoes.valor_base,
      pct_consultor: emissoes.pct_consultor,
      pct_cotador: emissoes.pct_cotador,
      pct_emissor: emissoes.pct_emissor,
    })
    .from(emissoes)
    .innerJoin(servicos, eq(servicos.id, emissoes.servico))
    .innerJoin(cotacoes, eq(cotacoes.id, emissoes.cotacao))
    .innerJoin(vendas, eq(vendas.id, emissoes.venda))
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .leftJoin(consultor, eq(consultor.id, emissoes.venda_consultor))
    .leftJoin(cotador, eq(cotador.id, emissoes.cotador))
    .leftJoin(emissor, eq(emissor.id, emissoes.emitido_por))
    .where(sql`${emissoes.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(desc(emissoes.id))
    .prepare('comissao_linhas'),
);

type Ref = { id: number; nome: string; sobrenome: string | null };
const ref = (id: number | null, nome: string | null, sobrenome: string | null): Ref | null =>
  id === null || nome === null ? null : { id, nome, sobrenome };

/** The rate fixed at conclusion, else the participant's current one; null without the participant. */
function taxa(fixada: string | null, atual: string | null, participante: number | null): string | null {
  if (fixada !== null) return fixada;
  return participante === null ? null : atual;
}

type Pagina = { ids: number[]; total: number | null };

/**
 * A participant's page and total in one statement, from three index reads (as consultant, quoter and
 * issuer) rather than one read of every issuance testing an OR: the page is the union of each read newest
 * first cut at the page's end (a walk of the whole table would be long for a participant of few issuances);
 * the total counts the distinct ids of the three (the index entries alone, where an OR would visit the row
 * of every match).
 */
async function paginaDoParticipante(
  db: DbOrTx,
  f: ComissaoFiltros,
  quem: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<Pagina> {
  const resto = comissaoWhere({
    ...f,
    somenteDe: undefined,
    participante: f.somenteDe && f.participante ? f.participante : undefined,
  });
  const colunas = [emissoes.venda_consultor, emissoes.cotador, emissoes.emitido_por] as const;
  const ramo = (coluna: (typeof colunas)[number]) =>
    sql`select ${emissoes.id} as id from ${emissoes} where ${and(eq(coluna, quem), resto) ?? sql`true`}`;
  const pagina = sql.join(
    colunas.map((coluna) => sql`(${ramo(coluna)} order by ${emissoes.id} desc limit ${offset + limit})`),
    sql` union `,
  );
  const todas = sql.join(
    colunas.map((coluna) => ramo(coluna)),
    sql` union all `,
  );
  const resultado = (await db.execute(sql`
    select (select count(distinct id) from (${todas}) todas)::int as total,
      coalesce((select array_agg(id order by id desc) from (
        select id from (${pagina}) ramos order by id desc limit ${limit} offset ${offset}) pagina), '{}') as ids`)) as unknown as {
    rows: { total: number; ids: number[] }[];
  };
  const [linha] = resultado.rows;
  return { ids: (linha?.ids ?? []).map(Number), total: Number(linha?.total ?? 0) };
}

/**
 * Days, with or without a participant: the ids of those days read once from their column's index (not by
 * walking the whole table newest first), the page and the total in the same statement.
 */
async function paginaDosDias(
  db: DbOrTx,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<Pagina> {
  const resultado = (await db.execute(sql`
    with candidatos as materialized (select ${emissoes.id} as id from ${emissoes} where ${where ?? sql`true`})
    select (select count(*) from candidatos)::int as total,
      coalesce((select array_agg(id order by id desc) from (
        select id from candidatos order by id desc limit ${limit} offset ${offset}) pagina), '{}') as ids`)) as unknown as {
    rows: { total: number; ids: number[] }[];
  };
  const [linha] = resultado.rows;
  return { ids: (linha?.ids ?? []).map(Number), total: Number(linha?.total ?? 0) };
}

/** Without a participant or days: the page's ids walking the filter's index newest first. */
async function paginaPorIndice(
  db: DbOrTx,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<Pagina> {
  const linhas = await db
    .select({ id: emissoes.id })
    .from(emissoes)
    .where(where)
    .orderBy(desc(emissoes.id))
    .limit(limit)
    .offset(offset);
  return { ids: linhas.map((l) => l.id), total: null };
}

/**
 * One page of the report, newest first: the page's ids (and, with a participant or days, the total in the
 * same statement), then their rows with the sale, quote and participants in one statement, then the total
 * when still unknown. Without `comValores` the rows carry no base, rate or amount key at all.
 */
export async function findComissaoPage(
  db: DbOrTx,
  filtros: ComissaoFiltros,
  { page, pageSize, comValores }: { page: number; pageSize: number; comValores: boolean },
): Promise<Page<EmissaoComissao | EmissaoComissaoParticipante>> {
  const where = comissaoWhere(filtros);
  const janela = { limit: pageSize, offset: (page - 1) * pageSize };
  const quem = filtros.somenteDe ?? filtros.participante;
  // days first: at most 62 of them, they match fewer issuances than a participant's whole history
  const pagina =
    filtros.data_criacao?.length || filtros.data_conclusao?.length
      ? await paginaDosDias(db, where, janela)
      : quem
        ? await paginaDoParticipante(db, filtros, quem, janela)
        : await paginaPorIndice(db, where, janela);
  const linhas = pagina.ids.length === 0 ? [] : await linhasPorId(db).execute({ ids: pagina.ids });

  const rows = linhas.map((e) => {
    const linha: EmissaoComissaoParticipante = {
      id: e.id,
      tipo: e.tipo,
      status: e.status,
      localizador: e.localizador,
      created_at: e.created_at.toISOString(),
      data_hora_emissao: e.data_hora_emissao?.toISOString() ?? null,
      cancelada_em: e.cancelada_em?.toISOString() ?? null,
      venda: {
        id: e.venda,
        cliente: ref(e.cliente_id, e.cliente_nome, e.cliente_sobrenome),
        cliente_empresa:
          e.empresa_id === null || e.empresa_nome === null
            ? null
            : { id: e.empresa_id, nome: e.empresa_nome },
      },
      servico: { id: e.servico, status: e.servico_status, cotacao: e.cotacao, orcamento: e.orcamento },
      consultor: ref(e.consultor_id, e.consultor_nome, e.consultor_sobrenome),
      cotador: ref(e.cotador_id, e.cotador_nome, e.cotador_sobrenome),
      emissor: ref(e.emissor_id, e.emissor_nome, e.emissor_sobrenome),
    };
    if (!comValores) return linha;
    const pctConsultor = taxa(e.pct_consultor, e.consultor_taxa, linha.consultor?.id ?? null);
    const pctCotador = taxa(e.pct_cotador, e.cotador_taxa, linha.cotador?.id ?? null);
    const pctEmissor = taxa(e.pct_emissor, e.emissor_taxa, linha.emissor?.id ?? null);
    // a cancelled issuance keeps its base and rates on the row but earns no commission (decision 0028)
    const valor = (pct: string | null) =>
      pct === null ? null : e.status === 'cancelada' ? '0.00' : moneyString(valorComissao(e.valor_base, pct));
    return {
      ...linha,
      valor_base: moneyString(e.valor_base),
      pct_consultor: pctConsultor,
      valor_consultor: valor(pctConsultor),
      pct_cotador: pctCotador,
      valor_cotador: valor(pctCotador),
      pct_emissor: pctEmissor,
      valor_emissor: valor(pctEmissor),
    } satisfies EmissaoComissao;
  });

  return paginate({
    page,
    pageSize,
    rows: async () => rows,
    count: async () => pagina.total ?? contar(db, filtros, where),
  });
}

/** Every staff account with its commission rates, by name. */
export async function findTaxasComissao(db: DbOrTx): Promise<TaxasComissaoUsuario[]> {
  return db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      nome: usuarios.nome,
      sobrenome: usuarios.sobrenome,
      ativo: usuarios.ativo,
      comissao_consultor: usuarios.comissao_consultor,
      comissao_cotador: usuarios.comissao_cotador,
      comissao_emissor: usuarios.comissao_emissor,
    })
    .from(usuarios)
    .where(and(eq(usuarios.is_staff, true), eq(usuarios.cliente, false)))
    .orderBy(asc(usuarios.nome), asc(usuarios.sobrenome), asc(usuarios.id));
}
