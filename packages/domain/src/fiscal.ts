import { z } from 'zod';
import { defineEnum } from './enum.ts';
import { onlyDigits } from './masks.ts';
import { isValidCnpj, normalizeCnpj, VALIDACAO_MESSAGES } from './validacao.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

/**
 * The agency's fiscal settings (decision 0091): who issues the service invoice (NFS-e) on the agency's own
 * revenue, under which tax regime and rates, when it is issued, and how the month's journal is written for the
 * accountant (the chart of accounts mapping). One document, kept by administrators and read by finance; the
 * income statement (DRE) and the accountant's export read their rates and accounts from it.
 */

export const FISCAL_MESSAGES = {
  titulo: 'Configurações fiscais',
  salva: 'Configurações fiscais salvas.',
  inscricaoMunicipal: 'Informe a inscrição municipal (até 20 letras ou dígitos).',
  codigoIbge: 'O código IBGE do município tem 7 dígitos.',
  municipioNome: 'Informe o nome do município.',
  codigoServico: 'Use o código do serviço da LC 116/2003 no formato 00.00 (agências de viagem: 09.02).',
  aliquota: 'Informe uma alíquota entre 0 e 100, com até 2 casas decimais.',
  descricao: 'O modelo da descrição da nota tem até 2000 caracteres.',
  prazoCancelamento: 'Informe um prazo de cancelamento entre 0 e 365 dias.',
  conta: 'Informe o código da conta (até 20 caracteres: dígitos, pontos ou traços).',
  naoConfigurado: 'As configurações fiscais ainda não foram preenchidas: um administrador deve preenchê-las.',
} as const;

/** What each audit-log `tipo` of the fiscal settings means. */
export const FISCAL_LOG_TIPOS: Record<string, string> = {
  configuracao_fiscal_alterada: 'Configurações fiscais alteradas',
};

export const REGIMES_TRIBUTARIOS = defineEnum({
  simples_nacional: { label: 'Simples Nacional', cor: 'azul' },
  lucro_presumido: { label: 'Lucro Presumido', cor: 'roxo' },
});
export type RegimeTributario = (typeof REGIMES_TRIBUTARIOS.values)[number];

/** When the NFS-e of a service's own revenue is requested. */
export const MOMENTOS_EMISSAO_NFSE = defineEnum({
  ao_concluir: { label: 'Ao concluir o serviço' },
  sob_demanda: { label: 'Sob demanda' },
  lote_mensal: { label: 'Em lote mensal por cliente' },
});
export type MomentoEmissaoNfse = (typeof MOMENTOS_EMISSAO_NFSE.values)[number];

/** What a refund after the cancellation window does to the NFS-e already authorised. */
export const AJUSTES_REEMBOLSO_FORA_PRAZO = defineEnum({
  nota_de_credito: { label: 'Emitir nota de crédito (dedução na próxima nota do cliente)' },
  substituir_nota: { label: 'Emitir nota substituta com o valor reduzido' },
  apenas_registrar: { label: 'Apenas registrar o reembolso, sem ajuste da nota' },
});
export type AjusteReembolsoForaPrazo = (typeof AJUSTES_REEMBOLSO_FORA_PRAZO.values)[number];

/**
 * The kinds of journal line the month's entries are written with: each maps to one account code of the
 * agency's chart of accounts (the accountant's plan).
 */
export const CONTAS_CONTABEIS = defineEnum({
  caixa_bancos: { label: 'Caixa e bancos' },
  fornecedores: { label: 'Fornecedores (valores intermediados)' },
  receita_rav: { label: 'Receita de RAV' },
  receita_incentivos: { label: 'Receita de incentivos e comissões de fornecedores' },
  receita_taxas: { label: 'Receita de taxas cobradas do cliente' },
  receita_cambio: { label: 'Variação cambial' },
  estornos: { label: 'Estornos e cancelamentos (RAC)' },
  impostos_sobre_receita: { label: 'Impostos sobre a receita (ISS e tributos do regime)' },
  impostos_a_recolher: { label: 'Impostos a recolher' },
  taxas_meio_pagamento: { label: 'Taxas de cartão e gateway' },
  comissoes: { label: 'Comissões da equipe' },
  comissoes_a_pagar: { label: 'Comissões a pagar' },
  tarifas_bancarias: { label: 'Tarifas bancárias' },
});
export type ContaContabil = (typeof CONTAS_CONTABEIS.values)[number];

const ZAliquota = z
  .union([z.string(), z.number()])
  .transform((valor) => String(valor).trim().replace(',', '.'))
  .refine((valor) => /^\d{1,3}(\.\d{1,2})?$/.test(valor) && Number(valor) <= 100, FISCAL_MESSAGES.aliquota);

const ZCodigoConta = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, FISCAL_MESSAGES.conta);

export const ZPlanoContas = z.object(
  Object.fromEntries(CONTAS_CONTABEIS.values.map((conta) => [conta, ZCodigoConta])) as Record<
    ContaContabil,
    typeof ZCodigoConta
  >,
);
export type PlanoContas = z.infer<typeof ZPlanoContas>;

