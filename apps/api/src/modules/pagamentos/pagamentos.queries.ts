import { normalizarBusca } from '@skyler/domain/busca';
import {
  MEIOS_PAGAMENTO,
  PAGAMENTOS_PAGE_SIZE,
  type PagamentoStatus,
  type PagamentoView,
  type ZPagamentosAbertosQuery,
  type ZPagamentosQuery,
} from '@skyler/domain/pagamentos';
import { pageCount } from '@skyler/domain/pagination';
import { dec } from '@skyler/domain/precos/dinheiro';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import {
  contatos,
  cotacoes,
  empresas,
  type PagamentoRow,
  pagamentos,
  pagamentos_servicos,
  servicos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';
import { matchesSearch, termosDeBusca } from '../../platform/text-search.ts';
import { filtroStatusPagamento, filtroVencimento, statusPagamentoSql } from './status-sql.ts';

/** the sale's client, as the list's search (`pagamentosWhere`) names them */
export const clienteContato = alias(contatos, 'cliente_contato');
export const clienteEmpresa = alias(empresas, 'cliente_empresa');
const responsavelContato = alias(contatos, 'responsavel_contato');
const responsavelEmpresa = alias(empresas, 'responsavel_empresa');
const consultorUsuario = alias(usuarios, 'consultor_usuario');
const criadorUsuario = alias(usuarios, 'criador_usuario');
const concluidorUsuario = alias(usuarios, 'concluidor_usuario');

type Pessoa = { id: number; nome: string; sobrenome: string | null };
const pessoa = <T extends { id: AnyPgColumn; nome: AnyPgColumn; sobrenome: AnyPgColumn }>(t: T) => ({
  id: t.id as T['id'],
  nome: t.nome as T['nome'],
  sobrenome: t.sobrenome as T['sobrenome'],
});
const usuario = pessoa;

/** Where the browser reads a payment's receipt. */
export function urlDoComprovante(pagamento: number): string {
  return `/api/pagamentos/${pagamento}/documento/`;
}

const colunas = {
  p: pagamentos,
  status: statusPagamentoSql(),
  venda_status: vendas.status,
  cliente: pessoa(clienteContato),
  cliente_empresa: { id: clienteEmpresa.id, nome: clienteEmpresa.nome },
  consultor: usuario(consultorUsuario),
  responsavel: pessoa(responsavelContato),
  responsavel_empresa: { id: responsavelEmpresa.id, nome: responsavelEmpresa.nome },
  criador: usuario(criadorUsuario),
  concluidor: usuario(concluidorUsuario),
};

type Linha = {
  p: PagamentoRow;
  status: PagamentoStatus;
  venda_status: string;
  cliente: { id: number | null; nome: string | null; sobrenome: string | null };
  cliente_empresa: { id: number | null; nome: string | null };
  consultor: { id: number | null; nome: string | null; sobrenome: string | null };
  responsavel: { id: number | null; nome: string | null; sobrenome: string | null };
  responsavel_empresa: { id: number | null; nome: string | null };
  criador: { id: number | null; nome: string | null; sobrenome: string | null };
  concluidor: { id: number | null; nome: string | null; sobrenome: string | null };
};

function ref(valor: { id: number | null; nome: string | null; sobrenome: string | null }): Pessoa | null {
  const achado = present(valor);
  return achado ? { id: achado.id, nome: achado.nome ?? '', sobrenome: achado.sobrenome } : null;
}
function empresaRef(valor: { id: number | null; nome: string | null }) {
  const achada = present(valor);
  return achada ? { id: achada.id, nome: achada.nome ?? '' } : null;
}

/** The payments' rows with their sale and people, filtered and ordered: one statement. */
function selectPagamentos(db: DbOrTx) {
  return db
    .select(colunas)
    .from(pagamentos)
    .innerJoin(vendas, eq(vendas.id, pagamentos.venda))
    .leftJoin(clienteContato, eq(clienteContato.id, vendas.cliente))
    .leftJoin(clienteEmpresa, eq(clienteEmpresa.id, vendas.cliente_empresa))
    .leftJoin(consultorUsuario, eq(consultorUsuario.id, vendas.consultor))
    .leftJoin(responsavelContato, eq(responsavelContato.id, pagamentos.responsavel_financeiro))
    .leftJoin(responsavelEmpresa, eq(responsavelEmpresa.id, pagamentos.responsavel_financeiro_empresa))
    .leftJoin(criadorUsuario, eq(criadorUsuario.id, pagamentos.created_by))
    .leftJoin(concluidorUsuario, eq(concluidorUsuario.id, pagamentos.concluido_por));
}

type Parte = { pagamento: number; servico: number; valor: string; cotacao: number; descricao: string };

/** How each of the payments is split over its services, with the quote's description: one statement. */
async function findPartes(db: DbOrTx, ids: number[]): Promise<Map<number, Parte[]>> {
  const partes = new Map<number, Parte[]>();
  if (ids.length === 0) return partes;
  const linhas = await db
    .select({
      pagamento: pagamentos_servicos.pagamento,
      servico: pagamentos_servicos.servico,
      valor: pagamentos_servicos.valor,
      cotacao: servicos.cotacao,
      descricao: cotacoes.descricao,
    })
    .from(pagamentos_servicos)
    .innerJoin(servicos, eq(servicos.id, pagamentos_servicos.servico))
    .innerJoin(cotacoes, eq(cotacoes.id, servicos.cotacao))
    .where(inArray(pagamentos_servicos.pagamento, ids))
    .orderBy(asc(pagamentos_servicos.pagamento), asc(pagamentos_servicos.servico));
  for (const linha of linhas) {
    const lista = partes.get(linha.pagamento) ?? [];
    lista.push(linha);
    partes.set(linha.pagamento, lista);
  }
  return partes;
}

function toView(linha: Linha, partes: Parte[]): PagamentoView {
  const { p } = linha;
  return {
    id: p.id,
    venda: {
      id: p.venda,
      status: linha.venda_status,
      cliente: ref(linha.cliente),
      cliente_empresa: empresaRef(linha.cliente_empresa),
      consultor: ref(linha.consultor),
    },
    servico: partes[0]?.servico ?? null,
    servicos: partes.map((parte) => ({
      servico: parte.servico,
      valor: dec(parte.valor).toFixed(2),
      cotacao: parte.cotacao,
      descricao: parte.descricao,
    })),
    status: linha.status,
    descricao: p.descricao,
    valor_pagamento: { moeda: p.moeda, valor: dec(p.valor).toFixed(2) },
    valor_total: dec(p.valor).plus(p.taxa_meio_pagamento).toFixed(2),
    meio_pagamento: p.meio_pagamento,
    taxa_meio_pagamento: dec(p.taxa_meio_pagamento).toFixed(2),
    num_parcelas: p.num_parcelas,
    origem: p.origem,
    data_pagamento: p.data_pagamento,
    data_vencimento: p.data_vencimento,
    pagarme_link: p.pagarme_link,
    pagarme_id: p.pagarme_id,
    pix_txid: p.pix_txid,
    pix_copia_e_cola: p.pix_copia_e_cola,
    pix_origem: p.pix_origem,
    pix_expira_em: p.pix_expira_em?.toISOString() ?? null,
    boleto_linha: p.boleto_linha,
    boleto_url: p.boleto_url,
    boleto_vencimento: p.boleto_vencimento,
    responsavel_financeiro: ref(linha.responsavel),
    responsavel_financeiro_empresa: empresaRef(linha.responsavel_empresa),
    documento_comprovante: p.documento_comprovante ? urlDoComprovante(p.id) : null,
    documento_nome: p.documento_comprovante ? p.documento_nome : null,
    created_by: ref(linha.criador),
    created_at: p.created_at.toISOString(),
    concluido_por: ref(linha.concluidor),
    concluido_em: p.concluido_em?.toISOString() ?? null,
    emissao: null,
    versao: p.versao,
  };
}

async function comPartes(db: DbOrTx, linhas: Linha[]): Promise<PagamentoView[]> {
  const partes = await findPartes(
    db,
    linhas.map((linha) => linha.p.id),
  );
  return linhas.map((linha) => toView(linha, partes.get(linha.p.id) ?? []));
}

/** Payments by id (in the order given), as the API answers them. */
export async function findPagamentosPorId(db: DbOrTx, ids: number[]): Promise<PagamentoView[]> {
  if (ids.length === 0) return [];
  const linhas = (await selectPagamentos(db).where(inArray(pagamentos.id, ids))) as Linha[];
  const views = await comPartes(db, linhas);
  const porId = new Map(views.map((view) => [view.id, view]));
  return ids.map((id) => porId.get(id)).filter((view): view is PagamentoView => Boolean(view));
}

export async function findPagamento(db: DbOrTx, id: number): Promise<PagamentoView | null> {
  const [view] = await findPagamentosPorId(db, [id]);
  return view ?? null;
}

/** The sale's payments, newest first (the venda-pagamentos tab). */
export async function findPagamentosDaVenda(db: DbOrTx, venda: number): Promise<PagamentoView[]> {
  const linhas = (await selectPagamentos(db)
    .where(eq(pagamentos.venda, venda))
    .orderBy(desc(pagamentos.id))) as Linha[];
  return comPartes(db, linhas);
}

/** The payments of the service invoiced from quote `cotacao`, newest first. */
/**
 * A sale's open Pix payment whose charge is generated and still payable (a static code, or a gateway one not
 * yet expired), the one due first: what the proposal carries for the client to pay.
 */
export async function findPixAbertoDaVenda(
  db: DbOrTx,
  venda: number,
): Promise<{ id: number; copia_e_cola: string; valor: string } | null> {
  const [linha] = await db
    .select({
      id: pagamentos.id,
      copia_e_cola: pagamentos.pix_copia_e_cola,
      valor: pagamentos.valor,
      taxa: pagamentos.taxa_meio_pagamento,
    })
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.venda, venda),
        eq(pagamentos.meio_pagamento, 'pix'),
        ne(pagamentos.status, 'concluido'),
        isNotNull(pagamentos.pix_copia_e_cola),
        or(isNull(pagamentos.pix_expira_em), gt(pagamentos.pix_expira_em, new Date())),
      ),
    )
    .orderBy(sql`${pagamentos.data_vencimento} asc nulls last`, asc(pagamentos.id))
    .limit(1);
  if (!linha?.copia_e_cola) return null;
  return {
    id: linha.id,
    copia_e_cola: linha.copia_e_cola,
    valor: dec(linha.valor).plus(linha.taxa).toFixed(2),
  };
}

