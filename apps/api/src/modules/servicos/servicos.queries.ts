import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import { quantidadeBeneficiarios } from '@skyler/domain/passageiros';
import { moneyString } from '@skyler/domain/precos/dinheiro';
import type {
  Beneficiario,
  BeneficiariosDaCotacao,
  ServicoStatus,
  ServicoView,
  ValidacaoBilhete,
} from '@skyler/domain/servicos';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  beneficiarios,
  cias_aereas,
  contatos,
  cotacoes,
  empresas,
  milhas_validadas,
  orcamentos,
  pagamentos,
  pagamentos_servicos,
  programas,
  type ServicoRow,
  servicos,
  servicos_contagem,
  subcotacoes,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';
import { findCustosMilhasDosServicos } from '../milhas-validadas/milhas-validadas.queries.ts';
import { findTotaisDaVenda } from '../pagamentos/totais-sql.ts';

type Ref = { id: number; nome: string; sobrenome: string | null };
type Empresa = { id: number; nome: string };

/** Where the browser reads a service's invoice PDF (served by the invoice spreadsheet area). */
export function urlFaturaPdf(servico: number): string {
  return `/api/pdf-fatura/${servico}/`;
}

export type ServicosFiltros = {
  status?: ServicoStatus | readonly ServicoStatus[] | undefined;
  consultor?: number | undefined;
  venda?: number | undefined;
  /** the services of the sales whose client is this contact, or this company */
  cliente?: number | undefined;
  cliente_empresa?: number | undefined;
  /** 'YYYY-MM-DD': creation day in America/Sao_Paulo */
  data_inicio?: string | undefined;
  data_fim?: string | undefined;
};

export function servicosWhere(f: ServicosFiltros): SQL | undefined {
  const status = f.status === undefined ? [] : typeof f.status === 'string' ? [f.status] : [...f.status];
  return and(
    status.length === 1 ? eq(servicos.status, status[0] as ServicoStatus) : undefined,
    status.length > 1 ? inArray(servicos.status, status) : undefined,
    f.venda ? eq(servicos.venda, f.venda) : undefined,
    f.cliente
      ? sql`${servicos.venda} in (select ${vendas.id} from ${vendas} where ${vendas.cliente} = ${f.cliente})`
      : undefined,
    f.cliente_empresa
      ? sql`${servicos.venda} in (select ${vendas.id} from ${vendas} where ${vendas.cliente_empresa} = ${f.cliente_empresa})`
      : undefined,
    f.consultor ? eq(servicos.venda_consultor, f.consultor) : undefined,
    f.data_inicio
      ? gte(servicos.created_at, sql`(${f.data_inicio}::date)::timestamp at time zone 'America/Sao_Paulo'`)
      : undefined,
    f.data_fim
      ? lt(servicos.created_at, sql`(${f.data_fim}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`)
      : undefined,
  );
}

const linhaColumns = {
  s: servicos,
  venda: {
    id: vendas.id,
    status: vendas.status,
    cliente: vendas.cliente,
    cliente_empresa: vendas.cliente_empresa,
    consultor: vendas.consultor,
    created_by: vendas.created_by,
  },
  cotacao: {
    id: cotacoes.id,
    orcamento: cotacoes.orcamento,
    tipo_servico: cotacoes.tipo_servico,
    tipo_cotacao: cotacoes.tipo_cotacao,
    descricao: cotacoes.descricao,
    valor_final: cotacoes.valor_final,
    custo_total: cotacoes.custo_total,
  },
};

function selectLinhas(db: DbOrTx) {
  return db
    .select(linhaColumns)
    .from(servicos)
    .innerJoin(vendas, eq(vendas.id, servicos.venda))
    .innerJoin(cotacoes, eq(cotacoes.id, servicos.cotacao));
}

type Linha = Awaited<ReturnType<ReturnType<typeof selectLinhas>['execute']>>[number];

const json = (colunas: Record<string, unknown>) =>
  sql`json_build_object(${sql.join(
    Object.entries(colunas).map(([nome, coluna]) => sql`${nome}::text, ${coluna}`),
    sql`, `,
  )})`;
const linha = (tipo: string, colunas: Record<string, unknown>) => ({
  tipo: sql<string>`${tipo}::text`.as('tipo'),
  dados: sql<Record<string, unknown>>`${json(colunas)}`.as('dados'),
});
const ids = (valores: readonly (number | null)[]) => [
  ...new Set(valores.filter((valor): valor is number => valor !== null)),
];