/** The taxes of the regime besides ISS, in percent of the own revenue. */
export const ZTributosSimples = z.object({ regime: z.literal('simples_nacional'), simples: ZAliquota });
export const ZTributosPresumido = z.object({
  regime: z.literal('lucro_presumido'),
  pis: ZAliquota,
  cofins: ZAliquota,
  irpj: ZAliquota,
  csll: ZAliquota,
});
export const ZTributos = z.discriminatedUnion('regime', [ZTributosSimples, ZTributosPresumido]);
export type Tributos = z.infer<typeof ZTributos>;

/** The labels of each tax of the regimes, as the DRE lines name them. */
export const TRIBUTOS_LABELS = {
  iss: 'ISS',
  simples: 'Simples Nacional (DAS, sem o ISS)',
  pis: 'PIS',
  cofins: 'COFINS',
  irpj: 'IRPJ',
  csll: 'CSLL',
} as const;
export type Tributo = keyof typeof TRIBUTOS_LABELS;

/** The settings as kept (what `PUT /api/configuracoes/fiscal/` takes, less the version). */
export const ZConfiguracaoFiscalDados = z.object({
  cnpj: z
    .string()
    .refine((v) => isValidCnpj(v), VALIDACAO_MESSAGES.cnpjInvalido)
    .transform((v) => normalizeCnpj(v)),
  inscricao_municipal: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z./-]{1,20}$/, FISCAL_MESSAGES.inscricaoMunicipal),
  municipio: z.object({
    codigo_ibge: z
      .string()
      .transform((v) => onlyDigits(v))
      .refine((v) => v.length === 7, FISCAL_MESSAGES.codigoIbge),
    nome: z.string().trim().min(1, FISCAL_MESSAGES.municipioNome).max(100, FISCAL_MESSAGES.municipioNome),
  }),
  /** LC 116/2003 list item; travel agencies are 09.02 */
  codigo_servico: z
    .string()
    .trim()
    .regex(/^\d{2}\.\d{2}$/, FISCAL_MESSAGES.codigoServico),
  aliquota_iss: ZAliquota,
  iss_retido: z.boolean(),
  /** the regime and its other taxes' rates */
  tributos: ZTributos,
  /** `{servico}`, `{cliente}`, `{venda}`, `{valor}` are replaced when the invoice is written */
  modelo_descricao: z.string().trim().max(2000, FISCAL_MESSAGES.descricao),
  emissao: z.enum(MOMENTOS_EMISSAO_NFSE.values),
  prazo_cancelamento_dias: z
    .number({ message: FISCAL_MESSAGES.prazoCancelamento })
    .int(FISCAL_MESSAGES.prazoCancelamento)
    .min(0, FISCAL_MESSAGES.prazoCancelamento)
    .max(365, FISCAL_MESSAGES.prazoCancelamento),
  reembolso_fora_prazo: z.enum(AJUSTES_REEMBOLSO_FORA_PRAZO.values),
  plano_contas: ZPlanoContas,
});
export type ConfiguracaoFiscalDados = z.infer<typeof ZConfiguracaoFiscalDados>;
export type ConfiguracaoFiscalEntrada = z.input<typeof ZConfiguracaoFiscalDados>;

/** PUT /api/configuracoes/fiscal/ */
export const ZConfiguracaoFiscalInput = ZConfiguracaoFiscalDados.extend({ versao: ZVersao });
export type ConfiguracaoFiscalInput = z.input<typeof ZConfiguracaoFiscalInput>;

const ZTributosView = z.discriminatedUnion('regime', [
  z.object({ regime: z.literal('simples_nacional'), simples: z.string() }),
  z.object({
    regime: z.literal('lucro_presumido'),
    pis: z.string(),
    cofins: z.string(),
    irpj: z.string(),
    csll: z.string(),
  }),
]);

/** The settings of one regime's defaults, as answered (plain fields: what was validated when kept). */
const ZPadraoFiscalView = z.object({
  codigo_servico: z.string(),
  aliquota_iss: z.string(),
  iss_retido: z.boolean(),
  tributos: ZTributosView,
  modelo_descricao: z.string(),
  emissao: z.enum(MOMENTOS_EMISSAO_NFSE.values),
  prazo_cancelamento_dias: z.number().int(),
  reembolso_fora_prazo: z.enum(AJUSTES_REEMBOLSO_FORA_PRAZO.values),
  plano_contas: z.record(z.enum(CONTAS_CONTABEIS.values), z.string()),
});

/** GET|PUT /api/configuracoes/fiscal/: the settings, or the defaults when none were kept (`configurada` false). */
export const ZConfiguracaoFiscal = ZPadraoFiscalView.extend({
  cnpj: z.string(),
  inscricao_municipal: z.string(),
  municipio: z.object({ codigo_ibge: z.string(), nome: z.string() }),
  configurada: z.boolean(),
  versao: ZVersaoAtual,
  atualizado_em: z.string().nullable(),
  padroes: z.object({ simples_nacional: ZPadraoFiscalView, lucro_presumido: ZPadraoFiscalView }),
});
export type ConfiguracaoFiscal = z.infer<typeof ZConfiguracaoFiscal>;