export async function findPagamentosDaCotacao(db: DbOrTx, cotacao: number): Promise<PagamentoView[]> {
  const linhas = (await selectPagamentos(db)
    .where(
      inArray(
        pagamentos.id,
        db
          .select({ id: pagamentos_servicos.pagamento })
          .from(pagamentos_servicos)
          .innerJoin(servicos, eq(servicos.id, pagamentos_servicos.servico))
          .where(eq(servicos.cotacao, cotacao)),
      ),
    )
    .orderBy(desc(pagamentos.id))) as Linha[];
  return comPartes(db, linhas);
}

/** The payment methods whose key or label holds every word searched ("pix", "cartao", "pagar"). */
function meiosDaBusca(termos: string[]): string[] {
  return MEIOS_PAGAMENTO.values.filter((meio) => {
    const texto = normalizarBusca(meio, MEIOS_PAGAMENTO.label(meio));
    return termos.every((termo) => texto.includes(termo));
  });
}

/** What the Pagamentos list's search names: a sale or service id, a client's CPF, or words. */
type BuscaPagamentos =
  | { tipo: 'id'; id: number }
  | { tipo: 'cpf'; cpf: string }
  | { tipo: 'texto'; texto: string; termos: string[] };

const CPF_DIGITOS = 11;

/**
 * Reads the list's search: up to 10 digits are an id; 11 digits, with or without the CPF's punctuation, the
 * client's CPF; anything else words of the client's name (its CPF among them) or of the method.
 */
