import currencyCodes from 'currency-codes';
import getSymbolFromCurrency from 'currency-symbol-map';
import type { MoedaInsert } from '../../schema/referencia.ts';
import { CAMBIO_REFERENCIA, type SiglaMoeda } from './cambio-referencia.ts';

/** Order of the seeded currencies: their ids. USD is 1 and BRL is 2, the default of every money field. */
export const MOEDAS_SIGLAS = [
  'USD',
  'BRL',
  'EUR',
  'GBP',
  'ARS',
  'CLP',
  'UYU',
  'PYG',
  'COP',
  'PEN',
  'BOB',
  'MXN',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CHF',
  'CNY',
  'AED',
  'ZAR',
] as const satisfies readonly SiglaMoeda[];

export const MOEDA_PADRAO_ID = MOEDAS_SIGLAS.indexOf('BRL') + 1;

const nomes = new Intl.DisplayNames(['pt-BR'], { type: 'currency' });

function nomeMoeda(sigla: string): string {
  const nome = nomes.of(sigla) ?? currencyCodes.code(sigla)?.currency ?? sigla;
  return nome.charAt(0).toUpperCase() + nome.slice(1);
}

/** The symbol a Brazilian reads (US$, €) where it is not just the code, else the usual local one. */
function simboloMoeda(sigla: string): string {
  const local = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: sigla })
    .formatToParts(0)
    .find((parte) => parte.type === 'currency')?.value;
  if (local && local !== sigla) return local;
  return getSymbolFromCurrency(sigla) ?? sigla;
}

/** The seeded currencies with explicit ids, pt-BR names, symbols, ISO decimals and reference rates. */
export function buildMoedas(): (MoedaInsert & { id: number })[] {
  return MOEDAS_SIGLAS.map((sigla, index) => ({
    id: index + 1,
    sigla,
    nome: nomeMoeda(sigla),
    simbolo: simboloMoeda(sigla),
    cambio: CAMBIO_REFERENCIA.taxas[sigla],
    cambio_data: CAMBIO_REFERENCIA.data,
    casas_decimais: currencyCodes.code(sigla)?.digits ?? 2,
  }));
}
