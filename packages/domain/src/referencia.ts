import { z } from 'zod';
import {
  maximo,
  textoObrigatorio,
  textoOpcional,
  ZCnpjOpcional,
  ZEmailOpcional,
  ZIdRef,
  ZTelefone,
  ZTelefoneResponse,
} from './cadastro.ts';
import { defineEnum } from './enum.ts';
import { D } from './precos/dinheiro.ts';

/**
 * The reference data administrators keep (decision 0042): loyalty programmes, the agency's own loyalty
 * accounts, airlines with their logos and the agency's settings (`parametros`).
 */

// ——— loyalty programmes ———

export const PROGRAMA_TIPOS = defineEnum({
  cia_aerea: { label: 'Companhia aérea', cor: 'azul' },
  banco: { label: 'Banco', cor: 'verde' },
  varejo: { label: 'Varejo', cor: 'laranja' },
});
export type ProgramaTipo = (typeof PROGRAMA_TIPOS.values)[number];

export const PROGRAMA_MESSAGES = {
  nomeObrigatorio: 'Informe o nome do programa.',
  tipoInvalido: 'Escolha o tipo do programa: companhia aérea, banco ou varejo.',
  nomeRepetido: 'Já existe um programa com esse nome.',
  ciaInexistente: 'Companhia aérea não encontrada.',
  naoEncontrado: 'Programa de fidelidade não encontrado.',
  criado: 'Programa cadastrado com sucesso!',
  salvo: 'Programa alterado com sucesso!',
  excluido: 'Programa excluído com sucesso.',
  emUso: (usos: string) =>
    `O programa não pode ser excluído: é usado por ${usos}. Desative-o para que não seja mais oferecido.`,
} as const;

export const ZProgramaInput = z.object({
  nome: textoObrigatorio(PROGRAMA_MESSAGES.nomeObrigatorio, 100),
  tipo: z.enum(PROGRAMA_TIPOS.values, { error: PROGRAMA_MESSAGES.tipoInvalido }),
  cia_aerea: ZIdRef.nullable().default(null),
  ativo: z.boolean().default(true),
});
export type ProgramaInput = z.infer<typeof ZProgramaInput>;

// ——— the agency's own loyalty accounts ———

export const CONTA_PROPRIA_MESSAGES = {
  programaObrigatorio: 'Escolha o programa de fidelidade.',
  programaInexistente: 'Programa de fidelidade não encontrado.',
  numeroObrigatorio: 'Informe o número da conta.',
  titularObrigatorio: 'Informe o titular da conta.',
  repetida: 'A agência já tem essa conta nesse programa.',
  naoEncontrada: 'Conta própria não encontrada.',
  criada: 'Conta cadastrada com sucesso!',
  salva: 'Conta alterada com sucesso!',
} as const;

export const ZContaPropriaInput = z.object({
  programa: z
    .union([ZIdRef, z.null(), z.literal('')], { error: CONTA_PROPRIA_MESSAGES.programaObrigatorio })
    .refine((id) => typeof id === 'number', CONTA_PROPRIA_MESSAGES.programaObrigatorio)
    .transform((id) => id as number),
  numero_id_conta: textoObrigatorio(CONTA_PROPRIA_MESSAGES.numeroObrigatorio, 64),
  titular: textoObrigatorio(CONTA_PROPRIA_MESSAGES.titularObrigatorio, 150),
  ativo: z.boolean().default(true),
});
export type ContaPropriaInput = z.output<typeof ZContaPropriaInput>;

// ——— airlines ———

export const CIA_AEREA_MESSAGES = {
  nomeObrigatorio: 'Informe o nome da companhia.',
  nomeResumidoObrigatorio: 'Informe o nome curto, mostrado nos trechos.',
  iataInvalido: 'Código IATA: 2 letras ou números, como LA.',
  icaoInvalido: 'Código ICAO: 3 letras, como TAM.',
  iataRepetido: 'Outra companhia já usa esse código IATA.',
  naoEncontrada: 'Companhia aérea não encontrada.',
  criada: 'Companhia cadastrada com sucesso!',
  salva: 'Companhia alterada com sucesso!',
  logoSalvo: 'Logotipo salvo com sucesso!',
  logoObrigatorio: 'Envie o logotipo (PNG, WebP ou SVG).',
  semLogo: 'Esta companhia não tem logotipo.',
} as const;

