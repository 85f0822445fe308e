import type { TipoCotacao } from '../cotacoes.ts';
import type { Cor } from '../enum.ts';
import { D, type Dec, type DecimalInput, dec, HUNDRED, percentOf, sum, ZERO } from './dinheiro.ts';
import { valorMilhas } from './milhas.ts';

/** Nights of a hotel quote: the fixed number, or the average of min and max when a range was quoted. */
export function diariasHotel(options: {
  diarias?: DecimalInput | null;
  diariasMin?: DecimalInput | null;
  diariasMax?: DecimalInput | null;
}): Dec {
  const { diariasMin, diariasMax } = options;
  if (diariasMin !== null && diariasMin !== undefined && diariasMax !== null && diariasMax !== undefined) {
    return dec(diariasMin).plus(dec(diariasMax)).div(2);
  }
  return dec(options.diarias);
}

/** Hotel and car rental: daily cost × nights, plus the extras (and insurance for cars) and the RAV. */
export function totalDiarias(options: {
  custoDiaria: DecimalInput;
  diarias: DecimalInput;
  extras?: readonly DecimalInput[];
  rav?: DecimalInput;
}): Dec {
  return dec(options.custoDiaria)
    .times(dec(options.diarias))
    .plus(sum(options.extras ?? []))
    .plus(dec(options.rav));
}

export type BilheteValores = {
  tipo_cotacao: TipoCotacao;
  /** paid or wallet tickets: the ticket price; miles tickets: derived from miles × price per thousand */
  custo_bilhete?: DecimalInput;
  quantidade_milhas?: DecimalInput;
  milheiro_efetivo?: DecimalInput;
  rav?: DecimalInput;
  custo_taxa_embarque?: DecimalInput;
  custo_taxa_bagagem?: DecimalInput;
  custo_taxas_extras?: DecimalInput;
  custo_assento_conforto?: DecimalInput;
};

/** The ticket price: given for paid and wallet tickets; miles / 1000 × effective price for miles tickets. */
export function custoBilhete(bilhete: BilheteValores): Dec {
  if (bilhete.tipo_cotacao === 'milha') {
    return valorMilhas(dec(bilhete.quantidade_milhas), dec(bilhete.milheiro_efetivo));
  }
  return dec(bilhete.custo_bilhete);
}

/** What the client pays for one ticket: price, boarding, baggage, extra and seat fees, and the RAV. */
export function totalBilhete(bilhete: BilheteValores): Dec {
  return sum([
    custoBilhete(bilhete),
    bilhete.custo_taxa_embarque,
    bilhete.custo_taxa_bagagem,
    bilhete.custo_taxas_extras,
    bilhete.custo_assento_conforto,
    bilhete.rav,
  ]);
}

/** A quote's total cost is the sum of its parts (tickets, or the hotel/car/other total). */
export function custoTotal(partes: readonly DecimalInput[]): Dec {
  return sum(partes);
}

export type Ajuste = { ativado: boolean; absoluto?: DecimalInput | null; porcentagem?: DecimalInput | null };

/** Adjustment of a quote: an absolute amount plus a percentage of the total cost (either may be negative). */
export function valorAjuste(custo: DecimalInput, ajuste: Ajuste | null | undefined): Dec {
  if (!ajuste?.ativado) return ZERO;
  return dec(ajuste.absoluto).plus(dec(custo).times(dec(ajuste.porcentagem)).div(HUNDRED));
}

/** Final (cash, Pix) value of a quote: total cost plus adjustment. */
export function valorFinal(custo: DecimalInput, ajuste?: Ajuste | null): Dec {
  return dec(custo).plus(valorAjuste(custo, ajuste));
}

/**
 * Nothing becomes free by accident: a quote or invoice whose final value is zero or less while the agency
 * still pays for it (its cost above zero) is refused. Zero stays a courtesy only when it costs nothing.
 */
export function valorFinalGratuito(valorFinal: DecimalInput, custo: DecimalInput): boolean {
  return dec(valorFinal).lte(ZERO) && dec(custo).gt(ZERO);
}

/** Incentive percentage of a base (2 decimals, 0 when the base is 0). */
export function porcentagemIncentivo(valorIncentivo: DecimalInput, base: DecimalInput): Dec {
  return percentOf(valorIncentivo, base);
}

/** Incentive value from a percentage of a base. */
export function valorIncentivo(porcentagem: DecimalInput, base: DecimalInput): Dec {
  return dec(base).times(dec(porcentagem)).div(HUNDRED);
}

/**
 * Profit as a percentage of the sale value, rounded half-up to 2 decimals as it is stored and shown (decision
 * 0035), so the colour of the dialog and of the tables is read from the same number; 0 when nothing is sold.
 */
export function margemLucro(options: {
  venda: DecimalInput;
  custo: DecimalInput;
  incentivo?: DecimalInput;
}): Dec {
  const venda = dec(options.venda);
  if (venda.isZero()) return ZERO;
  const lucro = venda.minus(dec(options.custo)).plus(dec(options.incentivo));
  return lucro.div(venda).times(HUNDRED).toDecimalPlaces(2, D.ROUND_HALF_UP);
}

const VINTE = new D(20);
const CINCO = new D(5);

/** ≥ 20 % green, 5 to under 20 % orange, under 5 % red (part 1 §9). */
export function corLucro(porcentagem: DecimalInput): Extract<Cor, 'verde' | 'laranja' | 'vermelho'> {
  const p = dec(porcentagem);
  if (p.gte(VINTE)) return 'verde';
  return p.gte(CINCO) ? 'laranja' : 'vermelho';
}
