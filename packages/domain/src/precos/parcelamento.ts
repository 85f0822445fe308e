import { D, type Dec, type DecimalInput, dec, moneyString, ONE, toCents, ZERO } from './dinheiro.ts';

export const PARCELAS_MIN = 1;
export const PARCELAS_MAX = 12;
/** Receivables anticipation: the agency takes card instalments up front (part 1 §9). */
export const TAXA_ANTECIPACAO = new D('1.024');
/** Fixed fee of a card sale, in reais (part 1 §9 "extra fee 4.66"). */
export const TAXA_EXTRA_CARTAO = new D('4.66');
/** Tolerance of discount and split checks, in reais. */
export const TOLERANCIA_PAGAMENTO = new D('0.1');

const rate = (value: string) => new D(value);
/** Card-network rates: 1 instalment; 2 to 5; 6 to 12. */
const TAXAS_BANDEIRA = [rate('0.0259'), rate('0.0295'), rate('0.0355')] as const;
/** Payment-provider rates for the same ranges. */
const TAXAS_PROVEDOR = [rate('0.0265'), rate('0.0305'), rate('0.033')] as const;

function faixaParcelas(parcelas: number): 0 | 1 | 2 {
  if (parcelas <= 1) return 0;
  return parcelas <= 5 ? 1 : 2;
}

export function assertParcelas(parcelas: number): void {
  if (!Number.isInteger(parcelas) || parcelas < PARCELAS_MIN || parcelas > PARCELAS_MAX) {
    throw new RangeError(`Parcelas devem ser de ${PARCELAS_MIN} a ${PARCELAS_MAX}.`);
  }
}

/** The card rate of an instalment count: the higher of the network's and the provider's. */
export function taxaCartao(parcelas: number): Dec {
  assertParcelas(parcelas);
  const faixa = faixaParcelas(parcelas);
  return D.max(TAXAS_BANDEIRA[faixa], TAXAS_PROVEDOR[faixa]);
}

const FATORES = Array.from({ length: PARCELAS_MAX }, (_, i) =>
  ONE.plus(taxaCartao(i + 1)).times(TAXA_ANTECIPACAO),
);

/**
 * What the client pays by card in `parcelas` instalments for a cash (Pix) value `valorAVista`:
 * valor × (1 + card rate) × anticipation + fixed fee. Unrounded; nothing is charged on zero.
 */
export function totalCartao(valorAVista: DecimalInput, parcelas: number): Dec {
  assertParcelas(parcelas);
  const valor = dec(valorAVista);
  if (valor.lte(0)) return ZERO;
  return valor.times(FATORES[parcelas - 1] as Dec).plus(TAXA_EXTRA_CARTAO);
}

/**
 * The card total of `parcelas` instalments as it is shown and charged (decision 0035): computed from the cash
 * value rounded to cents, then rounded to cents itself (half-up).
 */
export function totalCartaoCentavos(valorAVista: DecimalInput, parcelas: number): Dec {
  return toCents(totalCartao(toCents(valorAVista), parcelas));
}

export type OpcaoCartao = { parcelas: number; total: Dec; valorParcela: Dec };

/**
 * The cash value and the 12 card options shown for a price, all in cents (decision 0035): the cash value is
 * rounded first, each total is rounded, and the instalment is the rounded total ÷ n, rounded.
 */
export function opcoesPagamento(valorAVista: DecimalInput): { avista: Dec; cartao: OpcaoCartao[] } {
  const avista = toCents(valorAVista);
  const cartao: OpcaoCartao[] = [];
  let total = ZERO;
  for (let parcelas = PARCELAS_MIN; parcelas <= PARCELAS_MAX; parcelas++) {
    // the rate only changes between ranges of instalments, so the total is computed once per range
    if (parcelas === 1 || faixaParcelas(parcelas) !== faixaParcelas(parcelas - 1))
      total = totalCartaoCentavos(avista, parcelas);
    cartao.push({ parcelas, total, valorParcela: toCents(total.div(parcelas)) });
  }
  return { avista, cartao };
}

export type OpcaoCartaoTexto = { parcelas: number; total: string; valor_parcela: string };

/** The 12 card options as the dialog, the stored quote's views and the proposal PDF show them. */
export function opcoesCartao(valorAVista: DecimalInput): OpcaoCartaoTexto[] {
  const valor = dec(valorAVista);
  return opcoesPagamento(valor.isNegative() ? ZERO : valor).cartao.map((o) => ({
    parcelas: o.parcelas,
    total: moneyString(o.total),
    valor_parcela: moneyString(o.valorParcela),
  }));
}
