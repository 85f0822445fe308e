import type { Dashboard } from '@skyler/domain/dashboard';
import { DASHBOARD_TOP_CLIENTES } from '@skyler/domain/dashboard';
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

/** Rows of `tabela` created (or `coluna`) in the period, of the consultant's sales when one is chosen. */
function contar(tabela: SQL, coluna: string, f: DashboardFiltros): SQL {
  const c = sql.raw(`t."${coluna}"`);
  return f.consultor === null
    ? sql`(select count(*) from ${tabela} t where ${noPeriodo(c, f)})::int`
    : sql`(select count(*) from ${tabela} t join ${vendas} on ${vendas.id} = t.venda
          where ${noPeriodo(c, f)} and ${vendas.consultor} = ${f.consultor})::int`;
}

/** The funnel's five counts, each by its own creation day (the cart by the day the quote went to it). */
async function funil(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['funil']> {
  const [row] = await linhas<
    Record<'solicitacoes' | 'cotacoes' | 'carrinho' | 'servicos' | 'emissoes', number>
  >(
    db,
    sql`select ${contar(sql`orcamentos`, 'created_at', f)} as solicitacoes,
      ${contar(sql`cotacoes`, 'created_at', f)} as cotacoes,
      ${contar(sql`cotacoes`, 'carrinho_em', f)} as carrinho,
      ${contar(sql`servicos`, 'created_at', f)} as servicos,
      ${contar(sql`emissoes`, 'created_at', f)} as emissoes`,
  );
  const etapas = ['solicitacoes', 'cotacoes', 'carrinho', 'servicos', 'emissoes'] as const;
  return etapas.map((etapa, i) => {
    const quantidade = Number(row?.[etapa] ?? 0);
    const anterior = i === 0 ? null : Number(row?.[etapas[i - 1] as (typeof etapas)[number]] ?? 0);
    return { etapa, quantidade, taxa: anterior === null ? null : taxa(quantidade, anterior) };
  });
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
