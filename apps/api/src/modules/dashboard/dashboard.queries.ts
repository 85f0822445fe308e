import { DASHBOARD_PASSAPORTE_MESES, DASHBOARD_TOP_CLIENTES, type Dashboard } from '@skyler/domain/dashboard';
import { DISPLAY_TIME_ZONE } from '@skyler/domain/formatters';
import { dec, HUNDRED, moneyString } from '@skyler/domain/precos/dinheiro';
import { VENDA_STATUS } from '@skyler/domain/vendas';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  contatos,
  cotacoes,
  documentos_contato,
  emissoes,
  emissoes_beneficiarios,
  orcamentos,
  ordens_pagamento,
  pagamentos,
  pagamentos_servicos,
  servicos,
  vendas,
} from '../../db/schema/index.ts';
import { filtroEmissoesAtrasadas } from '../emissoes/emissoes.queries.ts';
import { filtroVencimento, hojeNaAgenciaSql } from '../pagamentos/status-sql.ts';

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
};

const FUSO = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

async function linhas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const resultado = (await db.execute(query)) as unknown as { rows: T[] };
  return resultado.rows;
}

/** `coluna` within the period: from the first day's midnight to the midnight after the last, in the agency. */
function noPeriodo(coluna: unknown, f: DashboardFiltros): SQL {
  return sql`${coluna} >= ((${f.inicio}::date)::timestamp at time zone ${FUSO})
    and ${coluna} < ((${f.fim}::date + 1)::timestamp at time zone ${FUSO})`;
}

/** `coluna = consultor` when one is chosen. */
function doConsultor(coluna: unknown, f: DashboardFiltros): SQL {
  return f.consultor === null ? sql`true` : sql`${coluna} = ${f.consultor}`;
}

/** A rate in percent with one decimal, or null when its base is zero. */
export function taxa(parte: string | number, base: string | number): string | null {
  const b = dec(base);
  if (b.isZero()) return null;
  return dec(parte).div(b).times(HUNDRED).toDecimalPlaces(1).toFixed(1);
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
 * The funnel's five counts in one statement, each by its own creation day (the cart by the day the quote
 * went to it); quotes have no copy of the sale's consultant, so a consultant's are read through their sales.
 */
async function funil(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['funil']> {
  const cotacoesDoConsultor = (coluna: SQL) =>
    f.consultor === null
      ? sql`select count(*) from ${cotacoes} where ${noPeriodo(coluna, f)}`
      : sql`select count(*) from ${cotacoes} join ${vendas} on ${vendas.id} = ${cotacoes.venda}
            where ${noPeriodo(coluna, f)} and ${vendas.consultor} = ${f.consultor}`;
  const [row] = await linhas<
    Record<'solicitacoes' | 'cotacoes' | 'carrinho' | 'servicos' | 'emissoes', number>
  >(
    db,
    sql`select
      (select count(*) from ${orcamentos} where ${noPeriodo(orcamentos.created_at, f)}
        and ${doConsultor(orcamentos.venda_consultor, f)})::int as solicitacoes,
      (${cotacoesDoConsultor(sql`${cotacoes.created_at}`)})::int as cotacoes,
      (${cotacoesDoConsultor(sql`${cotacoes.carrinho_em}`)})::int as carrinho,
      (select count(*) from ${servicos} where ${noPeriodo(servicos.created_at, f)}
        and ${doConsultor(servicos.venda_consultor, f)})::int as servicos,
      (select count(*) from ${emissoes} where ${noPeriodo(emissoes.created_at, f)}
        and ${doConsultor(emissoes.venda_consultor, f)})::int as emissoes`,
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
        where ${noPeriodo(servicos.created_at, f)} and ${servicos.status} <> 'cancelado'
          and ${doConsultor(servicos.venda_consultor, f)}`,
  );
  const receita = dec(row?.receita ?? '0');
  const custo = dec(row?.custo ?? '0');
  const margem = receita.minus(custo);
  return {
    servicos: Number(row?.n ?? 0),
    receita: moneyString(receita),
    custo: moneyString(custo),
    margem: moneyString(margem),
    margem_pct: taxa(margem.toString(), receita.toString()),
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
      : sql`select count(*)::int as n, coalesce(sum(${ordens_pagamento.valor}), 0)::text as valor
            from ${ordens_pagamento} join ${emissoes} on ${emissoes.id} = ${ordens_pagamento.emissao}
            where ${ordens_pagamento.status} = 'aberto' and ${emissoes.venda_consultor} = ${f.consultor}`;
  const pagoDoServico = sql`(select coalesce(sum(ps.valor), 0) from ${pagamentos_servicos} ps
      join ${pagamentos} p on p.id = ps.pagamento
      where ps.servico = ${servicos.id} and p.status = 'concluido')`;
  const excecoes = sql`select count(*)::int as n,
        coalesce(sum(greatest(${servicos.valor_total} - ${pagoDoServico}, 0)), 0)::text as valor
      from ${servicos}
      where ${servicos.excecao_pagamento_em} is not null and ${servicos.status} <> 'cancelado'
        and ${doConsultor(servicos.venda_consultor, f)}`;
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

/** The clients (people) with the most revenue of the period's services not cancelled; ties by id. */
async function topClientes(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard['top_clientes']> {
  const rows = await linhas<{ contato: number; nome: string; vendas: number; valor: string }>(
    db,
    sql`select t.contato, ${nomeContato} as nome, t.vendas, t.valor from (
          select ${vendas.cliente} as contato, count(distinct ${servicos.venda})::int as vendas,
            sum(${servicos.valor_total}) as soma, sum(${servicos.valor_total})::text as valor
          from ${servicos} join ${vendas} on ${vendas.id} = ${servicos.venda}
          where ${noPeriodo(servicos.created_at, f)} and ${servicos.status} <> 'cancelado'
            and ${vendas.cliente} is not null and ${doConsultor(servicos.venda_consultor, f)}
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

/**
 * Travellers whose newest passport expires before their trip's date plus six months: the beneficiaries of
 * the issuances not cancelled whose departure is today or later, walked in departure order from the
 * departure-date index (so the walk stops once enough are found), one row per traveller and sale at its
 * first departure, the soonest trips first.
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

/** Every figure of the dashboard (decision 0029), each one SQL aggregate, read side by side. */
export async function findDashboard(db: DbOrTx, f: DashboardFiltros): Promise<Dashboard> {
  const [porStatus, etapas, fat, pend, top, passaportes, aniversarios] = await Promise.all([
    vendasPorStatus(db, f),
    funil(db, f),
    faturamento(db, f),
    pendencias(db, f),
    topClientes(db, f),
    alertasPassaportes(db, f),
    alertasAniversarios(db, f),
  ]);
  return {
    periodo: { inicio: f.inicio, fim: f.fim, consultor: f.consultor },
    vendas_por_status: porStatus,
    funil: etapas,
    faturamento: fat,
    ...pend,
    top_clientes: top,
    alertas: { passaportes, aniversarios },
  };
}
