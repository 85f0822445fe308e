import { cnpj as cnpjLib, cpf as cpfLib } from 'cpf-cnpj-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCreateEmpresa,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidDateBr,
  isValidEmail,
  isValidIsoDate,
  isValidTelefone,
  isValidTime,
  normalizeCnpj,
  VALIDACAO_MESSAGES,
} from './validacao.ts';

/** Check digits computed here, independently of the library under test. */
function cpfWithCheckDigits(base: number[]): string {
  const digit = (numbers: number[]) => {
    const sum = numbers.reduce((acc, n, i) => acc + n * (numbers.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

function cnpjWithCheckDigits(base: number[]): string {
  const digit = (numbers: number[]) => {
    const weights =
      numbers.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = numbers.reduce((acc, n, i) => acc + n * (weights[i] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

const notAllSame = (digits: number[]) => new Set(digits).size > 1;
const cpfArb = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .filter(notAllSame)
  .map(cpfWithCheckDigits);
const cnpjArb = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .filter(notAllSame)
  .map(cnpjWithCheckDigits);

function changeOneDigit(value: string, position: number, delta: number): string {
  const index = position % value.length;
  const changed = (Number(value[index]) + delta) % 10;
  return value.slice(0, index) + String(changed) + value.slice(index + 1);
}

describe('CPF', () => {
  it('accepts known valid CPFs, masked or not, and refuses repeated digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('529.982.247-2')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });

  // Mod 11 gives check digit 0 for remainders 0 and 1, so a changed body digit can, rarely, keep a valid
  // CPF (671.394.302-09 with its first digit changed to 5 is one): the property checks the changed value against
  // the check digits recomputed here, and that a changed check digit always fails.
  it('property: generated CPFs validate and any single changed digit fails unless its check digits still match', () => {
    fc.assert(
      fc.property(cpfArb, fc.nat(), fc.integer({ min: 1, max: 9 }), (cpf, position, delta) => {
        expect(isValidCpf(cpf)).toBe(true);
        const changed = changeOneDigit(cpf, position, delta);
        const body = [...changed.slice(0, 9)].map(Number);
        const stillValid = notAllSame(body) && cpfWithCheckDigits(body) === changed;
        expect(isValidCpf(changed)).toBe(stillValid);
        expect(isValidCpf(changeOneDigit(cpf, 9 + (position % 2), delta))).toBe(false);
      }),
    );
  });

  it('agrees with the generator of the library', () => {
    for (let i = 0; i < 50; i++) expect(isValidCpf(cpfLib.generate())).toBe(true);
  });
});

describe('CNPJ', () => {
  it('takes anything but text as no CNPJ', () => {
    expect(normalizeCnpj(11222333000181)).toBe('');
    expect(isValidCnpj(11222333000181)).toBe(false);
    expect(isValidCnpj({ cnpj: '11222333000181' })).toBe(false);
  });

  it('accepts valid numeric and alphanumeric CNPJs and refuses repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
  });

  it('property: generated CNPJs validate and any single changed digit fails unless its check digits still match', () => {
    fc.assert(
      fc.property(cnpjArb, fc.nat(), fc.integer({ min: 1, max: 9 }), (cnpj, position, delta) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        const changed = changeOneDigit(cnpj, position, delta);
        const body = [...changed.slice(0, 12)].map(Number);
        const stillValid = notAllSame(body) && cnpjWithCheckDigits(body) === changed;
        expect(isValidCnpj(changed)).toBe(stillValid);
        expect(isValidCnpj(changeOneDigit(cnpj, 12 + (position % 2), delta))).toBe(false);
      }),
      { numRuns: 1000 },
    );
    for (let i = 0; i < 20; i++) expect(isValidCnpj(cnpjLib.generate())).toBe(true);
  });
});

describe('e-mail, phone, CEP, dates and times', () => {
  it('takes an ISO date only when it is a real calendar day', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    for (const data of ['2025-02-30', '9999-99-99', '2025-13-01', '2025-1-01', '01/02/2025', '', null]) {
      expect(isValidIsoDate(data), String(data)).toBe(false);
    }
  });

  it('checks e-mails as name@domain.x with the spec message', () => {
    expect(isValidEmail('ana@agencia.com.br')).toBe(true);
    expect(isValidEmail('ana@agencia')).toBe(false);
    expect(isValidEmail('ana agencia@x.com')).toBe(false);
    expect(VALIDACAO_MESSAGES.emailInvalido('ana@')).toBe('E-mail deve ser válido (ana@)');
  });

  it('checks phones by country, Brazil by default, both Brazilian masks', () => {
    expect(isValidTelefone('(11) 98765-4321')).toBe(true);
    expect(isValidTelefone('(11) 3456-7890')).toBe(true);
    expect(isValidTelefone('(11) 1234-567')).toBe(false);
    expect(isValidTelefone('555-012', 'US')).toBe(false);
    expect(isValidTelefone('2015550123', 'US')).toBe(true);
    expect(isValidTelefone('912345678', 'PT')).toBe(true);
    expect(isValidTelefone('912345678', 'XX')).toBe(false);
  });

  it('checks CEP, DD/MM/AAAA dates and HH:MM times', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidDateBr('29/02/2024')).toBe(true);
    expect(isValidDateBr('29/02/2025')).toBe(false);
    expect(isValidDateBr('2025-02-01')).toBe(false);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
  });

  it('company creation needs a name, a contact and the CNPJ', () => {
    expect(
      canCreateEmpresa({ razao_social: 'Viagens SA', email: 'a@b.com', cnpj: '11.222.333/0001-81' }),
    ).toBe(true);
    expect(canCreateEmpresa({ nome: 'Viagens', telefone: '', email: '', cnpj: '11222333000181' })).toBe(
      false,
    );
    expect(canCreateEmpresa({ nome: 'Viagens', telefone: '11999999999' })).toBe(false);
  });
});
