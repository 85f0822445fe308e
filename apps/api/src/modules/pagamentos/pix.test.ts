import { txidDoPagamento } from '@skyler/domain/pagamentos';
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { brCodeEstatico, cidadeDoEndereco, qrCodeSvg, textoBrCode } from './pix.ts';

/** An EMV payload's fields by tag, read on their own: two digits of tag, two of length, then the value. */
function lerTlv(texto: string): Map<string, string> {
  const campos = new Map<string, string>();
  let i = 0;
  while (i < texto.length) {
    const tag = texto.slice(i, i + 2);
    const tamanho = Number(texto.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(tamanho)) throw new Error(`bad TLV at ${i}`);
    campos.set(tag, texto.slice(i + 4, i + 4 + tamanho));
    i += 4 + tamanho;
  }
  if (i !== texto.length) throw new Error('TLV overruns the payload');
  return campos;
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as the Pix manual computes the BR Code's field 63. */
function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(texto, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const RECEBEDOR = {
  chave: 'financeiro@skylerviagens.com.br',
  nome: 'Skyler Viagens e Turismo Ltda',
  cidade: 'São Paulo',
};

describe('the static Pix code', () => {
  it('carries the key, the exact amount and the txid, read back by the library', () => {
    const txid = txidDoPagamento(123);
    const codigo = brCodeEstatico({ ...RECEBEDOR, valor: '1234.5', txid });
    const lido = parsePix(codigo);
    if (hasError(lido) || lido.type !== 'STATIC') throw new Error('not a static Pix');
    expect(lido).toMatchObject({
      pixKey: RECEBEDOR.chave,
      txid: 'SKYPAG0000000123',
      transactionAmount: 1234.5,
      merchantName: 'SKYLER VIAGENS E TURISMO',
      merchantCity: 'SAO PAULO',
    });
  });

  it('is read the same by an independent EMV decoder, whose CRC16 agrees', () => {
    for (const [valor, txid] of [
      ['0.01', txidDoPagamento(1)],
      ['99999.99', txidDoPagamento(9_999_999_999)],
      ['350', txidDoPagamento(42)],
    ] as const) {
      const codigo = brCodeEstatico({ ...RECEBEDOR, valor, txid });
      const campos = lerTlv(codigo);
      expect(campos.get('00')).toBe('01');
      expect(campos.get('53')).toBe('986');
      expect(campos.get('58')).toBe('BR');
      expect(campos.get('54')).toBe(Number(valor).toFixed(2));
      const conta = lerTlv(campos.get('26') ?? '');
      expect(conta.get('00')?.toLowerCase()).toBe('br.gov.bcb.pix');
      expect(conta.get('01')).toBe(RECEBEDOR.chave);
      expect(lerTlv(campos.get('62') ?? '').get('05')).toBe(txid);
      // field 63 is the CRC of everything before its value, its own tag and length included
      expect(codigo.slice(-8, -4)).toBe('6304');
      expect(campos.get('63')).toBe(crc16(codigo.slice(0, -4)));
    }
  });

  it('a code changed by one character fails the CRC', () => {
    const codigo = brCodeEstatico({ ...RECEBEDOR, valor: '10.00', txid: txidDoPagamento(7) });
    const adulterado = codigo.replace('10.00', '19.00');
    expect(lerTlv(adulterado).get('63')).not.toBe(crc16(adulterado.slice(0, -4)));
  });

  it('refuses a txid longer than a static code holds', () => {
    expect(() => brCodeEstatico({ ...RECEBEDOR, valor: '1.00', txid: 'X'.repeat(26) })).toThrow();
  });

  it('keeps only what a BR Code accepts of the name and the city of the address', () => {
    expect(textoBrCode('Agência Ágil & Cia. — Viagens', 25)).toBe('Agencia Agil Cia Viagens');
    expect(cidadeDoEndereco('Av. Paulista, 1578, conj. 1203, Bela Vista, São Paulo - SP, 01310-200')).toBe(
      'São Paulo',
    );
    expect(cidadeDoEndereco('Rua sem cidade, 10')).toBeNull();
  });

  it('draws the QR code as SVG', async () => {
    const svg = await qrCodeSvg(brCodeEstatico({ ...RECEBEDOR, valor: '1.00', txid: txidDoPagamento(1) }));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });
});
