import {
  DASHBOARD_PASSAPORTE_MESES,
  DASHBOARD_TOP_CLIENTES,
  type Dashboard,
  fimDoFluxo,
  fluxoPorSemana,
  funilDasVendas,
  partesDoPeriodo,
  periodoAnterior,
} from '@skyler/domain/dashboard';
import { DISPLAY_TIME_ZONE, hojeNaAgencia } from '@skyler/domain/formatters';
import { type Dec, dec, moneyString, toCents } from '@skyler/domain/precos/dinheiro';
import { taxaPercentual, ticketMedio } from '@skyler/domain/precos/painel';
import { margemLiquida } from '@skyler/domain/precos/resultado';
import { VENDA_STATUS } from '@skyler/domain/vendas';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientes_mes,
  contatos,
  cotacoes,
  documentos_contato,
  emissoes,
  emissoes_beneficiarios,
  fornecedores,
  orcamentos,
  ordens_pagamento,
  pagamentos,
  pagamentos_servicos,
  painel_dia,
  racs,
  servicos,
  servicos_contagem,
  subcotacoes,
  usuarios,
  vendas,
  vendas_dia,
} from '../../db/schema/index.ts';
import { filtroEmissoesAtrasadas } from '../emissoes/emissoes.queries.ts';
import { filtroVencimento, hojeNaAgenciaSql } from '../pagamentos/status-sql.ts';
import { servicosComSaldoSql } from '../pagamentos/totais-sql.ts';
import {
  COMISSAO_DA_EMISSAO_SQL,
  diferencaCambialDaVendaSql,
  PARTICIPANTES_DA_EMISSAO_SQL,
} from '../vendas/resultado.queries.ts';

/** How many rows each alert lists at most. */
export const DASHBOARD_ALERTAS_MAX = 20;

export type DashboardFiltros = {
  /** the period's days in the agency, both included */
  inicio: string;
  fim: string;
  /** the sale's consultant, or null for the whole agency */
  consultor: number | null;
  /** the birthdays ('MM-DD') of the current week, in its order */
  aniversarios: string[];
  /** today in the agency, where the cash flow starts (default: the clock's) */
  hoje?: string;
};

const FUSO = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

async function linhas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const resultado = (await db.execute(query)) as unknown as { rows: T[] };
  return resultado.rows;
}

/** `coluna` within the period: from the first day's midnight to the midnight after the last, in the agency. */
function noPeriodo(coluna: unknown, f: DashboardFiltros): SQL {
  return entreDias(coluna, f.inicio, f.fim);
}

/** From the first day's midnight of `de` to the midnight after `ate`, in the agency. */
function entreDias(coluna: unknown, de: string, ate: string): SQL {
  return sql`${coluna} >= ((${de}::date)::timestamp at time zone ${FUSO})
    and ${coluna} < ((${ate}::date + 1)::timestamp at time zone ${FUSO})`;
}

/** `coluna = consultor` when one is chosen. */
function doConsultor(coluna: unknown, f: DashboardFiltros): SQL {
  return f.consultor === null ? sql`true` : sql`${coluna} = ${f.consultor}`;
}

/** A rate in percent with one decimal, or null when its base is zero. */
export const taxa = taxaPercentual;

/** The rollup rows of the period's days, of the consultant when one is chosen (`coluna`: its consultant). */
function nosDias(f: DashboardFiltros, coluna: string): SQL {
  const dias = sql`dia between ${f.inicio}::date and ${f.fim}::date`;
  return f.consultor === null ? dias : sql`${dias} and ${sql.raw(coluna)} = ${f.consultor}`;
}

