import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { onlyDigits } from './masks.ts';
import { isValidCnpj, isValidCpf, isValidEmail } from './validacao.ts';

export const CHAVE_PIX_INVALIDA =
  'Chave Pix inválida: informe um CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.';

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A Pix key as the Central Bank defines its five kinds: CPF or CNPJ (digits, check digits valid), e-mail,
 * a Brazilian mobile with +55, or the random key (EVP, a UUID). Answers the key as it is registered
 * (digits only for CPF/CNPJ, lower-case e-mail and EVP, E.164 phone), or null when it is none of them.
 */
export function normalizarChavePix(valor: string): string | null {
  const chave = valor.trim();
  if (chave === '') return null;
  if (EVP.test(chave)) return chave.toLowerCase();
  if (chave.startsWith('+')) {
    const telefone = parsePhoneNumberFromString(chave);
    return telefone?.country === 'BR' && telefone.isValid() ? telefone.number : null;
  }
  if (chave.includes('@')) return isValidEmail(chave) && chave.length <= 77 ? chave.toLowerCase() : null;
  if (/^[\d.\-/\s]+$/.test(chave)) {
    const digitos = onlyDigits(chave);
    if (digitos.length === 11 && isValidCpf(digitos)) return digitos;
    if (digitos.length === 14 && isValidCnpj(digitos)) return digitos;
  }
  return null;
}

/** An optional Pix key field: empty is null, anything else must be a key (answered as registered). */
export const ZChavePix = z
  .string()
  .nullish()
  .transform((valor, ctx) => {
    if (!valor?.trim()) return null;
    const chave = normalizarChavePix(valor);
    if (chave === null) {
      ctx.addIssue({ code: 'custom', message: CHAVE_PIX_INVALIDA });
      return z.NEVER;
    }
    return chave;
  });

const EMAIL_NO_TEXTO = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const EVP_NO_TEXTO = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const CELULAR_NO_TEXTO = /\+55\s?\(?\d{2}\)?\s?9?\d{4}-?\d{4}/;

/**
 * A Pix key other than a CPF/CNPJ that a statement line's memo carries ("PIX ENVIADO financeiro@hotel.com.br",
 * the random key, a +55 mobile), as registered; null when it carries none.
 */
export function chavePixDoHistorico(texto: string): string | null {
  for (const padrao of [EVP_NO_TEXTO, EMAIL_NO_TEXTO]) {
    const chave = normalizarChavePix(texto.match(padrao)?.[0] ?? '');
    if (chave) return chave;
  }
  const celular = texto.match(CELULAR_NO_TEXTO)?.[0];
  return celular ? normalizarChavePix(celular.replace(/[\s()-]/g, '')) : null;
}
