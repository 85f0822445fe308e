import { createHash } from 'node:crypto';
import { chavePixDoHistorico } from '@skyler/domain/chave-pix';
import {
  documentoDoHistorico,
  CONTAS_BANCARIAS_MESSAGES as M,
  txidDoHistorico,
} from '@skyler/domain/contas-bancarias';
import { AppError } from '../../platform/errors.ts';

/** One statement line as read from the file, before it is stored. */
export type LinhaExtrato = {
  chave: string;
  data: string;
  tipo: 'credito' | 'debito';
  /** positive, two decimals */
  valor: string;
  descricao: string;
  documento: string | null;
  txid: string | null;
};

/** What a statement file holds: its lines, the period it covers and the balance the bank printed. */
export type ExtratoLido = {
  formato: 'ofx' | 'csv';
  linhas: LinhaExtrato[];
  inicio: string | null;
  fim: string | null;
  saldo_final: string | null;
  saldo_data: string | null;
  /** the bank's COMPE code the file names (OFX `BANKID`), when it names one */
  banco: string | null;
};

export const hashDoArquivo = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The file's text: UTF-8 when it is valid UTF-8, else Windows-1252, which is what Brazilian banks send
 * whatever their OFX header says (`CHARSET:1252` files with UTF-8 bytes exist too).
 */
export function textoDoArquivo(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** OFX (SGML 1.x or XML 2.x) or CSV, from the content, not the name; anything else is refused. */
export function formatoDoArquivo(texto: string, nome: string): 'ofx' | 'csv' {
  if (texto.includes('\u0000')) throw new AppError('bad_request', M.formatoDesconhecido);
  const inicio = texto.trimStart().slice(0, 2000).toUpperCase();
  if (inicio.startsWith('OFXHEADER') || (inicio.startsWith('<?XML') && inicio.includes('<?OFX')))
    return 'ofx';
  if (inicio.startsWith('<OFX>')) return 'ofx';
  const primeira = inicio.split(/\r?\n/, 1)[0] ?? '';
  if ((/\.csv$/i.test(nome) || /\.txt$/i.test(nome) || !/\.\w+$/.test(nome)) && /[;,\t]/.test(primeira)) {
    return 'csv';
  }
  throw new AppError('bad_request', M.formatoDesconhecido);
}

/** A line's description as stored: spaces collapsed, at most the column's 255 characters. */
export const descricaoDaLinha = (texto: string) => texto.replace(/\s+/g, ' ').trim().slice(0, 255);

/** The CPF/CNPJ (else another Pix key) and the Pix id a line's text carries. */
export function identificadoresDaLinha(texto: string): { documento: string | null; txid: string | null } {
  return {
    documento: documentoDoHistorico(texto) ?? chavePixDoHistorico(texto),
    txid: txidDoHistorico(texto),
  };
}

/**
 * The `chave` of a line without the bank's own id: a hash of its date, signed amount and description, and
 * its ordinal among equal lines of the same file (two equal fees on one day are two lines).
 */
export function chavesPorConteudo<T extends Omit<LinhaExtrato, 'chave'>>(
  linhas: T[],
): (T & { chave: string })[] {
  const vistas = new Map<string, number>();
  return linhas.map((linha) => {
    const base = `${linha.data}|${linha.tipo === 'debito' ? '-' : ''}${linha.valor}|${linha.descricao}`;
    const ordinal = (vistas.get(base) ?? 0) + 1;
    vistas.set(base, ordinal);
    return { ...linha, chave: `h:${createHash('sha256').update(`${base}|${ordinal}`).digest('hex')}` };
  });
}

/** The first and last dates of the lines, for a file that does not state its period. */
export function periodoDasLinhas(linhas: { data: string }[]): { inicio: string | null; fim: string | null } {
  const datas = linhas.map((l) => l.data).sort();
  return { inicio: datas[0] ?? null, fim: datas.at(-1) ?? null };
}
