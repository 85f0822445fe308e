import { margemLucro } from './cotacao.ts';
import { D, type Dec, type DecimalInput, dec, HUNDRED, moneyString, toCents, ZERO } from './dinheiro.ts';

/**
 * What the agency really pays (decision 0037): a miles or wallet ticket costs what was bought for it, and a
 * quote's cost and profit follow its payment orders once they exist.
 */

/** A validated purchase line of a ticket as its payable reads it (part 2 §3 "validated purchase"). */
export type CompraValidada = {
  tipo: 'milha' | 'wallet';
  /** miles taken from the account */
  valor: number;
  /** miles: price paid per thousand */
  valor_compra: DecimalInput | null;
  /** wallet: discount (%) obtained on the ticket */
  desagio_compra: DecimalInput | null;
};

/**
 * What each validated line of one ticket cost the agency, in reais, to the cent: miles × price per thousand /
 * 1000; wallet: the line's share of the ticket's price in reais (shared equally among the ticket's lines, the
 * odd cents to the first ones) less the line's discount.
 */
export function custosDasCompras(compras: readonly CompraValidada[], precoBilheteReais: DecimalInput): Dec[] {
  const wallets = compras.filter((c) => c.tipo === 'wallet').length;
  const centavos = toCents(precoBilheteReais).times(HUNDRED);
  const base = wallets === 0 ? ZERO : centavos.div(wallets).floor();
  let sobra = wallets === 0 ? 0 : centavos.minus(base.times(wallets)).toNumber();
  return compras.map((compra) => {
    if (compra.tipo === 'milha') return toCents(dec(compra.valor).times(dec(compra.valor_compra)).div(1000));
    const parte = base.plus(sobra > 0 ? 1 : 0).div(HUNDRED);
    if (sobra > 0) sobra -= 1;
    return toCents(parte.times(HUNDRED.minus(dec(compra.desagio_compra))).div(HUNDRED));
  });
}

/** A quote's stored totals (reais) that a change in what the agency pays moves. */
export type TotaisCotacao = {
  custo_total: DecimalInput;
  custo_agencia: DecimalInput;
  valor_final: DecimalInput;
};

/**
 * The quote after what the agency pays for one forming field changed by `custo` (reais) and the part's sale
 * value by `venda` (the sum of the parts moves with a paid ticket's or a hotel's cost, never with a miles or
 * wallet purchase): the sum of the parts and the agency's cost move; what the client was charged
 * (`valor_final`) stays, so the adjustment absorbs the difference; the profit is recomputed with the
 * incentive given.
 */
export function cotacaoComCustoReal(
  totais: TotaisCotacao,
  variacao: { venda: DecimalInput; custo: DecimalInput },
  incentivo: DecimalInput,
): {
  custo_total: string;
  custo_agencia: string;
  valor_ajuste: string;
  valor_incentivo: string;
  lucro_porcentagem: string;
} {
  const custoTotal = dec(totais.custo_total).plus(dec(variacao.venda));
  const custoAgencia = dec(totais.custo_agencia).plus(dec(variacao.custo));
  const valorFinal = dec(totais.valor_final);
  const lucro = margemLucro({ venda: valorFinal, custo: custoAgencia, incentivo });
  return {
    custo_total: moneyString(custoTotal),
    custo_agencia: moneyString(custoAgencia),
    valor_ajuste: moneyString(valorFinal.minus(custoTotal)),
    valor_incentivo: moneyString(incentivo),
    lucro_porcentagem: lucro.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2),
  };
}
