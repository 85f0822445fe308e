import {
  DASHBOARD_TOP_CLIENTES,
  type Dashboard,
  etapaDaVenda,
  funilDasVendas,
  type MarcosDaVenda,
} from '@skyler/domain/dashboard';
import { DISPLAY_TIME_ZONE } from '@skyler/domain/formatters';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { estornosDaVenda } from '@skyler/domain/racs';
import { VENDA_STATUS } from '@skyler/domain/vendas';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  contatos,
  cotacoes,
  emissoes,
  ordens_pagamento,
  racs,
  servicos,
  vendas,
} from '../../db/schema/index.ts';
import { custosDaMargem, type DashboardFiltros, faturamentoLiquido, taxa } from './dashboard.queries.ts';

/*
 * The test's oracle (decisions 0058, 0062): the dashboard's period figures and open orders aggregated directly
 * from the base tables, as `findDashboard` read them before the rollups and the copies of the sale's consultant
 * and client (read here through the sale); `dashboard.rollups.test.ts` compares the two.
 */

const FUSO = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

async function linhas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const resultado = (await db.execute(query)) as unknown as { rows: T[] };
  return resultado.rows;
}

function noPeriodo(coluna: unknown, f: DashboardFiltros): SQL {
  return sql`${coluna} >= ((${f.inicio}::date)::timestamp at time zone ${FUSO})
    and ${coluna} < ((${f.fim}::date + 1)::timestamp at time zone ${FUSO})`;
}

function doConsultor(coluna: unknown, f: DashboardFiltros): SQL {
  return f.consultor === null ? sql`true` : sql`${coluna} = ${f.consultor}`;
}

