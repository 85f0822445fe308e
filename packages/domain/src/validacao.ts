import { cnpj as cnpjValidator, cpf as cpfValidator } from 'cpf-cnpj-validator';
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';
import { DIGITS, onlyDigits, PAIS_BRASIL, parseDateBr, parseTime, toDateBr } from './masks.ts';

/** The spec's validation messages (part 2 §5), shared by the API and the screens. */
export const VALIDACAO_MESSAGES = {
  cpfInvalido: 'CPF não é valido',
  cnpjInvalido: 'CNPJ não é valido',
  emailInvalido: (email: string) => `E-mail deve ser válido (${email})`,
  telefoneInvalido: 'Telefone inválido para o país selecionado.',
  cepInvalido: 'CEP deve ter 8 dígitos.',
  dataInvalida: 'Data inválida. Use o formato DD/MM/AAAA.',
  horaInvalida: 'Hora inválida. Use o formato HH:MM (24 horas).',
  observacoesLongas: 'Observações devem ter menos de 500 caracteres',
  empresaIncompleta: 'É necessário pelo menos um nome, um meio de contato e o CNPJ para realizar cadastro.',
  indicacaoObrigatoria: 'Indicação é obrigatória!',
} as const;

export const OBSERVACOES_MAX = 500;

/** 11 digits, not all equal, both check digits right. */
export function isValidCpf(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  return digits.length === DIGITS.cpf && cpfValidator.isValid(digits);
}

/**
 * 14 characters, not all equal, both check digits right. Besides the numeric CNPJ, the alphanumeric form the
 * Receita Federal issues since July 2026 (12 letters or digits and 2 check digits) is accepted.
 */
export function isValidCnpj(value: unknown): boolean {
  const compact = normalizeCnpj(value);
  return compact.length === DIGITS.cnpj && cnpjValidator.isValid(compact);
}

/**
 * Keeps letters and digits of a CNPJ, upper-cased. Anything but text is no CNPJ: a refinement that runs
 * over a form with errors may hand it the raw input.
 */
export function normalizeCnpj(value: unknown): string {
  return typeof value === 'string' ? value.toUpperCase().replace(/[^0-9A-Z]/g, '') : '';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Looks like name@domain.x (part 2 §5). */
export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL.test((value ?? '').trim());
}

export function isValidCep(value: string | null | undefined): boolean {
  return onlyDigits(value).length === DIGITS.cep;
}

/** A phone number valid for its country (Brazil by default), by libphonenumber's metadata. */
export function isValidTelefone(numero: string | null | undefined, pais: string = PAIS_BRASIL): boolean {
  const digits = onlyDigits(numero);
  if (!digits) return false;
  try {
    return isValidPhoneNumber(digits, pais.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD` of a real calendar day (not `2025-02-30`). */
export function isValidIsoDate(value: string | null | undefined): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') && toDateBr(value) !== '';
}

export function isValidDateBr(value: string | null | undefined): boolean {
  return parseDateBr(value) !== null;
}

export function isValidTime(value: string | null | undefined): boolean {
  return parseTime(value) !== null;
}

/** Company creation: a name or razão social, a phone or e-mail, and the CNPJ (part 2 §5). */
export function canCreateEmpresa(empresa: {
  nome?: string | null;
  razao_social?: string | null;
  telefone?: string | null;
  email?: string | null;
  cnpj?: string | null;
}): boolean {
  const hasName = Boolean(empresa.nome?.trim() || empresa.razao_social?.trim());
  const hasContact = Boolean(onlyDigits(empresa.telefone) || empresa.email?.trim());
  return hasName && hasContact && Boolean(normalizeCnpj(empresa.cnpj));
}

/** The address pickers (state from the API's list, city from the state's municipalities; decision 0057). */
export const ENDERECO_MESSAGES = {
  escolhaEstado: 'Escolha o estado para escolher a cidade.',
  cidadeForaDaLista: (uf: string) => `Cidade não encontrada em ${uf}: escolha uma cidade da lista.`,
  buscandoCep: 'Buscando endereço...',
} as const;
