import { z } from 'zod';
import { ZIdRef } from './cadastro.ts';
import { ZDinheiroPositivo } from './dinheiro-schema.ts';
import { ZPageQuery } from './pagination.ts';
import { D, type Dec, type DecimalInput, dec, HUNDRED, toCents } from './precos/dinheiro.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

/**
 * The agency's own loyalty accounts as a stock of miles (decision 0068): each has a balance that only
 * movements change — purchases, transfers between accounts (with a bonus), issuances (taken when a ticket is
 * validated with the account, returned when its issuance is cancelled before it was concluded), expiries and
 * manual adjustments. A balance is never negative.
 */

/** Movements per page of an account's history, newest first. */
export const MOVIMENTOS_PAGE_SIZE = 15;
export const OBSERVACAO_MAX = 255;
/** A transfer's bonus (%) is at most this. */
export const BONUS_MAX = 300;

export const TIPOS_MOVIMENTO = [
  'compra',
  'transferencia_saida',
  'transferencia_entrada',
  'emissao',
  'estorno_emissao',
  'expiracao',
  'ajuste',
] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];

export const TIPO_MOVIMENTO_LABEL: Record<TipoMovimento, string> = {
  compra: 'Compra',
  transferencia_saida: 'Transferência enviada',
  transferencia_entrada: 'Transferência recebida',
  emissao: 'Emissão',
  estorno_emissao: 'Estorno de emissão',
  expiracao: 'Expiração',
  ajuste: 'Ajuste manual',
};

export const MILHAS_PROPRIAS_MESSAGES = {
  contaNaoEncontrada: 'Conta própria não encontrada.',
  destinoInvalido: 'Escolha outra conta própria ativa como destino da transferência.',
  saldoInsuficiente: (saldo: number) => `Saldo insuficiente: a conta tem ${formatMilhas(saldo)} milhas.`,
  milhasInvalidas: 'Informe a quantidade de milhas (número inteiro maior que zero).',
  ajusteZero: 'Informe as milhas do ajuste (positivas para creditar, negativas para debitar).',
  observacaoObrigatoria: 'Descreva o motivo do ajuste (3 a 255 caracteres).',
  fornecedorObrigatorio: 'Informe o vendedor das milhas.',
  fornecedorInvalido: 'Vendedor não encontrado.',
  valorObrigatorio: 'Informe o valor pago pela compra (maior que zero).',
  bonusInvalido: `O bônus deve estar entre 0% e ${BONUS_MAX}%.`,
  // the approval dialog's account picker and its server check
  saldoContaInsuficiente: (saldo: number) =>
    `A conta própria tem ${formatMilhas(saldo)} milhas: não cobre as milhas indicadas.`,
} as const;

/** "1.234.567" as the screens show miles. */
export function formatMilhas(milhas: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(milhas);
}

/**
 * What `milhas` miles cost at `custoMilheiro` reais per thousand, to the cent (half-up, decision 0035): the
 * cost of an own-account ticket line and the value of an account's stock.
 */
export function custoDasMilhas(milhas: number, custoMilheiro: DecimalInput): Dec {
  return toCents(dec(milhas).times(dec(custoMilheiro)).div(1000));
}

/** The stock's value: the balance at the programme's own cost per thousand; null without an own cost. */
export function valorDoEstoque(saldo: number, custoMilheiro: DecimalInput | null): string | null {
  return custoMilheiro === null ? null : custoDasMilhas(saldo, custoMilheiro).toFixed(2);
}

/** The miles a transfer credits: what left the origin plus the bonus (%), rounded half-up to a whole mile. */
export function milhasComBonus(milhas: number, bonusPorcentagem: DecimalInput): number {
  return dec(milhas)
    .times(HUNDRED.plus(dec(bonusPorcentagem)))
    .div(HUNDRED)
    .toDecimalPlaces(0, D.ROUND_HALF_UP)
    .toNumber();
}

/** Whether a balance can give `milhas` miles (a balance is never negative). */
export function saldoCobre(saldo: number, milhas: number): boolean {
  return milhas <= saldo;
}

/** Who records movements on the agency's own accounts: the milhas department and administrators. */
export function podeMovimentarMilhasProprias(user: {
  pertencente: readonly string[];
  is_superuser?: boolean;
  cliente?: boolean;
}): boolean {
  return !user.cliente && (user.is_superuser === true || user.pertencente.includes('milhas'));
}

/** Who reads the accounts and their movements: those who record them and the `milhas-proprias` route. */
export function podeVerMilhasProprias(user: {
  pertencente: readonly string[];
  is_superuser?: boolean;
  cliente?: boolean;
  authorized_restricted_routes: readonly string[];
}): boolean {
  return (
    podeMovimentarMilhasProprias(user) ||
    (!user.cliente && user.authorized_restricted_routes.includes('milhas-proprias'))
  );
}

// ——— requests ———

const ZMilhas = z
  .number({ error: MILHAS_PROPRIAS_MESSAGES.milhasInvalidas })
  .int(MILHAS_PROPRIAS_MESSAGES.milhasInvalidas)
  .positive(MILHAS_PROPRIAS_MESSAGES.milhasInvalidas)
  .max(100_000_000, MILHAS_PROPRIAS_MESSAGES.milhasInvalidas);

const ZObservacao = z
  .string()
  .trim()
  .max(OBSERVACAO_MAX)
  .nullish()
  .transform((v) => v || null);

