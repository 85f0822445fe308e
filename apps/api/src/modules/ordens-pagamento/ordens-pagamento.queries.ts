import type {
  GrupoOrdens,
  OrdemPagamento,
  OrdensPagamentoQuery,
  VariacaoCambialVenda,
} from '@skyler/domain/ordens-pagamento';
import { dec, moneyString, sum } from '@skyler/domain/precos/dinheiro';
import { and, asc, count, desc, eq, inArray, isNull, like, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cartoes,
  contatos,
  cotacoes,
  emissoes,
  empresas,
  fornecedores,
  type OrdemPagamentoRow,
  ordens_pagamento,
  ordens_pagamento_contagem,
  ordens_pagamento_grupos,
  subcotacoes,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

export type OrdensFiltros = Omit<OrdensPagamentoQuery, 'page'>;

/** `%`, `_` and `\` typed in a locator are literal characters, not patterns. */
const escapeLike = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The orders a filter selects; an issuance is listed when one of its orders of the status matches. */
function ordensWhere(f: OrdensFiltros): SQL | undefined {
  const localizador = f.localizador?.trim().toUpperCase();
  return and(
    eq(ordens_pagamento.status, f.status),
    f.campo_formador ? eq(ordens_pagamento.campo_formador, f.campo_formador) : undefined,
    f.id_venda ? eq(ordens_pagamento.venda, f.id_venda) : undefined,
    f.fornecedor ? eq(ordens_pagamento.fornecedor, f.fornecedor) : undefined,
    f.cartao ? eq(ordens_pagamento.cartao, f.cartao) : undefined,
    f.valor ? eq(ordens_pagamento.valor, f.valor) : undefined,
    // locators are stored in capitals; the varchar_pattern_ops index of emissoes serves the prefix
    localizador
      ? inArray(
          ordens_pagamento.emissao,
          sql`(select ${emissoes.id} from ${emissoes} where ${like(emissoes.localizador, `${escapeLike(localizador)}%`)})`,
        )
      : undefined,
  );
}

type OrdemLida = {
  ordem: OrdemPagamentoRow;
  fornecedor: { id: number; nome: string } | null;
  cartao: { id: number; nome: string; bandeira: string; digs: string; ativo: boolean } | null;
  descricao: string;
  tipo_servico: string;
  favorecido: OrdemPagamento['favorecido'];
  subcotacao: number | null;
  valor_incentivo: string | null;
  porcentagem_incentivo: string | null;
};

/** The orders with what each shows: supplier, card, the quote's description and type, the ticket's incentive. */
async function lerOrdens(db: DbOrTx, where: SQL | undefined): Promise<OrdemLida[]> {
  const rows = await db
    .select({
      ordem: ordens_pagamento,
      fornecedor_id: fornecedores.id,
      fornecedor_nome: fornecedores.nome,
      cartao_id: cartoes.id,
      cartao_nome: cartoes.nome,
      cartao_bandeira: cartoes.bandeira,
      cartao_digs: cartoes.digs,
      cartao_ativo: cartoes.ativo,
      descricao: cotacoes.descricao,
      tipo_servico: cotacoes.tipo_servico,
      subcotacao: emissoes.subcotacao,
      valor_incentivo: subcotacoes.valor_incentivo,
      porcentagem_incentivo: subcotacoes.porcentagem_incentivo,
      contato_nome: contatos.nome,
      contato_sobrenome: contatos.sobrenome,
      empresa_nome: empresas.nome,
    })
    .from(ordens_pagamento)
    // a refund or a miles purchase has no issuance
    .leftJoin(emissoes, eq(emissoes.id, ordens_pagamento.emissao))
    .leftJoin(cotacoes, eq(cotacoes.id, emissoes.cotacao))
    .leftJoin(contatos, eq(contatos.id, ordens_pagamento.cliente))
    .leftJoin(empresas, eq(empresas.id, ordens_pagamento.cliente_empresa))
    .leftJoin(subcotacoes, eq(subcotacoes.id, emissoes.subcotacao))
    .leftJoin(fornecedores, eq(fornecedores.id, ordens_pagamento.fornecedor))
    .leftJoin(cartoes, eq(cartoes.id, ordens_pagamento.cartao))
    .where(where)
    .orderBy(desc(ordens_pagamento.emissao), asc(ordens_pagamento.id));
  return rows.map((r) => ({
    ordem: r.ordem,
    favorecido:
      r.ordem.cliente !== null
        ? {
            tipo: 'contato' as const,
            id: r.ordem.cliente,
            nome: [r.contato_nome, r.contato_sobrenome].filter(Boolean).join(' '),
          }
        : r.ordem.cliente_empresa !== null
          ? { tipo: 'empresa' as const, id: r.ordem.cliente_empresa, nome: r.empresa_nome ?? '' }
          : null,
    fornecedor:
      r.fornecedor_id === null || r.fornecedor_nome === null
        ? null
        : { id: r.fornecedor_id, nome: r.fornecedor_nome },
    cartao:
      r.cartao_id === null
        ? null
        : {
            id: r.cartao_id,
            nome: r.cartao_nome ?? '',
            bandeira: r.cartao_bandeira ?? '',
            digs: r.cartao_digs ?? '',
            ativo: r.cartao_ativo ?? false,
          },
    descricao: r.descricao ?? '',
    tipo_servico: r.tipo_servico ?? '',
    subcotacao: r.subcotacao,
    valor_incentivo: r.valor_incentivo,
    porcentagem_incentivo: r.porcentagem_incentivo,
  }));
}

/** Whether the incentive dialog applies: the ticket-cost order of a flight issuance. */
export function temIncentivo(ordem: { campo_formador: string | null }, subcotacao: number | null): boolean {
  return subcotacao !== null && ordem.campo_formador === 'custo_bilhete';
}

/** A stored decimal without the zeros the column pads it with, at least two places: '5.86944540000000' → '5.8694454'. */
export function decimalCurto(valor: string): string {
  const [inteiro = '0', fracao = ''] = valor.split('.');
  return `${inteiro}.${fracao.replace(/0+$/, '').padEnd(2, '0')}`;
}

/**
 * GET /api/vendas/{id}/variacao-cambial/: what the sale's foreign-currency orders really cost against what
 * was booked — the sum of `diferenca_cambial` (positive a loss) and the orders with a rate paid recorded.
 */
export async function findVariacaoCambialVenda(db: DbOrTx, venda: number): Promise<VariacaoCambialVenda> {
  const linhas = await db
    .select()
    .from(ordens_pagamento)
    .where(and(eq(ordens_pagamento.venda, venda), sql`${ordens_pagamento.valor_pago} is not null`))
    .orderBy(asc(ordens_pagamento.id));
  return {
    venda,
    diferenca_cambial: moneyString(sum(linhas.map((o) => o.diferenca_cambial))),
    ordens: linhas.map((o) => ({
      id: o.id,
      emissao: o.emissao,
      campo_formador: o.campo_formador,
      moeda: o.moeda,
      valor_moeda: decimalCurto(o.valor_moeda),
      cambio: decimalCurto(o.cambio),
      valor: o.valor,
      cambio_pago: o.cambio_pago === null ? null : decimalCurto(o.cambio_pago),
      valor_pago: o.valor_pago,
      diferenca_cambial: moneyString(o.diferenca_cambial),
    })),
  };
}

function toView(l: OrdemLida): OrdemPagamento {
  const o = l.ordem;
  return {
    id: o.id,
    tipo: o.tipo,
    servico: o.servico,
    venda: o.venda,
    emissao: o.emissao,
    rac: o.rac,
    favorecido: l.favorecido,
    vencimento: o.vencimento,
    fornecedor: l.fornecedor,
    campo_formador: o.campo_formador,
    valor: o.valor,
    moeda: o.moeda,
    valor_moeda: decimalCurto(o.valor_moeda),
    cambio: decimalCurto(o.cambio),
    cambio_pago: o.cambio_pago === null ? null : decimalCurto(o.cambio_pago),
    valor_pago: o.valor_pago,
    diferenca_cambial: moneyString(o.diferenca_cambial),
    meio_pagamento: o.meio_pagamento,
    status: o.status,
    pagamento_emissao: o.pagamento_emissao,
    cartao: l.cartao,
    servico_descricao: l.descricao,
    tipo_servico: l.tipo_servico,
    data_solicitacao: o.data_solicitacao.toISOString(),
    data_alteracao: o.data_alteracao.toISOString(),
    id_fatura: o.id_fatura,
    data_pagamento: o.data_pagamento,
    incentivo:
      l.subcotacao !== null && temIncentivo(o, l.subcotacao)
        ? {
            subcotacao: l.subcotacao,
            valor: moneyString(dec(l.valor_incentivo ?? '0')),
            porcentagem: dec(l.porcentagem_incentivo ?? '0').toFixed(2),
          }
        : null,
    versao: o.versao,
  };
}

/** One order as the API answers it, or null. */
export async function findOrdemPagamento(db: DbOrTx, id: number): Promise<OrdemPagamento | null> {
  const [lida] = await lerOrdens(db, eq(ordens_pagamento.id, id));
  return lida ? toView(lida) : null;
}

/** The key of `ordens_pagamento_grupos` that lists a filter alone, or null when the filter needs the orders. */
function chaveDosGrupos(f: OrdensFiltros) {
  const filtros = [f.campo_formador, f.fornecedor, f.cartao].filter((v) => v !== undefined).length;
  if (filtros > 1 || f.id_venda || f.valor || f.localizador?.trim()) return null;
  return { campo_formador: f.campo_formador ?? '', fornecedor: f.fornecedor ?? 0, cartao: f.cartao ?? 0 };
}

/**
 * The page's issuances from `ordens_pagamento_grupos` (newest first) and their number from
 * `ordens_pagamento_contagem`: a walk of the primary key, backwards, or forwards from the oldest when the
 * page is in the list's second half.
 */
async function paginaDosGrupos(
  db: DbOrTx,
  status: OrdensFiltros['status'],
  chave: NonNullable<ReturnType<typeof chaveDosGrupos>>,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const doGrupo = and(
    eq(ordens_pagamento_grupos.status, status),
    eq(ordens_pagamento_grupos.campo_formador, chave.campo_formador),
    eq(ordens_pagamento_grupos.fornecedor, chave.fornecedor),
    eq(ordens_pagamento_grupos.cartao, chave.cartao),
  );
  const [contagem] = await db
    .select({ n: ordens_pagamento_contagem.n })
    .from(ordens_pagamento_contagem)
    .where(
      and(
        eq(ordens_pagamento_contagem.status, status),
        eq(ordens_pagamento_contagem.campo_formador, chave.campo_formador),
        eq(ordens_pagamento_contagem.fornecedor, chave.fornecedor),
        eq(ordens_pagamento_contagem.cartao, chave.cartao),
      ),
    );
  const total = Number(contagem?.n ?? 0);
  if (offset >= total) return { ids: [], total };
  const doFim = offset + limit / 2 > total / 2;
  const linhas = doFim
    ? await db
        .select({ emissao: ordens_pagamento_grupos.emissao })
        .from(ordens_pagamento_grupos)
        .where(doGrupo)
        .orderBy(asc(ordens_pagamento_grupos.emissao))
        .limit(Math.min(limit, total - offset))
        .offset(Math.max(0, total - offset - limit))
    : await db
        .select({ emissao: ordens_pagamento_grupos.emissao })
        .from(ordens_pagamento_grupos)
        .where(doGrupo)
        .orderBy(desc(ordens_pagamento_grupos.emissao))
        .limit(limit)
        .offset(offset);
  const ids = linhas.map((l) => l.emissao);
  return { ids: doFim ? ids.reverse() : ids, total };
}

/**
 * A locator prefix alone: the issuances whose locator starts with it, read from the locator's index of
 * `ordens_pagamento_grupos` (a short prefix matches thousands of issuances, still read from the index alone).
 */
async function paginaDoLocalizador(
  db: DbOrTx,
  status: OrdensFiltros['status'],
  localizador: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    eq(ordens_pagamento_grupos.status, status),
    sql`${ordens_pagamento_grupos.localizador} is not null`,
    like(ordens_pagamento_grupos.localizador, `${escapeLike(localizador)}%`),
  );
  const [linhas, [contagem]] = await Promise.all([
    db
      .select({ emissao: ordens_pagamento_grupos.emissao })
      .from(ordens_pagamento_grupos)
      .where(where)
      .orderBy(desc(ordens_pagamento_grupos.emissao))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(ordens_pagamento_grupos).where(where),
  ]);
  return { ids: linhas.map((l) => l.emissao), total: contagem?.n ?? 0 };
}

