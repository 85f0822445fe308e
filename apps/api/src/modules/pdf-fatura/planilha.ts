import { normalizarBusca } from '@skyler/domain/busca';
import {
  erroLinhaPlanilha,
  PLANILHA_FATURA_MESSAGES as P,
  PLANILHA_FATURA_COLUNAS,
  PLANILHA_FATURA_MAX_LINHAS,
} from '@skyler/domain/pagamentos';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What the parts of a spreadsheet may add up to once unzipped: a 10 MB upload cannot become gigabytes. */
const MAX_DESCOMPACTADO = 50 * 1024 * 1024;
const MAX_PARTES = 2000;
const DESCRICAO_MAX = 200;
const QUANTIDADE_MAX = 100_000;

export type ItemFatura = {
  linha: number;
  descricao: string;
  quantidade: number;
  valor_unitario: string;
  valor: string;
};

function recusa(errors: string[], campo = 'planilha'): AppError {
  return new AppError('bad_request', P.erro, { [campo]: errors });
}

/**
 * The names and unzipped sizes of a ZIP's entries, from its central directory (APPNOTE 4.3.12, 4.3.16);
 * null when the bytes are not a readable ZIP.
 */
function entradasDoZip(data: Buffer): { nome: string; tamanho: number }[] | null {
  const inicio = Math.max(0, data.length - 65_557);
  let fim = -1;
  for (let i = data.length - 22; i >= inicio; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      fim = i;
      break;
    }
  }
  if (fim < 0) return null;
  const total = data.readUInt16LE(fim + 10);
  let posicao = data.readUInt32LE(fim + 16);
  if (total > MAX_PARTES) return null;
  const entradas: { nome: string; tamanho: number }[] = [];
  for (let n = 0; n < total; n++) {
    if (posicao + 46 > data.length || data.readUInt32LE(posicao) !== 0x02014b50) return null;
    const tamanho = data.readUInt32LE(posicao + 24);
    const nomeLen = data.readUInt16LE(posicao + 28);
    const extraLen = data.readUInt16LE(posicao + 30);
    const comentarioLen = data.readUInt16LE(posicao + 32);
    if (posicao + 46 + nomeLen > data.length) return null;
    entradas.push({ nome: data.toString('utf8', posicao + 46, posicao + 46 + nomeLen), tamanho });
    posicao += 46 + nomeLen + extraLen + comentarioLen;
  }
  return entradas;
}

/**
 * An .xlsx by its content, not its name: a ZIP that file-type recognises as a workbook and whose central
 * directory has the workbook's parts, within a sane unzipped size.
 */
export async function conferirXlsx(data: Buffer): Promise<void> {
  const { fileTypeFromBuffer } = await import('file-type');
  const tipo = await fileTypeFromBuffer(data).catch(() => undefined);
  if (tipo?.mime !== XLSX_MIME) throw recusa([P.naoXlsx]);
  const entradas = entradasDoZip(data);
  if (!entradas) throw recusa([P.naoXlsx]);
  const nomes = new Set(entradas.map((entrada) => entrada.nome));
  if (!nomes.has('[Content_Types].xml') || !nomes.has('xl/workbook.xml')) throw recusa([P.naoXlsx]);
  const descompactado = entradas.reduce((soma, entrada) => soma + entrada.tamanho, 0);
  if (descompactado > MAX_DESCOMPACTADO) throw recusa([P.ilegivel]);
}

/** A cell's value as text: rich text, formulas (their result) and hyperlinks reduced to what they show. */
function textoDaCelula(valor: ExcelJS.CellValue): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'string') return valor.trim();
  if (typeof valor === 'number' || typeof valor === 'boolean') return String(valor);
  if (valor instanceof Date) return valor.toISOString().slice(0, 10);
  if (typeof valor === 'object') {
    if ('richText' in valor)
      return valor.richText
        .map((parte) => parte.text)
        .join('')
        .trim();
    if ('result' in valor) return textoDaCelula(valor.result as ExcelJS.CellValue);
    if ('text' in valor) return String(valor.text).trim();
    if ('error' in valor) return '';
  }
  return '';
}

/**
 * A money or quantity cell: a number, or text in the Brazilian ("1.234,56") or plain ("1234.56") form.
 * Null when it is not one.
 */
