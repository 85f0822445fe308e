import { z } from 'zod';
import { defineEnum } from './enum.ts';
import { hojeNaAgencia } from './formatters.ts';
import { CLASSES_CABINE } from './orcamentos.ts';
import type { LinhaTabelaMilhas } from './precos/calculo-cotacao.ts';
import { MILHAS_MESSAGES, validarLinhaTabela } from './precos/milhas.ts';

/** A miles table row is either the agency's sale price or its own cost (part 2 §3). */
export const TIPOS_TABELA_MILHAS = defineEnum({
  preco_de_venda: { label: 'Preço de venda' },
  custo: { label: 'Custo' },
});

// ——— the miles table as the API answers it (GET /api/milhas/) and the wallet discount ———

export const MILHAS_TABELA_MESSAGES = {
  desagioProprioNaoEncontrado: 'Deságio próprio não encontrado',
} as const;

export const ZTabelaMilhasQuery = z.object({ tipo: z.enum(TIPOS_TABELA_MILHAS.values).optional() });

const ZPreco = z.string().nullable();

/** A current row of the miles table (part 1 §3, part 2 §3): prices per thousand miles as decimal strings. */
export const ZLinhaTabelaMilhasView = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_TABELA_MILHAS.values),
  programa: z.object({ id: z.number().int(), nome: z.string() }),
  operado_por: z.object({ id: z.number().int(), nome: z.string(), nome_resumido: z.string() }).nullable(),
  /** null: the row serves every class */
  classe: z.enum(CLASSES_CABINE.values).nullable(),
  /** six prices, one per volume tier (up to 5,000; 20,000; 50,000; 100,000; 200,000; above) */
  precos: z.array(ZPreco),
  custo_proprio: ZPreco,
  custo_terceiros: ZPreco,
  piso: ZPreco,
  created_at: z.string(),
  archived_at: z.string().nullable(),
});
export type LinhaTabelaMilhasView = z.infer<typeof ZLinhaTabelaMilhasView>;

/** GET /api/milhas-validadas/desagio_compra/: the average purchase discount (%), e.g. "12.50" */
export const ZDesagioCompra = z.object({ desagio_compra: z.string() });

/** A row of the API as the pricing (`calcularCotacao`) reads it. */
export function linhaParaCalculo(linha: LinhaTabelaMilhasView): LinhaTabelaMilhas {
  return {
    programa: linha.programa.id,
    tipo: linha.tipo,
    classe: linha.classe,
    precos: linha.precos,
    custo_proprio: linha.custo_proprio,
    custo_terceiros: linha.custo_terceiros,
    piso: linha.piso,
    desde: linha.created_at,
  };
}

// ——— editing the table and its history (part 2 §5, §7; decision 0028) ———

/** The six volume tiers' headers, in the order of `precos` (part 2 §9). */
export const FAIXAS_TABELA_MILHAS = [
  'até 5.000',
  '5.000–20.000',
  '20.000–50.000',
  '50.000–100.000',
  '100.000–200.000',
  'acima de 200.000',
] as const;

/** Texts of the miles table's screens and of the API's refusals. */
export const TABELA_MILHAS_MESSAGES = {
  precoAbaixoPiso: MILHAS_MESSAGES.precoAbaixoPiso,
  valoresNegativos: MILHAS_MESSAGES.valoresNegativos,
  confirmarAlteracao:
    'Tem certeza que deseja alterar o valor das milhas desse programa? Essas alterações serão salvas e mantidas em instancias futuras.',
  confirmarArquivar: 'Tem certeza que deseja arquivar este item?',
  valorInvalido: 'Informe um valor numérico com até duas casas decimais.',
  precoObrigatorio: 'Informe o preço.',
  pisoObrigatorio: 'Informe o piso.',
  seisPrecos: 'Informe os seis preços da tabela, um por faixa de milhas.',
  naoEncontrada: 'Linha da tabela de milhas não encontrada.',
  jaArquivada: 'Esta linha já foi alterada ou arquivada por outra pessoa. Recarregue a tabela.',
  classeDuplicada: 'Já existe uma linha atual deste programa para esta classe.',
  ciaNaoEncontrada: 'Companhia aérea não encontrada.',
  programaNaoEncontrado: 'Programa de fidelidade não encontrado.',
  mesInvalido: 'Mês inválido: use o formato AAAA-MM.',
  alterada: 'Valores das milhas alterados com sucesso!',
  arquivada: 'Item arquivado com sucesso!',
  semHistorico: 'Nenhuma alteração da tabela neste mês.',
} as const;

const T = TABELA_MILHAS_MESSAGES;

/** Editing, adding and archiving the table's rows: the milhas group (part 2 §6; decision 0028). */
export function podeEditarTabelaMilhas(user: { pertencente: readonly string[]; cliente?: boolean }): boolean {
  return !user.cliente && user.pertencente.includes('milhas');
}