const contatoBeneficiario = {
  id: contatos.id,
  nome: contatos.nome,
  sobrenome: contatos.sobrenome,
  cpf: contatos.cpf,
  email: contatos.email,
  data_nascimento: contatos.data_nascimento,
};
const beneficiarioColumns = {
  id: beneficiarios.id,
  cotacao: beneficiarios.cotacao,
  servico: beneficiarios.servico,
  ordem: beneficiarios.ordem,
  assento: beneficiarios.assento,
  tipo_assento: beneficiarios.tipo_assento,
  bagagem: beneficiarios.bagagem,
  tipo_quarto: beneficiarios.tipo_quarto,
  contato: json(contatoBeneficiario),
};

/**
 * What a page of services points to, in one statement: people and companies by id, the quotes' tickets,
 * the services' beneficiaries and what concluded payments paid of each.
 */
async function loadRelacionados(db: DbOrTx, linhas: Linha[]) {
  const servicoIds = linhas.map((l) => l.s.id);
  const usuarioIds = ids(
    linhas.flatMap((l) => [
      l.venda.consultor,
      l.venda.created_by,
      l.s.created_by,
      l.s.faturado_por,
      l.s.validado_por,
      l.s.cancelado_por,
      l.s.excecao_pagamento_por,
    ]),
  );
  const contatoIds = ids(linhas.flatMap((l) => [l.venda.cliente, l.s.responsavel_financeiro]));
  const empresaIds = ids(
    linhas.flatMap((l) => [l.venda.cliente_empresa, l.s.responsavel_financeiro_empresa]),
  );
  const cotacaoIds = ids(linhas.map((l) => l.cotacao.id));
  const found = await db
    .select(linha('u', { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome }))
    .from(usuarios)
    .where(sql`${usuarios.id} = any(${sql.param(usuarioIds)}::int[])`)
    .unionAll(
      db
        .select(linha('c', { id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome }))
        .from(contatos)
        .where(sql`${contatos.id} = any(${sql.param(contatoIds)}::int[])`),
    )
    .unionAll(
      db
        .select(linha('e', { id: empresas.id, nome: empresas.nome }))
        .from(empresas)
        .where(sql`${empresas.id} = any(${sql.param(empresaIds)}::int[])`),
    )
    .unionAll(
      db
        .select(
          linha('s', {
            id: subcotacoes.id,
            cotacao: subcotacoes.cotacao,
            ordem: subcotacoes.ordem,
            tipo_cotacao: subcotacoes.tipo_cotacao,
            programa_fidelidade: subcotacoes.programa_fidelidade,
          }),
        )
        .from(subcotacoes)
        .where(sql`${subcotacoes.cotacao} = any(${sql.param(cotacaoIds)}::int[])`),
    )
    .unionAll(
      db
        .select(linha('b', beneficiarioColumns))
        .from(beneficiarios)
        .innerJoin(contatos, eq(contatos.id, beneficiarios.contato))
        .where(sql`${beneficiarios.servico} = any(${sql.param(servicoIds)}::int[])`),
    )
    .unionAll(
      db
        .select(
          linha('p', {
            id: pagamentos_servicos.servico,
            valor: sql`sum(${pagamentos_servicos.valor})::text`,
          }),
        )
        .from(pagamentos_servicos)
        .innerJoin(pagamentos, eq(pagamentos.id, pagamentos_servicos.pagamento))
        .where(
          and(
            sql`${pagamentos_servicos.servico} = any(${sql.param(servicoIds)}::int[])`,
            eq(pagamentos.status, 'concluido'),
          ),
        )
        .groupBy(pagamentos_servicos.servico),
    );
  const related = {
    usuarios: new Map<number, Ref>(),
    contatos: new Map<number, Ref>(),
    empresas: new Map<number, Empresa>(),
    subcotacoes: new Map<
      number,
      { id: number; ordem: number; tipo_cotacao: string; programa_fidelidade: number | null }[]
    >(),
    beneficiarios: new Map<number, (Beneficiario & { ordem: number })[]>(),
    pagos: new Map<number, string>(),
  };
  const push = <T>(mapa: Map<number, T[]>, chave: number, valor: T) => {
    mapa.set(chave, [...(mapa.get(chave) ?? []), valor]);
  };
  for (const { tipo, dados } of found) {
    const id = dados.id as number;
    if (tipo === 'u') related.usuarios.set(id, dados as Ref);
    else if (tipo === 'c') related.contatos.set(id, dados as Ref);
    else if (tipo === 'e') related.empresas.set(id, dados as Empresa);
    else if (tipo === 's')
      push(
        related.subcotacoes,
        dados.cotacao as number,
        dados as { id: number; ordem: number; tipo_cotacao: string; programa_fidelidade: number | null },
      );
    else if (tipo === 'b') push(related.beneficiarios, dados.servico as number, toBeneficiario(dados));
    else if (tipo === 'p') related.pagos.set(id, dados.valor as string);
  }
  for (const lista of related.subcotacoes.values()) lista.sort((a, b) => a.ordem - b.ordem || a.id - b.id);
  for (const lista of related.beneficiarios.values()) lista.sort((a, b) => a.ordem - b.ordem || a.id - b.id);
  return related;
}

