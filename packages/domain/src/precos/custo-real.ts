import { margemLucro } from './cotacao.ts';
import { D, type Dec, type DecimalInput, dec, HUNDRED, moneyString, sum, toCents, ZERO } from './dinheiro.ts';

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
 * What each validated line of one ticket cost the agency, in reais, to the cent (decision 0069): the one
 * function the payable, the "Compras validadas" list and its export read.
 * - a miles line: miles × the price per thousand paid / 1000;
 * - a wallet line: its equal share of the ticket's price converted to reais (`custoBilhete` × `fator`, from
 *   `fatorMoeda` at the quote's rate and year; 1 for reais), less the line's discount (none when it has
 *   none). Nothing is rounded before the discount: the wallet lines' exact costs are summed and rounded once,
 *   and that total is split back by their exact costs to the cent (largest remainder, the first line on a
 *   tie), so a ticket's lines always add up to what the ticket cost.
 */
export function custosDasCompras(
  compras: readonly CompraValidada[],
  bilhete: { custoBilhete: DecimalInput; fator: DecimalInput },
): Dec[] {
  const wallets = compras.filter((c) => c.tipo === 'wallet').length;
  const preco = dec(bilhete.custoBilhete).times(dec(bilhete.fator));
  const exatos = compras.map((compra) =>
    compra.tipo === 'wallet'
      ? preco
          .times(HUNDRED.minus(dec(compra.desagio_compra)))
          .div(HUNDRED)
          .div(wallets)
      : ZERO,
  );
  const totalCentavos = toCents(sum(exatos)).times(HUNDRED);
  const centavos = exatos.map((exato) => exato.times(HUNDRED).floor());
  let sobra = totalCentavos.minus(sum(centavos)).toNumber();
  const ordem = exatos
    .map((exato, i) => ({ i, resto: exato.times(HUNDRED).minus(centavos[i] as Dec) }))
    .filter(({ i }) => compras[i]?.tipo === 'wallet')
    .sort((a, b) => b.resto.comparedTo(a.resto) || a.i - b.i);
  for (let k = 0; sobra > 0 && ordem.length > 0; k = (k + 1) % ordem.length, sobra--) {
    const i = (ordem[k] as { i: number }).i;
    centavos[i] = (centavos[i] as Dec).plus(1);
  }
  return compras.map((compra, i) =>
    compra.tipo === 'milha'
      ? toCents(dec(compra.valor).times(dec(compra.valor_compra)).div(1000))
      : (centavos[i] as Dec).div(HUNDRED),
  );
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
