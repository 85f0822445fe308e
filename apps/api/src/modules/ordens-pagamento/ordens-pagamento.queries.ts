import type { GrupoOrdens, OrdemPagamento, OrdensPagamentoQuery } from '@skyler/domain/ordens-pagamento';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { and, asc, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cartoes,
  cotacoes,
  emissoes,
  fornecedores,
  type OrdemPagamentoRow,
  ordens_pagamento,
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
    })
    .from(ordens_pagamento)
    .innerJoin(emissoes, eq(emissoes.id, ordens_pagamento.emissao))
    .innerJoin(cotacoes, eq(cotacoes.id, emissoes.cotacao))
    .leftJoin(subcotacoes, eq(subcotacoes.id, emissoes.subcotacao))
    .leftJoin(fornecedores, eq(fornecedores.id, ordens_pagamento.fornecedor))
    .leftJoin(cartoes, eq(cartoes.id, ordens_pagamento.cartao))
    .where(where)
    .orderBy(desc(ordens_pagamento.emissao), asc(ordens_pagamento.id));
  return rows.map((r) => ({
    ordem: r.ordem,
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
    descricao: r.descricao,
    tipo_servico: r.tipo_servico,
    subcotacao: r.subcotacao,
    valor_incentivo: r.valor_incentivo,
    porcentagem_incentivo: r.porcentagem_incentivo,
  }));
}

/** Whether the incentive dialog applies: the ticket-cost order of a flight issuance. */
export function temIncentivo(ordem: { campo_formador: string }, subcotacao: number | null): boolean {
  return subcotacao !== null && ordem.campo_formador === 'custo_bilhete';
}

function toView(l: OrdemLida): OrdemPagamento {
  const o = l.ordem;
  return {
    id: o.id,
    servico: o.servico,
    venda: o.venda,
    emissao: o.emissao,
    fornecedor: l.fornecedor,
    campo_formador: o.campo_formador,
    valor: o.valor,
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
  };
}

/** One order as the API answers it, or null. */
export async function findOrdemPagamento(db: DbOrTx, id: number): Promise<OrdemPagamento | null> {
  const [lida] = await lerOrdens(db, eq(ordens_pagamento.id, id));
  return lida ? toView(lida) : null;
}

/**
 * One page of either list: the page's issuances (newest first) read from the orders' indexes alone, then
 * all their orders of the status, then the number of issuances the filter selects.
 */
export async function findOrdensPagamentoPage(
  db: DbOrTx,
  filtros: OrdensFiltros,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<GrupoOrdens>> {
  const where = ordensWhere(filtros);
  const pagina = await db
    .selectDistinct({ emissao: ordens_pagamento.emissao })
    .from(ordens_pagamento)
    .where(where)
    .orderBy(desc(ordens_pagamento.emissao))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = pagina.map((p) => p.emissao);
  const grupos: GrupoOrdens[] = [];
  if (ids.length > 0) {
    const cabecalhos = await db
      .select({
        id: emissoes.id,
        tipo: emissoes.tipo,
        status: emissoes.status,
        localizador: emissoes.localizador,
        venda: emissoes.venda,
        servico: emissoes.servico,
      })
      .from(emissoes)
      .where(inArray(emissoes.id, ids));
    const porEmissao = new Map<number, OrdemPagamento[]>();
    const ordens = await lerOrdens(
      db,
      and(inArray(ordens_pagamento.emissao, ids), eq(ordens_pagamento.status, filtros.status)),
    );
    for (const lida of ordens) {
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
  return paginate({
    page,
    pageSize,
    rows: async () => grupos,
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${ordens_pagamento.emissao})::int` })
        .from(ordens_pagamento)
        .where(where);
      return row?.n ?? 0;
    },
  });
}

/** The orders of an issuance, oldest first (the issuance's own read). */
export async function findOrdensDaEmissao(db: DbOrTx, emissao: number): Promise<OrdemPagamentoRow[]> {
  return db
    .select()
    .from(ordens_pagamento)
    .where(eq(ordens_pagamento.emissao, emissao))
    .orderBy(asc(ordens_pagamento.id));
}