export function numeroDaCelula(valor: ExcelJS.CellValue): string | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? dec(valor).toString() : null;
  if (valor && typeof valor === 'object' && 'result' in valor)
    return numeroDaCelula(valor.result as ExcelJS.CellValue);
  let texto = textoDaCelula(valor)
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  if (!texto) return null;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(texto) || /^\d+,\d+$/.test(texto)) {
    texto = texto.replace(/\./g, '').replace(',', '.');
  }
  return /^-?\d{1,12}(\.\d+)?$/.test(texto) ? texto : null;
}

const CABECALHO = PLANILHA_FATURA_COLUNAS.map((coluna) => normalizarBusca(coluna));

/**
 * Reads the Planilha Fatura (decision 0026): the first sheet; its first non-empty row is the header
 * Descrição | Quantidade | Valor unitário | Valor (in this order, accents and case ignored); each row below
 * is an item. Empty rows are skipped; Valor may be left empty (quantity × unit value) and, when given, must
 * be that product within one cent. Every bad row is reported ("Linha 3: valor inválido").
 */
export async function lerPlanilhaFatura(data: Buffer): Promise<ItemFatura[]> {
  await conferirXlsx(data);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw recusa([P.ilegivel]);
  }
  const planilha = workbook.worksheets[0];
  if (!planilha) throw recusa([P.semLinhas]);
  if (planilha.rowCount > PLANILHA_FATURA_MAX_LINHAS + 50) throw recusa([P.muitasLinhas]);
  const linhas: { numero: number; celulas: ExcelJS.CellValue[] }[] = [];
  planilha.eachRow({ includeEmpty: false }, (row, numero) => {
    const celulas = [1, 2, 3, 4].map((coluna) => row.getCell(coluna).value);
    if (celulas.some((celula) => textoDaCelula(celula) !== '')) linhas.push({ numero, celulas });
  });
  const [cabecalho, ...itens] = linhas;
  if (
    !cabecalho ||
    cabecalho.celulas.map((celula) => normalizarBusca(textoDaCelula(celula))).join('|') !==
      CABECALHO.join('|')
  ) {
    throw recusa([P.cabecalho]);
  }
  if (itens.length === 0) throw recusa([P.semLinhas]);
  if (itens.length > PLANILHA_FATURA_MAX_LINHAS) throw recusa([P.muitasLinhas]);
  const erros: string[] = [];
  const lidos: ItemFatura[] = [];
  for (const { numero, celulas } of itens) {
    const [celDescricao, celQuantidade, celUnitario, celValor] = celulas;
    const problemas: string[] = [];
    const descricao = textoDaCelula(celDescricao);
    if (!descricao) problemas.push('descrição obrigatória');
    else if (descricao.length > DESCRICAO_MAX)
      problemas.push(`descrição com mais de ${DESCRICAO_MAX} caracteres`);
    const quantidade = numeroDaCelula(celQuantidade);
    const quantidadeOk =
      quantidade !== null &&
      /^\d+$/.test(quantidade) &&
      Number(quantidade) >= 1 &&
      Number(quantidade) <= QUANTIDADE_MAX;
    if (!quantidadeOk) problemas.push('quantidade inválida');
    const unitario = numeroDaCelula(celUnitario);
    const unitarioOk = unitario !== null && !dec(unitario).isNegative() && dec(unitario).decimalPlaces() <= 2;
    if (!unitarioOk) problemas.push('valor unitário inválido');
    const valorTexto = textoDaCelula(celValor);
    const valor = valorTexto ? numeroDaCelula(celValor) : null;
    if (valorTexto && (valor === null || dec(valor).isNegative())) problemas.push('valor inválido');
    else if (quantidadeOk && unitarioOk && valor !== null) {
      const calculado = dec(unitario).times(quantidade);
      if (calculado.minus(valor).abs().gt('0.01'))
        problemas.push('valor diferente de quantidade × valor unitário');
    }
    if (problemas.length) {
      erros.push(...problemas.map((problema) => erroLinhaPlanilha(numero, problema)));
      continue;
    }
    const total = valor !== null ? dec(valor) : dec(unitario).times(quantidade ?? '0');
    lidos.push({
      linha: numero,
      descricao,
      quantidade: Number(quantidade),
      valor_unitario: moneyString(unitario ?? '0'),
      valor: moneyString(total),
    });
  }
  if (erros.length) throw recusa(erros.slice(0, 50));
  return lidos;
}
