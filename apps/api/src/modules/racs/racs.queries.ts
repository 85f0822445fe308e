import { dec } from '@skyler/domain/precos/dinheiro';
import type {
  RacDocumento,
  RacProtocolo,
  RacServico,
  RacsQuery,
  RacView,
  RecebiveisQuery,
  RecebivelFornecedor,
} from '@skyler/domain/racs';
import { estornosDaVenda, RACS_PAGE_SIZE } from '@skyler/domain/racs';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import {
  cartoes,
  contatos,
  cotacoes,
  emissoes,
  empresas,
  fornecedores,
  ordens_pagamento,
  type RacRow,
  racs,
  racs_documentos,
  racs_pagamentos,
  racs_protocolos,
  racs_servicos,
  recebiveis_fornecedor,
  servicos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

const clienteContato = alias(contatos, 'cliente_contato');
const clienteEmpresa = alias(empresas, 'cliente_empresa');
const consultorUsuario = alias(usuarios, 'consultor_usuario');
const criadorUsuario = alias(usuarios, 'criador_usuario');
const statusUsuario = alias(usuarios, 'status_usuario');
const fornecedorEstorno = alias(fornecedores, 'fornecedor_estorno');

type PessoaLinha = { id: number | null; nome: string | null; sobrenome: string | null };
type Pessoa = { id: number; nome: string; sobrenome: string | null };
const pessoa = <T extends { id: AnyPgColumn; nome: AnyPgColumn; sobrenome: AnyPgColumn }>(t: T) => ({
  id: t.id as T['id'],
  nome: t.nome as T['nome'],
  sobrenome: t.sobrenome as T['sobrenome'],
});

function ref(valor: PessoaLinha | null): Pessoa | null {
  const achado = present(valor);
  return achado ? { id: achado.id, nome: achado.nome ?? '', sobrenome: achado.sobrenome } : null;
}
function nomeRef(valor: { id: number | null; nome: string | null } | null) {
  const achado = present(valor);
  return achado ? { id: achado.id, nome: achado.nome ?? '' } : null;
}

/** Where the browser reads a RAC document's file. */
export function urlDoDocumento(documento: number): string {
  return `/api/racs/documentos/${documento}/arquivo/`;
}

const colunas = {
  r: racs,
  emissao: {
    id: emissoes.id,
    tipo: emissoes.tipo,
    status: emissoes.status,
    localizador: emissoes.localizador,
  },
  cliente: pessoa(clienteContato),
  cliente_empresa: { id: clienteEmpresa.id, nome: clienteEmpresa.nome },
  consultor: pessoa(consultorUsuario),
  criador: pessoa(criadorUsuario),
  status_por: pessoa(statusUsuario),
  fornecedor: { id: fornecedores.id, nome: fornecedores.nome },
  fornecedor_estorno: { id: fornecedorEstorno.id, nome: fornecedorEstorno.nome },
  // the RAC's booking (decision 0065): one refund order and one receivable at most (unique indexes)
  reembolso_cliente: {
    ordem: ordens_pagamento.id,
    valor: ordens_pagamento.valor,
    vencimento: ordens_pagamento.vencimento,
    status: ordens_pagamento.status,
    data_pagamento: ordens_pagamento.data_pagamento,
  },
  reembolso_fornecedor: {
    recebivel: recebiveis_fornecedor.id,
    valor: recebiveis_fornecedor.valor,
    vencimento: recebiveis_fornecedor.vencimento,
    status: recebiveis_fornecedor.status,
    data_recebimento: recebiveis_fornecedor.data_recebimento,
  },
};

/** A row of `selectRacs`: a left join that found nothing gives null or an object of nulls. */
type Linha = {
  r: RacRow;
  emissao: Pick<RacView['emissao'], 'id' | 'tipo' | 'status' | 'localizador'>;
  cliente: PessoaLinha | null;
  cliente_empresa: { id: number | null; nome: string | null } | null;
  consultor: PessoaLinha | null;
  criador: PessoaLinha | null;
  status_por: PessoaLinha | null;
  fornecedor: { id: number | null; nome: string | null } | null;
  fornecedor_estorno: { id: number | null; nome: string | null } | null;
  reembolso_cliente: RacView['reembolso_cliente'];
  reembolso_fornecedor: RacView['reembolso_fornecedor'];
};

/** The RACs with their issuance, sale, people and supplier: one statement. */
function selectRacs(db: DbOrTx) {
  return db
    .select(colunas)
    .from(racs)
    .innerJoin(emissoes, eq(emissoes.id, racs.emissao))
    .innerJoin(vendas, eq(vendas.id, racs.venda))
    .leftJoin(clienteContato, eq(clienteContato.id, vendas.cliente))
    .leftJoin(clienteEmpresa, eq(clienteEmpresa.id, vendas.cliente_empresa))
    .leftJoin(consultorUsuario, eq(consultorUsuario.id, vendas.consultor))
    .leftJoin(criadorUsuario, eq(criadorUsuario.id, racs.created_by))
    .leftJoin(statusUsuario, eq(statusUsuario.id, racs.status_alterado_por))
    .leftJoin(fornecedores, eq(fornecedores.id, racs.cobranca_cliente_fornecedor))
    .leftJoin(fornecedorEstorno, eq(fornecedorEstorno.id, racs.estorno_fornecedor))
    .leftJoin(
      ordens_pagamento,
      and(eq(ordens_pagamento.rac, racs.id), eq(ordens_pagamento.tipo, 'reembolso_cliente')),
    )
    .leftJoin(recebiveis_fornecedor, eq(recebiveis_fornecedor.rac, racs.id));
}

type PagamentoRac = RacView['pagamentos'][number];

/** The payment lines of the RACs given, with their cards: one statement. */
async function findPagamentosDasRacs(db: DbOrTx, ids: number[]): Promise<Map<number, PagamentoRac[]>> {
  const porRac = new Map<number, PagamentoRac[]>();
  if (ids.length === 0) return porRac;
  const linhas = await db
    .select({
      rac: racs_pagamentos.rac,
      id: racs_pagamentos.id,
      campo_formador: racs_pagamentos.campo_formador,
      responsavel: racs_pagamentos.responsavel,
      tipo_rac: racs_pagamentos.tipo_rac,
      cartao: {
        id: cartoes.id,
        nome: cartoes.nome,
        bandeira: cartoes.bandeira,
        digs: cartoes.digs,
        ativo: cartoes.ativo,
      },
    })
    .from(racs_pagamentos)
    .leftJoin(cartoes, eq(cartoes.id, racs_pagamentos.cartao))
    .where(inArray(racs_pagamentos.rac, ids))
    .orderBy(asc(racs_pagamentos.rac), asc(racs_pagamentos.id));
  for (const { rac, cartao, ...linha } of linhas) {
    const lista = porRac.get(rac) ?? [];
    const achado = present(cartao);
    lista.push({
      ...linha,
      cartao: achado
        ? {
            id: achado.id,
            nome: achado.nome ?? '',
            bandeira: achado.bandeira ?? '',
            digs: achado.digs ?? '',
            ativo: achado.ativo ?? false,
          }
        : null,
    });
    porRac.set(rac, lista);
  }
  return porRac;
}

function toView(linha: Linha, pagamentos: PagamentoRac[]): RacView {
  const { r } = linha;
  return {
    id: r.id,
    tipo: r.tipo,
    status: r.status,
    emissao: linha.emissao,
    venda: r.venda,
    servico: r.servico,
    cliente: ref(linha.cliente),
    cliente_empresa: nomeRef(linha.cliente_empresa),
    consultor: ref(linha.consultor),
    created_by: ref(linha.criador),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    custo_skyler: r.custo_skyler,
    custo_skyler_valor: dec(r.custo_skyler_valor).toFixed(2),
    estorno_skyler_data_previsto: r.estorno_skyler_data_previsto,
    estorno_skyler_data_realizado: r.estorno_skyler_data_realizado,
    custo_skyler_anotacao: r.custo_skyler_anotacao,
    cobranca_cliente: r.cobranca_cliente,
    cobranca_cliente_fornecedor: nomeRef(linha.fornecedor),
    cobranca_cliente_valor: dec(r.cobranca_cliente_valor).toFixed(2),
    cobranca_cliente_meio: r.cobranca_cliente_meio,
    estorno_cliente_data_previsto: r.estorno_cliente_data_previsto,
    estorno_cliente_data_realizado: r.estorno_cliente_data_realizado,
    cobranca_cliente_anotacao: r.cobranca_cliente_anotacao,
    estorno_cliente_tipo: r.estorno_cliente_tipo,
    status_alterado_por: ref(linha.status_por),
    status_alterado_em: r.status_alterado_em?.toISOString() ?? null,
    pagamentos,
    estorno_cliente_valor: dec(r.estorno_cliente_valor).toFixed(2),
    estorno_fornecedor_valor: dec(r.estorno_fornecedor_valor).toFixed(2),
    estorno_fornecedor: nomeRef(linha.fornecedor_estorno),
    reembolso_cliente: linha.reembolso_cliente?.ordem ? linha.reembolso_cliente : null,
    reembolso_fornecedor: linha.reembolso_fornecedor?.recebivel ? linha.reembolso_fornecedor : null,
    versao: r.versao,
  };
}

async function comPagamentos(db: DbOrTx, linhas: Linha[]): Promise<RacView[]> {
  const pagamentos = await findPagamentosDasRacs(
    db,
    linhas.map((linha) => linha.r.id),
  );
  return linhas.map((linha) => toView(linha, pagamentos.get(linha.r.id) ?? []));
}

export async function findRac(db: DbOrTx, id: number): Promise<RacView | null> {
  const linhas = (await selectRacs(db).where(eq(racs.id, id))) as Linha[];
  const [view] = await comPagamentos(db, linhas);
  return view ?? null;
}

/** The sale's RACs, newest first (the venda-racs tab). */
export async function findRacsDaVenda(db: DbOrTx, venda: number): Promise<RacView[]> {
  const linhas = (await selectRacs(db).where(eq(racs.venda, venda)).orderBy(desc(racs.id))) as Linha[];
  return comPagamentos(db, linhas);
}

/** The filters of the RAC lists (the lists always give a status; an export may leave it out). */
export function racsWhere(
  query: Pick<RacsQuery, 'tipo' | 'consultor'> & { status?: RacsQuery['status'] | undefined },
): SQL | undefined {
  const condicoes: SQL[] = [];
  if (query.status) condicoes.push(eq(racs.status, query.status));
  if (query.tipo) condicoes.push(eq(racs.tipo, query.tipo));
  if (query.consultor !== undefined) condicoes.push(eq(vendas.consultor, query.consultor));
  return and(...condicoes);
}

/**
 * A page of the global lists (part 2 §2 RACs): by status, type and the sale's consultant, id descending;
 * the page with what it points to, its payment lines, and the count: three statements.
 */
export async function findRacsPage(db: DbOrTx, query: RacsQuery): Promise<Page<RacView>> {
  const onde = racsWhere(query);
  return paginate({
    page: query.page,
    pageSize: RACS_PAGE_SIZE,
    rows: async (limit, offset) => {
      const linhas = (await selectRacs(db)
        .where(onde)
        .orderBy(desc(racs.id))
        .limit(limit)
        .offset(offset)) as Linha[];
      return comPagamentos(db, linhas);
    },
    count: async () => {
      const base = db.select({ n: count() }).from(racs);
      const [row] =
        query.consultor !== undefined
          ? await base.innerJoin(vendas, eq(vendas.id, racs.venda)).where(onde)
          : await base.where(onde);
      return row?.n ?? 0;
    },
  });
}

// ——— protocols, documents and related services ———

export async function findProtocolos(db: DbOrTx, rac: number, id?: number): Promise<RacProtocolo[]> {
  const linhas = await db
    .select({
      id: racs_protocolos.id,
      nome: racs_protocolos.nome,
      descricao: racs_protocolos.descricao,
      data: racs_protocolos.data,
      created_at: racs_protocolos.created_at,
      criador: pessoa(criadorUsuario),
    })
    .from(racs_protocolos)
    .leftJoin(criadorUsuario, eq(criadorUsuario.id, racs_protocolos.created_by))
    .where(and(eq(racs_protocolos.rac, rac), id === undefined ? undefined : eq(racs_protocolos.id, id)))
    .orderBy(asc(racs_protocolos.id));
  return linhas.map(({ criador, created_at, ...linha }) => ({
    ...linha,
    created_at: created_at.toISOString(),
    created_by: ref(criador),
  }));
}

export async function findDocumentos(db: DbOrTx, rac: number, id?: number): Promise<RacDocumento[]> {
  const linhas = await db
    .select({
      id: racs_documentos.id,
      tipo: racs_documentos.tipo,
      nome_arquivo: racs_documentos.nome_arquivo,
      tipo_arquivo: racs_documentos.tipo_arquivo,
      created_at: racs_documentos.created_at,
      criador: pessoa(criadorUsuario),
    })
    .from(racs_documentos)
    .leftJoin(criadorUsuario, eq(criadorUsuario.id, racs_documentos.created_by))
    .where(and(eq(racs_documentos.rac, rac), id === undefined ? undefined : eq(racs_documentos.id, id)))
    .orderBy(asc(racs_documentos.id));
  return linhas.map(({ criador, created_at, ...linha }) => ({
    ...linha,
    documento: urlDoDocumento(linha.id),
    created_at: created_at.toISOString(),
    created_by: ref(criador),
  }));
}

export async function findServicosDaRac(db: DbOrTx, rac: number): Promise<RacServico[]> {
  const linhas = await db
    .select({
      id: racs_servicos.id,
      servico: { id: servicos.id, status: servicos.status, descricao: cotacoes.descricao },
      venda: racs_servicos.venda,
      por: pessoa(criadorUsuario),
      em: racs_servicos.servico_vinculado_em,
    })
    .from(racs_servicos)
    .innerJoin(servicos, eq(servicos.id, racs_servicos.servico))
    .innerJoin(cotacoes, eq(cotacoes.id, servicos.cotacao))
    .leftJoin(criadorUsuario, eq(criadorUsuario.id, racs_servicos.servico_vinculado_por))
    .where(eq(racs_servicos.rac, rac))
    .orderBy(asc(racs_servicos.id));
  return linhas.map((linha) => ({
    id: linha.id,
    servico: linha.servico,
    venda: linha.venda,
    servico_vinculado_por: ref(linha.por),
    servico_vinculado_em: linha.em.toISOString(),
  }));
}

// ——— refunds (decision 0065) ———

/**
 * What refunds cost the sale whose id `venda` is (a column or a value), as one SQL numeric: what its RACs
 * refund the client less what the suppliers refund the agency (`estornosDaVenda` of the domain, in SQL). The
 * sale's revenue, margin, the dashboard and the commission base are net of it.
 */
export function estornosDaVendaSql(venda: AnyPgColumn | SQL | number): SQL<string> {
  return sql<string>`(select coalesce(sum(${racs.estorno_cliente_valor} - ${racs.estorno_fornecedor_valor}), 0) from ${racs} where ${racs.venda} = ${venda})`;
}

/** The same per issuance (its RACs' refunds): what the issuance's commission base is net of. */
export function estornosDaEmissaoSql(emissao: AnyPgColumn | SQL | number): SQL<string> {
  return sql<string>`(select coalesce(sum(${racs.estorno_cliente_valor} - ${racs.estorno_fornecedor_valor}), 0) from ${racs} where ${racs.emissao} = ${emissao})`;
}

/** The sale's refunds as the domain adds them: client, supplier and net (for GET /api/vendas/{id}/resultado/). */
export async function findEstornosDaVenda(db: DbOrTx, venda: number) {
  const linhas = await db
    .select({
      estorno_cliente_valor: racs.estorno_cliente_valor,
      estorno_fornecedor_valor: racs.estorno_fornecedor_valor,
    })
    .from(racs)
    .where(eq(racs.venda, venda));
  return estornosDaVenda(linhas);
}

/** GET /api/racs/recebiveis/: the supplier refunds of a status, newest first, 15 a page. */
export async function findRecebiveisPage(
  db: DbOrTx,
  query: RecebiveisQuery,
): Promise<Page<RecebivelFornecedor>> {
  const onde = and(
    eq(recebiveis_fornecedor.status, query.status),
    query.fornecedor === undefined ? undefined : eq(recebiveis_fornecedor.fornecedor, query.fornecedor),
    query.id_venda === undefined ? undefined : eq(recebiveis_fornecedor.venda, query.id_venda),
  );
  return paginate({
    page: query.page,
    pageSize: RACS_PAGE_SIZE,
    rows: async (limit, offset) => lerRecebiveis(db, onde, { limit, offset }),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(recebiveis_fornecedor).where(onde);
      return row?.n ?? 0;
    },
  });
}