async function vendasPorStatus(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['vendas_por_status']> {
  const rows = await linhas<{ status: string; n: number }>(
    db,
    sql`select ${vendas.status} as status, count(*)::int as n from ${vendas}
        where ${noPeriodo(vendas.created_at, f)} and ${doConsultor(vendas.consultor, f)}
        group by ${vendas.status}`,
  );
  const porStatus = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return VENDA_STATUS.values.map((status) => ({ status, quantidade: porStatus.get(status) ?? 0 }));
}

/**
 * The funnel of the period's sales, each sale's stages read one by one and its furthest stage taken by the
 * domain's rule (`etapaDaVenda`), rather than by the query's `case`.
 */
async function funil(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['funil']> {
  const rows = await linhas<MarcosDaVenda>(
    db,
    sql`select
          exists (select 1 from orcamentos o where o.venda = v.id) as solicitacao,
          exists (select 1 from cotacoes c where c.venda = v.id) as cotacao,
          exists (select 1 from cotacoes c where c.venda = v.id and c.carrinho_em is not null) or
            exists (select 1 from cotacoes c where c.venda = v.id and c.status in ('carrinho', 'fatura')) as carrinho,
          exists (select 1 from servicos s where s.venda = v.id) as faturada,
          v.status = 'concluida' as concluida
        from ${vendas} v where ${noPeriodo(sql`v.created_at`, f)} and ${doConsultor(sql`v.consultor`, f)}`,
  );
  const porEtapa = new Map<number, number>();
  for (const r of rows) porEtapa.set(etapaDaVenda(r), (porEtapa.get(etapaDaVenda(r)) ?? 0) + 1);
  return funilDasVendas([...porEtapa].map(([etapa, quantidade]) => ({ etapa, quantidade })));
}

/** Services created in the period and not cancelled: what the client is charged and what the quote costs. */
async function faturamento(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['faturamento']> {
  const [row] = await linhas<{ n: number; receita: string; custo: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(${servicos.valor_total}), 0)::text as receita,
          coalesce(sum(${cotacoes.custo_agencia}), 0)::text as custo
        from ${servicos} join ${cotacoes} on ${cotacoes.id} = ${servicos.cotacao}
          join ${vendas} on ${vendas.id} = ${servicos.venda}
        where ${noPeriodo(servicos.created_at, f)} and ${servicos.status} <> 'cancelado'
          and ${doConsultor(vendas.consultor, f)}`,
  );
  // net of refunds: the period's RACs, added up by the domain's rule (decision 0065)
  const racsDoPeriodo = await linhas<{ estorno_cliente_valor: string; estorno_fornecedor_valor: string }>(
    db,
    sql`select ${racs.estorno_cliente_valor} as estorno_cliente_valor,
          ${racs.estorno_fornecedor_valor} as estorno_fornecedor_valor
        from ${racs} join ${vendas} on ${vendas.id} = ${racs.venda}
        where ${noPeriodo(racs.created_at, f)} and ${doConsultor(vendas.consultor, f)}`,
  );
  const estornos = estornosDaVenda(racsDoPeriodo);
  const receita = dec(row?.receita ?? '0').minus(estornos.cliente);
  const custo = dec(row?.custo ?? '0').minus(estornos.fornecedor);
  const margem = receita.minus(custo);
  return {
    servicos: Number(row?.n ?? 0),
    receita: moneyString(receita),
    custo: moneyString(custo),
    margem: moneyString(margem),
    margem_pct: taxa(margem.toString(), receita.toString()),
    // fees and commissions have no rollup: the dashboard reads them from the period's services as this would
    ...faturamentoLiquido(receita, margem, await custosDaMargem(db, f)),
  };
}

const nomeContato = sql`trim(${contatos.nome} || ' ' || coalesce(${contatos.sobrenome}, ''))`;

/** The clients (people) with the most revenue of the period's services not cancelled; ties by id. */
async function topClientes(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['top_clientes']> {
  const rows = await linhas<{ contato: number; nome: string; vendas: number; valor: string }>(
    db,
    sql`select t.contato, ${nomeContato} as nome, t.vendas, t.valor from (
          select ${vendas.cliente} as contato, count(distinct ${servicos.venda})::int as vendas,
            sum(${servicos.valor_total}) as soma, sum(${servicos.valor_total})::text as valor
          from ${servicos} join ${vendas} on ${vendas.id} = ${servicos.venda}
          where ${noPeriodo(servicos.created_at, f)} and ${servicos.status} <> 'cancelado'
            and ${vendas.cliente} is not null and ${doConsultor(vendas.consultor, f)}
          group by ${vendas.cliente}
          order by soma desc, ${vendas.cliente} limit ${DASHBOARD_TOP_CLIENTES}) t
        join ${contatos} on ${contatos.id} = t.contato
        order by t.soma desc, t.contato`,
  );
  return rows.map((r) => ({
    contato: Number(r.contato),
    nome: r.nome,
    vendas: Number(r.vendas),
    valor: moneyString(r.valor),
  }));
}

/** The open payment orders, of the consultant through their issuance's sale when one is chosen. */
async function ordensAbertas(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['ordens_abertas']> {
  const [row] = await linhas<{ n: number; valor: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(${ordens_pagamento.valor}), 0)::text as valor
        from ${ordens_pagamento} left join ${emissoes} on ${emissoes.id} = ${ordens_pagamento.emissao}
          left join ${vendas} on ${vendas.id} = coalesce(${emissoes.venda}, ${ordens_pagamento.venda})
        where ${ordens_pagamento.status} = 'aberto' and ${doConsultor(vendas.consultor, f)}`,
  );
  return { quantidade: Number(row?.n ?? 0), valor: moneyString(row?.valor ?? '0') };
}

/** The period's figures of `findDashboard` and its open orders, each aggregated from the base tables. */
export async function figurasDiretas(
  db: DbOrTx,
  f: DashboardFiltros,
): Promise<
  Pick<Dashboard, 'vendas_por_status' | 'funil' | 'faturamento' | 'top_clientes' | 'ordens_abertas'>
> {
  return {
    vendas_por_status: await vendasPorStatus(db, f),
    funil: await funil(db, f),
    faturamento: await faturamento(db, f),
    top_clientes: await topClientes(db, f),
    ordens_abertas: await ordensAbertas(db, f),
  };
}
