import { z } from 'zod';
import { podeVerPainelCompleto } from '../dashboard.ts';
import { ZReceitaPropria } from '../receita-propria.ts';
import { type TaxaDaTabela, taxaPelaTabela } from '../taxas-meio-pagamento.ts';
import { valorBaseComissao, valorComissao } from './comissao.ts';
import { type Dec, type DecimalInput, dec, moneyString, sum, toCents, ZERO } from './dinheiro.ts';

/**
 * What the agency really earns on a sale (decision 0067):
 *
 * - receita: what the client is charged for the services not cancelled (their `valor_total`);
 * - custo: their real cost (the quote's `custo_agencia`, which follows the payment orders, decision 0037);
 * - taxas_meio_pagamento: the fees of the sale's concluded payments (what the gateway or acquirer kept);
 * - comissoes: the commissions of the sale's issuances, base × each participant's rate (decisions 0028, 0053),
 *   a cancelled issuance earning none;
 * - estornos: what was refunded to the client; diferenca_cambial: the exchange loss (positive) or gain;
 * - margem_bruta = receita − custo; margem_liquida = margem_bruta − taxas − comissoes − estornos − diferenca_cambial.
 *
 * Each input amount is already rounded to the cent (stored); the figures are sums and differences of them,
 * so nothing is rounded twice.
 */

export type ServicoDoResultado = {
  id: number;
  cancelado: boolean;
  receita: DecimalInput | null;
  custo: DecimalInput | null;
};

export type EmissaoDoResultado = {
  servico: number;
  cancelada: boolean;
  valor_base: DecimalInput;
  /** the rates in percent of the participants (consultant, quoter, issuer); null where there is none */
  percentuais: readonly (DecimalInput | null)[];
};

export type ResultadoEntrada = {
  servicos: readonly ServicoDoResultado[];
  /** the fee of each concluded payment of the sale */
  taxas: readonly (DecimalInput | null)[];
  emissoes: readonly EmissaoDoResultado[];
  estornos?: DecimalInput | null;
  diferenca_cambial?: DecimalInput | null;
};

export type ResultadoServico = {
  id: number;
  receita: Dec;
  custo: Dec;
  margem_bruta: Dec;
  comissoes: Dec;
  /** the service's commissions exceed its gross margin: the sale loses money on it before any fee */
  comissao_acima_da_margem: boolean;
};

export type Resultado = {
  receita: Dec;
  custo: Dec;
  taxas_meio_pagamento: Dec;
  comissoes: Dec;
  estornos: Dec;
  diferenca_cambial: Dec;
  margem_bruta: Dec;
  margem_liquida: Dec;
  servicos: ResultadoServico[];
};

/** An issuance's commission: the sum of each participant's base × rate (each to the cent), 0 when cancelled. */
export function comissaoDaEmissao(emissao: Omit<EmissaoDoResultado, 'servico'>): Dec {
  if (emissao.cancelada) return toCents(ZERO);
  return sum(
    emissao.percentuais.map((pct) => (pct === null ? null : valorComissao(emissao.valor_base, pct))),
  );
}

/** margem_bruta − taxas − comissoes − estornos − diferenca_cambial: the one formula of the net margin. */
export function margemLiquida(partes: {
  margem_bruta: DecimalInput;
  taxas_meio_pagamento: DecimalInput | null;
  comissoes: DecimalInput | null;
  estornos: DecimalInput | null;
  diferenca_cambial: DecimalInput | null;
}): Dec {
  return dec(partes.margem_bruta)
    .minus(dec(partes.taxas_meio_pagamento))
    .minus(dec(partes.comissoes))
    .minus(dec(partes.estornos))
    .minus(dec(partes.diferenca_cambial));
}

/** The margin per service and over the sale: the one computation of `GET /api/vendas/{id}/resultado/`. */
export function calcularResultado(entrada: ResultadoEntrada): Resultado {
  const comissaoPorServico = new Map<number, Dec>();
  for (const emissao of entrada.emissoes) {
    const atual = comissaoPorServico.get(emissao.servico) ?? ZERO;
    comissaoPorServico.set(emissao.servico, atual.plus(comissaoDaEmissao(emissao)));
  }
  const servicos: ResultadoServico[] = entrada.servicos
    .filter((servico) => !servico.cancelado)
    .map((servico) => {
      const receita = dec(servico.receita);
      const custo = dec(servico.custo);
      const margem = receita.minus(custo);
      const comissoes = comissaoPorServico.get(servico.id) ?? ZERO;
      return {
        id: servico.id,
        receita,
        custo,
        margem_bruta: margem,
        comissoes,
        comissao_acima_da_margem: comissoes.gt(margem),
      };
    });
  const receita = sum(servicos.map((s) => s.receita));
  const custo = sum(servicos.map((s) => s.custo));
  const taxas = sum(entrada.taxas);
  const comissoes = sum([...comissaoPorServico.values()]);
  const estornos = dec(entrada.estornos);
  const diferencaCambial = dec(entrada.diferenca_cambial);
  const margemBruta = receita.minus(custo);
  return {
    receita,
    custo,
    taxas_meio_pagamento: taxas,
    comissoes,
    estornos,
    diferenca_cambial: diferencaCambial,
    margem_bruta: margemBruta,
    margem_liquida: margemLiquida({
      margem_bruta: margemBruta,
      taxas_meio_pagamento: taxas,
      comissoes,
      estornos,
      diferenca_cambial: diferencaCambial,
    }),
    servicos,
  };
}

