import { readFileSync } from 'node:fs';
import { ZCsvMapeamento } from '@skyler/domain/contas-bancarias';
import { describe, expect, it } from 'vitest';
import { textoDoArquivo } from './extrato-arquivo.ts';
import { lerCsv } from './extrato-csv.ts';
import { lerOfx } from './extrato-ofx.ts';

const fixture = (nome: string) => readFileSync(new URL(`fixtures/${nome}`, import.meta.url));
const ofx = (nome: string) => lerOfx(textoDoArquivo(fixture(nome)));

describe('OFX of real bank exports (fixtures/README.md)', () => {
  it('Itaú: SGML, Windows-1252, no FITID: keys from the content, two equal fees are two lines', () => {
    const extrato = ofx('itau.ofx');
    expect(extrato).toMatchObject({
      formato: 'ofx',
      banco: '341',
      inicio: '2026-10-01',
      fim: '2026-10-31',
      saldo_final: '12021.44',
      saldo_data: '2026-10-31',
    });
    expect(extrato.linhas.map((l) => [l.data, l.tipo, l.valor, l.descricao])).toEqual([
      ['2026-10-01', 'credito', '3500.00', 'PIX TRANSF MARIA S01/10'],
      ['2026-10-03', 'debito', '140.00', 'CXE 001958 SAQUE'],
      ['2026-10-06', 'debito', '1250.90', 'SISPAG FORNECEDORES TED'],
      ['2026-10-10', 'debito', '64.50', 'TAR PACOTE ITAÚ OUT/26'],
      ['2026-10-10', 'debito', '64.50', 'TAR PACOTE ITAÚ OUT/26'],
    ]);
    const chaves = extrato.linhas.map((l) => l.chave);
    expect(new Set(chaves).size).toBe(5);
    expect(chaves.every((c) => /^h:[0-9a-f]{64}$/.test(c))).toBe(true);
    // the same content gives the same keys: what makes a second import of the month add nothing
    expect(ofx('itau.ofx').linhas.map((l) => l.chave)).toEqual(chaves);
  });

  it('Bradesco: decimal comma in TRNAMT and LEDGERBAL, FITIDs, a CNPJ in the memo', () => {
    const extrato = ofx('bradesco.ofx');
    expect(extrato).toMatchObject({
      banco: '237',
      inicio: '2026-10-01',
      fim: '2026-10-31',
      saldo_final: '25418.33',
    });
    expect(extrato.linhas.map((l) => [l.chave, l.data, l.tipo, l.valor, l.documento])).toEqual([
      ['N10112', '2026-10-01', 'credito', '11639.48', null],
      ['N10128', '2026-10-02', 'credito', '2074.07', '12345678000195'],
      ['N10154', '2026-10-05', 'debito', '3302.16', null],
      ['N1016A', '2026-10-15', 'debito', '89.90', null],
    ]);
    expect(extrato.linhas[0]?.descricao).toBe('TRANSFERENCIA PIX REM: VIAGENS ALFA LTDA 01/10');
  });

  it('Banco do Brasil: indented SGML, latin-1 accents, a CPF in the Pix memo', () => {
    const extrato = ofx('banco-do-brasil.ofx');
    expect(extrato).toMatchObject({ banco: '001', saldo_final: '8145.00', saldo_data: '2026-10-31' });
    expect(extrato.linhas.map((l) => [l.chave, l.tipo, l.valor])).toEqual([
      ['20261004001', 'credito', '1890.00'],
      ['20261008002', 'debito', '700.00'],
      ['20261020003', 'debito', '45.00'],
    ]);
    expect(extrato.linhas[0]).toMatchObject({
      descricao: 'Pix - Recebido 04/10 09:12 52998224725 JOSÉ DA CONCEIÇÃO',
      documento: '52998224725',
    });
    expect(extrato.linhas[2]?.descricao).toBe('Tarifa Pacote de Serviços');
  });

  it('Nubank: UTF-8 with closing tags, UUID FITIDs, a masked CPF gives no document', () => {
    const extrato = ofx('nubank.ofx');
    expect(extrato).toMatchObject({ banco: '260', inicio: '2026-10-01', saldo_final: '3895.00' });
    expect(extrato.linhas.map((l) => [l.chave, l.data, l.tipo, l.valor, l.documento])).toEqual([
      ['6a79e856-3667-43fd-8b3d-370bd6abf085', '2026-10-07', 'credito', '4000.00', null],
      ['6a775fb8-1cf5-4f74-bc40-0cf1437a87fe', '2026-10-08', 'debito', '105.00', null],
      ['6a8c1d20-52be-4c11-9a0e-5b8f8e0b7c31', '2026-10-12', 'debito', '1320.55', '11222333000181'],
    ]);
    expect(extrato.linhas[0]?.descricao).toContain('Transferência recebida pelo Pix - ANA PAULA SOUZA');
  });

  it('refuses a truncated file and a line without a date', () => {
    const texto = textoDoArquivo(fixture('nubank.ofx'));
    expect(() => lerOfx(texto.slice(0, texto.indexOf('<STMTTRN>') + 40))).toThrow(
      /Não foi possível ler o OFX/,
    );
    expect(() =>
      lerOfx(texto.replace('<DTPOSTED>20261008000000[-3:BRT]</DTPOSTED>', '<DTPOSTED>x</DTPOSTED>')),
    ).toThrow('Lançamento 2 do OFX: data inválida');
  });
});

