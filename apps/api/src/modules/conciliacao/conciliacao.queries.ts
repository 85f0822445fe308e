import type { Conciliacao, Divergencia, InvarianteConciliacao } from '@skyler/domain/conciliacao';
import { DISPLAY_TIME_ZONE } from '@skyler/domain/formatters';
import { type Dec, dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { calcularReceitaPropria } from '@skyler/domain/receita-propria';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { servicos } from '../../db/schema/index.ts';
import { entradaDaReceita, findReceitaDosServicos } from '../financeiro/receita-propria.queries.ts';
import { servicosComSaldoSql, totaisDasVendasSql } from '../pagamentos/totais-sql.ts';

export type ConciliacaoFiltros = { inicio: string | null; fim: string | null };

const FUSO = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

/** The sales the check covers: created within the period (days in the agency), or all of them. */
function vendasDoPeriodo(f: ConciliacaoFiltros): SQL {
  const condicoes: SQL[] = [];
  if (f.inicio) condicoes.push(sql`v.created_at >= ((${f.inicio}::date)::timestamp at time zone ${FUSO})`);
  if (f.fim) condicoes.push(sql`v.created_at < ((${f.fim}::date + 1)::timestamp at time zone ${FUSO})`);
  const where = condicoes.length ? sql`where ${sql.join(condicoes, sql` and `)}` : sql``;
  return sql`select v.id from vendas v ${where}`;
}

/**
 * Every invariant of decision 0038 in one statement, set-based: each CTE aggregates one kind of row per
 * sale (or per service, issuance and forming field) of the period's sales with `group by`, and each branch
 * of the final union keeps the sales where the comparison, made in `numeric`, fails. Answers one row per
 * sale and invariant, ordered by sale.
 */
function consulta(f: ConciliacaoFiltros): SQL {
  return sql`
with alvo as materialized (${vendasDoPeriodo(f)}),
-- each service with what its payments' shares add up to, all and concluded (the sale's totals, decision 0066)
servico as (
  select id, venda, status, cotacao, valor_total, programado, pago as concluido
  from (${servicosComSaldoSql(sql`${servicos.venda} in (select id from alvo)`)}) s
),
-- the sale's open balance as its Pagamentos tab shows it
totais as (${totaisDasVendasSql(sql`${servicos.venda} in (select id from alvo)`)}),
por_venda as (
  select venda,
    coalesce(sum(valor_total) filter (where status <> 'cancelado'), 0)::numeric as servicos,
    coalesce(sum(programado) filter (where status <> 'cancelado'), 0)::numeric as programado,
    coalesce(sum(concluido) filter (where status <> 'cancelado'), 0)::numeric as concluido,
    coalesce(sum(greatest(concluido - valor_total, 0)) filter (where status <> 'cancelado'), 0)::numeric
      as excedente
  from servico group by venda
),
-- what Contas a Receber still expects of the sale: its payments not concluded
a_receber as (
  select p.venda, sum(p.valor)::numeric as valor
  from pagamentos p join alvo on alvo.id = p.venda
  where p.status <> 'concluido'
  group by p.venda
),
-- the quotes in fatura and the services, matched: what is left unmatched, by its value
faturadas as (
  select c.venda, sum(c.valor_final)::numeric as valor
  from cotacoes c join alvo on alvo.id = c.venda
  where c.status = 'fatura' and not exists (select 1 from servicos s where s.cotacao = c.id)
  group by c.venda
),
orfaos as (
  select s.venda, sum(s.valor_total)::numeric as valor
  from servico s join cotacoes c on c.id = s.cotacao
  where c.status <> 'fatura'
  group by s.venda
),
-- concluded issuances (finalizada, or with a RAC opened after it), per forming field: what the agency
-- pays by its lines (RAV and zero values take no order) against the orders
emitidas as (
  select e.id, e.venda, e.servico, e.tipo, e.subcotacao
  from emissoes e join alvo on alvo.id = e.venda
  where e.status in ('finalizada', 'rac')
),
linhas_agencia as (
  select ep.emissao, ep.campo_formador as campo, sum(ep.valor)::numeric as valor
  from emissoes_pagamentos ep join emitidas e on e.id = ep.emissao
  where ep.responsavel = 'skyler' and ep.campo_formador <> 'rav' and ep.valor <> 0
  group by ep.emissao, ep.campo_formador
),
-- the lines are in the field's currency: the orders' amounts in it (decision 0064)
ordens as (
  select emissao, campo, round(sum(valor), 2)::numeric as valor from (
    select o.emissao, o.campo_formador as campo, o.valor_moeda as valor
    from ordens_pagamento o join emitidas e on e.id = o.emissao
    union all
    -- miles from the agency's own accounts are paid from its stock, at the own cost, with no order (0068)
    select e.id, 'milheiro', round(mv.valor * mv.valor_compra / 1000, 2)
    from emitidas e join milhas_validadas mv on mv.subcotacao = e.subcotacao
    where e.tipo = 'emissao_voo_milha' and mv.tipo = 'milha' and mv.conta_propria
  ) pagos
  group by emissao, campo
),
ordens_divergentes as (
  select e.venda,
    sum(coalesce(l.valor, 0))::numeric as esperado,
    sum(coalesce(o.valor, 0))::numeric as encontrado
  from linhas_agencia l
  full join ordens o on o.emissao = l.emissao and o.campo = l.campo
  join emitidas e on e.id = coalesce(l.emissao, o.emissao)
  where coalesce(l.valor, 0) <> coalesce(o.valor, 0)
  group by e.venda
),
-- decision 0064: the factor of each issuance's currency — the quote's kept rate, the year factor and the
-- multiplier (precos/moedas.ts); 1 for reais. A flight's fields are in its ticket's currency, the others in
-- the quote's
fator_da_emissao as (
  select e.id as emissao, e.tipo, e.subcotacao,
    case when m.id is null or upper(m.sigla) = 'BRL' then 1::numeric
      else coalesce((c.cambios ->> m.id::text)::numeric, m.cambio)
        * case when extract(year from c.data_hora_cotacao at time zone ${FUSO}) <= 2023 then 1.0538 when extract(year from c.data_hora_cotacao at time zone ${FUSO}) = 2024 then 1.0438
            when extract(year from c.data_hora_cotacao at time zone ${FUSO}) = 2025 then 1.0338 when extract(year from c.data_hora_cotacao at time zone ${FUSO}) = 2026 then 1.0238
            when extract(year from c.data_hora_cotacao at time zone ${FUSO}) = 2027 then 1.0138 else 1 end
        * case when upper(m.sigla) in ('USD', 'EUR') then 1.05 else 1.071 end
    end as fator
  from emissoes e
  join alvo on alvo.id = e.venda
  join cotacoes c on c.id = e.cotacao
  left join subcotacoes s on s.id = e.subcotacao
  left join moedas m on m.id = case
    when e.tipo like 'emissao_voo%' or e.tipo = 'emissao_aereo' then s.moeda else c.moeda end
),
-- every order is owed in reais: its value is its foreign amount × the factor of its field's currency,
-- rounded to the cent; 1 for RAV, a miles ticket's cost and what was bought for a validated miles or wallet
-- ticket
ordem_fator as (
  select o.venda, o.valor, o.valor_moeda, o.cambio,
    case when o.campo_formador = 'rav'
        or (fe.tipo = 'emissao_voo_milha' and o.campo_formador = 'milheiro')
        or (fe.tipo = 'emissao_voo_wallet' and o.campo_formador = 'custo_bilhete'
          and exists (select 1 from milhas_validadas mv where mv.subcotacao = fe.subcotacao))
      then 1::numeric
      else coalesce(fe.fator, 1)
    end as fator
  from ordens_pagamento o
  join alvo on alvo.id = o.venda
  left join fator_da_emissao fe on fe.emissao = o.emissao
),
-- services of paying flights, hotels, cars and others whose issuances are all concluded: the quote's
-- cost against what was really bought (the orders, plus the lines the client paid), RAV left out
servico_emitido as (
  select s.id, s.venda, s.cotacao
  from servico s
  where s.status <> 'cancelado'
    and exists (select 1 from emissoes e where e.servico = s.id)
    and not exists (
      select 1 from emissoes e where e.servico = s.id
        and (e.status not in ('finalizada', 'rac')
          or e.tipo in ('emissao_voo_milha', 'emissao_voo_wallet'))
    )
),
custo_real as (
  select se.id,
    coalesce((select sum(o.valor) from ordens_pagamento o
        where o.servico = se.id and o.tipo = 'fornecedor'), 0)::numeric
    -- a line the client paid is in the field's currency: in reais at its issuance's factor (decision 0064)
    + coalesce((select sum(round(ep.valor * coalesce(fe.fator, 1), 2)) from emissoes_pagamentos ep
        left join fator_da_emissao fe on fe.emissao = ep.emissao
        where ep.servico = se.id and ep.responsavel = 'cliente' and ep.campo_formador <> 'rav'), 0)::numeric
      as valor
  from servico_emitido se
),
margens as (
  select se.venda, sum(c.custo_agencia)::numeric as esperado, sum(cr.valor)::numeric as encontrado
  from servico_emitido se
  join cotacoes c on c.id = se.cotacao
  join custo_real cr on cr.id = se.id
  group by se.venda
  having sum(c.custo_agencia) <> sum(cr.valor)
),
-- each payment, concluded or not, against the sum of its shares (decision 0066)
pagamento_partes as (
  select p.venda, p.valor, coalesce(sum(ps.valor), 0)::numeric as partes
  from pagamentos p
  join alvo on alvo.id = p.venda
  left join pagamentos_servicos ps on ps.pagamento = p.id
  group by p.id
),
-- every RAC's refunds booked (decision 0065): the refund to the client as its payment order, what the
-- supplier refunds as its receivable; a RAC whose booking is missing or differs, summed per sale
reembolsos as (
  select r.venda,
    sum(r.estorno_cliente_valor + r.estorno_fornecedor_valor)::numeric as esperado,
    sum(coalesce(o.valor, 0) + coalesce(rf.valor, 0))::numeric as encontrado
  from racs r
  join alvo on alvo.id = r.venda
  left join ordens_pagamento o on o.rac = r.id and o.tipo = 'reembolso_cliente'
  left join recebiveis_fornecedor rf on rf.rac = r.id
  where r.estorno_cliente_valor <> coalesce(o.valor, 0) or r.estorno_fornecedor_valor <> coalesce(rf.valor, 0)
  group by r.venda
),
ordens_fora_de_reais as (
  select venda,
    sum(case when valor <> round(valor_moeda * cambio, 2) then round(valor_moeda * cambio, 2)
      else round(valor_moeda * fator, 2) end)::numeric as esperado,
    sum(valor)::numeric as encontrado
  from ordem_fator
  where valor <> round(valor_moeda * cambio, 2) or valor <> round(valor_moeda * fator, 2)
  group by venda
)
select * from (
  select venda, 'servicos_programados' as invariante, servicos as esperado, programado as encontrado
    from por_venda where servicos <> programado
  union all
  select venda, 'concluido_acima_programado', servicos, servicos + excedente
    from por_venda where excedente > 0
  union all
  select venda, 'cotacao_faturada_sem_servico', 0::numeric, valor from faturadas
  union all
  select venda, 'servico_sem_cotacao_faturada', 0::numeric, valor from orfaos
  union all
  select venda, 'ordens_emissao', esperado, encontrado from ordens_divergentes
  union all
  select tv.venda, 'saldo_aberto', tv.em_aberto, coalesce(ar.valor, 0)::numeric
    from totais tv left join a_receber ar on ar.venda = tv.venda
    where tv.em_aberto <> coalesce(ar.valor, 0)
  union all
  select venda, 'margem', esperado, encontrado from margens
  union all
  select venda, 'pagamento_partes', sum(partes), sum(valor)
    from pagamento_partes where valor <> partes group by venda
  union all
  select venda, 'reembolso', esperado, encontrado from reembolsos
  union all
  select venda, 'ordem_em_reais', esperado, encontrado from ordens_fora_de_reais
) d
order by venda, invariante`;
}

type Linha = { venda: number; invariante: string; esperado: string; encontrado: string };

/**
 * The own-revenue invariant (decision 0091), per service of the period's sales: `calcularReceitaPropria` over
 * the service's cost, RAV, incentive, orders and RACs must split exactly what its concluded payments' shares
 * add up to, less the RACs' refunds to the client. The domain computes it, so it is checked here rather than
 * in the statement; a sale diverges when any of its services does (the sums of its services are reported).
 */
async function divergenciasDaReceitaPropria(db: DbOrTx, f: ConciliacaoFiltros): Promise<Divergencia[]> {
  const onde = sql`${servicos.venda} in (${vendasDoPeriodo(f)})`;
  const [receitas, pagos] = await Promise.all([
    findReceitaDosServicos(db, sql`s.venda in (${vendasDoPeriodo(f)})`),
    db.execute(
      sql`select s.id, (s.pago - coalesce((select sum(r.estorno_cliente_valor) from racs r where r.servico = s.id), 0))::text as pago
          from (${servicosComSaldoSql(onde)}) s`,
    ) as unknown as Promise<{ rows: { id: number; pago: string }[] }>,
  ]);
  const pagoPorServico = new Map(pagos.rows.map((r) => [Number(r.id), r.pago]));
  const porVenda = new Map<number, { esperado: Dec; encontrado: Dec; diverge: boolean }>();
  for (const linha of receitas) {
    const r = calcularReceitaPropria(entradaDaReceita(linha));
    const esperado = dec(pagoPorServico.get(linha.id) ?? '0');
    const encontrado = r.intermediado.plus(r.propria);
    const atual = porVenda.get(linha.venda) ?? { esperado: dec(0), encontrado: dec(0), diverge: false };
    porVenda.set(linha.venda, {
      esperado: atual.esperado.plus(esperado),
      encontrado: atual.encontrado.plus(encontrado),
      diverge: atual.diverge || !esperado.eq(encontrado),
    });
  }
  return [...porVenda]
    .filter(([, v]) => v.diverge)
    .map(([venda, v]) => ({
      venda,
      invariante: 'receita_propria' as const,
      esperado: moneyString(v.esperado),
      encontrado: moneyString(v.encontrado),
      diferenca: moneyString(v.encontrado.minus(v.esperado)),
    }));
}

/** The divergences of the period's sales (decision 0038). */
export async function findDivergencias(db: DbOrTx, f: ConciliacaoFiltros): Promise<Divergencia[]> {
  const [resultado, receitas] = await Promise.all([
    db.execute(
      sql`select venda::int as venda, invariante,
          round(esperado, 2)::text as esperado, round(encontrado, 2)::text as encontrado,
          round(encontrado - esperado, 2)::text as diferenca
        from (${consulta(f)}) r`,
    ) as unknown as Promise<{ rows: (Linha & { diferenca: string })[] }>,
    divergenciasDaReceitaPropria(db, f),
  ]);
  const divergencias: Divergencia[] = resultado.rows.map((row) => ({
    venda: Number(row.venda),
    invariante: row.invariante as InvarianteConciliacao,
    esperado: row.esperado,
    encontrado: row.encontrado,
    diferenca: row.diferenca,
  }));
  return [...divergencias, ...receitas].sort(
    (a, b) => a.venda - b.venda || a.invariante.localeCompare(b.invariante),
  );
}

/** The whole answer of GET /api/conciliacao/ and of the CLI. */
export async function conciliar(db: DbOrTx, f: ConciliacaoFiltros): Promise<Conciliacao> {
  const divergencias = await findDivergencias(db, f);
  return { periodo: { inicio: f.inicio, fim: f.fim }, divergencias, verificado_em: new Date().toISOString() };
}

/** How many sales of the period break at least one invariant (the dashboard's figure). */
export async function contarVendasComDivergencia(db: DbOrTx, f: ConciliacaoFiltros): Promise<number> {
  const [resultado, receitas] = await Promise.all([
    db.execute(sql`select distinct venda::int as venda from (${consulta(f)}) r`) as unknown as Promise<{
      rows: { venda: number }[];
    }>,
    divergenciasDaReceitaPropria(db, f),
  ]);
  return new Set([...resultado.rows.map((r) => Number(r.venda)), ...receitas.map((d) => d.venda)]).size;
}
