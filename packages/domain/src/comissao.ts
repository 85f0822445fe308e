import { z } from 'zod';
import { maximo } from './cadastro.ts';
import { EMISSAO_LOCALIZADOR_MAX, EMISSAO_STATUS, TIPOS_EMISSAO } from './emissoes.ts';
import { ZIdQuery } from './ids.ts';
import { ZPageQuery } from './pagination.ts';
import { isValidIsoDate } from './validacao.ts';

/** The commission report: 15 issuances per page, 7 page links (part 2 §2, §9). */
export const COMISSAO_PAGE_SIZE = 15;
export const COMISSAO_PAGE_LINKS = 7;
/** The date filters wait 3 s after the last day picked (part 2 §9). */
export const COMISSAO_DATAS_DEBOUNCE_MS = 3000;
/** At most this many days in one date filter. */
export const COMISSAO_DIAS_MAX = 62;

export const COMISSAO_MESSAGES = {
  vazio: 'Nenhuma emissão encontrada',
  datasInvalidas: 'Datas inválidas: use dias no formato AAAA-MM-DD separados por vírgula.',
  muitasDatas: `Escolha no máximo ${COMISSAO_DIAS_MAX} dias.`,
  taxaInvalida: 'Informe uma porcentagem entre 0 e 100, com até 2 casas decimais.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  taxasSalvas: 'Taxas de comissão salvas com sucesso!',
} as const;

/** Users of the comissao department see every issuance with base, rates and amounts (decision 0028). */
export function podeVerValoresComissao(user: { pertencente: readonly string[] }): boolean {
  return user.pertencente.includes('comissao');
}

/**
 * A list of days in the query string: `YYYY-MM-DD` separated by commas (`2026-05-04,2026-05-06`), each a
 * day in America/Sao_Paulo; answered sorted and without repeats.
 */
export const ZDiasFiltro = z
  .string()
  .max(COMISSAO_DIAS_MAX * 11, COMISSAO_MESSAGES.muitasDatas)
  .transform((texto, ctx) => {
    const dias = [
      ...new Set(
        texto
          .split(',')
          .map((d) => d.trim())
          .filter(Boolean),
      ),
    ].sort();
    if (dias.some((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || !isValidIsoDate(d))) {
      ctx.addIssue({ code: 'custom', message: COMISSAO_MESSAGES.datasInvalidas });
      return z.NEVER;
    }
    if (dias.length > COMISSAO_DIAS_MAX) {
      ctx.addIssue({ code: 'custom', message: COMISSAO_MESSAGES.muitasDatas });
      return z.NEVER;
    }
    return dias;
  });

/** GET /api/emissoes/comissao/ (part 2 §7). */
export const ZComissaoQuery = ZPageQuery.extend({
  participante: ZIdQuery.optional(),
  consultor: ZIdQuery.optional(),
  status: z.enum(EMISSAO_STATUS.values).optional(),
  localizador: z.string().trim().max(EMISSAO_LOCALIZADOR_MAX, maximo(EMISSAO_LOCALIZADOR_MAX)).optional(),
  tipo: z.enum(TIPOS_EMISSAO.values).optional(),
  data_criacao: ZDiasFiltro.optional(),
  data_conclusao: ZDiasFiltro.optional(),
  id_venda: ZIdQuery.optional(),
  id_servico: ZIdQuery.optional(),
  emissor: ZIdQuery.optional(),
  id_emissao: ZIdQuery.optional(),
});
export type ComissaoQuery = z.infer<typeof ZComissaoQuery>;
export type ComissaoQueryInput = z.input<typeof ZComissaoQuery>;

const ZRef = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

/** A row of the report as everyone reads it: the issuance, its sale, quote and participants, no amounts. */
export const ZEmissaoComissaoParticipante = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_EMISSAO.values),
  status: z.enum(EMISSAO_STATUS.values),
  localizador: z.string().nullable(),
  created_at: z.string(),
  data_hora_emissao: z.string().nullable(),
  cancelada_em: z.string().nullable(),
  venda: z.object({
    id: z.number().int(),
    cliente: ZRef.nullable(),
    cliente_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  }),
  servico: z.object({
    id: z.number().int(),
    status: z.string(),
    cotacao: z.number().int(),
    orcamento: z.number().int(),
  }),
  consultor: ZRef.nullable(),
  cotador: ZRef.nullable(),
  emissor: ZRef.nullable(),
});
export type EmissaoComissaoParticipante = z.infer<typeof ZEmissaoComissaoParticipante>;

/** The amount keys only users of the comissao department receive (decimal strings; rates in %). */
export const COMISSAO_CHAVES_VALORES = [
  'valor_base',
  'pct_consultor',
  'valor_consultor',
  'pct_cotador',
  'valor_cotador',
  'pct_emissor',
  'valor_emissor',
] as const;

/**
 * A row for the comissao department: with the base and each participant's rate (fixed at conclusion, else
 * the user's current one; null without that participant) and amount.
 */
export const ZEmissaoComissao = ZEmissaoComissaoParticipante.extend({
  valor_base: z.string(),
  pct_consultor: z.string().nullable(),
  valor_consultor: z.string().nullable(),
  pct_cotador: z.string().nullable(),
  valor_cotador: z.string().nullable(),
  pct_emissor: z.string().nullable(),
  valor_emissor: z.string().nullable(),
});
export type EmissaoComissao = z.infer<typeof ZEmissaoComissao>;

/** `com_valores` says which of the two rows the page carries. */
export const ZComissaoPage = z.object({
  emissoes: z.array(ZEmissaoComissao),
  pages: z.number().int(),
  com_valores: z.literal(true),
});
export const ZComissaoParticipantePage = z.object({
  emissoes: z.array(ZEmissaoComissaoParticipante),
  pages: z.number().int(),
  com_valores: z.literal(false),
});
export const ZComissaoResposta = z.union([ZComissaoPage, ZComissaoParticipantePage]);
export type ComissaoResposta = z.infer<typeof ZComissaoResposta>;

// ——— rates per user (decision 0028) ———

/** A rate in percent: 0 to 100 with up to 2 decimals, as a decimal string. */
export const ZTaxaComissao = z
  .string({ error: COMISSAO_MESSAGES.taxaInvalida })
  .trim()
  .refine(
    (taxa) => /^\d{1,3}(\.\d{1,2})?$/.test(taxa) && Number(taxa) <= 100,
    COMISSAO_MESSAGES.taxaInvalida,
  );

/** PUT /api/comissao/taxas/{usuario}/ */
export const ZTaxasComissaoUpdate = z.object({
  comissao_consultor: ZTaxaComissao,
  comissao_cotador: ZTaxaComissao,
  comissao_emissor: ZTaxaComissao,
});
export type TaxasComissaoUpdate = z.infer<typeof ZTaxasComissaoUpdate>;

/** A staff user with their rates (GET /api/comissao/taxas/). */
export const ZTaxasComissaoUsuario = z.object({
  id: z.number().int(),
  username: z.string(),
  nome: z.string(),
  sobrenome: z.string(),
  ativo: z.boolean(),
  comissao_consultor: z.string(),
  comissao_cotador: z.string(),
  comissao_emissor: z.string(),
});
export type TaxasComissaoUsuario = z.infer<typeof ZTaxasComissaoUsuario>;

export const COMISSAO_LOG_TIPOS: Record<string, string> = {
  comissao_taxas: 'Taxas de comissão alteradas',
};