/**
 * A quote's estimated result: it is charged `valor` by `meio_pagamento` in `num_parcelas`, the fee comes
 * from the fee table, and the commission from the base (valor × 0.8914) × the participants' current rates.
 */
export function estimarResultadoCotacao(cotacao: {
  valor: DecimalInput | null;
  custo: DecimalInput | null;
  meio_pagamento: string;
  num_parcelas: number;
  tabela: readonly TaxaDaTabela[];
  percentuais: readonly (DecimalInput | null)[];
}): Resultado {
  const valor = toCents(dec(cotacao.valor));
  const taxa =
    taxaPelaTabela(cotacao.tabela, {
      valor,
      meio_pagamento: cotacao.meio_pagamento,
      num_parcelas: cotacao.num_parcelas,
    }) ?? ZERO;
  return calcularResultado({
    servicos: [{ id: 0, cancelado: false, receita: valor, custo: cotacao.custo }],
    taxas: [taxa],
    emissoes: [
      {
        servico: 0,
        cancelada: false,
        valor_base: valorBaseComissao(valor),
        percentuais: cotacao.percentuais,
      },
    ],
  });
}

/**
 * Who sees a sale's result (costs and margins, decision 0067): whoever sees the agency's margin on the
 * dashboard (administrators, financeiro, comissao) and the sale's consultant, as the dashboard shows a
 * consultant the margin of their own sales.
 */
export function podeVerResultadoDaVenda(
  user: { id: number; is_superuser?: boolean | undefined; pertencente: readonly string[] },
  consultor: number | null | undefined,
): boolean {
  return (
    podeVerPainelCompleto(user) || (consultor !== null && consultor !== undefined && consultor === user.id)
  );
}

export const CHAVES_RESULTADO = [
  'receita',
  'custo',
  'taxas_meio_pagamento',
  'comissoes',
  'estornos',
  'diferenca_cambial',
  'margem_bruta',
  'margem_liquida',
] as const;

export const RESULTADO_LABELS: Record<(typeof CHAVES_RESULTADO)[number], string> = {
  receita: 'Receita',
  custo: 'Custo',
  taxas_meio_pagamento: 'Taxas dos meios de pagamento',
  comissoes: 'Comissões',
  estornos: 'Estornos',
  diferenca_cambial: 'Diferença cambial',
  margem_bruta: 'Margem bruta',
  margem_liquida: 'Margem líquida',
};

export const RESULTADO_MESSAGES = {
  titulo: 'Resultado',
  comissaoAcimaDaMargem: 'Comissões acima da margem',
  servicoComissaoAcima: (servico: string) => `Serviço ${servico}: as comissões passam da margem bruta.`,
  margemLiquidaEstimada: 'Margem líquida estimada',
  semPermissao: 'Você não tem permissão para ver o resultado desta venda.',
} as const;

/** GET /api/vendas/{id}/resultado/ (money strings). */
export const ZResultadoVenda = z.object({
  receita: z.string(),
  custo: z.string(),
  taxas_meio_pagamento: z.string(),
  comissoes: z.string(),
  estornos: z.string(),
  diferenca_cambial: z.string(),
  margem_bruta: z.string(),
  margem_liquida: z.string(),
  servicos: z.array(
    z.object({
      id: z.number().int(),
      receita: z.string(),
      custo: z.string(),
      margem_bruta: z.string(),
      comissoes: z.string(),
      comissao_acima_da_margem: z.boolean(),
      /** intermediated and own revenue of the service (decision 0091) */
      receita_propria: ZReceitaPropria.optional(),
    }),
  ),
  /** the sale's intermediated amount and own revenue by kind, every service included (decision 0091) */
  receita_propria: ZReceitaPropria.optional(),
});
export type ResultadoVenda = z.infer<typeof ZResultadoVenda>;

/**
 * GET /api/cotacoes/estimativa-resultado/?orcamento=: what the quote dialog estimates a quote's net margin
 * with (`estimarResultadoCotacao`): the fee table in force and the rates of the commission's participants —
 * the sale's consultant, the quoter and, the issuer not yet known, the highest rate of the active issuers.
 */
export const ZEstimativaResultado = z.object({
  taxas: z.array(
    z.object({
      meio_pagamento: z.string(),
      num_parcelas: z.number().int(),
      percentual: z.string(),
      fixo: z.string(),
    }),
  ),
  percentuais: z.array(z.string().nullable()),
});
export type EstimativaResultado = z.infer<typeof ZEstimativaResultado>;
export const ZEstimativaResultadoQuery = z.object({ orcamento: z.coerce.number().int().positive() });

/** The result as the API sends it. */
export function resultadoEmTexto(resultado: Resultado): ResultadoVenda {
  return {
    receita: moneyString(resultado.receita),
    custo: moneyString(resultado.custo),
    taxas_meio_pagamento: moneyString(resultado.taxas_meio_pagamento),
    comissoes: moneyString(resultado.comissoes),
    estornos: moneyString(resultado.estornos),
    diferenca_cambial: moneyString(resultado.diferenca_cambial),
    margem_bruta: moneyString(resultado.margem_bruta),
    margem_liquida: moneyString(resultado.margem_liquida),
    servicos: resultado.servicos.map((s) => ({
      id: s.id,
      receita: moneyString(s.receita),
      custo: moneyString(s.custo),
      margem_bruta: moneyString(s.margem_bruta),
      comissoes: moneyString(s.comissoes),
      comissao_acima_da_margem: s.comissao_acima_da_margem,
    })),
  };
}