/** '' and null mean no code; codes are kept in capitals. */
const codigo = (padrao: RegExp, mensagem: string) =>
  z
    .string({ error: mensagem })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((valor) => valor || null)
    .refine((valor) => valor === null || padrao.test(valor), mensagem);

export const ZCiaAereaInput = z.object({
  nome: textoObrigatorio(CIA_AEREA_MESSAGES.nomeObrigatorio, 150),
  nome_resumido: textoObrigatorio(CIA_AEREA_MESSAGES.nomeResumidoObrigatorio, 60),
  iata: codigo(/^[A-Z0-9]{2}$/, CIA_AEREA_MESSAGES.iataInvalido),
  icao: codigo(/^[A-Z]{3}$/, CIA_AEREA_MESSAGES.icaoInvalido),
  pais: z
    .string()
    .trim()
    .max(100, maximo(100))
    .nullish()
    .transform((valor) => valor || null),
  ativo: z.boolean().default(true),
});
export type CiaAereaInput = z.output<typeof ZCiaAereaInput>;
export type CiaAereaForm = z.input<typeof ZCiaAereaInput>;

/** The address of an airline's logo; `v` changes with the file, so browsers may keep each one long. */
export function logoCiaUrl(id: number, versao: string): string {
  return `/api/ciaaereas/${id}/logo/?v=${encodeURIComponent(versao)}`;
}

// ——— the agency's settings ———

type Parametro = {
  label: string;
  /** shown after the value */
  unidade: string;
  descricao: string;
  min: string;
  max: string;
  casas: number;
};

/** Every setting the agency edits, by its key in `parametros`. */
export const PARAMETROS = {
  desagio_proprio: {
    label: 'Deságio das contas próprias',
    unidade: '%',
    descricao:
      'Desconto sobre o custo dos bilhetes wallet emitidos com as contas de fidelidade da própria agência; usado no preço enquanto não há compras wallet validadas nos últimos 90 dias.',
    min: '0',
    max: '100',
    casas: 2,
  },
  boleto_multa: {
    label: 'Multa do boleto',
    unidade: '%',
    descricao: 'Multa cobrada do cliente que paga o boleto depois do vencimento.',
    min: '0',
    max: '2',
    casas: 2,
  },
  boleto_juros: {
    label: 'Juros do boleto',
    unidade: '% ao mês',
    descricao: 'Juros de mora do boleto pago depois do vencimento, proporcionais aos dias de atraso.',
    min: '0',
    max: '1',
    casas: 2,
  },
} as const satisfies Record<string, Parametro>;
export type ParametroChave = keyof typeof PARAMETROS;
export const PARAMETRO_CHAVES = Object.keys(PARAMETROS) as ParametroChave[];

export const PARAMETRO_MESSAGES = {
  naoEncontrado: 'Parâmetro não encontrado.',
  valorObrigatorio: 'Informe o valor.',
  valorInvalido: (p: Parametro) =>
    `Informe um número entre ${p.min.replace('.', ',')} e ${p.max.replace('.', ',')}, com até ${p.casas} casas decimais.`,
  salvo: 'Parâmetro alterado com sucesso!',
} as const;

/** The value of a setting as typed (comma or point), as a decimal string; null when outside its rule. */
export function normalizarParametro(chave: ParametroChave, texto: string): string | null {
  const p: Parametro = PARAMETROS[chave];
  const limpo = texto.trim().replace(',', '.');
  const casas = p.casas > 0 ? `(\\.\\d{1,${p.casas}})?` : '';
  if (!new RegExp(`^\\d{1,12}${casas}$`).test(limpo)) return null;
  const valor = new D(limpo);
  if (valor.lt(p.min) || valor.gt(p.max)) return null;
  return valor.toFixed(p.casas);
}

export const ZParametroChave = z.enum(PARAMETRO_CHAVES as [ParametroChave, ...ParametroChave[]], {
  error: PARAMETRO_MESSAGES.naoEncontrado,
});