/**
 * POST /api/milhas-proprias/contas/{id}/movimentos/: one movement recorded by hand. A purchase credits the
 * account and is owed to the seller; a transfer takes the miles from this account and credits the destination
 * with the bonus; an expiry takes them; an adjustment credits (positive) or debits (negative) with its reason.
 * `versao` is the account's as read (409 when it changed).
 */
export const ZMovimentoRequest = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('compra'),
    milhas: ZMilhas,
    // a text that is no amount was already refused by ZDinheiro; its check still runs here, and must not throw
    valor: ZDinheiroPositivo.refine((v) => {
      try {
        return !dec(v).isZero();
      } catch {
        return true;
      }
    }, MILHAS_PROPRIAS_MESSAGES.valorObrigatorio),
    fornecedor: ZIdRef,
    observacao: ZObservacao,
    versao: ZVersao,
  }),
  z.object({
    tipo: z.literal('transferencia'),
    milhas: ZMilhas,
    conta_destino: ZIdRef,
    bonus_porcentagem: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim().replace(',', '.') || '0')
      .refine(
        (v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && dec(v).lte(BONUS_MAX),
        MILHAS_PROPRIAS_MESSAGES.bonusInvalido,
      )
      .default('0'),
    observacao: ZObservacao,
    versao: ZVersao,
  }),
  z.object({ tipo: z.literal('expiracao'), milhas: ZMilhas, observacao: ZObservacao, versao: ZVersao }),
  z.object({
    tipo: z.literal('ajuste'),
    milhas: z
      .number({ error: MILHAS_PROPRIAS_MESSAGES.ajusteZero })
      .int(MILHAS_PROPRIAS_MESSAGES.ajusteZero)
      .refine((v) => v !== 0 && Math.abs(v) <= 100_000_000, MILHAS_PROPRIAS_MESSAGES.ajusteZero),
    observacao: z
      .string({ error: MILHAS_PROPRIAS_MESSAGES.observacaoObrigatoria })
      .trim()
      .min(3, MILHAS_PROPRIAS_MESSAGES.observacaoObrigatoria)
      .max(OBSERVACAO_MAX, MILHAS_PROPRIAS_MESSAGES.observacaoObrigatoria),
    versao: ZVersao,
  }),
]);
export type MovimentoRequest = z.infer<typeof ZMovimentoRequest>;
export type MovimentoRequestInput = z.input<typeof ZMovimentoRequest>;

export const ZMovimentosQuery = ZPageQuery;

// ——— what the API answers ———

const ZRefNome = z.object({ id: z.number().int(), nome: z.string() });

/** One own account with its balance, version and the stock's value at the own cost per thousand. */
export const ZContaPropria = z.object({
  id: z.number().int(),
  titular: z.string(),
  numero_id_conta: z.string(),
  programa: ZRefNome,
  ativo: z.boolean(),
  saldo: z.number().int(),
  versao: ZVersaoAtual,
  /** the programme's own cost per thousand (current own-cost table), null without one */
  custo_milheiro: z.string().nullable(),
  /** saldo × custo_milheiro / 1000, null without an own cost */
  valor_estoque: z.string().nullable(),
});
export type ContaPropria = z.infer<typeof ZContaPropria>;

/** GET /api/milhas-proprias/contas/ */
export const ZContasProprias = z.object({
  contas: z.array(ZContaPropria),
  /** the sum of the stocks' values that have an own cost */
  valor_total_estoque: z.string(),
});
export type ContasProprias = z.infer<typeof ZContasProprias>;

export const ZMovimento = z.object({
  id: z.number().int(),
  conta: z.number().int(),
  tipo: z.enum(TIPOS_MOVIMENTO),
  /** signed: positive credits, negative debits */
  milhas: z.number().int(),
  saldo_apos: z.number().int(),
  /** a purchase's price, or the own cost of the miles an issuance took (reais) */
  valor: z.string().nullable(),
  custo_milheiro: z.string().nullable(),
  fornecedor: ZRefNome.nullable(),
  ordem_pagamento: z.number().int().nullable(),
  conta_relacionada: z.object({ id: z.number().int(), titular: z.string(), programa: z.string() }).nullable(),
  bonus_porcentagem: z.string().nullable(),
  milha_validada: z.number().int().nullable(),
  emissao: z.number().int().nullable(),
  venda: z.number().int().nullable(),
  observacao: z.string().nullable(),
  usuario: z.string().nullable(),
  created_at: z.string(),
});
export type Movimento = z.infer<typeof ZMovimento>;

/** GET /api/milhas-proprias/contas/{id}/movimentos/ */
export const ZMovimentosPage = z.object({ movimentos: z.array(ZMovimento), pages: z.number().int() });
export type MovimentosPage = z.infer<typeof ZMovimentosPage>;

/** POST …/movimentos/: the account after the movement and the movements written (two for a transfer). */
export const ZMovimentoResponse = z.object({ conta: ZContaPropria, movimentos: z.array(ZMovimento) });
export type MovimentoResponse = z.infer<typeof ZMovimentoResponse>;

/** What each audit-log `tipo` of the own accounts means, shown in the Logs screens. */
export const MILHAS_PROPRIAS_LOG_TIPOS: Record<string, string> = {
  milhas_proprias_movimento: 'Movimento de milhas próprias',
};
