import { type Dec, type DecimalInput, dec, moneyString, toCents, ZERO } from './dinheiro.ts';
import { faturaSugerida } from './fatura-sugerida.ts';

/** The grand total of a proposal: the cash (Pix) values of its quotes, each in cents, added. */
export function totalDaProposta(valoresAVista: readonly DecimalInput[]): string {
  return moneyString(valoresAVista.reduce<Dec>((soma, valor) => soma.plus(toCents(valor)), ZERO));
}

/** Consecutive instalments of the same value, as the proposal words them ("11x de R$ 100,00 e 1x de …"). */
export type GrupoDeParcelas = { quantidade: number; valor: string };

export type CondicaoDaProposta = {
  /** the cash (Pix) total */
  avista: string;
  /** the entry by Pix today */
  entrada: string;
  /** the card instalments after the entry, grouped by value, adding up to `cartao` to the cent */
  parcelas: GrupoDeParcelas[];
  /** what the card is charged after the entry */
  cartao: string;
  /** entry plus card: what the client pays on these terms */
  total: string;
};

/**
 * The proposal's payment condition on its grand total, priced as the invoicing will charge it (decision 0077):
 * `faturaSugerida` on the cash total, a third by Pix today and the rest in 12 card instalments, each
 * instalment in cents and the last taking what the division leaves. `null` when the total cannot be priced
 * that way (nothing to pay, or too little for an entry).
 */
export function condicaoDaProposta(totalAVista: DecimalInput, hoje: string): CondicaoDaProposta | null {
  const sugerida = faturaSugerida({ valorAVista: totalAVista, hoje });
  if (!sugerida) return null;
  const entrada = sugerida.cronograma.filter((parcela) => parcela.origem === 'entrada');
  const cartao = sugerida.cronograma.filter((parcela) => parcela.origem === 'parcela');
  if (entrada.length !== 1 || cartao.length === 0) return null;
  const parcelas: GrupoDeParcelas[] = [];
  for (const parcela of cartao) {
    const ultimo = parcelas.at(-1);
    if (ultimo && ultimo.valor === parcela.valor) ultimo.quantidade += 1;
    else parcelas.push({ quantidade: 1, valor: parcela.valor });
  }
  const valorEntrada = dec(entrada[0]?.valor ?? 0);
  const valorCartao = cartao.reduce((soma, parcela) => soma.plus(parcela.valor), ZERO);
  return {
    avista: moneyString(toCents(totalAVista)),
    entrada: moneyString(valorEntrada),
    parcelas,
    cartao: moneyString(valorCartao),
    total: moneyString(valorEntrada.plus(valorCartao)),
  };
}
