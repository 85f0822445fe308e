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
 * A total split in proportion to the weights given, 2 decimals each; the last share takes the remainder so
 * the shares sum to the total exactly. Weights that sum to zero (or none positive) split it equally.
 */
export function repartirProporcional(total: DecimalInput, pesos: readonly DecimalInput[]): Dec[] {
  if (pesos.length === 0) return [];
  const alvo = toCents(total);
  const positivos = pesos.map((peso) => D.max(dec(peso), 0));
  const soma = positivos.reduce((acc, peso) => acc.plus(peso), new D(0));
  const partes: Dec[] = [];
  let usado = new D(0);
  positivos.forEach((peso, i) => {
    if (i === positivos.length - 1) {
      partes.push(alvo.minus(usado));
      return;
    }
    const parte = soma.isZero() ? toCents(alvo.div(positivos.length)) : toCents(alvo.times(peso).div(soma));
    partes.push(parte);
    usado = usado.plus(parte);
  });
  return partes;
}

/** A participant's commission: the base × their rate in percent, 2 decimals. */
export function valorComissao(valorBase: DecimalInput, porcentagem: DecimalInput): Dec {
  return toCents(dec(valorBase).times(dec(porcentagem)).div(100));
}