function lerBuscaPagamentos(texto: string | undefined): BuscaPagamentos | null {
  const busca = (texto ?? '').trim();
  if (!busca) return null;
  if (/^\d{1,10}$/.test(busca)) return { tipo: 'id', id: Number(busca) };
  const termos = termosDeBusca(busca);
  if (termos.length === 0) return null;
  const [termo] = termos;
  if (termos.length === 1 && termo !== undefined && /^\d+$/.test(termo) && termo.length === CPF_DIGITOS) {
    return { tipo: 'cpf', cpf: termo };
  }
  return { tipo: 'texto', texto: busca, termos };
}

/** The search of the Pagamentos list: a number is a sale or a service id; a CPF the client's; words a client's name or a method. */
function filtroBusca(busca: BuscaPagamentos | null): SQL | undefined {
  if (!busca) return undefined;
  switch (busca.tipo) {
    case 'id': {
      if (busca.id > 2_147_483_647) return sql`false`;
      return or(
        eq(pagamentos.venda, busca.id),
        inArray(
          pagamentos.id,
          sql`(select ${pagamentos_servicos.pagamento} from ${pagamentos_servicos} where ${pagamentos_servicos.servico} = ${busca.id})`,
        ),
      );
    }
    case 'cpf':
      // the sale's client is copied onto the payment: the CPF's unique index finds the contact
      return inArray(
        pagamentos.venda_cliente,
        sql`(select ${contatos.id} from ${contatos} where ${contatos.cpf} = ${busca.cpf})`,
      );
    case 'texto': {
      const meios = meiosDaBusca(busca.termos);
      return or(
        matchesSearch(clienteContato.nome_busca, busca.texto),
        matchesSearch(clienteEmpresa.nome_busca, busca.texto),
        meios.length ? inArray(pagamentos.meio_pagamento, meios) : undefined,
      );
    }
  }
}