function toBeneficiario(dados: Record<string, unknown>): Beneficiario & { ordem: number } {
  const contato = dados.contato as Beneficiario['contato'];
  return {
    id: dados.id as number,
    cotacao: dados.cotacao as number,
    servico: (dados.servico as number | null) ?? null,
    ordem: dados.ordem as number,
    contato: {
      id: contato.id,
      nome: contato.nome,
      sobrenome: contato.sobrenome ?? null,
      cpf: contato.cpf ?? null,
      email: contato.email ?? null,
      data_nascimento: contato.data_nascimento ?? null,
    },
    assento: (dados.assento as string | null) ?? null,
    tipo_assento: (dados.tipo_assento as string | null) ?? null,
    bagagem: (dados.bagagem as string | null) ?? null,
    tipo_quarto: (dados.tipo_quarto as string | null) ?? null,
  };
}

const semOrdem = ({ ordem: _ordem, ...beneficiario }: Beneficiario & { ordem: number }): Beneficiario =>
  beneficiario;

async function toViews(db: DbOrTx, linhas: Linha[]): Promise<ServicoView[]> {
  if (linhas.length === 0) return [];
  const r = await loadRelacionados(db, linhas);
  // one statement per page whatever its services' statuses; the cost shows only at `emissao`
  const custosMilhas = await findCustosMilhasDosServicos(
    db,
    linhas.map((l) => l.s.id),
  );
  const usuario = (id: number | null) => (id === null ? null : (r.usuarios.get(id) ?? null));
  const contato = (id: number | null) => (id === null ? null : (r.contatos.get(id) ?? null));
  const empresa = (id: number | null) => (id === null ? null : (r.empresas.get(id) ?? null));
  return linhas.map(({ s, venda, cotacao }) => ({
    id: s.id,
    status: s.status,
    venda: {
      id: venda.id,
      status: venda.status,
      cliente: contato(venda.cliente),
      cliente_empresa: empresa(venda.cliente_empresa),
      consultor: usuario(venda.consultor),
      created_by: usuario(venda.created_by),
    },
    cotacao: {
      ...cotacao,
      subcotacoes: (r.subcotacoes.get(cotacao.id) ?? []).map((b) => ({
        id: b.id,
        tipo_cotacao: b.tipo_cotacao,
        programa_fidelidade: b.programa_fidelidade ?? null,
      })),
    },
    metodo_pagamento: s.metodo_pagamento,
    num_parcelas: s.num_parcelas,
    valor_entrada: s.valor_entrada,
    desconto: s.desconto,
    valor_avista: s.valor_avista,
    valor_total: s.valor_total,
    valor_pago: moneyString(r.pagos.get(s.id) ?? '0'),
    responsavel_financeiro: contato(s.responsavel_financeiro),
    responsavel_financeiro_empresa: empresa(s.responsavel_financeiro_empresa),
    beneficiarios: (r.beneficiarios.get(s.id) ?? []).map(semOrdem),
    created_by: usuario(s.created_by),
    created_at: s.created_at.toISOString(),
    faturado_por: usuario(s.faturado_por),
    faturado_em: s.faturado_em?.toISOString() ?? null,
    seguiu_manual_boas_praticas: s.seguiu_manual_boas_praticas,
    motivo_nao_seguimento_boas_praticas: s.motivo_nao_seguimento_boas_praticas,
    seguiu_manual_boas_praticas_milhas: s.seguiu_manual_boas_praticas_milhas,
    validado_por: usuario(s.validado_por),
    cancelado_por: usuario(s.cancelado_por),
    cancelado_em: s.cancelado_em?.toISOString() ?? null,
    motivo_cancelamento: s.motivo_cancelamento,
    excecao_pagamento:
      s.excecao_pagamento_em && s.excecao_pagamento_motivo
        ? {
            por: usuario(s.excecao_pagamento_por),
            em: s.excecao_pagamento_em.toISOString(),
            motivo: s.excecao_pagamento_motivo,
          }
        : null,
    fatura_pdf_url: s.fatura_pdf ? urlFaturaPdf(s.id) : null,
    custo_milhas: s.status === 'emissao' ? (custosMilhas.get(s.id) ?? null) : null,
    versao: s.versao,
  }));
}

