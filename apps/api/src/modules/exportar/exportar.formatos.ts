import { DISPLAY_TIME_ZONE } from '@skyler/domain/formatters';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/sessions.ts';

/**
 * How a column is read and written. Every value leaves the database as text in one known shape (dates
 * 'YYYY-MM-DD', date-times 'YYYY-MM-DD HH:MM' in the agency's time zone, numbers as PostgreSQL writes
 * them, booleans 'true'/'false'), whichever driver reads it, and is formatted from that.
 */
export type TipoColuna = 'texto' | 'inteiro' | 'decimal' | 'data' | 'datahora' | 'booleano';

export type Coluna = {
  titulo: string;
  tipo: TipoColuna;
  valor: SQL;
  /** text shown instead of the stored value (an enum's label, a phone's format) */
  formatar?: (valor: string) => string;
  /**
   * the column's value computed from what the query read (a domain function's amount from its inputs as
   * JSON), then formatted as its type; null for an empty cell
   */
  calcular?: (valor: string) => string | null;
  /** a column only some users read (a third party's account login): left out of the others' files */
  visivelPara?: (usuario: SessionUser) => boolean;
};

const FUSO = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

/** The column's value as the text this module formats. */
export function valorComoTexto(coluna: Coluna): SQL {
  switch (coluna.tipo) {
    case 'data':
      return sql`to_char((${coluna.valor})::date, 'YYYY-MM-DD')`;
    case 'datahora':
      return sql`to_char((${coluna.valor}) at time zone ${FUSO}, 'YYYY-MM-DD HH24:MI')`;
    case 'texto':
    case 'inteiro':
    case 'decimal':
    case 'booleano':
      return sql`(${coluna.valor})::text`;
  }
}

const DATA = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

/**
 * Characters that make a spreadsheet read a text cell as a formula (CSV injection), with the full-width
 * forms some spreadsheets normalise to them.
 */
