import { z } from 'zod';

/** What the API answers for an amount it cannot take as money. */
export const DINHEIRO_MESSAGES = {
  invalido: 'Valor inválido.',
  centavos: 'Valor com mais de duas casas decimais: informe o valor em reais e centavos.',
  negativo: 'O valor não pode ser negativo.',
} as const;

const NUMERO = /^-?\d{1,12}(\.\d+)?$/;
const CENTAVOS = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Whether a decimal text has at most two decimals (money is stored and charged in cents). */
export function temCentavosDemais(valor: string): boolean {
  return NUMERO.test(valor) && !CENTAVOS.test(valor);
}

/**
 * A money amount in reais as a decimal string ("1234.50"; a comma is read as the point; numbers through
 * their text; empty is "0"). More than two decimals is refused, never rounded: the API stores and charges
 * what it was sent.
 */
export const ZDinheiro = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((valor) => (valor === null || valor === undefined ? '' : String(valor).trim().replace(',', '.')))
  .transform((valor) => (valor === '' ? '0' : valor))
  .superRefine((valor, ctx) => {
    if (!NUMERO.test(valor)) ctx.addIssue({ code: 'custom', message: DINHEIRO_MESSAGES.invalido });
    else if (!CENTAVOS.test(valor)) ctx.addIssue({ code: 'custom', message: DINHEIRO_MESSAGES.centavos });
  });

/** A money amount that cannot be negative. */
export const ZDinheiroPositivo = ZDinheiro.refine(
  (valor) => !valor.startsWith('-'),
  DINHEIRO_MESSAGES.negativo,
);
