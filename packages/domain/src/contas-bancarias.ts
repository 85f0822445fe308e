import Decimal from 'decimal.js';
import { z } from 'zod';
import { textoObrigatorio } from './cadastro.ts';
import { CHAVE_PIX_INVALIDA, ZChavePix } from './chave-pix.ts';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';
import { onlyDigits } from './masks.ts';
import { ZPageQuery } from './pagination.ts';
import { isValidCnpj, isValidCpf, isValidIsoDate } from './validacao.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

/** The texts of the bank accounts and their statements, shared by the API, its tests and the screens. */
export const CONTAS_BANCARIAS_MESSAGES = {
  bancoInvalido: 'Informe o código do banco (COMPE) de 3 dígitos de um banco da lista.',
  agenciaInvalida: 'Informe a agência (até 10 caracteres: dígitos, hífen e o dígito verificador).',
  contaInvalida: 'Informe a conta (até 20 caracteres: dígitos, hífen e o dígito verificador).',
  descricaoObrigatoria: 'Informe a descrição da conta.',
  chavePixInvalida: CHAVE_PIX_INVALIDA,
  contaDuplicada: 'Já existe uma conta cadastrada com este banco, agência e conta.',
  naoEncontrada: 'Conta bancária não encontrada.',
  criada: 'Conta bancária cadastrada.',
  salva: 'Conta bancária salva.',
  semArquivo: 'Envie o arquivo do extrato (OFX ou CSV) no campo "arquivo".',
  naoMultipart: 'Envie o extrato em um formulário multipart/form-data.',
  formatoDesconhecido: 'Arquivo não reconhecido: envie o extrato em OFX ou CSV.',
  ofxInvalido: 'Não foi possível ler o OFX: o arquivo está incompleto ou não é um extrato de conta.',
  ofxSemLancamentos: 'O OFX não tem lançamentos de conta corrente.',
  ofxLinhaInvalida: (linha: number, motivo: string) => `Lançamento ${linha} do OFX: ${motivo}`,
  csvSemMapeamento:
    'Informe as colunas do CSV (data, valor ou crédito/débito e descrição) antes de importar o arquivo.',
  csvMapeamentoInvalido: 'O mapeamento do CSV é inválido.',
  csvColunaAusente: (coluna: string) => `O CSV não tem a coluna "${coluna}".`,
  csvVazio: 'O CSV não tem lançamentos.',
  csvLinhaInvalida: (linha: number, motivo: string) => `Linha ${linha} do CSV: ${motivo}`,
  dataInvalida: 'data inválida',
  valorInvalido: 'valor inválido',
  valorZerado: 'valor zerado',
  arquivoGrande: 'Arquivo grande demais: o extrato pode ter até 5 MB.',
  bancoDoArquivo: (banco: string, nome: string | null, daConta: string) =>
    `Este extrato é do banco ${banco}${nome ? ` (${nome})` : ''}, e a conta é do banco ${daConta}.`,
  arquivoRepetido: 'Este arquivo já foi importado nesta conta: nenhum lançamento novo.',
  importado: (importados: number, repetidos: number) =>
    `Extrato importado: ${importados} ${importados === 1 ? 'lançamento novo' : 'lançamentos novos'}, ${repetidos} já ${repetidos === 1 ? 'existia' : 'existiam'}.`,
  periodoInvalido: 'O início do período deve ser anterior ao fim.',
} as const;

/** What each audit-log `tipo` of the bank accounts means. */
export const CONTAS_BANCARIAS_LOG_TIPOS: Record<string, string> = {
  conta_bancaria_criada: 'Conta bancária cadastrada',
  conta_bancaria_alterada: 'Conta bancária alterada',
  extrato_bancario_importado: 'Extrato bancário importado',
};

/** Who keeps the bank accounts and imports their statements: administrators and the financeiro department. */
export function podeGerirContasBancarias(user: {
  is_superuser?: boolean | undefined;
  pertencente: readonly string[];
}): boolean {
  return user.is_superuser === true || user.pertencente.includes('financeiro');
}

/** The state of a statement line (`movimentos_bancarios.status`), with its chip's colour. */
export const STATUS_MOVIMENTO = defineEnum({
  pendente: { label: 'Pendente', cor: 'laranja' },
  sugerido: { label: 'Sugerido', cor: 'azul' },
  conciliado: { label: 'Conciliado', cor: 'verde' },
  ignorado: { label: 'Ignorado', cor: 'cinza' },
});
export type StatusMovimento = (typeof STATUS_MOVIMENTO.values)[number];

/** Money in or out of the account. */
export const TIPO_MOVIMENTO = defineEnum({
  credito: { label: 'Crédito', cor: 'verde' },
  debito: { label: 'Débito', cor: 'vermelho' },
});
export type TipoMovimento = (typeof TIPO_MOVIMENTO.values)[number];

/** Why a pending line has nothing proposed. */
export const MOTIVO_PENDENCIA = defineEnum({
  sem_correspondencia: { label: 'Sem correspondência', cor: 'vermelho' },
  valor_diferente: { label: 'Valor diferente', cor: 'laranja' },
  varias_possiveis: { label: 'Várias possíveis', cor: 'roxo' },
});

