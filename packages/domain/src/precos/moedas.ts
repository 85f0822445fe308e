import { D, type Dec, type DecimalInput, dec, ONE } from './dinheiro.ts';

const ANO_NA_AGENCIA = new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' });

/** The year of a quote in the agency's time zone, which picks the currency factor. */
export function anoDaCotacao(data: Date): number {
  return Number(ANO_NA_AGENCIA.format(data));
}

/**
 * Year factor of a foreign-currency cost: the IOF on international card purchases, 6.38 % in 2022 falling one
 * point a year to zero in 2028 (part 1 §9: 1.0538 up to 2023 … 1.0138 in 2027, 1 after).
 */
export function fatorAno(ano: number): Dec {
  if (ano <= 2023) return FATOR_ATE_2023;
  return FATOR_POR_ANO.get(ano) ?? ONE;
}
const FATOR_ATE_2023 = new D('1.0538');
const FATOR_POR_ANO = new Map<number, Dec>([
  [2024, new D('1.0438')],
  [2025, new D('1.0338')],
  [2026, new D('1.0238')],
  [2027, new D('1.0138')],
]);

const SPREAD = new D('1.05');
const SPREAD_OUTRAS = new D('1.02');
const MOEDAS_DIRETAS = new Set(['USD', 'EUR']);

/** Multiplier of a currency on top of its exchange rate: BRL 1; USD and EUR 1.05; others 1.05 × 1.02. */
export function multiplicadorMoeda(sigla: string): Dec {
  const code = sigla.toUpperCase();
  if (code === 'BRL') return ONE;
  return MOEDAS_DIRETAS.has(code) ? SPREAD : SPREAD.times(SPREAD_OUTRAS);
}

/** Factor from a currency to reais: 1 for BRL; câmbio × year factor × currency multiplier otherwise. */
export function fatorMoeda(options: { sigla: string; cambio: DecimalInput; ano: number }): Dec {
  if (options.sigla.toUpperCase() === 'BRL') return ONE;
  return dec(options.cambio).times(fatorAno(options.ano)).times(multiplicadorMoeda(options.sigla));
}

/** `valor_convertido` of a money value `{valor, moeda}`, unrounded. */
export function converterParaReais(options: {
  valor: DecimalInput;
  sigla: string;
  cambio: DecimalInput;
  ano: number;
}): Dec {
  return dec(options.valor).times(fatorMoeda(options));
}