/** PUT /api/parametros/{chave}/: the value as text, checked against the setting's rule by the caller. */
export const ZParametroInput = z.object({
  valor: textoObrigatorio(PARAMETRO_MESSAGES.valorObrigatorio).max(20, PARAMETRO_MESSAGES.valorObrigatorio),
});
export type ParametroInput = z.infer<typeof ZParametroInput>;

export const ZParametroView = z.object({
  chave: ZParametroChave,
  label: z.string(),
  unidade: z.string(),
  descricao: z.string(),
  valor: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type ParametroView = z.infer<typeof ZParametroView>;

// ——— the agency's identity ———

/** The name a proposal shows while the agency has not filled its identity in. */
export const AGENCIA_NOME_PADRAO = 'Skyler Viagens';

/** The agency's logo up to 512 KB: it is drawn about 120 px wide on each proposal. */
export const AGENCIA_LOGO_MAX_BYTES = 512 * 1024;

export const AGENCIA_MESSAGES = {
  nomeObrigatorio: 'Informe o nome da agência.',
  cnpjObrigatorio: 'Informe o CNPJ da agência.',
  siteInvalido: 'Informe o site como www.agencia.com.br ou https://agencia.com.br.',
  salva: 'Dados da agência salvos com sucesso!',
  logoSalvo: 'Logotipo da agência salvo com sucesso!',
  logoObrigatorio: 'Envie o logotipo (PNG, JPEG ou SVG).',
  semLogo: 'A agência não tem logotipo.',
} as const;

/** A site as typed: a host name with a dot, optionally with http(s):// and a path; no spaces. */
const SITE =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?(\/\S*)?$/i;

/**
 * PUT /api/parametros/agencia/: the agency's identity every proposal shows in its header and footer: name
 * and CNPJ required, phone, e-mail, site and address line optional.
 */
export const ZAgenciaInput = z.object({
  nome: textoObrigatorio(AGENCIA_MESSAGES.nomeObrigatorio, 150),
  cnpj: ZCnpjOpcional.refine((cnpj) => cnpj !== null, AGENCIA_MESSAGES.cnpjObrigatorio),
  telefone: ZTelefone.nullish().transform((telefone) => telefone ?? null),
  email: ZEmailOpcional,
  site: textoOpcional(200).refine((site) => site === '' || SITE.test(site), AGENCIA_MESSAGES.siteInvalido),
  endereco: textoOpcional(250),
});
export type AgenciaInput = z.output<typeof ZAgenciaInput>;
export type AgenciaForm = z.input<typeof ZAgenciaInput>;

export const ZAgenciaView = z.object({
  nome: z.string(),
  cnpj: z.string().nullable(),
  telefone: ZTelefoneResponse.nullable(),
  email: z.string().nullable(),
  site: z.string(),
  endereco: z.string(),
  /** the logo's versioned address, null without one */
  logo: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type AgenciaView = z.infer<typeof ZAgenciaView>;

/** The address of the agency's logo; `v` changes with the file. */
export function logoAgenciaUrl(versao: string): string {
  return `/api/parametros/agencia/logo/?v=${encodeURIComponent(versao)}`;
}

/** What each audit-log `tipo` of the reference data means (for the Logs screens); each row keeps before and after. */
export const REFERENCIA_LOG_TIPOS: Record<string, string> = {
  programa_criado: 'Programa de fidelidade criado',
  programa_alterado: 'Programa de fidelidade alterado',
  programa_excluido: 'Programa de fidelidade excluído',
  conta_propria_criada: 'Conta fidelidade própria criada',
  conta_propria_alterada: 'Conta fidelidade própria alterada',
  cia_aerea_criada: 'Companhia aérea criada',
  cia_aerea_alterada: 'Companhia aérea alterada',
  cia_aerea_logo: 'Logotipo da companhia aérea alterado',
  parametro_alterado: 'Parâmetro da agência alterado',
  agencia_alterada: 'Dados da agência alterados',
  agencia_logo: 'Logotipo da agência alterado',
};
