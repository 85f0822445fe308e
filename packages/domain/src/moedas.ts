import { z } from 'zod';
import { hojeNaAgencia } from './formatters-basicos.ts';
import { isValidIsoDate } from './validacao.ts';
import { ZVersao } from './versao.ts';

/** Exchange rates of the currencies (decision 0041): who edits them, the form's checks and the staleness rule. */

export const MOEDA_MESSAGES = {
  naoEncontrada: 'Moeda não encontrada.',
  realFixo: 'O câmbio do Real (BRL) é sempre 1 e não pode ser alterado.',
  cambioObrigatorio: 'Informe o câmbio.',
  cambioInvalido:
    'Câmbio inválido: use um número com até 8 dígitos inteiros e 6 casas decimais, como 5,4321.',
  cambioPositivo: 'O câmbio deve ser maior que zero.',
  dataObrigatoria: 'Informe a data do câmbio.',
  dataInvalida: 'Data do câmbio inválida.',
  dataFutura: 'A data do câmbio não pode ser no futuro.',
  dataAntesDoPrimeiro: (primeira: string) =>
    `A data do câmbio não pode ser anterior ao primeiro câmbio desta moeda (${primeira.split('-').reverse().join('/')}).`,
  desatualizado: 'Câmbio desatualizado',
} as const;

export { podeAlterarCambio } from './permissions.ts';

export const ORIGEM_CAMBIO_LABELS = { manual: 'Manual', ptax: 'PTAX (Banco Central)' } as const;

/** A rate for the screen: '5.460000' → '5,46' (at least 2 decimals, trailing zeros dropped, no float). */
export function formatCambio(cambio: string | null | undefined): string {
  if (!cambio || !/^\d+(\.\d+)?$/.test(cambio)) return '-';
  const [inteiro = '0', fracao = ''] = cambio.split('.');
  const decimais = fracao.replace(/0+$/, '').padEnd(2, '0');
  const grupos = inteiro.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grupos},${decimais}`;
}

const CAMBIO = /^\d{1,8}(\.\d{1,6})?$/;

/**
 * A rate (value of 1 unit in reais) as a decimal string of `numeric(14,6)`: a comma is read as the point,
 * at most 6 decimals (refused, never rounded), greater than zero.
 */
export const ZCambio = z
  .string({ error: MOEDA_MESSAGES.cambioObrigatorio })
  .trim()
  .transform((valor) => valor.replace(',', '.'))
  .refine((valor) => valor !== '', MOEDA_MESSAGES.cambioObrigatorio)
  .refine((valor) => valor === '' || CAMBIO.test(valor), MOEDA_MESSAGES.cambioInvalido)
  .refine((valor) => !CAMBIO.test(valor) || /[1-9]/.test(valor), MOEDA_MESSAGES.cambioPositivo);

/** PUT /api/moedas/{id}/: the new rate and the day it was taken (not after today in the agency). */
export const ZCambioInput = z.object({
  cambio: ZCambio,
  cambio_data: z
    .string({ error: MOEDA_MESSAGES.dataObrigatoria })
    .trim()
    .refine((data) => data !== '', MOEDA_MESSAGES.dataObrigatoria)
    .refine((data) => data === '' || isValidIsoDate(data), MOEDA_MESSAGES.dataInvalida)
    .refine((data) => !isValidIsoDate(data) || data <= hojeNaAgencia(), MOEDA_MESSAGES.dataFutura),
  /** the currency's version read; an older one gets 409 (decision 0034) */
  versao: ZVersao,
});
export type CambioInput = z.input<typeof ZCambioInput>;

/** Weekdays (Monday to Friday) after `de` up to and including `ate`, both 'YYYY-MM-DD'. */
export function diasUteisEntre(de: string, ate: string): number {
  const inicio = Date.UTC(Number(de.slice(0, 4)), Number(de.slice(5, 7)) - 1, Number(de.slice(8, 10)));
  const fim = Date.UTC(Number(ate.slice(0, 4)), Number(ate.slice(5, 7)) - 1, Number(ate.slice(8, 10)));
  let dias = 0;
  for (let dia = inicio + 86_400_000; dia <= fim; dia += 86_400_000) {
    const semana = new Date(dia).getUTCDay();
    if (semana !== 0 && semana !== 6) dias += 1;
  }
  return dias;
}

/** Business days (weekdays) a rate may age before the currencies screen warns. */
export const DIAS_UTEIS_CAMBIO = 3;

/**
 * Whether a rate taken on `cambioData` is stale on `hoje` (the agency's day): more than 3 weekdays have passed
 * since (a Friday rate is current up to the next Wednesday). A rate without a date is stale; BRL never is.
 */
export function cambioDesatualizado(moeda: {
  sigla: string;
  cambio_data: string | null;
  hoje?: string;
}): boolean {
  if (moeda.sigla.toUpperCase() === 'BRL') return false;
  if (!moeda.cambio_data || !isValidIsoDate(moeda.cambio_data)) return true;
  return diasUteisEntre(moeda.cambio_data, moeda.hoje ?? hojeNaAgencia()) > DIAS_UTEIS_CAMBIO;
}

/** What the audit-log `tipo` of an exchange rate change means (for the Logs screens). */
export const MOEDAS_LOG_TIPOS: Record<string, string> = {
  moeda_cambio: 'Câmbio alterado',
};