/** The statement formats the import reads. */
export const FORMATO_EXTRATO = defineEnum({ ofx: { label: 'OFX' }, csv: { label: 'CSV' } });

/** The biggest statement file the import takes (larger: 413). */
export const EXTRATO_MAX_BYTES = 5 * 1024 * 1024;

export { normalizarChavePix } from './chave-pix.ts';

const M = CONTAS_BANCARIAS_MESSAGES;

/** POST /api/contas-bancarias/ and PUT /api/contas-bancarias/{id}/: the account as finance types it. */
export const ZContaBancariaInput = z.object({
  banco: z
    .string({ error: M.bancoInvalido })
    .trim()
    .regex(/^\d{3}$/, M.bancoInvalido),
  agencia: z
    .string({ error: M.agenciaInvalida })
    .trim()
    .regex(/^[\dXx-]{1,10}$/, M.agenciaInvalida),
  conta: z
    .string({ error: M.contaInvalida })
    .trim()
    .regex(/^[\dXx-]{1,20}$/, M.contaInvalida),
  descricao: textoObrigatorio(M.descricaoObrigatoria).max(100),
  chave_pix: ZChavePix,
  ativa: z.boolean().optional(),
  versao: ZVersao,
});
export type ContaBancariaInput = z.input<typeof ZContaBancariaInput>;
export type ContaBancariaDados = z.output<typeof ZContaBancariaInput>;

/** The date formats a CSV column may use. */
export const FORMATOS_DATA_CSV = defineEnum({
  'dd/MM/yyyy': { label: 'dd/mm/aaaa' },
  'yyyy-MM-dd': { label: 'aaaa-mm-dd' },
  'dd/MM/yy': { label: 'dd/mm/aa' },
  'dd-MM-yyyy': { label: 'dd-mm-aaaa' },
});

/** How the amounts of a CSV write their decimals. */
export const DECIMAL_CSV = defineEnum({
  virgula: { label: 'Vírgula (1.234,56)' },
  ponto: { label: 'Ponto (1,234.56)' },
});

const ZColuna = z.string().trim().min(1, 'Escolha a coluna.').max(100);
/** An optional column: empty is none. */
const ZColunaOpcional = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((coluna) => coluna || null);

/**
 * Which column of the bank's CSV holds what: the date, the amount (signed, in one column) or credits and
 * debits in two, the description and, when the bank gives it, the payer's CPF/CNPJ. Saved per account.
 */
export const ZCsvMapeamento = z
  .object({
    data: ZColuna,
    valor: ZColunaOpcional,
    credito: ZColunaOpcional,
    debito: ZColunaOpcional,
    descricao: ZColuna,
    documento: ZColunaOpcional,
    formato_data: z.enum(FORMATOS_DATA_CSV.values).default('dd/MM/yyyy'),
    decimal: z.enum(DECIMAL_CSV.values).default('virgula'),
  })
  .refine((m) => Boolean(m.valor) || Boolean(m.credito && m.debito), {
    message: 'Informe a coluna do valor, ou as colunas de crédito e de débito.',
    path: ['valor'],
  });
export type CsvMapeamento = z.output<typeof ZCsvMapeamento>;

/** A bank account as the API answers it, with the bank's name from the Central Bank's list. */
export const ZContaBancaria = z.object({
  id: z.number().int(),
  banco: z.string(),
  banco_nome: z.string().nullable(),
  agencia: z.string(),
  conta: z.string(),
  descricao: z.string(),
  chave_pix: z.string().nullable(),
  csv_mapeamento: ZCsvMapeamento.nullable(),
  ativa: z.boolean(),
  versao: ZVersaoAtual,
  ultimo_extrato: z
    .object({
      id: z.number().int(),
      arquivo_nome: z.string(),
      inicio: z.string().nullable(),
      fim: z.string().nullable(),
      saldo_final: z.string().nullable(),
      saldo_data: z.string().nullable(),
      importado_em: z.string(),
    })
    .nullable(),
  pendentes: z.number().int(),
});
export type ContaBancaria = z.infer<typeof ZContaBancaria>;

export const ZContasBancarias = z.object({ contas: z.array(ZContaBancaria) });

/** A bank of the Central Bank's participant list (COMPE code and short name). */
export const ZBanco = z.object({ codigo: z.string(), nome: z.string() });
export const ZBancos = z.object({ bancos: z.array(ZBanco) });
export type Banco = z.infer<typeof ZBanco>;

/**
 * A proposal of what a statement line settles: payments (credits) or payment orders (debits), the amount it
 * takes, whether it is exact and why it was proposed.
 */
// the optional keys last: the serializer writes the required ones first
export const ZSugestao = z.object({
  valor: z.string(),
  exata: z.boolean(),
  motivo: z.string(),
  pagamentos: z.array(z.number().int()).optional(),
  ordens: z.array(z.number().int()).optional(),
});
export type Sugestao = z.infer<typeof ZSugestao>;