/** Any other filter: the page's issuances and their number read from the orders' indexes. */
async function paginaDasOrdens(
  db: DbOrTx,
  filtros: OrdensFiltros,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  // the orders of an issuance (refunds and miles purchases are listed apart)
  const where = and(ordensWhere(filtros), sql`${ordens_pagamento.emissao} is not null`);
  const [pagina, [contagem]] = await Promise.all([
    db
      .selectDistinct({ emissao: ordens_pagamento.emissao })
      .from(ordens_pagamento)
      .where(where)
      .orderBy(desc(ordens_pagamento.emissao))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(distinct ${ordens_pagamento.emissao})::int` })
      .from(ordens_pagamento)
      .where(where),
  ]);
  return { ids: pagina.flatMap((p) => (p.emissao === null ? [] : [p.emissao])), total: contagem?.n ?? 0 };
}

/**
 * One page of either list: the page's issuances (newest first) and their number — from the per-issuance
 * table kept by triggers for no filter, one forming field, supplier or card, or a locator prefix; from the
 * orders' indexes otherwise — then the issuances' headers and all their orders of the status.
 */
export async function findOrdensPagamentoPage(
  db: DbOrTx,
  filtros: OrdensFiltros,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<GrupoOrdens>> {
  const inicio = (page - 1) * pageSize;
  // the orders without an issuance (refunds, miles purchases) come first, one group each (decision 0065)
  const avulsas =
    filtros.tipo === 'fornecedor'
      ? { grupos: [], total: 0 }
      : await paginaDasAvulsas(db, filtros, { limit: pageSize, offset: inicio });
  if (filtros.tipo !== undefined && filtros.tipo !== 'fornecedor') {
    return paginate({ page, pageSize, rows: async () => avulsas.grupos, count: async () => avulsas.total });
  }
  const janela = {
    limit: pageSize - avulsas.grupos.length,
    offset: Math.max(0, inicio - avulsas.total),
  };
  const chave = chaveDosGrupos(filtros);
  const localizador = filtros.localizador?.trim().toUpperCase();
  const soLocalizador =
    localizador &&
    !filtros.campo_formador &&
    !filtros.fornecedor &&
    !filtros.cartao &&
    !filtros.id_venda &&
    !filtros.valor;
  const { ids, total } = chave
    ? await paginaDosGrupos(db, filtros.status, chave, janela)
    : soLocalizador
      ? await paginaDoLocalizador(db, filtros.status, localizador, janela)
      : await paginaDasOrdens(db, filtros, janela);
  const grupos: GrupoOrdens[] = [...avulsas.grupos];
  if (ids.length > 0 && janela.limit > 0) {
    const [cabecalhos, ordens] = await Promise.all([
      db
        .select({
          id: emissoes.id,
          tipo: emissoes.tipo,
          status: emissoes.status,
          localizador: emissoes.localizador,
          venda: emissoes.venda,
          servico: emissoes.servico,
        })
        .from(emissoes)
        .where(inArray(emissoes.id, ids)),
      lerOrdens(db, and(inArray(ordens_pagamento.emissao, ids), eq(ordens_pagamento.status, filtros.status))),
    ]);
    const porEmissao = new Map<number, OrdemPagamento[]>();
    for (const lida of ordens) {
      if (lida.ordem.emissao === null) continue;
      const lista = porEmissao.get(lida.ordem.emissao) ?? [];
      lista.push(toView(lida));
      porEmissao.set(lida.ordem.emissao, lista);
    }
    const cabecalho = new Map(cabecalhos.map((c) => [c.id, c]));
    for (const id of ids) {
      const emissao = cabecalho.get(id);
      if (!emissao) continue;
      const OPs = porEmissao.get(id) ?? [];
      const total = OPs.reduce((soma, op) => soma.plus(op.valor), dec(0));
      grupos.push({ emissao, custo_total: moneyString(total), OPs });
    }
  }
  return paginate({ page, pageSize, rows: async () => grupos, count: async () => total + avulsas.total });
}

/**
 * The page's orders without an issuance (newest first) and their number, under the same status and filters
 * (a supplier, card, forming field or locator matches none of them); read from `ordens_pagamento_tipo_idx`.
 */
async function paginaDasAvulsas(
  db: DbOrTx,
  filtros: OrdensFiltros,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ grupos: GrupoOrdens[]; total: number }> {
  const where = and(
    ordensWhere(filtros),
    ne(ordens_pagamento.tipo, 'fornecedor'),
    isNull(ordens_pagamento.emissao),
    filtros.tipo ? eq(ordens_pagamento.tipo, filtros.tipo) : undefined,
  );
  const [linhas, [contagem]] = await Promise.all([
    db
      .select({ id: ordens_pagamento.id })
      .from(ordens_pagamento)
      .where(where)
      .orderBy(desc(ordens_pagamento.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(ordens_pagamento).where(where),
  ]);
  const ids = linhas.map((l) => l.id);
  const lidas = ids.length === 0 ? [] : await lerOrdens(db, inArray(ordens_pagamento.id, ids));
  const porId = new Map(lidas.map((l) => [l.ordem.id, toView(l)]));
  const grupos = ids.flatMap((id) => {
    const ordem = porId.get(id);
    return ordem ? [{ emissao: null, custo_total: moneyString(dec(ordem.valor)), OPs: [ordem] }] : [];
  });
  return { grupos, total: contagem?.n ?? 0 };
}

/** The orders of an issuance, oldest first (the issuance's own read). */
export async function findOrdensDaEmissao(db: DbOrTx, emissao: number): Promise<OrdemPagamentoRow[]> {
  return db
    .select()
    .from(ordens_pagamento)
    .where(eq(ordens_pagamento.emissao, emissao))
    .orderBy(asc(ordens_pagamento.id));
}
