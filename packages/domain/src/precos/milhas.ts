import { D, type Dec, type DecimalInput, dec, sum, ZERO } from './dinheiro.ts';

/** Upper bounds of the six volume tiers of a miles table (the last is open). */
export const FAIXAS_MILHAS = [5_000, 20_000, 50_000, 100_000, 200_000, Number.POSITIVE_INFINITY] as const;
export const MILHEIRO_PADRAO = new D(25);
export const AJUSTE_MILHEIRO = { min: -2.5, max: 2.5, passo: 0.5 } as const;

export const MILHAS_MESSAGES = {
  quantidadeZero: 'Qtd. de milhas deve ser maior que zero',
  milheiroAbaixoPiso: 'Milheiro menor que o piso permitido',
  milheiroEfetivoAbaixoPiso: (bilhete: number) =>
    `Milheiro efetivo menor que o piso para o programa selecionado no bilhete número ${bilhete}!`,
  precoAbaixoPiso: 'O preço não pode ser menor que o piso!',
  valoresNegativos: 'Valores não podem ser negativos',
} as const;

/** Index (0–5) of the tier a quantity of miles falls in. */
export function faixaMilhas(quantidade: number): number {
  return FAIXAS_MILHAS.findIndex((limite) => quantidade <= limite);
}

/** Price per thousand miles from the table row's six prices; 25 when there is no price. */
export function milheiroDaTabela(quantidade: number, precos?: readonly (DecimalInput | null)[] | null): Dec {
  const preco = precos?.[faixaMilhas(quantidade)];
  return preco === null || preco === undefined || preco === '' ? MILHEIRO_PADRAO : dec(preco);
}

/**
 * Price per thousand the agency pays for a ticket's miles: the cost row's price of the quantity's tier (the
 * same tier as the sale price); the row's own-account cost when that tier has no price; else the sale price.
 */
export function milheiroDeCusto(
  quantidade: number,
  linhaCusto:
    | { precos: readonly (DecimalInput | null)[]; custo_proprio?: DecimalInput | null }
    | null
    | undefined,
  milheiroVenda: DecimalInput,
): Dec {
  const preco = linhaCusto?.precos[faixaMilhas(quantidade)];
  if (preco !== null && preco !== undefined && preco !== '') return dec(preco);
  const proprio = linhaCusto?.custo_proprio;
  if (proprio !== null && proprio !== undefined && proprio !== '') return dec(proprio);
  return dec(milheiroVenda);
}

export function ajusteValido(ajuste: number): boolean {
  return (
    ajuste >= AJUSTE_MILHEIRO.min &&
    ajuste <= AJUSTE_MILHEIRO.max &&
    Number.isInteger(ajuste / AJUSTE_MILHEIRO.passo)
  );
}

/** Effective price per thousand: the table's price moved by the slider adjustment. */
export function milheiroEfetivo(milheiro: DecimalInput, ajuste: DecimalInput = 0): Dec {
  return dec(milheiro).plus(dec(ajuste));
}

/** Sale value of a miles ticket's miles: quantity / 1000 × price per thousand. */
export function valorMilhas(quantidade: DecimalInput, milheiro: DecimalInput): Dec {
  return dec(quantidade).div(1000).times(dec(milheiro));
}

/** What the miles cost the agency: quantity × purchase value / 1000 plus fixed costs. */
export function custoMilhas(options: {
  quantidade: DecimalInput;
  valorCompra: DecimalInput;
  custosFixos?: readonly DecimalInput[];
}): Dec {
  return dec(options.quantidade)
    .times(dec(options.valorCompra))
    .div(1000)
    .plus(sum(options.custosFixos ?? []));
}

/** Average purchase discount (%) of validated purchases, weighted by their amounts. */
export function desagioMedio(compras: readonly { valor: DecimalInput; desagio: DecimalInput }[]): Dec {
  const peso = sum(compras.map((c) => c.valor));
  if (peso.isZero()) return ZERO;
  return sum(compras.map((c) => dec(c.valor).times(dec(c.desagio)))).div(peso);
}

/** Wallet cost: the total cost reduced by the average discount (%). */
export function custoWallet(custoTotal: DecimalInput, desagioPercentual: DecimalInput): Dec {
  return dec(custoTotal).times(new D(1).minus(dec(desagioPercentual).div(100)));
}

export type ErroTabelaMilhas = (typeof MILHAS_MESSAGES)['precoAbaixoPiso' | 'valoresNegativos'];

/**
 * Checks an edited table row (part 2 §5): no price or floor zero or negative, and the prices not all
 * below the floor. Returns the first message, or null.
 */
export function validarLinhaTabela(linha: {
  precos: readonly DecimalInput[];
  piso: DecimalInput;
}): ErroTabelaMilhas | null {
  const piso = dec(linha.piso);
  const precos = linha.precos.map((p) => dec(p));
  if (piso.lte(0) || precos.some((p) => p.lte(0))) return MILHAS_MESSAGES.valoresNegativos;
  if (precos.length > 0 && precos.every((p) => p.lt(piso))) return MILHAS_MESSAGES.precoAbaixoPiso;
  return null;
}

/** A fixed price per thousand may not be below the programme's floor. */
export function abaixoDoPiso(milheiro: DecimalInput, piso: DecimalInput | null | undefined): boolean {
  return piso !== null && piso !== undefined && dec(milheiro).lt(dec(piso));
}
