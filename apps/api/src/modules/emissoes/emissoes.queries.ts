import path from 'node:path';
import {
  type CampoFormador,
  type CampoFormadorEmissao,
  camposFormadores,
  campoTemLinha,
  EMISSAO_ATRASO_HORAS,
  type EmissaoDetalhe,
  type EmissaoStatus,
  type EmissaoView,
  emissaoEditavel,
  isEmissaoVoo,
  type PernaEmissao,
  podeEditarEmissoes,
  regraCampoFormador,
  type TipoEmissao,
} from '@skyler/domain/emissoes';
import { diariasHotel } from '@skyler/domain/precos/cotacao';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { logoCiaUrl } from '@skyler/domain/referencia';
import { and, count, desc, eq, getTableColumns, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cias_aereas,
  contatos,
  cotacoes,
  type EmissaoRow,
  emissoes,
  emissoes_beneficiarios,
  emissoes_contagem,
  empresas,
  fornecedores,
  provedores,
  servicos,
  subcotacoes,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';
import { findComprasDaEmissao } from './compras-emissao.queries.ts';

type Ref = { id: number; nome: string; sobrenome: string | null };
type Nome = { id: number; nome: string };

/** The filters of the issuance list (part 2 §7); `minhas`: the issuer or the sale's consultant is this user. */
export type EmissoesFiltros = {
  consultor?: number | undefined;
  status?: EmissaoStatus | undefined;
  localizador?: string | undefined;
  tipo?: TipoEmissao | undefined;
  data_ida?: string | undefined;
  id_venda?: number | undefined;
  id_servico?: number | undefined;
  emissor?: number | undefined;
  id_emissao?: number | undefined;
  minhas?: number | undefined;
  /** still in the queue more than 48 h after creation */
  atrasadas?: boolean | undefined;
};

/**
 * Issuances late in the queue (the dashboard's figure and the list's `atrasadas=true`): still
 * `fila_de_emissao` more than 48 hours after creation, at `instante` (the statement's now() by default).
 */
export function filtroEmissoesAtrasadas(instante: SQL = sql`now()`): SQL {
  return sql`(${emissoes.status} = 'fila_de_emissao' and ${emissoes.created_at} < (${instante}) - make_interval(hours => ${sql.raw(String(EMISSAO_ATRASO_HORAS))}))`;
}

/** `%`, `_` and `\` typed in a locator are literal characters, not patterns. */
const escapeLike = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

export function emissoesWhere(f: EmissoesFiltros): SQL | undefined {
  const localizador = f.localizador?.trim().toUpperCase();
  return and(
    f.consultor ? eq(emissoes.venda_consultor, f.consultor) : undefined,
    f.status ? eq(emissoes.status, f.status) : undefined,
    // the varchar_pattern_ops index serves a constant prefix; locators are stored in capitals
    localizador ? like(emissoes.localizador, `${escapeLike(localizador)}%`) : undefined,
    f.tipo ? eq(emissoes.tipo, f.tipo) : undefined,
    f.data_ida ? eq(emissoes.data_ida, f.data_ida) : undefined,
    f.id_venda ? eq(emissoes.venda, f.id_venda) : undefined,
    f.id_servico ? eq(emissoes.servico, f.id_servico) : undefined,
    f.emissor ? eq(emissoes.emitido_por, f.emissor) : undefined,
    f.id_emissao ? eq(emissoes.id, f.id_emissao) : undefined,
    f.minhas ? or(eq(emissoes.emitido_por, f.minhas), eq(emissoes.venda_consultor, f.minhas)) : undefined,
    f.atrasadas ? filtroEmissoesAtrasadas() : undefined,
  );
}

const json = (colunas: Record<string, unknown>) =>
  sql`json_build_object(${sql.join(
    Object.entries(colunas).map(([nome, coluna]) => sql`${nome}::text, ${coluna}`),
    sql`, `,
  )})`;
const linha = (tipo: string, colunas: Record<string, unknown>) => ({
  tipo: sql<string>`${tipo}::text`.as('tipo'),
  dados: sql<Record<string, unknown>>`${json(colunas)}`.as('dados'),
});
const ids = (valores: readonly (number | null | undefined)[]) => [
  ...new Set(valores.filter((valor): valor is number => typeof valor === 'number')),
];
const anyOf = (coluna: unknown, valores: number[]) => sql`${coluna} = any(${sql.param(valores)}::int[])`;

/** The legs as an issuance keeps them: `cia_aerea` is the airline's id. */
type PernaGuardada = Omit<PernaEmissao, 'cia_aerea'> & { cia_aerea: number | null };
export type ViagemEmissao = { trechos: { pernas: PernaGuardada[] }[] };

/** An issuance's `viagem` read defensively: whatever is missing becomes empty. */
export function lerViagem(viagem: unknown): ViagemEmissao {
  const trechos = (viagem as { trechos?: unknown } | null)?.trechos;
  if (!Array.isArray(trechos)) return { trechos: [] };
  const texto = (valor: unknown) => (typeof valor === 'string' ? valor : '');
  return {
    trechos: trechos.map((trecho) => {
      const pernas = (trecho as { pernas?: unknown } | null)?.pernas;
      return {
        pernas: (Array.isArray(pernas) ? pernas : []).map((perna) => {
          const p = (perna ?? {}) as Record<string, unknown>;
          const cia = p.cia_aerea;
          return {
            origem: texto(p.origem),
            destino: texto(p.destino),
            data_hora_partida: typeof p.data_hora_partida === 'string' ? p.data_hora_partida : null,
            cia_aerea:
              typeof cia === 'number'
                ? cia
                : typeof (cia as { id?: unknown } | null)?.id === 'number'
                  ? (cia as { id: number }).id
                  : null,
            numero_do_voo: texto(p.numero_do_voo),
          };
        }),
      };
    }),
  };
}

type CiaDaPerna = { id: number; nome: string; iata: string | null; logo: string | null };

/**
 * A leg's airline with its code and its logo's versioned address (the stored file's name, as the airlines'
 * list gives it): the issuance's page draws the logo without the list of every active airline.
 */
function ciaDaPerna(cia: CiaDaPerna): CiaDaPerna {
  const versao = cia.logo ? path.basename(cia.logo).replace(/\.\w+$/, '') : null;
  return { id: cia.id, nome: cia.nome, iata: cia.iata, logo: versao ? logoCiaUrl(cia.id, versao) : null };
}

/**
 * What a page of issuances points to, in one statement: the sales with their client and company, the
 * users, the services with their quote, the tickets, suppliers, providers, the beneficiaries' names and the
 * airlines of the legs.
 */
async function loadRelacionados(db: DbOrTx, linhas: EmissaoRow[]) {
  const viagens = new Map(linhas.map((e) => [e.id, lerViagem(e.viagem)]));
  const ciaIds = ids(
    [...viagens.values()].flatMap((v) => v.trechos.flatMap((t) => t.pernas.map((p) => p.cia_aerea))),
  );
  const found = await db
    .select(
      linha('v', {
        id: vendas.id,
        created_at: vendas.created_at,
        consultor: vendas.consultor,
        cliente: sql`case when ${contatos.id} is null then null else ${json({
          id: contatos.id,
          nome: contatos.nome,
          sobrenome: contatos.sobrenome,
        })} end`,
        cliente_empresa: sql`case when ${empresas.id} is null then null else ${json({
          id: empresas.id,
          nome: empresas.nome,
        })} end`,
      }),
    )
    .from(vendas)
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .where(anyOf(vendas.id, ids(linhas.map((e) => e.venda))))
    .unionAll(
      db
        .select(linha('u', { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome }))
        .from(usuarios)
        .where(
          anyOf(
            usuarios.id,
            ids(linhas.flatMap((e) => [e.emitido_por, e.concluida_por, e.cancelada_por, e.venda_consultor])),
          ),
        ),
    )
    .unionAll(
      db
        .select(
          linha('s', {
            id: servicos.id,
            status: servicos.status,
            cotacao: cotacoes.id,
            orcamento: cotacoes.orcamento,
            descricao: cotacoes.descricao,
          }),
        )
        .from(servicos)
        .innerJoin(cotacoes, eq(cotacoes.id, servicos.cotacao))
        .where(anyOf(servicos.id, ids(linhas.map((e) => e.servico)))),
    )
    .unionAll(
      db
        .select(linha('b', { id: subcotacoes.id, tipo_cotacao: subcotacoes.tipo_cotacao }))
        .from(subcotacoes)
        .where(anyOf(subcotacoes.id, ids(linhas.map((e) => e.subcotacao)))),
    )
    .unionAll(
      db
        .select(linha('f', { id: fornecedores.id, nome: fornecedores.nome }))
        .from(fornecedores)
        .where(anyOf(fornecedores.id, ids(linhas.map((e) => e.fornecedor)))),
    )
    .unionAll(
      db
        .select(linha('p', { id: provedores.id, nome: provedores.nome }))
        .from(provedores)
        .where(anyOf(provedores.id, ids(linhas.map((e) => e.provedor)))),
    )
    .unionAll(
      db
        .select(
          linha('n', {
            id: emissoes_beneficiarios.id,
            emissao: emissoes_beneficiarios.emissao,
            ordem: emissoes_beneficiarios.ordem,
            nome: contatos.nome,
            sobrenome: contatos.sobrenome,
          }),
        )
        .from(emissoes_beneficiarios)
        .innerJoin(contatos, eq(contatos.id, emissoes_beneficiarios.contato))
        .where(
          anyOf(
            emissoes_beneficiarios.emissao,
            linhas.map((e) => e.id),
          ),
        ),
    )
    .unionAll(
      db
        .select(
          linha('a', {
            id: cias_aereas.id,
            nome: cias_aereas.nome,
            iata: cias_aereas.iata,
            logo: cias_aereas.logo,
          }),
        )
        .from(cias_aereas)
        .where(anyOf(cias_aereas.id, ciaIds)),
    );
  type Venda = {
    id: number;
    created_at: string;
    consultor: number | null;
    cliente: Ref | null;
    cliente_empresa: Nome | null;
  };
  type Servico = { id: number; status: string; cotacao: number; orcamento: number; descricao: string };
  type Passageiro = { id: number; emissao: number; ordem: number; nome: string; sobrenome: string | null };
  const r = {
    viagens,
    vendas: new Map<number, Venda>(),
    usuarios: new Map<number, Ref>(),
    servicos: new Map<number, Servico>(),
    bilhetes: new Map<number, { id: number; tipo_cotacao: string }>(),
    fornecedores: new Map<number, Nome>(),
    provedores: new Map<number, Nome>(),
    passageiros: new Map<number, Passageiro[]>(),
    cias: new Map<number, CiaDaPerna>(),
  };
  for (const { tipo, dados } of found) {
    const id = dados.id as number;
    if (tipo === 'v') r.vendas.set(id, dados as Venda);
    else if (tipo === 'u') r.usuarios.set(id, dados as Ref);
    else if (tipo === 's') r.servicos.set(id, dados as Servico);
    else if (tipo === 'b') r.bilhetes.set(id, dados as { id: number; tipo_cotacao: string });
    else if (tipo === 'f') r.fornecedores.set(id, dados as Nome);
    else if (tipo === 'p') r.provedores.set(id, dados as Nome);
    else if (tipo === 'a') r.cias.set(id, ciaDaPerna(dados as CiaDaPerna));
    else if (tipo === 'n') {
      const p = dados as Passageiro;
      r.passageiros.set(p.emissao, [...(r.passageiros.get(p.emissao) ?? []), p]);
    }
  }
  for (const lista of r.passageiros.values()) lista.sort((a, b) => a.ordem - b.ordem || a.id - b.id);
  return r;
}

const isoTexto = (valor: string | Date) => new Date(valor).toISOString();
const iso = (valor: Date | null) => (valor ? valor.toISOString() : null);

async function toViews(db: DbOrTx, linhas: EmissaoRow[]): Promise<EmissaoView[]> {
  if (linhas.length === 0) return [];
  const r = await loadRelacionados(db, linhas);
  const usuario = (id: number | null) => (id === null ? null : (r.usuarios.get(id) ?? null));
  return linhas.map((e) => {
    const venda = r.vendas.get(e.venda);
    const servico = r.servicos.get(e.servico);
    const bilhete = e.subcotacao === null ? undefined : r.bilhetes.get(e.subcotacao);
    const viagem = r.viagens.get(e.id) ?? { trechos: [] };
    return {
      id: e.id,
      status: e.status,
      tipo: e.tipo,
      localizador: e.localizador,
      observacoes: e.observacoes,
      emitido_por: usuario(e.emitido_por),
      venda: {
        id: e.venda,
        created_at: venda ? isoTexto(venda.created_at) : isoTexto(e.created_at),
        cliente: venda?.cliente ?? null,
        cliente_empresa: venda?.cliente_empresa ?? null,
        consultor: usuario(venda?.consultor ?? e.venda_consultor),
      },
      servico: {
        id: e.servico,
        status: servico?.status ?? '',
        cotacao: servico?.cotacao ?? e.cotacao,
        orcamento: servico?.orcamento ?? 0,
      },
      descricao: servico?.descricao ?? '',
      subcotacao_voo:
        e.subcotacao === null
          ? null
          : {
              id: e.subcotacao,
              tipo_cotacao: bilhete?.tipo_cotacao ?? '',
              viagem: {
                trechos: viagem.trechos.map((t) => ({
                  pernas: t.pernas.map((p) => ({
                    ...p,
                    cia_aerea: p.cia_aerea === null ? null : (r.cias.get(p.cia_aerea) ?? null),
                  })),
                })),
              },
            },
      fornecedor: e.fornecedor === null ? null : (r.fornecedores.get(e.fornecedor) ?? null),
      provedor: e.provedor === null ? null : (r.provedores.get(e.provedor) ?? null),
      passageiros: (r.passageiros.get(e.id) ?? []).map((p) => `${p.nome} ${p.sobrenome ?? ''}`.trim()),
      data_ida: e.data_ida,
      created_at: e.created_at.toISOString(),
      data_hora_emissao: iso(e.data_hora_emissao),
      concluida_por: usuario(e.concluida_por),
      cancelada_em: iso(e.cancelada_em),
      cancelada_por: usuario(e.cancelada_por),
      motivo_cancelamento: e.motivo_cancelamento,
      versao: e.versao,
    };
  });
}

/** Only status, type, consultant and issuer: the counter's columns (decision 0027). */
function contaPelaContagem(f: EmissoesFiltros): boolean {
  return !(
    f.localizador?.trim() ||
    f.data_ida ||
    f.id_venda ||
    f.id_servico ||
    f.id_emissao ||
    f.minhas ||
    f.atrasadas
  );
}

async function contarPelaContagem(db: DbOrTx, f: EmissoesFiltros): Promise<number> {
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

/**
 * One page of issuances, newest first: the page's rows (every filter is a column of `emissoes` with an
 * index ending in `id`), then one read of what they point to, then the total.
 */
export async function findEmissoesPage(
  db: DbOrTx,
  filtros: EmissoesFiltros,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<EmissaoView>> {
  const where = emissoesWhere(filtros);
  // the page's ids first, from the filter's index alone, then their rows: a deep page skips ids, not whole
  // rows with their trips
  const ids = db
    .select({ id: emissoes.id })
    .from(emissoes)
    .where(where)
    .orderBy(desc(emissoes.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('pagina');
  // one after the other: inside a transaction the queries share one connection
  const linhas = await db
    .select(getTableColumns(emissoes))
    .from(emissoes)
    .innerJoin(ids, eq(ids.id, emissoes.id))
    .orderBy(desc(emissoes.id));
  const views = await toViews(db, linhas);
  return paginate({
    page,
    pageSize,
    rows: async () => views,
    count: async () => {
      if (contaPelaContagem(filtros)) return contarPelaContagem(db, filtros);
      const [row] = await db.select({ n: count() }).from(emissoes).where(where);
      return row?.n ?? 0;
    },
  });
}

export async function findEmissaoRow(db: DbOrTx, id: number): Promise<EmissaoRow | null> {
  const [row] = await db.select().from(emissoes).where(eq(emissoes.id, id));
  return row ?? null;
}

/** One issuance as the lists answer it, or null. */
export async function findEmissao(db: DbOrTx, id: number): Promise<EmissaoView | null> {
  const row = await findEmissaoRow(db, id);
  if (!row) return null;
  const [view] = await toViews(db, [row]);
  return view ?? null;
}

/** The sale's issuances, newest first (the venda-emissoes tab). */
export async function findEmissoesDaVenda(db: DbOrTx, venda: number): Promise<EmissaoView[]> {
  const linhas = await db.select().from(emissoes).where(eq(emissoes.venda, venda)).orderBy(desc(emissoes.id));
  return toViews(db, linhas);
}

/** The sale's concluded issuances (`finalizada`): what a RAC can be opened on. */
export async function findEmissoesConcluidasDaVenda(db: DbOrTx, venda: number): Promise<EmissaoView[]> {
  const linhas = await db
    .select()
    .from(emissoes)
    .where(and(eq(emissoes.venda, venda), eq(emissoes.status, 'finalizada')))
    .orderBy(desc(emissoes.id));
  return toViews(db, linhas);
}

// ——— the forming fields ———

const texto = (valor: unknown): string =>
  typeof valor === 'string' || typeof valor === 'number' ? String(valor) : '0';
export const valorDe = (valor: unknown): string => {
  try {
    return moneyString(dec(texto(valor)));
  } catch {
    return moneyString(0);
  }
};
const numero = (valor: unknown): number | null =>
  typeof valor === 'number' && Number.isFinite(valor) ? valor : null;
/**
 * The nights a hotel's or car's daily cost is priced for, as the quote prices them (`diariasHotel`): the
 * average of the range when the quote has one (3 to 4 nights: 3.5), else `diarias`.
 */
export const diarias = (detalhes: Record<string, unknown>) =>
  diariasHotel({
    diarias: numero(detalhes.diarias) ?? 0,
    diariasMin: numero(detalhes.diarias_min),
    diariasMax: numero(detalhes.diarias_max),
  }).toNumber();

/**
 * The value of each forming field of the issuance's type, read from its quote: a flight's from its ticket
 * (milheiro: what the miles cost, the miles ticket's cost), hotel and car daily cost × nights, the rest as
 * the quote keeps them.
 */
export function valoresCamposFormadores(options: {
  tipo: TipoEmissao;
  bilhete: Record<string, unknown> | null;
  detalhes: Record<string, unknown> | null;
}): Map<CampoFormador, string> {
  const { tipo } = options;
  const valores = new Map<CampoFormador, string>();
  if (isEmissaoVoo(tipo)) {
    const b = options.bilhete ?? {};
    for (const campo of camposFormadores(tipo)) {
      valores.set(campo, valorDe(campo === 'milheiro' ? b.custo_bilhete : b[campo]));
    }
    return valores;
  }
  const d = options.detalhes ?? {};
  for (const campo of camposFormadores(tipo)) {
    if (campo === 'custo_diaria') {
      valores.set(campo, moneyString(dec(valorDe(d.custo_diaria)).times(diarias(d))));
    } else valores.set(campo, valorDe(d[campo]));
  }
  return valores;
}

/**
 * The issuance's forming fields that take a payment line (a zero value takes none, except rav), with their
 * value and what the Pagamentos tab may choose for each; empty when the issuance does not exist.
 */
export async function findCamposFormadores(db: DbOrTx, emissaoId: number): Promise<CampoFormadorEmissao[]> {
  const [row] = await db
    .select({ tipo: emissoes.tipo, detalhes: cotacoes.detalhes, bilhete: subcotacoes })
    .from(emissoes)
    .innerJoin(cotacoes, eq(cotacoes.id, emissoes.cotacao))
    .leftJoin(subcotacoes, eq(subcotacoes.id, emissoes.subcotacao))
    .where(eq(emissoes.id, emissaoId));
  if (!row) return [];
  const valores = valoresCamposFormadores({
    tipo: row.tipo,
    bilhete: row.bilhete as Record<string, unknown> | null,
    detalhes: row.detalhes,
  });
  // a miles or wallet ticket costs what was bought for it, once validated (decision 0037)
  const compras = await findComprasDaEmissao(db, emissaoId);
  if (compras) valores.set(compras.campo, compras.total);
  return [...valores]
    .filter(([campo, valor]) => campoTemLinha(campo, valor))
    .map(([campo, valor]) => {
      const regra = regraCampoFormador(row.tipo, campo);
      return {
        campo_formador: campo,
        valor,
        responsavel_fixo: regra.responsavelFixo,
        cartao_permitido: regra.cartaoPermitido,
      };
    });
}

/** The reason recorded when the issuance was concluded despite its passengers' document warnings. */
async function findJustificativaDocumentos(db: DbOrTx, id: number): Promise<string | null> {
  const [linha] = await db
    .select({ justificativa: emissoes.justificativa_documentos })
    .from(emissoes)
    .where(eq(emissoes.id, id));
  return linha?.justificativa ?? null;
}

/** GET /api/emissoes/{id}/: the issuance, its forming fields and whether this user may change it now. */
export async function findEmissaoDetalhe(
  db: DbOrTx,
  id: number,
  user: { perfil_user?: readonly string[]; pertencente: readonly string[]; is_superuser?: boolean },
): Promise<EmissaoDetalhe | null> {
  const view = await findEmissao(db, id);
  if (!view) return null;
  return {
    ...view,
    campos_formadores: await findCamposFormadores(db, id),
    editavel: podeEditarEmissoes(user) && emissaoEditavel(view),
    justificativa_documentos: await findJustificativaDocumentos(db, id),
  };
}

// ——— issuer choices ———

export type Emissor = { id: number; nome: string; sobrenome: string };

/**
 * Who may be an issuance's issuer (part 2 §6): active users whose profile includes emissor, the signed-in
 * user's extra issuers and the user; for flights, a user of the vendas_1 or vendas_2 departments only
 * their extra issuers.
 */
export async function findEmissores(
  db: DbOrTx,
  {
    tipo,
    user,
  }: {
    tipo: TipoEmissao;
    user: { id: number; pertencente: readonly string[]; emissores_extra: readonly number[] };
  },
): Promise<Emissor[]> {
  const soExtras =
    isEmissaoVoo(tipo) && (user.pertencente.includes('vendas_1') || user.pertencente.includes('vendas_2'));
  const extras = [...user.emissores_extra];
  const linhas = await db
    .select({ id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome })
    .from(usuarios)
    .where(
      soExtras
        ? and(anyOf(usuarios.id, extras), eq(usuarios.ativo, true))
        : or(
            eq(usuarios.id, user.id),
            and(
              eq(usuarios.ativo, true),
              or(sql`'emissor' = any(${usuarios.perfil_user})`, anyOf(usuarios.id, extras)),
            ),
          ),
    )
    .orderBy(usuarios.nome, usuarios.sobrenome, usuarios.id);
  return linhas;
}
