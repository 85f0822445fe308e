import { D, type Dec, type DecimalInput, dec, ONE, toCents } from './dinheiro.ts';
import { fatorMoeda } from './moedas.ts';

/**
 * A payment order is owed in reais (decision 0064). A cost bought in another currency keeps, beside its value
 * in reais, the currency, the foreign amount and the factor it was converted with — the quote's rate × the
 * year's factor × the currency's multiplier (`fatorMoeda`) — so that `valor = valor_moeda × cambio` rounded
 * once, half-up, to the cent. These functions are the only place that conversion is made: the orders the
 * issuance's payment lines create, an order changed in reais or in the currency, the quote's real cost and the
 * reconciliation's expected value all read them.
 */

/** Decimals kept of a foreign amount derived from reais (an order typed in reais): enough to give them back. */
export const CASAS_VALOR_MOEDA = 8;
/** Decimals the screens show of an order's factor ("× 5,8695"). */
export const CASAS_CAMBIO_EXIBIDO = 4;

/** An order's value in reais: the foreign amount × the factor, rounded once to the cent. */
export function valorEmReais(valorMoeda: DecimalInput, cambio: DecimalInput): Dec {
  return toCents(dec(valorMoeda).times(dec(cambio)));
}

/**
 * The foreign amount of an order whose value was typed in reais: reais ÷ factor to 8 decimals, which
 * `valorEmReais` turns back into exactly the reais typed (for any factor below a million).
 */
export function valorNaMoeda(valor: DecimalInput, cambio: DecimalInput): Dec {
  const fator = dec(cambio);
  if (fator.isZero()) return dec(valor);
  return dec(valor).div(fator).toDecimalPlaces(CASAS_VALOR_MOEDA, D.ROUND_HALF_UP);
}

export type OrdemEmReais = { moeda: string; valor_moeda: string; cambio: string; valor: string };

/**
 * The order of a forming field whose value is in a currency: its sigla, the amount, the factor at the
 * quote's rate and year, and its value in reais. Reais stay as they are (factor 1).
 */
export function ordemEmReais(options: {
  valorMoeda: DecimalInput;
  sigla: string;
  /** the currency's rate the quote was priced with (`cotacoes.cambios`, decision 0041) */
  cambio: DecimalInput;
  ano: number;
}): OrdemEmReais {
  const sigla = options.sigla.toUpperCase();
  const fator = sigla === 'BRL' ? ONE : fatorMoeda({ sigla, cambio: options.cambio, ano: options.ano });
  const valorMoeda = dec(options.valorMoeda);
  return {
    moeda: sigla,
    valor_moeda: valorMoeda.toFixed(2),
    cambio: fator.toString(),
    valor: valorEmReais(valorMoeda, fator).toFixed(2),
  };
}

/**
 * What an order's value typed by finance becomes: typed in reais, the reais and the foreign amount derived
 * from them; typed in the currency, that amount and its reais at the order's factor.
 */
export function novoValorDaOrdem(
  ordem: { cambio: DecimalInput },
  digitado: { valor?: DecimalInput | null; valor_moeda?: DecimalInput | null },
): { valor: string; valor_moeda: string } {
  if (digitado.valor_moeda !== undefined && digitado.valor_moeda !== null) {
    const valorMoeda = dec(digitado.valor_moeda);
    return { valor: valorEmReais(valorMoeda, ordem.cambio).toFixed(2), valor_moeda: valorMoeda.toString() };
  }
  const valor = toCents(dec(digitado.valor));
  const fator = dec(ordem.cambio);
  return {
    valor: valor.toFixed(2),
    valor_moeda: fator.equals(ONE) ? valor.toFixed(2) : valorNaMoeda(valor, fator).toString(),
  };
}

/**
 * A forming field in the quote's currency after its order changed by `variacaoReais`: the change ÷ the factor
 * (÷ the nights for a daily cost), to the cent. The quote's cost moves by the reais themselves.
 */
export function campoComVariacaoEmReais(
  campo: DecimalInput,
  variacaoReais: DecimalInput,
  cambio: DecimalInput,
  noites: number = 1,
): Dec {
  const fator = dec(cambio).isZero() ? ONE : dec(cambio);
  return toCents(
    dec(campo).plus(
      dec(variacaoReais)
        .div(fator)
        .div(noites || 1),
    ),
  );
}

/** What an order was really paid: the rate of the invoice or remittance, the reais paid and the difference. */
export type PagamentoCambial = { cambio_pago: string; valor_pago: string; diferenca_cambial: string };

/**
 * The exchange difference of a paid order (decision 0064): the reais actually paid (given, or the foreign
 * amount × the rate paid, rounded once) less the reais booked. Positive is a loss (more reais left the
 * agency than the quote's cost counted), negative a gain. The rate paid is given, or reais paid ÷ the amount.
 */
export function pagamentoCambial(
  ordem: { valor: DecimalInput; valor_moeda: DecimalInput },
  pago: { cambio_pago?: DecimalInput | null; valor_pago?: DecimalInput | null },
): PagamentoCambial {
  const valorMoeda = dec(ordem.valor_moeda);
  const temValor = pago.valor_pago !== undefined && pago.valor_pago !== null && pago.valor_pago !== '';
  const valorPago = temValor
    ? toCents(dec(pago.valor_pago))
    : valorEmReais(valorMoeda, dec(pago.cambio_pago));
  const cambioPago =
    pago.cambio_pago !== undefined && pago.cambio_pago !== null && pago.cambio_pago !== ''
      ? dec(pago.cambio_pago)
      : valorMoeda.isZero()
        ? ONE
        : valorPago.div(valorMoeda).toDecimalPlaces(CASAS_VALOR_MOEDA, D.ROUND_HALF_UP);
  return {
    cambio_pago: cambioPago.toString(),
    valor_pago: valorPago.toFixed(2),
    diferenca_cambial: diferencaCambial(valorPago, ordem.valor).toFixed(2),
  };
}

/** Reais paid − reais booked: positive a loss, negative a gain. */
export function diferencaCambial(valorPago: DecimalInput, valor: DecimalInput): Dec {
  return toCents(dec(valorPago).minus(dec(valor)));
}

/** "US$ 1.000,00 × 5,8695": the foreign amount and the factor as the screens show them beside the reais. */
export function textoMoedaDaOrdem(ordem: {
  moeda: string;
  valor_moeda: string;
  cambio: string;
  simbolo?: string | null;
}): string | null {
  if (ordem.moeda.toUpperCase() === 'BRL') return null;
  const simbolo = ordem.simbolo || SIMBOLOS[ordem.moeda.toUpperCase()] || ordem.moeda.toUpperCase();
  const numero = (valor: Dec, casas: number) => {
    const [inteiro = '0', fracao = ''] = valor.toFixed(casas).split('.');
    const sinal = inteiro.startsWith('-') ? '-' : '';
    const grupos = inteiro.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    return `${sinal}${grupos},${fracao}`;
  };
  return `${simbolo} ${numero(toCents(dec(ordem.valor_moeda)), 2)} × ${numero(dec(ordem.cambio).toDecimalPlaces(CASAS_CAMBIO_EXIBIDO, D.ROUND_HALF_UP), CASAS_CAMBIO_EXIBIDO)}`;
}

const SIMBOLOS: Record<string, string> = { USD: 'US$', EUR: '€', GBP: '£' };
