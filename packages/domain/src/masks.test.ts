import { describe, expect, it } from 'vitest';
import {
  applyMask,
  MASKS,
  maskBrazilianPhone,
  onlyAlphanumeric,
  onlyDigits,
  parseDateBr,
  parseTime,
  phoneMasksFor,
  toDateBr,
} from './masks.ts';

describe('applyMask', () => {
  it('fills the CPF, CNPJ and CEP patterns', () => {
    expect(applyMask(MASKS.cpf, '12345678909')).toBe('123.456.789-09');
    expect(applyMask(MASKS.cnpj, '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyMask(MASKS.cep, '01310100')).toBe('01310-100');
  });

  it('stops at the last digit typed and ignores non-digits', () => {
    expect(applyMask(MASKS.cpf, '1234')).toBe('123.4');
    expect(applyMask(MASKS.cep, 'ab0131-0')).toBe('01310');
    expect(applyMask(MASKS.date, '')).toBe('');
  });

  it('takes letters in the alphanumeric CNPJ slots, upper-cased, but only digits in digit slots', () => {
    expect(applyMask(MASKS.cnpj, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(applyMask(MASKS.cnpj, '12ABC34501DEX5')).toBe('12.ABC.345/01DE');
    expect(applyMask(MASKS.cpf, '123a45')).toBe('123.45');
  });

  it('drops digits beyond the pattern', () => {
    expect(applyMask(MASKS.time, '123456')).toBe('12:34');
  });
});

describe('onlyAlphanumeric', () => {
  it('keeps letters and digits, upper-cased', () => {
    expect(onlyAlphanumeric('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(onlyAlphanumeric(null)).toBe('');
  });
});

describe('onlyDigits', () => {
  it('keeps digits of strings and numbers', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits(42)).toBe('42');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('parseDateBr', () => {
  it('turns DD/MM/AAAA into YYYY-MM-DD', () => {
    expect(parseDateBr('31/12/2024')).toBe('2024-12-31');
    expect(parseDateBr('01/02/1990')).toBe('1990-02-01');
    expect(parseDateBr(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it('returns null for impossible or incomplete dates', () => {
    expect(parseDateBr('29/02/2023')).toBeNull();
    expect(parseDateBr('31/04/2024')).toBeNull();
    expect(parseDateBr('00/01/2024')).toBeNull();
    expect(parseDateBr('10/13/2024')).toBeNull();
    expect(parseDateBr('10/10/24')).toBeNull();
    expect(parseDateBr('10/10/0202')).toBeNull();
    expect(parseDateBr('2024-10-10')).toBeNull();
    expect(parseDateBr('')).toBeNull();
    expect(parseDateBr(null)).toBeNull();
  });
});

describe('toDateBr', () => {
  it('turns YYYY-MM-DD (or the date part of a datetime) into DD/MM/AAAA', () => {
    expect(toDateBr('2024-12-31')).toBe('31/12/2024');
    expect(toDateBr('2024-03-05T23:59:00Z')).toBe('05/03/2024');
  });

  it('returns an empty text for missing or invalid input', () => {
    expect(toDateBr(null)).toBe('');
    expect(toDateBr('')).toBe('');
    expect(toDateBr('2023-02-29')).toBe('');
    expect(toDateBr('31/12/2024')).toBe('');
  });

  it('is the inverse of parseDateBr', () => {
    for (const br of ['01/01/1900', '15/08/1985', '29/02/2000', '31/12/2100']) {
      expect(toDateBr(parseDateBr(br))).toBe(br);
    }
  });
});

describe('parseTime', () => {
  it('accepts 24 h times and pads the hour', () => {
    expect(parseTime('00:00')).toBe('00:00');
    expect(parseTime('23:59')).toBe('23:59');
    expect(parseTime('7:05')).toBe('07:05');
  });

  it('rejects times outside the day', () => {
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('1200')).toBeNull();
    expect(parseTime('')).toBeNull();
  });
});

describe('phone masks', () => {
  it('offers landline and mobile masks for Brazil, and the generic one elsewhere', () => {
    expect(phoneMasksFor('BR')).toEqual(['(00) 0000-0000', '(00) 00000-0000']);
    expect(phoneMasksFor(undefined)).toEqual(['(00) 0000-0000', '(00) 00000-0000']);
    expect(phoneMasksFor('pt')).toEqual(['000000000000000']);
  });

  it('masks Brazilian numbers by length', () => {
    expect(maskBrazilianPhone('1123456789')).toBe('(11) 2345-6789');
    expect(maskBrazilianPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskBrazilianPhone('912345')).toBe('912345');
  });
});
