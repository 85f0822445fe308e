import {
  calcularResultado,
  podeVerResultadoDaVenda,
  RESULTADO_MESSAGES as R,
  type ResultadoEntrada,
  type ResultadoVenda,
  resultadoEmTexto,
} from '@skyler/domain/precos/resultado';
import {
  calcularReceitaPropria,
  receitaPropriaEmTexto,
  somarReceitasProprias,
} from '@skyler/domain/receita-propria';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { entradaDaReceita, findReceitaDosServicos } from '../financeiro/receita-propria.queries.ts';
import { estornosDaVendaSql as estornosDasRacsDaVendaSql } from '../racs/racs.queries.ts';

async function linhas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const resultado = (await db.execute(query)) as unknown as { rows: T[] };
  return resultado.rows;
}

/**
 * What the sale's refunds cost the agency (`venda` an SQL expression naming the sale's id), in reais: what its
 * RACs refund the client less what the suppliers refund back (decision 0065, `estornosDaVendaSql` of the RACs).
 */
export function estornosDaVendaSql(venda: SQL): SQL {
  return estornosDasRacsDaVendaSql(venda);
}

/**
 * The exchange difference of the sale `venda`, in reais, positive when the agency lost (paid the supplier more
 * reais than the quote priced): the sum of its payment orders' `diferenca_cambial` (decision 0064).
 */
export function diferencaCambialDaVendaSql(venda: SQL): SQL {
  return sql`(select coalesce(sum(o.diferenca_cambial), 0) from ordens_pagamento o where o.venda = ${venda})`;
}

/**
 * The commission of the issuance `e` (joined with its participants `uc`, `uq`, `ue` of `usuarios`) in SQL, as
 * `comissaoDaEmissao` computes it: each participant's base × rate (fixed at conclusion, else current) rounded
 * to the cent, none when cancelled. For the lists that cannot read row by row (the dashboard, the export).
 */
export const COMISSAO_DA_EMISSAO_SQL = sql`case when e.status = 'cancelada' then 0 else
  coalesce(round(e.valor_base * coalesce(e.pct_consultor, uc.comissao_consultor) / 100, 2), 0)
  + coalesce(round(e.valor_base * coalesce(e.pct_cotador, uq.comissao_cotador) / 100, 2), 0)
  + coalesce(round(e.valor_base * coalesce(e.pct_emissor, ue.comissao_emissor) / 100, 2), 0) end`;

export const PARTICIPANTES_DA_EMISSAO_SQL = sql`left join usuarios uc on uc.id = e.venda_consultor
  left join usuarios uq on uq.id = e.cotador
  left join usuarios ue on ue.id = e.emitido_por`;

/**
 * The net margin of the sale `venda` in SQL (the dashboard's, which sums many sales): the same terms as `calcularResultado`,
 * summed in the database — receita − custo of the services not cancelled, − the concluded payments' fees,
 * − the issuances' commissions, − refunds, − exchange difference.
 */
export function margemLiquidaDaVendaSql(venda: SQL): SQL {
  return sql`(coalesce((select sum(coalesce(s.valor_total, 0) - coalesce(c.custo_agencia, 0))
      from servicos s join cotacoes c on c.id = s.cotacao
      where s.venda = ${venda} and s.status <> 'cancelado'), 0)
    - coalesce((select sum(p.taxa_meio_pagamento) from pagamentos p
      where p.venda = ${venda} and p.status = 'concluido'), 0)
    - coalesce((select sum(${COMISSAO_DA_EMISSAO_SQL}) from emissoes e ${PARTICIPANTES_DA_EMISSAO_SQL}
      where e.venda = ${venda}), 0)
    - ${estornosDaVendaSql(venda)} - ${diferencaCambialDaVendaSql(venda)})`;
}

/** What `calcularResultado` reads of a sale besides its services (their value and cost come with the totals). */
export type EntradasDoResultado = {
  taxas: (string | null)[];
  emissoes: LinhaEmissao[];
  estornos: string;
  cambial: string;
};

/**
 * The inputs of `calcularResultado` for the sale `venda` (an SQL expression naming its id) as one JSON object,
 * for a list that computes each sale's result row by row with the domain's function (the sales export): the
 * fees of its concluded payments, its issuances with their participants' rates (fixed at conclusion, else the
 * current ones), refunds and exchange difference — what `resultadoDaVenda` reads.
 */
