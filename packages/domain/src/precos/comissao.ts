import { D, type Dec, type DecimalInput, dec, toCents } from './dinheiro.ts';

/** Share of the payout base each participant of an issuance earns (part 2 §9). */
export const COMISSAO_PERCENTUAIS = {
  consultor: new D('0.03'),
  cotador: new D('0.025'),
  emissor: new D('0.015'),
} as const;

/** Part of what the client paid that commissions are computed on (part 1 §9 "base value factor 0.8914"). */
export const FATOR_BASE_COMISSAO = new D('0.8914');

export type Comissao = { valorBase: Dec; consultor: Dec; cotador: Dec; emissor: Dec };

/** Base value (2 decimals) and the three shares (2 decimals) from the amount received for an issuance. */
export function calcularComissao(valorRecebido: DecimalInput): Comissao {
  const valorBase = toCents(dec(valorRecebido).times(FATOR_BASE_COMISSAO));
  return {
    valorBase,
    consultor: toCents(valorBase.times(COMISSAO_PERCENTUAIS.consultor)),
    cotador: toCents(valorBase.times(COMISSAO_PERCENTUAIS.cotador)),
    emissor: toCents(valorBase.times(COMISSAO_PERCENTUAIS.emissor)),
  };
}

/** An issuance's base (decision 0028): what the client is charged for it × the payout factor, 2 decimals. */
export function valorBaseComissao(valorCobrado: DecimalInput): Dec {
  return toCents(dec(valorCobrado).times(FATOR_BASE_COMISSAO));
}

/**
 * What an issuance's commission base is computed from (decisions 0053 and 0069), all of it kept exact:
 * `baseCobrada`, its share of what the client is charged for the service × the payout factor, fixed when the
 * issuance is created (decision 0028); `variacaoLucro`, how much what its sale really earns moved since it was
 * priced, in reais (for each change finance made to the issuance's payment orders: incentive after − before,
 * less cost after − before), a sum of amounts in cents that no rounding ever touched.
 */
export type EstadoBaseEmissao = { baseCobrada: DecimalInput; variacaoLucro: DecimalInput };

/**
 * An issuance's commission base from its current state (decision 0069): the charged share plus the profit's
 * variation × the payout factor, rounded half-up once, never below zero. The same state gives the same base,
 * whatever the order of the edits that led to it.
 */
export function valorBaseDaEmissao(estado: EstadoBaseEmissao): Dec {
  return D.max(
    toCents(dec(estado.baseCobrada).plus(dec(estado.variacaoLucro).times(FATOR_BASE_COMISSAO))),
    0,
  );
}

/**
 * A total split in proportion to the weights given, in cents (decision 0035): each share is its exact part
 * rounded down to the cent, and the cents left go one each to the shares with the largest remainders (the
 * first on a tie). The shares sum to the total exactly and none is negative; a zero weight gets nothing.
 * Weights that sum to zero (or none positive) split it equally. A negative total is split the same way in
 * negative cents.
 */
export function repartirProporcional(total: DecimalInput, pesos: readonly DecimalInput[]): Dec[] {
  if (pesos.length === 0) return [];
  const alvo = toCents(total);
  const sinal = alvo.isNegative() ? -1 : 1;
  const centavos = alvo.abs().times(100);
  const positivos = pesos.map((peso) => D.max(dec(peso), 0));
  const soma = positivos.reduce((acc, peso) => acc.plus(peso), new D(0));
  const proporcoes = soma.isZero() ? positivos.map(() => new D(1)) : positivos;
  const base = soma.isZero() ? new D(positivos.length) : soma;
  const exatas = proporcoes.map((peso) => centavos.times(peso).div(base));
  const inteiras = exatas.map((exata) => exata.floor());
  let sobra = centavos.minus(inteiras.reduce((acc, c) => acc.plus(c), new D(0))).toNumber();
  const ordem = exatas
    .map((exata, i) => ({ i, resto: exata.minus(inteiras[i] as Dec) }))
    .filter(({ i }) => !(proporcoes[i] as Dec).isZero())
    .sort((a, b) => b.resto.comparedTo(a.resto) || b.i - a.i);
  for (let k = 0; sobra > 0 && ordem.length > 0; k = (k + 1) % ordem.length, sobra--) {
    const alvoIndice = (ordem[k] as { i: number }).i;
    inteiras[alvoIndice] = (inteiras[alvoIndice] as Dec).plus(1);
  }
  return inteiras.map((c) => c.div(100).times(sinal));
}

/** A participant's commission: the base × their rate in percent, 2 decimals. */
export function valorComissao(valorBase: DecimalInput, porcentagem: DecimalInput): Dec {
  return toCents(dec(valorBase).times(dec(porcentagem)).div(100));
}