/** One statement line as the lists show it. */
export const ZMovimentoBancario = z.object({
  id: z.number().int(),
  conta: z.number().int(),
  extrato: z.number().int().nullable(),
  data: z.string(),
  tipo: z.enum(TIPO_MOVIMENTO.values),
  valor: z.string(),
  descricao: z.string(),
  documento: z.string().nullable(),
  txid: z.string().nullable(),
  status: z.enum(STATUS_MOVIMENTO.values),
  motivo_pendencia: z.enum(MOTIVO_PENDENCIA.values).nullable(),
  categoria: z.string().nullable(),
  motivo: z.string().nullable(),
  versao: ZVersaoAtual,
  sugestoes: z.array(ZSugestao),
});
export type MovimentoBancario = z.infer<typeof ZMovimentoBancario>;

/** POST /api/contas-bancarias/{id}/extratos/: what the file added and what was already there. */
export const ZImportacaoExtrato = z.object({
  detail: z.string(),
  extrato: z.number().int().nullable(),
  importados: z.number().int(),
  repetidos: z.number().int(),
  movimentos: z.array(ZMovimentoBancario),
});
export type ImportacaoExtrato = z.infer<typeof ZImportacaoExtrato>;

export const MOVIMENTOS_PAGE_SIZE = 20;

const ZDataFiltro = z
  .string()
  .trim()
  .refine((valor) => isValidIsoDate(valor), 'Data inválida: use aaaa-mm-dd.');

/** GET /api/movimentos-bancarios/: one account's lines (or every account's), filtered, newest first. */
export const ZMovimentosQuery = ZPageQuery.extend({
  conta: ZIdQuery.optional(),
  status: z.enum(STATUS_MOVIMENTO.values).optional(),
  tipo: z.enum(TIPO_MOVIMENTO.values).optional(),
  inicio: ZDataFiltro.optional(),
  fim: ZDataFiltro.optional(),
}).refine((q) => !q.inicio || !q.fim || q.inicio <= q.fim, {
  message: M.periodoInvalido,
  path: ['fim'],
});
export type MovimentosQuery = z.infer<typeof ZMovimentosQuery>;

export const ZMovimentosPage = z.object({ movimentos: z.array(ZMovimentoBancario), pages: z.number().int() });

/**
 * A statement's amount as the bank wrote it ("-1.234,56" with a decimal comma, "1234.56" or "-1,234.56" with
 * a point), as a signed decimal string with two places, or null when it is not a number. A bank that sends
 * more than two decimals has them rounded half-up, the only rounding of the import.
 */
export function valorDoExtrato(texto: string, decimal: 'virgula' | 'ponto'): string | null {
  let limpo = texto
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  let negativo = false;
  if (/^\(.*\)$/.test(limpo)) {
    negativo = true;
    limpo = limpo.slice(1, -1);
  }
  if (limpo.endsWith('-')) {
    negativo = true;
    limpo = limpo.slice(0, -1);
  }
  limpo = decimal === 'virgula' ? limpo.replace(/\./g, '').replace(',', '.') : limpo.replace(/,/g, '');
  if (!/^[+-]?\d+(\.\d+)?$/.test(limpo)) return null;
  const valor = new Decimal(limpo).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return (negativo ? valor.negated() : valor).toFixed(2);
}

const CNPJ_FORMATADO = /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/;
const CPF_FORMATADO = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/;
const DIGITOS = /(?<![\d*•])\d{11}(?:\d{3})?(?![\d*•])/g;

/**
 * The payer's or payee's CPF or CNPJ a bank writes in a line's memo ("PIX RECEBIDO 12.345.678/0001-95",
 * "TED 12345678909 FULANO"), digits only, when its check digits are valid; masked documents
 * ("•••.225.699-••") give nothing.
 */
export function documentoDoHistorico(texto: string): string | null {
  const formatado = texto.match(CNPJ_FORMATADO)?.[0] ?? texto.match(CPF_FORMATADO)?.[0];
  if (formatado) {
    const digitos = onlyDigits(formatado);
    if (digitos.length === 14 ? isValidCnpj(digitos) : isValidCpf(digitos)) return digitos;
  }
  for (const candidato of texto.match(DIGITOS) ?? []) {
    if (candidato.length === 14 && isValidCnpj(candidato)) return candidato;
    if (candidato.length === 11 && isValidCpf(candidato)) return candidato;
  }
  return null;
}

/** A Pix end-to-end id: E, the payer's ISPB (8), date and time (12) and 11 characters. */
const E2E = /\bE\d{8}\d{12}[0-9A-Za-z]{11}\b/;
/** A txid the memo labels as such (26 to 35 letters and digits). */
const TXID_ROTULADO = /\b(?:txid|id\s*pix|identificador)\s*[:=]?\s*([0-9A-Za-z]{26,35})\b/i;

/** The Pix end-to-end id or txid a line's memo carries, when it carries one. */
export function txidDoHistorico(texto: string): string | null {
  return texto.match(E2E)?.[0] ?? texto.match(TXID_ROTULADO)?.[1] ?? null;
}