/**
 * The page total from `servicos_contagem` (decision 0025): a few hundred rows per filter instead of every
 * matching service. The counter's day is the creation day in America/Sao_Paulo, the filters' own.
 */
async function contarPelaContagem(db: DbOrTx, f: ServicosFiltros): Promise<number> {
  const status = f.status === undefined ? [] : typeof f.status === 'string' ? [f.status] : [...f.status];
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${servicos_contagem.n}), 0)::text` })
    .from(servicos_contagem)
    .where(
      and(
        status.length > 0 ? inArray(servicos_contagem.status, status) : undefined,
        f.consultor ? eq(servicos_contagem.venda_consultor, f.consultor) : undefined,
        f.data_inicio ? gte(servicos_contagem.dia, f.data_inicio) : undefined,
        f.data_fim ? lte(servicos_contagem.dia, f.data_fim) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * One page of services, newest first, with the filters of the Serviços list and the panels. Every filter is
 * a column of `servicos` (the sale's consultant is copied there by triggers); with a date filter the page
 * walks the creation date's index, so no newer service is read to be discarded.
 */
export async function findServicosPage(
  db: DbOrTx,
  filtros: ServicosFiltros,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<ServicoView>> {
  const where = servicosWhere(filtros);
  const porData = Boolean(filtros.data_inicio || filtros.data_fim);
  // one after the other: inside a transaction the queries share one connection
  const linhas = await selectLinhas(db)
    .where(where)
    .orderBy(...(porData ? [desc(servicos.created_at), desc(servicos.id)] : [desc(servicos.id)]))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const views = await toViews(db, linhas);
  return paginate({
    page,
    pageSize,
    rows: async () => views,
    count: async () => {
      // the counters know status, consultant and day only: one sale's or client's services are counted
      if (!filtros.venda && !filtros.cliente && !filtros.cliente_empresa)
        return contarPelaContagem(db, filtros);
      const [row] = await db.select({ n: count() }).from(servicos).where(where);
      return row?.n ?? 0;
    },
  });
}

export async function findServico(db: DbOrTx, id: number): Promise<ServicoView | null> {
  const linhas = await selectLinhas(db).where(eq(servicos.id, id));
  const [view] = await toViews(db, linhas);
  return view ?? null;
}

/** Services by id, in the order asked. */
export async function findServicosPorIds(db: DbOrTx, servicoIds: number[]): Promise<ServicoView[]> {
  if (servicoIds.length === 0) return [];
  const views = await toViews(db, await selectLinhas(db).where(inArray(servicos.id, servicoIds)));
  const porId = new Map(views.map((view) => [view.id, view]));
  return servicoIds.flatMap((id) => porId.get(id) ?? []);
}

/** The sale's services, newest first (the venda-servicos tab). */
export async function findServicosDaVenda(db: DbOrTx, venda: number): Promise<ServicoView[]> {
  const linhas = await selectLinhas(db).where(eq(servicos.venda, venda)).orderBy(desc(servicos.id));
  return toViews(db, linhas);
}

/** The sale's services in ticket validation (the validacao/ tab). */
export async function findServicosEmValidacaoDaVenda(db: DbOrTx, venda: number): Promise<ServicoView[]> {
  const linhas = await selectLinhas(db)
    .where(and(eq(servicos.venda, venda), eq(servicos.status, 'validacao')))
    .orderBy(desc(servicos.id));
  return toViews(db, linhas);
}

export async function findServicoRow(
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ServicoRow | null> {
  const query = db.select().from(servicos).where(eq(servicos.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

// ——— a client's beneficiaries ———

/**
 * The beneficiaries of the services bought by a contact or a company (not cancelled), the newest service first,
 * each service's in their order: one statement for the page and one for the count, whatever its size.
 */
export async function findBeneficiariosDoCliente(
  db: DbOrTx,
  cliente: { cliente: number } | { cliente_empresa: number },
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<Beneficiario>> {
  const where = sql`${beneficiarios.servico} in (select ${servicos.id} from ${servicos} where ${and(
    servicosWhere(cliente),
    ne(servicos.status, 'cancelado'),
  )})`;
  return paginate({
    page,
    pageSize,
    rows: async (limit, offset) => {
      const linhas = await db
        .select(linha('b', beneficiarioColumns))
        .from(beneficiarios)
        .innerJoin(contatos, eq(contatos.id, beneficiarios.contato))
        .where(where)
        .orderBy(desc(beneficiarios.servico), asc(beneficiarios.ordem), asc(beneficiarios.id))
        .limit(limit)
        .offset(offset);
      return linhas.map(({ dados }) => semOrdem(toBeneficiario(dados)));
    },
    count: async () => {
      const [row] = await db.select({ n: count() }).from(beneficiarios).where(where);
      return row?.n ?? 0;
    },
  });
}

// ——— beneficiaries of the cart ———

/** The beneficiaries of some quotes, in their order, by quote. */
export async function findBeneficiariosDasCotacoes(
  db: DbOrTx,
  cotacaoIds: number[],
): Promise<Map<number, Beneficiario[]>> {
  const porCotacao = new Map<number, Beneficiario[]>();
  if (cotacaoIds.length === 0) return porCotacao;
  const linhas = await db
    .select(linha('b', beneficiarioColumns))
    .from(beneficiarios)
    .innerJoin(contatos, eq(contatos.id, beneficiarios.contato))
    .where(inArray(beneficiarios.cotacao, cotacaoIds))
    .orderBy(asc(beneficiarios.cotacao), asc(beneficiarios.ordem), asc(beneficiarios.id));
  for (const { dados } of linhas) {
    const beneficiario = toBeneficiario(dados);
    porCotacao.set(beneficiario.cotacao, [
      ...(porCotacao.get(beneficiario.cotacao) ?? []),
      semOrdem(beneficiario),
    ]);
  }
  return porCotacao;
}

/** Passengers of a request as its `detalhes` keep them (flights and hotels; others need one). */
export function quantidadeDoOrcamento(tipo: TipoOrcamento, detalhes: Record<string, unknown> | null): number {
  const numero = (valor: unknown, padrao: number) =>
    typeof valor === 'number' && Number.isInteger(valor) && valor >= 0 ? valor : padrao;
  return quantidadeBeneficiarios(tipo, {
    adultos: numero(detalhes?.adultos, 1),
    criancas: numero(detalhes?.criancas, 0),
    bebes: numero(detalhes?.bebes, 0),
  });
}

/** How many beneficiaries each quote needs, from its request's passengers. */
export async function findQuantidadesDasCotacoes(
  db: DbOrTx,
  cotacaoIds: number[],
): Promise<Map<number, number>> {
  if (cotacaoIds.length === 0) return new Map();
  const linhas = await db
    .select({ id: cotacoes.id, tipo: orcamentos.tipo_servico, detalhes: orcamentos.detalhes })
    .from(cotacoes)
    .innerJoin(orcamentos, eq(orcamentos.id, cotacoes.orcamento))
    .where(inArray(cotacoes.id, cotacaoIds));
  return new Map(linhas.map((l) => [l.id, quantidadeDoOrcamento(l.tipo, l.detalhes)]));
}

/** The cart's quotes with their beneficiaries and the count each needs (GET /api/vendas/{id}/beneficiarios/). */
export async function findBeneficiariosDoCarrinho(
  db: DbOrTx,
  venda: number,
): Promise<BeneficiariosDaCotacao[]> {
  const linhas = await db
    .select({ id: cotacoes.id, tipo: orcamentos.tipo_servico, detalhes: orcamentos.detalhes })
    .from(cotacoes)
    .innerJoin(orcamentos, eq(orcamentos.id, cotacoes.orcamento))
    .where(
      and(eq(cotacoes.venda, venda), eq(cotacoes.status, 'carrinho'), sql`${cotacoes.archived_at} is null`),
    )
    .orderBy(asc(cotacoes.carrinho_em), asc(cotacoes.id));
  const porCotacao = await findBeneficiariosDasCotacoes(
    db,
    linhas.map((l) => l.id),
  );
  return linhas.map((l) => ({
    cotacao: l.id,
    quantidade: quantidadeDoOrcamento(l.tipo, l.detalhes),
    beneficiarios: porCotacao.get(l.id) ?? [],
  }));
}

// ——— ticket validation ———

type Viagem = { trechos?: { pernas?: { cia_aerea?: number | null }[] }[] };

/** The service's miles and wallet tickets with what validating them needs. */
export async function findValidacoesDoServico(db: DbOrTx, servico: ServicoRow): Promise<ValidacaoBilhete[]> {
  const bilhetes = await db
    .select({
      id: subcotacoes.id,
      tipo_cotacao: subcotacoes.tipo_cotacao,
      programa: { id: programas.id, nome: programas.nome },
      quantidade_milhas: subcotacoes.quantidade_milhas,
      milheiro_efetivo: subcotacoes.milheiro_efetivo,
      custo_bilhete: subcotacoes.custo_bilhete,
      total: subcotacoes.total,
      viagem: subcotacoes.viagem,
    })
    .from(subcotacoes)
    .leftJoin(programas, eq(programas.id, subcotacoes.programa_fidelidade))
    .where(
      and(eq(subcotacoes.cotacao, servico.cotacao), inArray(subcotacoes.tipo_cotacao, ['milha', 'wallet'])),
    )
    .orderBy(asc(subcotacoes.ordem), asc(subcotacoes.id));
  if (bilhetes.length === 0) return [];
  const ciaIds = ids(
    bilhetes.flatMap((b) =>
      ((b.viagem as Viagem).trechos ?? []).flatMap((t) => (t.pernas ?? []).map((p) => p.cia_aerea ?? null)),
    ),
  );
  const cias = new Map(
    ciaIds.length === 0
      ? []
      : (
          await db
            .select({ id: cias_aereas.id, nome: cias_aereas.nome })
            .from(cias_aereas)
            .where(inArray(cias_aereas.id, ciaIds))
        ).map((c) => [c.id, c.nome]),
  );
  const [passageiros] = await db
    .select({ n: count() })
    .from(beneficiarios)
    .where(eq(beneficiarios.servico, servico.id));
  const validados = new Set(
    (
      await db
        .selectDistinct({ id: milhas_validadas.subcotacao })
        .from(milhas_validadas)
        .where(
          inArray(
            milhas_validadas.subcotacao,
            bilhetes.map((b) => b.id),
          ),
        )
    ).map((v) => v.id),
  );
  return bilhetes.map((b) => {
    const nomes = ids(
      ((b.viagem as Viagem).trechos ?? []).flatMap((t) => (t.pernas ?? []).map((p) => p.cia_aerea ?? null)),
    ).flatMap((id) => cias.get(id) ?? []);
    return {
      subcotacao: b.id,
      tipo_cotacao: b.tipo_cotacao as 'milha' | 'wallet',
      programa_fidelidade: b.programa?.id == null ? null : { id: b.programa.id, nome: b.programa.nome },
      quantidade_milhas: b.quantidade_milhas,
      milheiro: b.milheiro_efetivo,
      custo_bilhete: b.custo_bilhete,
      valor_total: b.total,
      passageiros: passageiros?.n ?? 0,
      cias_aereas: nomes,
      validado: validados.has(b.id),
    };
  });
}

// ——— the sale's open amount ———

/**
 * The sale's open balance (`em_aberto` of its totals, decision 0066: the services not cancelled minus the
 * concluded payments' shares of them) and every service's status, for the conclusion check.
 */
export async function findSaldoServicos(
  db: DbOrTx,
  venda: number,
): Promise<{ valorAberto: string; servicosStatus: string[] }> {
  const linhas = await db
    .select({ status: servicos.status })
    .from(servicos)
    .where(eq(servicos.venda, venda))
    .orderBy(asc(servicos.id));
  const totais = await findTotaisDaVenda(db, venda);
  return { valorAberto: totais.em_aberto, servicosStatus: linhas.map((l) => l.status) };
}

/** Whether the contact or company whose lists are asked for exists. */
export async function clienteExiste(
  db: DbOrTx,
  cliente: { cliente: number } | { cliente_empresa: number },
): Promise<boolean> {
  const [row] =
    'cliente' in cliente
      ? await db.select({ id: contatos.id }).from(contatos).where(eq(contatos.id, cliente.cliente))
      : await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, cliente.cliente_empresa));
  return row !== undefined;
}