/** A price per thousand miles as typed ("23,50" or "23.50"): at most 8 digits and 2 decimals. */
const ZPrecoTabela = (obrigatorio: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((valor) =>
      valor === null || valor === undefined ? '' : String(valor).trim().replace(',', '.'),
    )
    .refine((valor) => valor !== '', obrigatorio)
    .refine((valor) => valor === '' || /^-?\d{1,8}(\.\d{1,2})?$/.test(valor), T.valorInvalido)
    .refine((valor) => !/^-?\d/.test(valor) || Number(valor) > 0, T.valoresNegativos);

/** An optional cost (own or third-party accounts): empty is none; when given, positive. */
const ZCustoTabela = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((valor) => (valor === null || valor === undefined ? '' : String(valor).trim().replace(',', '.')))
  .refine((valor) => valor === '' || /^-?\d{1,8}(\.\d{1,2})?$/.test(valor), T.valorInvalido)
  .refine((valor) => valor === '' || !/^-?\d/.test(valor) || Number(valor) > 0, T.valoresNegativos)
  .transform((valor) => (valor === '' ? null : valor));

/**
 * PUT /api/milhas/{id}/ (the whole row; its successor keeps the programme and kind) and the edit dialog's
 * form: six prices, the costs and the floor; the operating airline and the class may change too.
 */
const ZLinhaTabelaMilhasCampos = z.object({
  operado_por: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((id) => id ?? null),
  classe: z
    .enum(CLASSES_CABINE.values)
    .nullish()
    .transform((classe) => classe ?? null),
  precos: z.array(ZPrecoTabela(T.precoObrigatorio)).length(6, T.seisPrecos),
  custo_proprio: ZCustoTabela,
  custo_terceiros: ZCustoTabela,
  piso: ZPrecoTabela(T.pisoObrigatorio),
});

/** Prices all below the floor, said on the floor (the per-field checks name zero, negative and malformed values). */
function checkPiso(linha: { precos: string[]; piso: string }, ctx: z.RefinementCtx): void {
  // the object's check also runs when a field was refused; only a row of well-formed values is compared
  const valores = [...linha.precos, linha.piso];
  if (
    !Array.isArray(linha.precos) ||
    linha.precos.length !== 6 ||
    !valores.every((v) => typeof v === 'string' && /^-?\d{1,8}(\.\d{1,2})?$/.test(v))
  )
    return;
  const erro = validarLinhaTabela({ precos: linha.precos, piso: linha.piso });
  if (erro === T.precoAbaixoPiso) ctx.addIssue({ code: 'custom', path: ['piso'], message: erro });
}

export const ZLinhaTabelaMilhasRequest = ZLinhaTabelaMilhasCampos.superRefine(checkPiso);
export type LinhaTabelaMilhasRequest = z.input<typeof ZLinhaTabelaMilhasRequest>;
export type LinhaTabelaMilhasDados = z.output<typeof ZLinhaTabelaMilhasRequest>;

/** POST /api/milhas/: a row for a programme and kind (and class) that has none. */
export const ZNovaLinhaTabelaMilhasRequest = ZLinhaTabelaMilhasCampos.extend({
  programa: z.number().int().positive(),
  tipo: z.enum(TIPOS_TABELA_MILHAS.values),
}).superRefine(checkPiso);
export type NovaLinhaTabelaMilhasRequest = z.input<typeof ZNovaLinhaTabelaMilhasRequest>;

/** 'YYYY-MM' of a real month. */
export function isMesValido(mes: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(mes);
  if (!match) return false;
  const [, ano = '', numero = ''] = match;
  return Number(ano) >= 2000 && Number(ano) <= 2999 && Number(numero) >= 1 && Number(numero) <= 12;
}

/** GET /api/milhas/historico/?mes=YYYY-MM&tipo=: the rows archived in that month (America/Sao_Paulo). */
export const ZHistoricoMilhasQuery = z.object({
  mes: z.string().refine(isMesValido, T.mesInvalido),
  tipo: z.enum(TIPOS_TABELA_MILHAS.values).optional(),
});
export type HistoricoMilhasQuery = z.infer<typeof ZHistoricoMilhasQuery>;

/** The month 'YYYY-MM' in the agency's time zone at `agora` (the history's default). */
export function mesNaAgencia(agora: Date = new Date()): string {
  return hojeNaAgencia(agora).slice(0, 7);
}

/** The history's rows by the day they were archived (agency's time zone), newest day and moment first. */
export function agruparHistoricoPorDia(
  linhas: readonly LinhaTabelaMilhasView[],
): { dia: string; linhas: LinhaTabelaMilhasView[] }[] {
  const ordenadas = [...linhas]
    .filter((linha) => linha.archived_at)
    .sort((a, b) => (b.archived_at ?? '').localeCompare(a.archived_at ?? '') || b.id - a.id);
  const grupos: { dia: string; linhas: LinhaTabelaMilhasView[] }[] = [];
  for (const linha of ordenadas) {
    const dia = hojeNaAgencia(new Date(linha.archived_at ?? ''));
    const ultimo = grupos.at(-1);
    if (ultimo?.dia === dia) ultimo.linhas.push(linha);
    else grupos.push({ dia, linhas: [linha] });
  }
  return grupos;
}

/** The miles table's audit rows, as the Logs screens name them. */
export const TABELA_MILHAS_LOG_TIPOS = {
  tabela_milhas_alterada: 'Tabela de milhas alterada',
  tabela_milhas_arquivada: 'Linha da tabela de milhas arquivada',
  tabela_milhas_criada: 'Linha adicionada à tabela de milhas',
} as const;