/** Sales created in the period per status, summed from their per-day rollup (decision 0058). */
async function vendasPorStatus(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['vendas_por_status']> {
  const rows = await linhas<{ status: string; n: number }>(
    db,
    sql`select status, sum(n)::int as n from ${vendas_dia} where ${nosDias(f, 'consultor')} group by status`,
  );
  const porStatus = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return VENDA_STATUS.values.map((status) => ({ status, quantidade: porStatus.get(status) ?? 0 }));
}

/**
 * The funnel of the period's sales, counted per sale (decision 0084): each sale created in the period (of the
 * consultant) by the furthest stage it reached with every one before it — a request, a quote, a quote in the
 * cart, a service, concluded —, each stage an `exists` on the sale's index of its rows; the domain adds them up
 * stage by stage, so no stage exceeds the one before.
 */
async function funilDoPeriodo(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['funil']> {
  const rows = await linhas<{ etapa: number; n: number }>(
    db,
    sql`select (case
          when not exists (select 1 from ${orcamentos} o where o.venda = v.id) then 0
          when not exists (select 1 from ${cotacoes} c where c.venda = v.id) then 1
          when not exists (select 1 from ${cotacoes} c where c.venda = v.id
            and (c.carrinho_em is not null or c.status in ('carrinho', 'fatura'))) then 2
          when not exists (select 1 from ${servicos} s where s.venda = v.id) then 3
          when v.status <> 'concluida' then 4
          else 5 end)::int as etapa, count(*)::int as n
        from ${vendas} v
        where ${noPeriodo(sql`v.created_at`, f)} and ${doConsultor(sql`v.consultor`, f)}
        group by 1`,
  );
  return funilDasVendas(rows.map((r) => ({ etapa: Number(r.etapa), quantidade: Number(r.n) })));
}

/**
 * The invoicing of the period in one statement, summed from the per-day rollups kept by statement triggers
 * (decision 0058): the services not cancelled from `servicos_contagem`, their revenue and cost from
 * `painel_dia`; net of the period's refunds and, for the net margin, of fees and commissions.
 */
async function faturamentoDoPeriodo(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['faturamento']> {
  const [row] = await linhas<{ faturados: number; receita: string; custo: string }>(
    db,
    sql`select coalesce(s.faturados, 0)::int as faturados,
          coalesce(p.receita, 0)::text as receita, coalesce(p.custo, 0)::text as custo
        from (select sum(receita) as receita, sum(custo) as custo
              from ${painel_dia} where ${nosDias(f, 'consultor')}) p,
          (select sum(n) filter (where status <> 'cancelado') as faturados
              from ${servicos_contagem} where ${nosDias(f, 'venda_consultor')}) s`,
  );
  // net of refunds (decision 0065): what the period's RACs refund the client and the suppliers refund back
  const estornos = await estornosDoPeriodo(db, f);
  const receita = dec(row?.receita ?? '0').minus(estornos.cliente);
  const custo = dec(row?.custo ?? '0').minus(estornos.fornecedor);
  const margem = receita.minus(custo);
  const liquido = faturamentoLiquido(receita, margem, await custosDaMargem(db, f));
  return {
    servicos: Number(row?.faturados ?? 0),
    receita: moneyString(receita),
    custo: moneyString(custo),
    margem: moneyString(margem),
    margem_pct: taxa(margem.toString(), receita.toString()),
    ...liquido,
  };
}

const nomeUsuario = (u: SQL) => sql`trim(${u}.nome || ' ' || coalesce(${u}.sobrenome, ''))`;

/** The name of the consultant 0 of the rollups: the sales without one. */
export const SEM_CONSULTOR = 'Sem consultor';
/** The name of the supplier 0 of the ranking: the services whose quote names none. */
export const SEM_FORNECEDOR = 'Sem fornecedor';

/**
 * Each consultant's period (decision 0084), in one statement: sales created and concluded from `vendas_dia`,
 * revenue and cost from `painel_dia` (both rollups of decision 0058), the period's refunds of their sales, and
 * the distinct sales of their services not cancelled created in the period (the services' index of those,
 * `servicos_faturados_idx`); the largest revenue first.
 */
async function rankingConsultores(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<Dashboard['ranking_consultores']> {
  const rows = await linhas<{
    consultor: number;
    nome: string | null;
    vendas: number;
    concluidas: number;
    faturadas: number;
    receita: string;
    custo: string;
  }>(
    db,
    sql`with vd as (
          select consultor, sum(n) as vendas, sum(n) filter (where status = 'concluida') as concluidas
          from ${vendas_dia} where ${nosDias(f, 'consultor')} group by consultor),
        pd as (
          select consultor, sum(receita) as receita, sum(custo) as custo
          from ${painel_dia} where ${nosDias(f, 'consultor')} group by consultor),
        est as (
          select coalesce(${vendas.consultor}, 0) as consultor,
            sum(${racs.estorno_cliente_valor}) as cliente, sum(${racs.estorno_fornecedor_valor}) as fornecedor
          from ${racs} join ${vendas} on ${vendas.id} = ${racs.venda}
          where ${noPeriodo(racs.created_at, f)} and ${doConsultor(vendas.consultor, f)} group by 1),
        fat as (
          select coalesce(${servicos.venda_consultor}, 0) as consultor, count(distinct ${servicos.venda}) as faturadas
          from ${servicos}
          where ${noPeriodo(servicos.created_at, f)} and ${servicos.status} <> 'cancelado'
            and ${doConsultor(servicos.venda_consultor, f)}
          group by 1),
        k as (select consultor from vd union select consultor from pd union select consultor from est
          union select consultor from fat)
        select k.consultor, ${nomeUsuario(sql`u`)} as nome,
          coalesce(vd.vendas, 0)::int as vendas, coalesce(vd.concluidas, 0)::int as concluidas,
          coalesce(fat.faturadas, 0)::int as faturadas,
          (coalesce(pd.receita, 0) - coalesce(est.cliente, 0))::text as receita,
          (coalesce(pd.custo, 0) - coalesce(est.fornecedor, 0))::text as custo
        from k left join vd on vd.consultor = k.consultor left join pd on pd.consultor = k.consultor
          left join est on est.consultor = k.consultor left join fat on fat.consultor = k.consultor
          left join ${usuarios} u on u.id = k.consultor`,
  );
  return rows
    .map((r) => {
      const receita = dec(r.receita);
      const margem = receita.minus(r.custo);
      const vendasCriadas = Number(r.vendas);
      const concluidas = Number(r.concluidas);
      const faturadas = Number(r.faturadas);
      return {
        consultor: Number(r.consultor),
        nome: r.nome ?? SEM_CONSULTOR,
        vendas: vendasCriadas,
        concluidas,
        conversao: taxa(concluidas, vendasCriadas),
        faturadas,
        receita: moneyString(receita),
        margem: moneyString(margem),
        margem_pct: taxa(margem.toString(), receita.toString()),
        ticket_medio: ticketMedio(receita, faturadas),
      };
    })
    .sort(
      (a, b) =>
        dec(b.receita).comparedTo(a.receita) || b.vendas - a.vendas || a.nome.localeCompare(b.nome, 'pt-BR'),
    );
}

/** How many suppliers the ranking lists at most (the largest volumes). */
export const RANKING_FORNECEDORES_MAX = 20;

/**
 * The suppliers of the period's services not cancelled (of the consultant), in one statement (decision 0084):
 * each service counted under its quote's supplier (hotel, car, other) or, for a flight, its first ticket's that
 * names one; its revenue (`valor_total`) and cost (the quote's, copied on the service) summed.
 */
async function rankingFornecedores(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<Dashboard['ranking_fornecedores']> {
  const rows = await linhas<{
    fornecedor: number;
    nome: string | null;
    servicos: number;
    receita: string;
    custo: string;
  }>(
    db,
    sql`with s as (
          select coalesce(c.fornecedor, (select sc.fornecedor from ${subcotacoes} sc
              where sc.cotacao = c.id and sc.fornecedor is not null order by sc.ordem limit 1), 0) as fornecedor,
            sv.valor_total, sv.cotacao_custo
          from ${servicos} sv join ${cotacoes} c on c.id = sv.cotacao
          where ${noPeriodo(sql`sv.created_at`, f)} and sv.status <> 'cancelado'
            and ${doConsultor(sql`sv.venda_consultor`, f)}),
        g as (
          select fornecedor, count(*)::int as servicos, coalesce(sum(valor_total), 0) as receita,
            coalesce(sum(cotacao_custo), 0) as custo
          from s group by fornecedor
          order by receita desc, fornecedor limit ${RANKING_FORNECEDORES_MAX})
        select g.fornecedor, fo.nome, g.servicos, g.receita::text as receita, g.custo::text as custo
        from g left join ${fornecedores} fo on fo.id = g.fornecedor
        order by g.receita desc, g.fornecedor`,
  );
  return rows.map((r) => {
    const receita = dec(r.receita);
    const margem = receita.minus(r.custo);
    return {
      fornecedor: Number(r.fornecedor),
      nome: r.nome ?? SEM_FORNECEDOR,
      servicos: Number(r.servicos),
      receita: moneyString(receita),
      custo: moneyString(r.custo),
      margem: moneyString(margem),
      margem_pct: taxa(margem.toString(), receita.toString()),
    };
  });
}

/**
 * The cash flow from today (decision 0084), in one statement: the open client payments (not concluded, no
 * payment date) by due date and the open payment orders by theirs, up to eight weeks ahead, the overdue days
 * gathered into one row and those without a due date into another (of the consultant: their sales' payments
 * and orders, a client's refund through its sale as `ordens_abertas`); the domain puts them in weeks.
 */
async function fluxoDeCaixa(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['fluxo_caixa']> {
  const hoje = f.hoje ?? hojeNaAgencia();
  const ate = fimDoFluxo(hoje);
  const ontem = sql`(${hoje}::date - 1)::text`;
  const dasOrdens =
    f.consultor === null
      ? sql`true`
      : sql`(${ordens_pagamento.venda_consultor} = ${f.consultor} or (${ordens_pagamento.emissao} is null
          and exists (select 1 from ${vendas} where ${vendas.id} = ${ordens_pagamento.venda}
            and ${vendas.consultor} = ${f.consultor})))`;
  const rows = await linhas<{ vencimento: string | null; receber: string; pagar: string }>(
    db,
    sql`select vencimento, sum(receber)::text as receber, sum(pagar)::text as pagar from (
          select case when ${pagamentos.data_vencimento} < ${hoje} then ${ontem}
              else ${pagamentos.data_vencimento} end as vencimento,
            ${pagamentos.valor} as receber, 0 as pagar
          from ${pagamentos}
          where ${pagamentos.status} = 'nao_efetuado' and ${pagamentos.data_pagamento} is null
            and (${pagamentos.data_vencimento} is null or ${pagamentos.data_vencimento} <= ${ate})
            and ${doConsultor(pagamentos.venda_consultor, f)}
          union all
          select case when ${ordens_pagamento.vencimento} < ${hoje}::date then ${ontem}
              else ${ordens_pagamento.vencimento}::text end,
            0, ${ordens_pagamento.valor}
          from ${ordens_pagamento}
          where ${ordens_pagamento.status} = 'aberto'
            and (${ordens_pagamento.vencimento} is null or ${ordens_pagamento.vencimento} <= ${ate}::date)
            and ${dasOrdens}) d
        group by vencimento`,
  );
  return fluxoPorSemana(hoje, rows);
}

/**
 * What the RACs opened in the period (of the consultant's sales when one is chosen) refund: to the clients
 * and from the suppliers (decision 0065). The dashboard's revenue and cost are net of them.
 */
export async function estornosDoPeriodo(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<{ cliente: string; fornecedor: string }> {
  const [row] = await linhas<{ cliente: string; fornecedor: string }>(
    db,
    sql`select coalesce(sum(${racs.estorno_cliente_valor}), 0)::text as cliente,
          coalesce(sum(${racs.estorno_fornecedor_valor}), 0)::text as fornecedor
        from ${racs} join ${vendas} on ${vendas.id} = ${racs.venda}
        where ${noPeriodo(racs.created_at, f)} and ${doConsultor(vendas.consultor, f)}`,
  );
  return { cliente: row?.cliente ?? '0', fornecedor: row?.fornecedor ?? '0' };
}

/**
 * What the period's services (created in it, not cancelled, of the consultant) cost beyond their cost, read
 * straight from the period's services by their creation index (decision 0067): the fees of their concluded
 * payments (a payment's fee shared by its parts' values, rounded once at the end), their issuances'
 * commissions (the rate fixed at conclusion, else the participant's current one; none when cancelled; each
 * participant's to the cent, as the commission report), the refunds and exchange difference of their sales;
 * and the services whose commissions exceed their gross margin, with their sales.
 */
export async function custosDaMargem(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<{
  taxas: string;
  comissoes: string;
  estornos: string;
  cambial: string;
  acima: number;
  vendas: number[];
}> {
  const [row] = await linhas<{
    taxas: string | null;
    comissoes: string | null;
    estornos: string | null;
    cambial: string | null;
    acima: number;
    vendas: number[] | null;
  }>(
    db,
    sql`with s as (
          select sv.id, sv.venda, coalesce(sv.valor_total, 0) - coalesce(sv.cotacao_custo, 0) as margem
          from ${servicos} sv
          where ${noPeriodo(sql`sv.created_at`, f)} and sv.status <> 'cancelado'
            and ${doConsultor(sql`sv.venda_consultor`, f)}
        ),
        t as (
          select sum(p.taxa_meio_pagamento * ps.valor / p.valor) as taxas
          from s join ${pagamentos_servicos} ps on ps.servico = s.id
          join ${pagamentos} p on p.id = ps.pagamento
          where p.status = 'concluido' and p.valor > 0
        ),
        c as (
          select s.id, s.venda, s.margem, coalesce(sum(${COMISSAO_DA_EMISSAO_SQL}), 0) as comissoes
          from s left join ${emissoes} e on e.servico = s.id
          ${PARTICIPANTES_DA_EMISSAO_SQL}
          group by s.id, s.venda, s.margem
        ),
        v as (select distinct venda from s)
        select (select taxas from t)::text as taxas,
          (select sum(comissoes) from c)::text as comissoes,
          -- the revenue and cost are already net of the period's refunds (estornosDoPeriodo, decision 0065)
          0::text as estornos,
          (select sum(${diferencaCambialDaVendaSql(sql`v.venda`)}) from v)::text as cambial,
          (select count(*) from c where comissoes > margem)::int as acima,
          (select array_agg(venda order by venda desc) from (
            select distinct venda from c where comissoes > margem order by venda desc limit 10) x) as vendas`,
  );
  return {
    taxas: row?.taxas ?? '0',
    comissoes: row?.comissoes ?? '0',
    estornos: row?.estornos ?? '0',
    cambial: row?.cambial ?? '0',
    acima: Number(row?.acima ?? 0),
    vendas: (row?.vendas ?? []).map(Number),
  };
}

/** The net margin's figures of the dashboard from the gross margin and what `custosDaMargem` read. */
export function faturamentoLiquido(
  receita: Dec,
  margem: Dec,
  alem: Awaited<ReturnType<typeof custosDaMargem>>,
): Pick<Dashboard['faturamento'], 'margem_liquida' | 'margem_liquida_pct' | 'comissao_acima_da_margem'> {
  const liquida = toCents(
    margemLiquida({
      margem_bruta: margem,
      taxas_meio_pagamento: toCents(alem.taxas),
      comissoes: alem.comissoes,
      estornos: alem.estornos,
      diferenca_cambial: alem.cambial,
    }),
  );
  return {
    margem_liquida: moneyString(liquida),
    margem_liquida_pct: taxa(liquida.toString(), receita.toString()),
    comissao_acima_da_margem: { quantidade: alem.acima, vendas: alem.vendas },
  };
}

/** Open client payments overdue and due within 7 days, today in the agency; and late issuances, open orders. */
async function pendencias(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<
  Pick<Dashboard, 'recebiveis' | 'emissoes_atrasadas' | 'ordens_abertas' | 'liberados_sem_pagamento'>
> {
  const recebiveis = (vencimento: 'vencidos' | 'a_vencer_7_dias') =>
    sql`select count(*)::int as n, coalesce(sum(${pagamentos.valor}), 0)::text as valor from ${pagamentos}
        where ${filtroVencimento(vencimento)} and ${doConsultor(pagamentos.venda_consultor, f)}`;
  const ordens =
    f.consultor === null
      ? sql`select count(*)::int as n, coalesce(sum(${ordens_pagamento.valor}), 0)::text as valor
            from ${ordens_pagamento} where ${ordens_pagamento.status} = 'aberto'`
      : sql`select (a.n + b.n)::int as n, (a.valor + b.valor)::text as valor
            from (select count(*) as n, coalesce(sum(${ordens_pagamento.valor}), 0) as valor
                from ${ordens_pagamento}
                where ${ordens_pagamento.status} = 'aberto' and ${ordens_pagamento.venda_consultor} = ${f.consultor}) a,
              -- a refund to a client has no issuance: its sale's consultant (decision 0065)
              (select count(*) as n, coalesce(sum(${ordens_pagamento.valor}), 0) as valor
                from ${ordens_pagamento} join ${vendas} on ${vendas.id} = ${ordens_pagamento.venda}
                where ${ordens_pagamento.status} = 'aberto' and ${ordens_pagamento.emissao} is null
                  and ${vendas.consultor} = ${f.consultor}) b`;
  // what each released service still owes: its value less the concluded shares (the sale's totals, decision 0066)
  const excecoes = sql`select count(*)::int as n,
        coalesce(sum(greatest(s.valor_total - s.pago, 0)), 0)::text as valor
      from (${servicosComSaldoSql(
        sql`${servicos.excecao_pagamento_em} is not null and ${servicos.status} <> 'cancelado'
          and ${doConsultor(servicos.venda_consultor, f)}`,
      )}) s`;
  const [row] = await linhas<{
    excecoes: { n: number; valor: string };
    vencidos: { n: number; valor: string };
    a_vencer: { n: number; valor: string };
    ordens: { n: number; valor: string };
    atrasadas: number;
  }>(
    db,
    sql`select
      (select row_to_json(r) from (${recebiveis('vencidos')}) r) as vencidos,
      (select row_to_json(r) from (${recebiveis('a_vencer_7_dias')}) r) as a_vencer,
      (select row_to_json(r) from (${ordens}) r) as ordens,
      (select row_to_json(r) from (${excecoes}) r) as excecoes,
      (select count(*) from ${emissoes} where ${filtroEmissoesAtrasadas()}
        and ${doConsultor(emissoes.venda_consultor, f)})::int as atrasadas`,
  );
  const par = (r: { n: number; valor: string } | undefined) => ({
    quantidade: Number(r?.n ?? 0),
    valor: moneyString(r?.valor ?? '0'),
  });
  return {
    recebiveis: { vencidos: par(row?.vencidos), a_vencer_7_dias: par(row?.a_vencer) },
    emissoes_atrasadas: { quantidade: Number(row?.atrasadas ?? 0) },
    ordens_abertas: par(row?.ordens),
    liberados_sem_pagamento: par(row?.excecoes),
  };
}

const nomeContato = sql`trim(${contatos.nome} || ' ' || coalesce(${contatos.sobrenome}, ''))`;

/**
 * The clients (people) with the most revenue of the period's services not cancelled; ties by id (decision
 * 0062). Each client's sum and count of services are added up from the monthly rollup `clientes_mes` for the
 * months the period covers, plus or minus the services of the days where it cuts a month (read from the
 * services' index of those not cancelled, which carries the sale's consultant and client, copied by
 * triggers); a client with no service left in the period is not one. Then the sales of the five chosen are
 * counted from their own services in the period (a sale is counted once however many months it spans).
 */
async function topClientes(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['top_clientes']> {
  const faturados = sql`${servicos.status} <> 'cancelado' and ${servicos.venda_cliente} is not null
    and ${doConsultor(servicos.venda_consultor, f)}`;
  const { meses, dias } = partesDoPeriodo(f.inicio, f.fim);
  const partes: SQL[] = [];
  if (meses)
    partes.push(
      sql`select ${clientes_mes.cliente} as cliente, ${clientes_mes.servicos} as n, ${clientes_mes.receita} as soma
          from ${clientes_mes} where ${clientes_mes.mes} between ${meses.de}::date and ${meses.ate}::date
            and ${doConsultor(clientes_mes.consultor, f)}`,
    );
  for (const d of dias) {
    const sinal = sql.raw(d.sinal === 1 ? '' : '-');
    partes.push(
      sql`select ${servicos.venda_cliente} as cliente, ${sinal}count(*) as n,
            ${sinal}sum(${servicos.valor_total}) as soma
          from ${servicos} where ${entreDias(servicos.created_at, d.de, d.ate)} and ${faturados}
          group by 1`,
    );
  }
  const rows = await linhas<{ contato: number; nome: string; vendas: number; valor: string }>(
    db,
    sql`with t as (select cliente, sum(soma) as soma from (${sql.join(partes, sql` union all `)}) p
          group by cliente having sum(n) > 0
          order by sum(soma) desc, cliente limit ${DASHBOARD_TOP_CLIENTES})
        select t.cliente as contato, ${nomeContato} as nome, v.vendas, t.soma::text as valor
        from t
        cross join lateral (select count(distinct ${servicos.venda})::int as vendas from ${servicos}
          where ${servicos.venda_cliente} = t.cliente and ${noPeriodo(servicos.created_at, f)} and ${faturados}) v
        join ${contatos} on ${contatos.id} = t.cliente
        order by t.soma desc, t.cliente`,
  );
  return rows.map((r) => ({
    contato: Number(r.contato),
    nome: r.nome,
    vendas: Number(r.vendas),
    valor: moneyString(r.valor),
  }));
}

/**
 * Travellers whose newest passport expires before their trip's date plus six months: the beneficiaries of
 * the issuances not cancelled whose departure is today or later, walked in departure order from the index of
 * the trips not cancelled, which carries the consultant and the sale (so the walk stops once enough are found
 * and reads no issuance), each traveller's newest passport one entry of the documents' index; one row per
 * traveller and sale at its first departure, the soonest trips first.
 */
async function alertasPassaportes(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<Dashboard['alertas']['passaportes']> {
  const rows = await linhas<{
    contato: number;
    nome: string;
    validade: string;
    venda: number;
    embarque: string;
  }>(
    db,
    sql`with candidatos as (
          select ${emissoes_beneficiarios.contato} as contato, ${emissoes.venda} as venda,
            ${emissoes.data_ida} as embarque, p.validade
          from ${emissoes}
          join ${emissoes_beneficiarios} on ${emissoes_beneficiarios.emissao} = ${emissoes.id}
          cross join lateral (
            select max(${documentos_contato.data_validade}) as validade from ${documentos_contato}
            where ${documentos_contato.contato_id} = ${emissoes_beneficiarios.contato}
              and ${documentos_contato.tipo} = 'passaporte') p
          where ${emissoes.data_ida} >= (${hojeNaAgenciaSql()})::date and ${emissoes.status} <> 'cancelada'
            and ${doConsultor(emissoes.venda_consultor, f)}
            and p.validade < ${emissoes.data_ida} + make_interval(months => ${sql.raw(String(DASHBOARD_PASSAPORTE_MESES))})
          order by ${emissoes.data_ida}, ${emissoes.id}
          limit ${DASHBOARD_ALERTAS_MAX * 10}),
        primeiros as (
          select distinct on (contato, venda) contato, venda, embarque, validade from candidatos
          order by contato, venda, embarque)
        select v.contato, ${nomeContato} as nome, v.validade::text as validade, v.venda,
          v.embarque::text as embarque
        from primeiros v join ${contatos} on ${contatos.id} = v.contato
        order by v.embarque, v.contato, v.venda
        limit ${DASHBOARD_ALERTAS_MAX}`,
  );
  return rows.map((r) => ({
    contato: Number(r.contato),
    nome: r.nome,
    validade: r.validade,
    venda: Number(r.venda),
    embarque: r.embarque,
  }));
}

/** Clients (contacts who are a sale's client; a consultant's: of their sales) born on a day of this week. */
async function alertasAniversarios(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<Dashboard['alertas']['aniversarios']> {
  const dias = sql`array[${sql.join(
    f.aniversarios.map((d) => sql`${d}`),
    sql`, `,
  )}]::text[]`;
  const diaDoAno = sql`to_char(${contatos.data_nascimento}, 'MM-DD')`;
  const rows = await linhas<{ contato: number; nome: string; data_nascimento: string }>(
    db,
    sql`select ${contatos.id} as contato, ${nomeContato} as nome, ${contatos.data_nascimento}::text as data_nascimento
        from ${contatos}
        where ${contatos.data_nascimento} is not null and ${diaDoAno} = any(${dias})
          and exists (select 1 from ${vendas} where ${vendas.cliente} = ${contatos.id}
            and ${doConsultor(vendas.consultor, f)})
        order by array_position(${dias}, ${diaDoAno}), ${contatos.nome_busca}, ${contatos.id}
        limit ${DASHBOARD_ALERTAS_MAX}`,
  );
  return rows.map((r) => ({ contato: Number(r.contato), nome: r.nome, data_nascimento: r.data_nascimento }));
}

/**
 * The figures of a period that the rollups serve, and the open orders (decision 0058): what
 * `dashboard.rollups.test.ts` compares with the direct aggregates of `oraculo.ts`.
 */
export async function findFigurasDoPeriodo(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<
  Pick<Dashboard, 'vendas_por_status' | 'funil' | 'faturamento' | 'top_clientes' | 'ordens_abertas'>
> {
  const [porStatus, funil, faturamento, top, pend] = await Promise.all([
    vendasPorStatus(db, f),
    funilDoPeriodo(db, f),
    faturamentoDoPeriodo(db, f),
    topClientes(db, f),
    pendencias(db, f),
  ]);
  return {
    vendas_por_status: porStatus,
    funil,
    faturamento,
    top_clientes: top,
    ordens_abertas: pend.ordens_abertas,
  };
}

/**
 * Every figure of the dashboard (decision 0029), read side by side: the period's counts and amounts summed
 * from per-day rollups (decision 0058), the rest aggregated from the tables; the previous period's figures,
 * the rankings and the cash flow (decision 0084).
 */
export async function findDashboard(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard> {
  const antes = { ...f, ...periodoAnterior(f.inicio, f.fim) };
  const [porStatus, funil, faturamento, pend, top, passaportes, aniversarios] = await Promise.all([
    vendasPorStatus(db, f),
    funilDoPeriodo(db, f),
    faturamentoDoPeriodo(db, f),
    pendencias(db, f),
    topClientes(db, f),
    alertasPassaportes(db, f),
    alertasAniversarios(db, f),
  ]);
  const [porStatusAntes, funilAntes, faturamentoAntes, consultores, fornecedoresDoPeriodo, fluxo] =
    await Promise.all([
      vendasPorStatus(db, antes),
      funilDoPeriodo(db, antes),
      faturamentoDoPeriodo(db, antes),
      rankingConsultores(db, f),
      rankingFornecedores(db, f),
      fluxoDeCaixa(db, f),
    ]);
  return {
    periodo: { inicio: f.inicio, fim: f.fim, consultor: f.consultor },
    vendas_por_status: porStatus,
    funil,
    faturamento,
    ...pend,
    top_clientes: top,
    anterior: {
      periodo: { inicio: antes.inicio, fim: antes.fim },
      vendas_por_status: porStatusAntes,
      funil: funilAntes,
      faturamento: faturamentoAntes,
    },
    ranking_consultores: consultores,
    ranking_fornecedores: fornecedoresDoPeriodo,
    fluxo_caixa: fluxo,
    alertas: { passaportes, aniversarios },
  };
}