export function entradasDoResultadoSql(venda: SQL): SQL {
  return sql`json_build_object(
    'taxas', (select coalesce(json_agg(p.taxa_meio_pagamento::text), '[]') from pagamentos p
      where p.venda = ${venda} and p.status = 'concluido'),
    'emissoes', (select coalesce(json_agg(json_build_object('servico', e.servico, 'status', e.status,
        'valor_base', e.valor_base::text,
        'pct_consultor', coalesce(e.pct_consultor, uc.comissao_consultor)::text,
        'pct_cotador', coalesce(e.pct_cotador, uq.comissao_cotador)::text,
        'pct_emissor', coalesce(e.pct_emissor, ue.comissao_emissor)::text)), '[]')
      from emissoes e ${PARTICIPANTES_DA_EMISSAO_SQL} where e.venda = ${venda}),
    'estornos', (${estornosDaVendaSql(venda)})::text,
    'cambial', (${diferencaCambialDaVendaSql(venda)})::text)`;
}

/** `calcularResultado`'s input from a sale's services (value and real cost) and the rest of what it reads. */
export function entradaDoResultado(
  servicos: readonly LinhaServico[],
  entradas: EntradasDoResultado,
): ResultadoEntrada {
  return {
    servicos: servicos.map((s) => ({
      id: s.id,
      cancelado: s.status === 'cancelado',
      receita: s.valor_total,
      custo: s.custo,
    })),
    taxas: entradas.taxas,
    emissoes: entradas.emissoes.map((e) => ({
      servico: e.servico,
      cancelada: e.status === 'cancelada',
      valor_base: e.valor_base,
      percentuais: [e.pct_consultor, e.pct_cotador, e.pct_emissor],
    })),
    estornos: entradas.estornos,
    diferenca_cambial: entradas.cambial,
  };
}

export type LinhaServico = { id: number; status: string; valor_total: string | null; custo: string | null };
type LinhaEmissao = {
  servico: number;
  status: string;
  valor_base: string;
  pct_consultor: string | null;
  pct_cotador: string | null;
  pct_emissor: string | null;
};

/**
 * GET /api/vendas/{id}/resultado/: the sale's services (value and real cost), the fees of its concluded
 * payments, its issuances' commission (the rate fixed at conclusion, else the participant's current one, as
 * the commission report), refunds and exchange difference, computed by `calcularResultado`.
 */
export async function resultadoDaVenda(
  db: DbOrTx,
  id: number,
  user: { id: number; is_superuser?: boolean | undefined; pertencente: readonly string[] },
): Promise<ResultadoVenda> {
  const [venda] = await linhas<{ id: number; consultor: number | null; estornos: string; cambial: string }>(
    db,
    sql`select v.id, v.consultor, (${estornosDaVendaSql(sql`v.id`)})::text as estornos,
          (${diferencaCambialDaVendaSql(sql`v.id`)})::text as cambial
        from vendas v where v.id = ${id}`,
  );
  if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  if (!podeVerResultadoDaVenda(user, venda.consultor)) throw new AppError('forbidden', R.semPermissao);
  const [servicos, taxas, emissoes] = await Promise.all([
    linhas<LinhaServico>(
      db,
      sql`select s.id, s.status, s.valor_total::text as valor_total, c.custo_agencia::text as custo
          from servicos s join cotacoes c on c.id = s.cotacao
          where s.venda = ${id} order by s.id`,
    ),
    linhas<{ taxa: string }>(
      db,
      sql`select taxa_meio_pagamento::text as taxa from pagamentos
          where venda = ${id} and status = 'concluido'`,
    ),
    linhas<LinhaEmissao>(
      db,
      sql`select e.servico, e.status, e.valor_base::text as valor_base,
            coalesce(e.pct_consultor, uc.comissao_consultor)::text as pct_consultor,
            coalesce(e.pct_cotador, uq.comissao_cotador)::text as pct_cotador,
            coalesce(e.pct_emissor, ue.comissao_emissor)::text as pct_emissor
          from emissoes e
          left join usuarios uc on uc.id = e.venda_consultor
          left join usuarios uq on uq.id = e.cotador
          left join usuarios ue on ue.id = e.emitido_por
          where e.venda = ${id}`,
    ),
  ]);
  const resultado = resultadoEmTexto(
    calcularResultado(
      entradaDoResultado(servicos, {
        taxas: taxas.map((t) => t.taxa),
        emissoes,
        estornos: venda.estornos,
        cambial: venda.cambial,
      }),
    ),
  );
  // what is the agency's own of what the client paid, per service (decision 0091)
  const receitas = new Map(
    (await findReceitaDosServicos(db, sql`s.venda = ${id}`)).map((linha) => [
      linha.id,
      calcularReceitaPropria(entradaDaReceita(linha)),
    ]),
  );
  return {
    ...resultado,
    servicos: resultado.servicos.map((s) => {
      const receita = receitas.get(s.id);
      return receita ? { ...s, receita_propria: receitaPropriaEmTexto(receita) } : s;
    }),
    receita_propria: receitaPropriaEmTexto(somarReceitasProprias([...receitas.values()])),
  };
}