export const CODIGO_SERVICO_AGENCIA = '09.02';

export const MODELO_DESCRICAO_PADRAO =
  'Intermediação de serviços turísticos: {servico} (venda {venda}). Valor referente à receita própria da agência; os valores repassados a fornecedores não compõem a base de cálculo.';

/** A chart of accounts a small agency's accountant commonly uses (the codes are the accountant's to change). */
export const PLANO_CONTAS_PADRAO: PlanoContas = {
  caixa_bancos: '1.1.1.02',
  fornecedores: '2.1.1.01',
  receita_rav: '3.1.1.01',
  receita_incentivos: '3.1.1.02',
  receita_taxas: '3.1.1.03',
  receita_cambio: '3.1.1.04',
  estornos: '3.1.2.01',
  impostos_sobre_receita: '3.1.2.02',
  impostos_a_recolher: '2.1.3.01',
  taxas_meio_pagamento: '4.1.1.01',
  comissoes: '4.1.1.02',
  comissoes_a_pagar: '2.1.2.01',
  tarifas_bancarias: '4.1.1.03',
};

type Padrao = Omit<ConfiguracaoFiscalDados, 'cnpj' | 'inscricao_municipal' | 'municipio'>;

/**
 * The defaults for a travel agency. Simples Nacional, annex III, first band: 6 % of the revenue, whose ISS
 * share (33.5 %) is 2.01 % — shown apart as ISS — and the rest of the DAS 3.99 %. Lucro Presumido: presumed
 * profit of 32 % for services, so IRPJ 15 % × 32 % = 4.80 % and CSLL 9 % × 32 % = 2.88 %, PIS 0.65 % and
 * COFINS 3 % (cumulative), ISS at 5 % (the municipality's rate to confirm).
 */
export const PADROES_FISCAIS: Record<RegimeTributario, Padrao> = {
  simples_nacional: {
    codigo_servico: CODIGO_SERVICO_AGENCIA,
    aliquota_iss: '2.01',
    iss_retido: false,
    tributos: { regime: 'simples_nacional', simples: '3.99' },
    modelo_descricao: MODELO_DESCRICAO_PADRAO,
    emissao: 'ao_concluir',
    prazo_cancelamento_dias: 30,
    reembolso_fora_prazo: 'nota_de_credito',
    plano_contas: PLANO_CONTAS_PADRAO,
  },
  lucro_presumido: {
    codigo_servico: CODIGO_SERVICO_AGENCIA,
    aliquota_iss: '5.00',
    iss_retido: false,
    tributos: { regime: 'lucro_presumido', pis: '0.65', cofins: '3.00', irpj: '4.80', csll: '2.88' },
    modelo_descricao: MODELO_DESCRICAO_PADRAO,
    emissao: 'ao_concluir',
    prazo_cancelamento_dias: 30,
    reembolso_fora_prazo: 'substituir_nota',
    plano_contas: {
      ...PLANO_CONTAS_PADRAO,
      impostos_sobre_receita: '3.1.2.03',
    },
  },
};

/** The settings a database without any shows (not valid to issue: no CNPJ yet). */
export const CONFIGURACAO_FISCAL_VAZIA: Omit<ConfiguracaoFiscal, 'padroes'> = {
  ...PADROES_FISCAIS.simples_nacional,
  cnpj: '',
  inscricao_municipal: '',
  municipio: { codigo_ibge: '', nome: '' },
  configurada: false,
  versao: 0,
  atualizado_em: null,
};

/** The rates (percent) each tax of the settings charges on the own revenue, ISS first. */
export function aliquotasDaConfiguracao(
  config: Pick<ConfiguracaoFiscalDados, 'aliquota_iss' | 'tributos'>,
): { tributo: Tributo; aliquota: string }[] {
  const iss = { tributo: 'iss' as const, aliquota: config.aliquota_iss };
  switch (config.tributos.regime) {
    case 'simples_nacional':
      return [iss, { tributo: 'simples', aliquota: config.tributos.simples }];
    case 'lucro_presumido':
      return [
        iss,
        { tributo: 'pis', aliquota: config.tributos.pis },
        { tributo: 'cofins', aliquota: config.tributos.cofins },
        { tributo: 'irpj', aliquota: config.tributos.irpj },
        { tributo: 'csll', aliquota: config.tributos.csll },
      ];
  }
}

/** Who reads the fiscal settings, the DRE and the accountant's export: administrators and finance. */
export function podeVerFiscal(user: {
  is_superuser?: boolean | undefined;
  pertencente: readonly string[];
}): boolean {
  return user.is_superuser === true || user.pertencente.includes('financeiro');
}
