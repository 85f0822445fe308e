import { dec } from '@skyler/domain/precos/dinheiro';
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import QRCode from 'qrcode';

/**
 * The agency's static Pix code (BR Code, the EMV payload of the Banco Central's Pix manual) for one payment:
 * its Pix key, the exact amount and the payment's txid, built by `pix-utils` and read back by it before it is
 * handed out (decision 0087). The name and the city are the agency's, reduced to what a BR Code accepts
 * (letters, digits and spaces without accents; at most 25 and 15 characters).
 */

/** A text as a BR Code field holds it: no accents, letters, digits and spaces, at most `max` characters. */
export function textoBrCode(texto: string, max: number): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The city of an address written as Brazilians do ("…, São Paulo - SP, 01310-200"), or null. */
export function cidadeDoEndereco(endereco: string): string | null {
  const partes = endereco.split(',').map((parte) => parte.trim());
  for (const parte of partes.reverse()) {
    const achada = /^(.+?)\s*[-/]\s*[A-Z]{2}$/.exec(parte);
    if (achada?.[1]) return achada[1];
  }
  return null;
}

export type BrCodeEstatico = {
  chave: string;
  nome: string;
  cidade: string;
  /** reais, as the database keeps them ('1234.50') */
  valor: string;
  txid: string;
};

/** The copy-and-paste code of a static Pix charge; throws when the library refuses it or reads it back differently. */
export function brCodeEstatico(options: BrCodeEstatico): string {
  const valor = dec(options.valor).toFixed(2);
  const pix = createStaticPix({
    merchantName: textoBrCode(options.nome, 25) || 'AGENCIA',
    merchantCity: textoBrCode(options.cidade, 15) || 'BRASIL',
    pixKey: options.chave.trim(),
    txid: options.txid,
    // the library takes a number and writes it with two decimals: a two-decimal string round-trips exactly
    transactionAmount: Number(valor),
  });
  if (hasError(pix)) throw new Error(`static Pix refused: ${pix.message}`);
  const codigo = pix.toBRCode();
  const lido = parsePix(codigo);
  if (
    hasError(lido) ||
    lido.type !== 'STATIC' ||
    lido.pixKey !== options.chave.trim() ||
    lido.txid !== options.txid ||
    !dec(lido.transactionAmount).eq(valor)
  ) {
    throw new Error('static Pix does not read back as built');
  }
  return codigo;
}

/** The QR code of a Pix code as an SVG document. */
export function qrCodeSvg(codigo: string): Promise<string> {
  return QRCode.toString(codigo, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/** The QR code of a Pix code as a PNG image (for an e-mail's inline image). */
export function qrCodePng(codigo: string): Promise<Buffer> {
  return QRCode.toBuffer(codigo, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