async function lerRecebiveis(
  db: DbOrTx,
  onde: SQL | undefined,
  janela?: { limit: number; offset: number },
): Promise<RecebivelFornecedor[]> {
  const base = db
    .select({ r: recebiveis_fornecedor, fornecedor: { id: fornecedores.id, nome: fornecedores.nome } })
    .from(recebiveis_fornecedor)
    .leftJoin(fornecedores, eq(fornecedores.id, recebiveis_fornecedor.fornecedor))
    .where(onde)
    .orderBy(desc(recebiveis_fornecedor.id));
  const linhas = janela ? await base.limit(janela.limit).offset(janela.offset) : await base;
  return linhas.map(({ r, fornecedor }) => ({
    id: r.id,
    rac: r.rac,
    venda: r.venda,
    servico: r.servico,
    emissao: r.emissao,
    fornecedor: nomeRef(fornecedor),
    valor: dec(r.valor).toFixed(2),
    vencimento: r.vencimento,
    status: r.status,
    data_recebimento: r.data_recebimento,
    created_at: r.created_at.toISOString(),
    versao: r.versao,
  }));
}

export async function findRecebivel(db: DbOrTx, id: number): Promise<RecebivelFornecedor | null> {
  const [achado] = await lerRecebiveis(db, eq(recebiveis_fornecedor.id, id));
  return achado ?? null;
}
