import { describe, expect, it } from 'vitest';
import { chavePixDoHistorico } from './chave-pix.ts';
import {
  documentoDoHistorico,
  normalizarChavePix,
  txidDoHistorico,
  valorDoExtrato,
  ZContaBancariaInput,
  ZCsvMapeamento,
} from './contas-bancarias.ts';

describe('normalizarChavePix', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['11.222.333/0001-81', '11222333000181'],
    ['Financeiro@Agencia.com.br', 'financeiro@agencia.com.br'],
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ])('%s is the key %s', (entrada, chave) => expect(normalizarChavePix(entrada)).toBe(chave));

  it.each([
    '529.982.247-24',
    '11222333000180',
    '11 98765-4321',
    '+1 202 555 0100',
    'nada',
    '+55 11 3333-4444',
  ])('refuses %s', (entrada) => expect(normalizarChavePix(entrada)).toBeNull());

  it('the account schema takes an empty key as none', () => {
    const dados = ZContaBancariaInput.parse({
      banco: '341',
      agencia: '1500',
      conta: '45678-9',
      descricao: 'Itaú',
      chave_pix: ' ',
    });
    expect(dados.chave_pix).toBeNull();
  });
});

describe('valorDoExtrato', () => {
  it.each([
    ['-1.234,56', 'virgula', '-1234.56'],
    ['1234,5', 'virgula', '1234.50'],
    ['R$ 10,00', 'virgula', '10.00'],
    ['(89,90)', 'virgula', '-89.90'],
    ['45,00-', 'virgula', '-45.00'],
    ['-1,250.00', 'ponto', '-1250.00'],
    ['0.005', 'ponto', '0.01'],
  ] as const)('%s (%s) is %s', (texto, decimal, valor) => expect(valorDoExtrato(texto, decimal)).toBe(valor));

  it('is null for what is not a number', () => {
    expect(valorDoExtrato('dez reais', 'virgula')).toBeNull();
    expect(valorDoExtrato('', 'ponto')).toBeNull();
  });
});

describe('documentoDoHistorico and txidDoHistorico', () => {
  it('finds a valid CPF or CNPJ, formatted or not, and ignores masked or invalid ones', () => {
    expect(documentoDoHistorico('TED REMET.12.345.678/0001-95')).toBe('12345678000195');
    expect(documentoDoHistorico('Pix - Recebido 04/10 09:12 52998224725 JOSE')).toBe('52998224725');
    expect(documentoDoHistorico('Pix recebido - ANA - •••.225.699-•• - INTER')).toBeNull();
    expect(documentoDoHistorico('DOC 12345678901 INVALIDO')).toBeNull();
  });

  it('finds a Pix end-to-end id or a labelled txid', () => {
    expect(txidDoHistorico('PIX RECEBIDO E18236120202610071512s0123456789 ANA')).toBe(
      'E18236120202610071512s0123456789',
    );
    expect(txidDoHistorico('COBRANCA PIX TXID: SKY000000000000000000000042')).toBe(
      'SKY000000000000000000000042',
    );
    expect(txidDoHistorico('TARIFA PACOTE')).toBeNull();
  });
});

describe('ZCsvMapeamento', () => {
  it('needs the amount column or both credit and debit columns', () => {
    expect(
      ZCsvMapeamento.safeParse({ data: 'Data', descricao: 'Histórico', credito: 'Crédito' }).success,
    ).toBe(false);
    expect(
      ZCsvMapeamento.parse({ data: 'Data', descricao: 'Histórico', credito: 'C', debito: 'D' }),
    ).toMatchObject({ formato_data: 'dd/MM/yyyy', decimal: 'virgula' });
  });
});

describe('chavePixDoHistorico', () => {
  it.each([
    ['PIX ENVIADO PAGAMENTOS@HOTELMARE.COM.BR', 'pagamentos@hotelmare.com.br'],
    ['PIX TRANSF 5F1A2B3C-0D4E-4F5A-8B6C-7D8E9F0A1B2C HOTEL', '5f1a2b3c-0d4e-4f5a-8b6c-7d8e9f0a1b2c'],
    ['PIX ENVIADO +55 (11) 98765-4321 GUIA', '+5511987654321'],
  ])('%s names the key %s', (texto, chave) => expect(chavePixDoHistorico(texto)).toBe(chave));

  it.each(['TAR PACOTE ITAÚ', 'PIX ENVIADO FULANO', 'PIX +55 11 1234'])('%s names no key', (texto) =>
    expect(chavePixDoHistorico(texto)).toBeNull(),
  );
});