const INICIO_DE_FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A line break followed by a formula character: where a reader that splits lines would start a cell. */
const LINHA_COM_FORMULA = /(\r\n|\r|\n)(?=[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** A cell of the CSV: dates DD/MM/AAAA, date-times DD/MM/AAAA HH:mm, decimal comma, Sim/Não. */
export function celulaCsv(coluna: Coluna, valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  const texto = coluna.calcular ? coluna.calcular(String(valor)) : String(valor);
  if (texto === null) return '';
  if (coluna.formatar) return protegerFormula(coluna.formatar(texto));
  switch (coluna.tipo) {
    case 'texto':
      return protegerFormula(texto);
    case 'inteiro':
      return texto;
    case 'decimal':
      return texto.replace('.', ',');
    case 'data':
    case 'datahora': {
      const partes = DATA.exec(texto);
      if (!partes) return texto;
      const [, ano, mes, dia, hora, minuto] = partes;
      return hora === undefined ? `${dia}/${mes}/${ano}` : `${dia}/${mes}/${ano} ${hora}:${minuto}`;
    }
    case 'booleano':
      return texto === 'true' ? 'Sim' : 'Não';
  }
}

/**
 * The text with a `'` before the formula character that starts it and before each one that starts a line
 * inside it: the field is quoted (it holds a line break), but a reader that splits lines first still
 * finds no formula.
 */
function protegerFormula(texto: string): string {
  const linhas = texto.replace(LINHA_COM_FORMULA, "$1'");
  return INICIO_DE_FORMULA.test(linhas) ? `'${linhas}` : linhas;
}

/** How many bytes of CSV go to the reply at a time. */
export const PEDACO_CSV = 64 * 1024;

/** The bytes of the UTF-8 BOM, which tells Excel the file's encoding. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const PRECISA_ASPAS = /[";\r\n]/;
const ASPAS = /"/g;
/** The most bytes a JavaScript string's code unit takes in UTF-8. */
const BYTES_POR_UNIDADE = 3;

/**
 * CSV that Excel set to Portuguese opens as it is: `;` between fields, CRLF after each record, a field with
 * `"`, `;` or any line break (`\n`, `\r`, `\r\n`) in quotes with its quotes doubled, as csv-stringify writes
 * it with `{ delimiter: ';', record_delimiter: 'windows', quote_record_delimiter: true }`.
 *
 * The records are written straight into a buffer of `tamanho` bytes as UTF-8, with no string per record
 * or per batch: a full buffer is handed over (`cheios()`) and a new one started. Strings of a batch's size
 * would go to V8's large-object space, which only a full collection frees (decision 0060).
 */
export class EscritorCsv {
  private atual: Buffer;
  private usado = 0;
  private prontos: Buffer[] = [];

  constructor(private readonly tamanho = PEDACO_CSV) {
    this.atual = Buffer.allocUnsafe(tamanho);
  }

  /** The UTF-8 BOM, first in the file. */
  bom(): void {
    this.bytes(BOM);
  }

  /** One record: its fields, already formatted as text. */
  registro(campos: readonly string[]): void {
    for (let i = 0; i < campos.length; i++) {
      if (i > 0) this.texto(';');
      const campo = campos[i] ?? '';
      this.texto(PRECISA_ASPAS.test(campo) ? `"${campo.replace(ASPAS, '""')}"` : campo);
    }
    this.texto('\r\n');
  }

  /** The buffers filled since the last call, in order. */
  cheios(): Buffer[] {
    const prontos = this.prontos;
    this.prontos = [];
    return prontos;
  }

  /** What is left, after the last record. */
  resto(): Buffer[] {
    if (this.usado > 0) {
      this.prontos.push(this.atual.subarray(0, this.usado));
      this.usado = 0;
    }
    return this.cheios();
  }

  private texto(texto: string): void {
    if (texto.length === 0) return;
    if (this.usado + texto.length * BYTES_POR_UNIDADE > this.tamanho) {
      this.trocar();
      // a field longer than a whole buffer goes on its own
      if (texto.length * BYTES_POR_UNIDADE > this.tamanho) {
        this.prontos.push(Buffer.from(texto, 'utf8'));
        return;
      }
    }
    this.usado += this.atual.write(texto, this.usado, 'utf8');
  }

  private bytes(bytes: Buffer): void {
    if (this.usado + bytes.length > this.tamanho) this.trocar();
    this.usado += bytes.copy(this.atual, this.usado);
  }

  /** Hands the current buffer over and starts a new one (the one handed over may still be in flight). */
  private trocar(): void {
    if (this.usado === 0) return;
    this.prontos.push(this.atual.subarray(0, this.usado));
    this.atual = Buffer.allocUnsafe(this.tamanho);
    this.usado = 0;
  }
}

/** A cell of the spreadsheet: numbers as numbers, dates as dates (the wall time of the agency). */
export function celulaXlsx(coluna: Coluna, valor: unknown): string | number | Date | null {
  if (valor === null || valor === undefined) return null;
  const texto = coluna.calcular ? coluna.calcular(String(valor)) : String(valor);
  if (texto === null) return null;
  if (coluna.formatar) return coluna.formatar(texto);
  switch (coluna.tipo) {
    case 'texto':
      return texto;
    case 'inteiro':
    case 'decimal':
      return Number(texto);
    case 'data':
    case 'datahora': {
      const partes = DATA.exec(texto);
      if (!partes) return texto;
      const [, ano, mes, dia, hora = '0', minuto = '0'] = partes;
      // a spreadsheet's dates have no time zone: the cell holds the agency's wall time
      return new Date(Date.UTC(Number(ano), Number(mes) - 1, Number(dia), Number(hora), Number(minuto)));
    }
    case 'booleano':
      return texto === 'true' ? 'Sim' : 'Não';
  }
}

/** The spreadsheet's number format of a column. */
export function formatoXlsx(tipo: TipoColuna): string | undefined {
  switch (tipo) {
    case 'data':
      return 'dd/mm/yyyy';
    case 'datahora':
      return 'dd/mm/yyyy hh:mm';
    case 'decimal':
      return '0.00';
    case 'inteiro':
      return '0';
    case 'texto':
    case 'booleano':
      return undefined;
  }
}

/**
 * `Content-Disposition` of a download (RFC 6266): the name in quotes for every browser, and in
 * `filename*` (RFC 8187, UTF-8, percent-encoded) for names with spaces or accents.
 */
export function contentDisposition(nome: string): string {
  const simples = nome.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const codificado = encodeURIComponent(nome).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${simples}"; filename*=UTF-8''${codificado}`;
}
