import { describe, expect, it } from 'vitest';
import { makeBeneficiarioEmissao, makeEmissao } from '../testing/fixtures.ts';
import { codigoEmissao, pernasDaEmissao, textoBeneficiario, textoHoras } from './emissao-texto.ts';

describe('issuance texts', () => {
  it('names an issuance E and its padded id', () => {
    expect(codigoEmissao(5)).toBe('E0005');
    expect(codigoEmissao(12345)).toBe('E12345');
  });

  it('shows elapsed time in hours, or minutes under one hour', () => {
    expect(textoHoras(0.5)).toBe('30 minutos');
    expect(textoHoras(1)).toBe('1 hora');
    expect(textoHoras(49.9)).toBe('49 horas');
  });

  it('lists a flight’s legs with their place in the flight numbers, and none for other types', () => {
    expect(pernasDaEmissao(makeEmissao()).map((p) => [p.trecho, p.perna, p.dados.destino])).toEqual([
      [0, 0, 'LIS'],
      [0, 1, 'OPO'],
    ]);
    expect(pernasDaEmissao(makeEmissao({ subcotacao_voo: null }))).toEqual([]);
  });

  it('copies a passenger’s name, CPF, birth date and passport', () => {
    expect(textoBeneficiario(makeBeneficiarioEmissao({ eticket: '047' }))).toBe(
      [
        'Nome: Adriana Pinto Almeida',
        'CPF: 588.761.234-74',
        'Data de nascimento: 25/02/1961',
        'Passaporte: FZ123456',
        'Emissão do passaporte: 10/01/2020',
        'Validade do passaporte: 09/01/2030',
        'E-Ticket: 047',
      ].join('\n'),
    );
  });
});
