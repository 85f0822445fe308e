import { z } from 'zod';
import { onlyDigits, PAIS_BRASIL } from './masks.ts';
import { findPaisTelefone } from './paises-telefone.ts';
import {
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidTelefone,
  normalizeCnpj,
  VALIDACAO_MESSAGES,
} from './validacao.ts';

/** Fields shared by the records of contacts and companies (part 2 §3, §5). */

export const maximo = (max: number) => `Máximo de ${max} caracteres.`;

export const PAIS_TELEFONE_INVALIDO = 'País do telefone inválido.';

/** Trimmed text that must be there: `mensagem` when it is missing or empty; at most `max` characters when given. */
export function textoObrigatorio(mensagem: string, max?: number) {
  const texto = z.string({ error: mensagem }).trim().min(1, mensagem);
  return max === undefined ? texto : texto.max(max, maximo(max));
}

/** Trimmed text, `''` when empty. */
export const textoOpcional = (max: number) =>
  z
    .string()
    .nullish()
    .transform((valor) => (valor ?? '').trim())
    .pipe(z.string().max(max, maximo(max)));

export const ZIdRef = z.number().int().positive().max(2_147_483_647);

/** A list of ids, without repetitions. */
export const ZIdLista = z
  .array(ZIdRef)
  .max(1000)
  .transform((ids) => [...new Set(ids)]);

/** Digits only; when typed it must be a valid CPF. */
export const ZCpfOpcional = z
  .string()
  .nullish()
  .transform((valor) => onlyDigits(valor) || null)
  .refine((cpf) => cpf === null || isValidCpf(cpf), VALIDACAO_MESSAGES.cpfInvalido);

/** Letters and digits, upper-cased; when typed it must be a valid CNPJ. */
export const ZCnpjOpcional = z
  .string()
  .nullish()
  .transform((valor) => normalizeCnpj(valor) || null)
  .refine((cnpj) => cnpj === null || isValidCnpj(cnpj), VALIDACAO_MESSAGES.cnpjInvalido);

export const ZEmailOpcional = z
  .string()
  .nullish()
  .transform((valor) => valor?.trim() || null)
  .pipe(z.string().max(254, maximo(254)).nullable())
  .superRefine((email, ctx) => {
    if (email && !isValidEmail(email)) {
      ctx.addIssue({ code: 'custom', message: VALIDACAO_MESSAGES.emailInvalido(email) });
    }
  });

export type Telefone = { pais: string; codigo: string; numero: string };

/**
 * A phone as the fields send it (part 1 §5: country iso, calling code and number). The number must be
 * valid for its country; an empty number means no phone (null).
 */
export const ZTelefone = z
  .object({
    pais: z
      .string()
      .nullish()
      .transform((valor) => (valor ?? '').trim().toUpperCase() || PAIS_BRASIL)
      .pipe(z.string().regex(/^[A-Z]{2}$/, PAIS_TELEFONE_INVALIDO)),
    codigo: z
      .string()
      .nullish()
      .transform((valor) => onlyDigits(valor)),
    numero: z
      .string()
      .nullish()
      .transform((valor) => onlyDigits(valor)),
  })
  .superRefine((telefone, ctx) => {
    if (telefone.numero && !isValidTelefone(telefone.numero, telefone.pais)) {
      ctx.addIssue({ code: 'custom', path: ['numero'], message: VALIDACAO_MESSAGES.telefoneInvalido });
    }
  })
  .transform((telefone): Telefone | null =>
    telefone.numero
      ? {
          pais: telefone.pais,
          codigo: findPaisTelefone(telefone.pais)?.codigo ?? telefone.codigo,
          numero: telefone.numero,
        }
      : null,
  );

export const ZTelefoneResponse = z.object({ pais: z.string(), codigo: z.string(), numero: z.string() });

export const ZUsuarioRef = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() });
export type UsuarioRef = z.infer<typeof ZUsuarioRef>;