describe('CSV with the account mapping', () => {
  const mapeamento = ZCsvMapeamento.parse({
    data: 'Data',
    descricao: 'Histórico',
    documento: 'Documento',
    credito: 'Crédito (R$)',
    debito: 'Débito (R$)',
    formato_data: 'dd/MM/yyyy',
    decimal: 'virgula',
  });

  it('reads credit and debit columns with decimal comma, skips the balance line, keeps equal lines apart', () => {
    const extrato = lerCsv(textoDoArquivo(fixture('extrato-santander.csv')), mapeamento);
    expect(extrato).toMatchObject({
      formato: 'csv',
      inicio: '2026-10-02',
      fim: '2026-10-03',
      saldo_final: null,
    });
    expect(extrato.linhas.map((l) => [l.data, l.tipo, l.valor, l.descricao, l.documento])).toEqual([
      ['2026-10-02', 'credito', '1234.56', 'PIX RECEBIDO CLIENTE', '11144477735'],
      ['2026-10-03', 'debito', '2000.00', 'PAGTO FORNECEDOR', '11222333000181'],
      ['2026-10-03', 'debito', '12.90', 'TARIFA', null],
      ['2026-10-03', 'debito', '12.90', 'TARIFA', null],
    ]);
    expect(new Set(extrato.linhas.map((l) => l.chave)).size).toBe(4);
  });

  it('reads one signed amount column with the point, ISO dates and a comma separator', () => {
    const csv =
      'date,amount,memo\n2026-10-05,"-1,250.00",Fornecedor\n2026-10-06,980.10,Cliente 12.345.678/0001-95\n';
    const extrato = lerCsv(
      csv,
      ZCsvMapeamento.parse({
        data: 'date',
        valor: 'amount',
        descricao: 'memo',
        formato_data: 'yyyy-MM-dd',
        decimal: 'ponto',
      }),
    );
    expect(extrato.linhas.map((l) => [l.data, l.tipo, l.valor, l.documento])).toEqual([
      ['2026-10-05', 'debito', '1250.00', null],
      ['2026-10-06', 'credito', '980.10', '12345678000195'],
    ]);
  });

  it('names the missing column and the bad line', () => {
    const texto = textoDoArquivo(fixture('extrato-santander.csv'));
    expect(() => lerCsv(texto, { ...mapeamento, data: 'Dia' })).toThrow('O CSV não tem a coluna "Dia".');
    expect(() => lerCsv(texto.replace('03/10/2026;PAGTO', '31/02/2026;PAGTO'), mapeamento)).toThrow(
      'Linha 4 do CSV: data inválida',
    );
    expect(() => lerCsv(texto.replace('2.000,00', 'dois mil'), mapeamento)).toThrow(
      'Linha 4 do CSV: valor inválido',
    );
  });
});