/** One page of payments (15, newest first) of `where`, and the count of `contar`. */
function paginaDePagamentos(
  db: DbOrTx,
  options: { page: number; where: SQL | undefined; contar: () => Promise<number> },
): Promise<Page<PagamentoView>> {
  return paginate({
    page: options.page,
    pageSize: PAGAMENTOS_PAGE_SIZE,
    rows: async (limit, offset) => {
      const linhas = (await selectPagamentos(db)
        .where(options.where)
        .orderBy(desc(pagamentos.id))
        .limit(limit)
        .offset(offset)) as Linha[];
      return comPartes(db, linhas);
    },
    count: options.contar,
  });
}

/**
 * The filters of GET /api/pagamentos/: the sale, the derived status and the search. A search by name reads
 * the sale's client through `clienteContato` and `clienteEmpresa`, which the query must join.
 */
export function pagamentosWhere(query: Omit<z.infer<typeof ZPagamentosQuery>, 'page'>): SQL | undefined {
  return and(
    query.venda ? eq(pagamentos.venda, query.venda) : undefined,
    query.status ? filtroStatusPagamento(query.status) : undefined,
    filtroBusca(lerBuscaPagamentos(query.search)),
  );
}

/** GET /api/pagamentos/: 15 per page, newest first, searched and filtered by sale and derived status. */
export async function findPagamentos(
  db: DbOrTx,
  query: z.infer<typeof ZPagamentosQuery>,
): Promise<Page<PagamentoView>> {
  const where = pagamentosWhere(query);
  // only a search of words reads the sale's client, which the count must then join
  const precisaDeCliente = lerBuscaPagamentos(query.search)?.tipo === 'texto';
  return paginaDePagamentos(db, {
    page: query.page,
    where,
    contar: async () => {
      const base = db.select({ n: count() }).from(pagamentos);
      const [row] = precisaDeCliente
        ? await base
            .innerJoin(vendas, eq(vendas.id, pagamentos.venda))
            .leftJoin(clienteContato, eq(clienteContato.id, vendas.cliente))
            .leftJoin(clienteEmpresa, eq(clienteEmpresa.id, vendas.cliente_empresa))
            .where(where)
        : await base.where(where);
      return row?.n ?? 0;
    },
  });
}

