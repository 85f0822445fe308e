import { z } from 'zod';
import { DINHEIRO_MESSAGES, temCentavosDemais } from './dinheiro-schema.ts';
import { MEIOS_PAGAMENTO, type MeioPagamento } from './pagamentos.ts';
import { type Dec, type DecimalInput, dec, HUNDRED, toCents, ZERO } from './precos/dinheiro.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

/**
 * The fee table of the payment methods (decision 0067): per method and instalment count, the share in
 * percent and the fixed amount the acquirer or gateway keeps from a payment. Administrators keep it; finance
 * reads it; it pre-fills "Taxa do meio de pagamento" when a payment is concluded by hand.
 */

export const TAXAS_MEIO_PAGAMENTO_MESSAGES = {
  titulo: 'Taxas dos meios de pagamento',
  percentualInvalido: 'Informe um percentual entre 0 e 100, com até 2 casas decimais.',
  fixoInvalido: 'Informe um valor fixo em reais, com até 2 casas decimais.',
  parcelasInvalidas: 'Informe um número de parcelas entre 1 e 12.',
  semParcelas: 'Este meio de pagamento não tem parcelas: use 1.',
  salva: 'Taxa salva.',
  semTabela: 'Nenhuma taxa cadastrada.',
  historico: 'Histórico',
} as const;

/** What each audit-log `tipo` of the fee table means. */
export const TAXAS_MEIO_PAGAMENTO_LOG_TIPOS: Record<string, string> = {
  taxa_meio_pagamento_alterada: 'Taxa de meio de pagamento alterada',
};

/** Who reads the fee table: administrators and the financeiro department; administrators alone write it. */
export function podeLerTaxasMeioPagamento(user: {
  is_superuser?: boolean | undefined;
  pertencente: readonly string[];
}): boolean {
  return user.is_superuser === true || user.pertencente.includes('financeiro');
}

/** The instalment counts a method's row may name: 1 to 12 for the card methods, 1 for the others. */
export const MEIOS_TAXA_COM_PARCELAS: readonly MeioPagamento[] = ['pagarme', 'rede', 'cielo', 'infinitypay'];

const ZPercentual = z
  .union([z.string(), z.number()])
  .transform((valor) => String(valor).trim().replace(',', '.'))
  .refine(
    (valor) => /^\d{1,3}(\.\d{1,2})?$/.test(valor) && Number(valor) <= 100,
    TAXAS_MEIO_PAGAMENTO_MESSAGES.percentualInvalido,
  );

const ZFixo = z
  .union([z.string(), z.number()])
  .transform((valor) => String(valor).trim().replace(',', '.'))
  .refine((valor) => !temCentavosDemais(valor), DINHEIRO_MESSAGES.centavos)
  .refine(
    (valor) => temCentavosDemais(valor) || /^\d{1,9}(\.\d{1,2})?$/.test(valor),
    TAXAS_MEIO_PAGAMENTO_MESSAGES.fixoInvalido,
  );

/** PUT /api/taxas-meio-pagamento/: one row of the table, created or replaced (the old one archived). */
export const ZTaxaMeioPagamentoInput = z
  .object({
    meio_pagamento: z.enum(MEIOS_PAGAMENTO.values),
    num_parcelas: z
      .number({ message: TAXAS_MEIO_PAGAMENTO_MESSAGES.parcelasInvalidas })
      .int(TAXAS_MEIO_PAGAMENTO_MESSAGES.parcelasInvalidas)
      .min(1, TAXAS_MEIO_PAGAMENTO_MESSAGES.parcelasInvalidas)
      .max(12, TAXAS_MEIO_PAGAMENTO_MESSAGES.parcelasInvalidas),
    percentual: ZPercentual,
    fixo: ZFixo.default('0'),
    /** the version of the current row read (decision 0034); absent for a new row */
    versao: ZVersao,
  })
  .superRefine((body, ctx) => {
    if (body.num_parcelas > 1 && !MEIOS_TAXA_COM_PARCELAS.includes(body.meio_pagamento)) {
      ctx.addIssue({
        code: 'custom',
        path: ['num_parcelas'],
        message: TAXAS_MEIO_PAGAMENTO_MESSAGES.semParcelas,
      });
    }
  });
export type TaxaMeioPagamentoInput = z.input<typeof ZTaxaMeioPagamentoInput>;

export const ZTaxaMeioPagamentoView = z.object({
  id: z.number().int(),
  meio_pagamento: z.enum(MEIOS_PAGAMENTO.values),
  num_parcelas: z.number().int(),
  percentual: z.string(),
  fixo: z.string(),
  versao: ZVersaoAtual,
  /** when this row took effect */
  vigente_desde: z.string(),
  /** when a newer row replaced it; null for the current one */
  vigente_ate: z.string().nullable(),
  alterado_por: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
});
export type TaxaMeioPagamentoView = z.infer<typeof ZTaxaMeioPagamentoView>;

/** GET /api/taxas-meio-pagamento/: the rows in force and, newest first, the rows they replaced. */
export const ZTaxasMeioPagamentoResposta = z.object({
  taxas: z.array(ZTaxaMeioPagamentoView),
  historico: z.array(ZTaxaMeioPagamentoView),
});
export type TaxasMeioPagamentoResposta = z.infer<typeof ZTaxasMeioPagamentoResposta>;

export type TaxaDaTabela = { meio_pagamento: string; num_parcelas: number; percentual: string; fixo: string };

/**
 * The table's row for a method and instalment count: the exact count, else the row of the largest count
 * below it (a table that lists 1× and 2× covers 3× with 2×'s rate), else none.
 */
export function taxaDaTabela<T extends TaxaDaTabela>(
  tabela: readonly T[],
  meio: string,
  parcelas: number,
): T | null {
  let melhor: T | null = null;
  for (const linha of tabela) {
    if (linha.meio_pagamento !== meio || linha.num_parcelas > parcelas) continue;
    if (!melhor || linha.num_parcelas > melhor.num_parcelas) melhor = linha;
  }
  return melhor;
}

/**
 * The fee of a payment (decision 0067): value × percent / 100 + fixed amount, rounded half-up to the cent
 * once; never above the value (a fixed fee on a tiny payment takes at most the payment) and 0 on no value.
 * The payment dialog and the server call it alike.
 */
export function taxaDoPagamento(valor: DecimalInput, percentual: DecimalInput, fixo: DecimalInput): Dec {
  const v = dec(valor);
  if (v.lte(ZERO)) return toCents(ZERO);
  const taxa = toCents(v.times(dec(percentual)).div(HUNDRED).plus(dec(fixo)));
  return taxa.gt(v) ? toCents(v) : taxa;
}

/** The fee the table gives a payment of `valor` by `meio` in `parcelas`, or null when the table has no row. */
export function taxaPelaTabela(
  tabela: readonly TaxaDaTabela[],
  pagamento: { valor: DecimalInput; meio_pagamento: string; num_parcelas: number },
): Dec | null {
  const linha = taxaDaTabela(tabela, pagamento.meio_pagamento, pagamento.num_parcelas);
  return linha ? taxaDoPagamento(pagamento.valor, linha.percentual, linha.fixo) : null;
}
