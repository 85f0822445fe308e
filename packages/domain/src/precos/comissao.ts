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