/**
 * The open payments' filter (Contas a Receber): not concluded; the sale's consultant; the sale's client or
 * the payment's financial responsible; the sale; overdue or due within 7 days (`filtroVencimento`, the
 * due-date index). The sale's consultant and client are copied onto the payment by triggers, so each
 * filter is a partial index of the open payments ending in the id.
 */
function filtroAbertos(query: z.infer<typeof ZPagamentosAbertosQuery>): SQL | undefined {
  const { consultor, contato, venda, vencimento, vencimento_inicio, vencimento_fim } = query;
  return and(
    eq(pagamentos.status, 'nao_efetuado'),
    vencimento ? filtroVencimento(vencimento) : undefined,
    vencimento_inicio ? gte(pagamentos.data_vencimento, vencimento_inicio) : undefined,
    vencimento_fim ? lte(pagamentos.data_vencimento, vencimento_fim) : undefined,
    venda ? eq(pagamentos.venda, venda) : undefined,
    consultor ? eq(pagamentos.venda_consultor, consultor) : undefined,
    contato
      ? or(eq(pagamentos.venda_cliente, contato), eq(pagamentos.responsavel_financeiro, contato))
      : undefined,
  );
}

/** Contas a Receber's order: by due date, so the overdue come first; without one, last; then by id. */
const ORDEM_ABERTOS = [sql`${pagamentos.data_vencimento} asc nulls last`, asc(pagamentos.id)] as const;

/**
 * GET /api/pagamentos/pagamentos_abertos: 15 per page, by due date (the overdue first). The page's ids come
 * first from the open payments of the filter (the due-date index `pagamentos_vencimento_idx` walks them in
 * order), then their rows by id; the count reads an index alone. A contact has few open payments:
 * they are read once (materialized) for the count and the page, so a consultant's index is not walked to
 * find them.
 */
export async function findPagamentosAbertos(
  db: DbOrTx,
  query: z.infer<typeof ZPagamentosAbertosQuery>,
): Promise<Page<PagamentoView>> {
  const where = filtroAbertos(query);
  if (query.contato) {
    const offset = (query.page - 1) * PAGAMENTOS_PAGE_SIZE;
    const resultado = (await db.execute(sql`
      with abertos as materialized (
        select ${pagamentos.id} as id, ${pagamentos.data_vencimento} as vencimento from ${pagamentos} where ${where})
      select (select count(*) from abertos)::int as total,
        coalesce((select array_agg(id order by ordem) from (
          select id, row_number() over (order by vencimento asc nulls last, id asc) as ordem from abertos
          order by vencimento asc nulls last, id asc limit ${PAGAMENTOS_PAGE_SIZE} offset ${offset}) pagina), '{}') as ids`)) as unknown as {
      rows: { total: number; ids: number[] }[];
    };
    const [linha] = resultado.rows;
    const total = Number(linha?.total ?? 0);
    return {
      rows: await findPagamentosPorId(db, (linha?.ids ?? []).map(Number)),
      total,
      pages: pageCount(total, PAGAMENTOS_PAGE_SIZE),
    };
  }
  return paginate({
    page: query.page,
    pageSize: PAGAMENTOS_PAGE_SIZE,
    rows: async (limit, offset) => {
      const pagina = await db
        .select({ id: pagamentos.id })
        .from(pagamentos)
        .where(where)
        .orderBy(...ORDEM_ABERTOS)
        .limit(limit)
        .offset(offset);
      return findPagamentosPorId(
        db,
        pagina.map((linha) => linha.id),
      );
    },
    count: async () => {
      const [row] = await db.select({ n: count() }).from(pagamentos).where(where);
      return row?.n ?? 0;
    },
  });
}
