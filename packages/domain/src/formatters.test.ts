import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  elapsedHours,
  formatCep,
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateTime,
  formatElapsed,
  formatId,
  formatMoney,
  formatPhone,
  formatTime,
  toDecimal,
} from './formatters.ts';

describe('formatId', () => {
  it('pads ids to 4 digits', () => {
    expect(formatId(7)).toBe('0007');
    expect(formatId('42')).toBe('0042');
    expect(formatId(1234)).toBe('1234');
    expect(formatId(123456)).toBe('123456');
  });

  it('shows 0000 when empty', () => {
    expect(formatId(null)).toBe('0000');
    expect(formatId(undefined)).toBe('0000');
    expect(formatId('')).toBe('0000');
  });
});

describe('formatMoney', () => {
  it('formats API strings, numbers and decimals in pt-BR reais', () => {
    expect(formatMoney('1234.56')).toBe('R$ 1.234,56');
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney(new Decimal('0.1').plus('0.2'))).toBe('R$ 0,30');
    expect(formatMoney('1234567890.12')).toBe('R$ 1.234.567.890,12');
    expect(formatMoney('999.999')).toBe('R$ 1.000,00');
    expect(formatMoney('12')).toBe('R$ 12,00');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney('-1234.56')).toBe('-R$ 1.234,56');
  });

  it('shows zero as a dash', () => {
    expect(formatMoney(0)).toBe('-');
    expect(formatMoney('0.00')).toBe('-');
    expect(formatMoney('0.004')).toBe('-');
  });

  it('shows missing or unreadable amounts as R$ -', () => {
    expect(formatMoney(null)).toBe('R$ -');
    expect(formatMoney(undefined)).toBe('R$ -');
    expect(formatMoney('')).toBe('R$ -');
    expect(formatMoney('abc')).toBe('R$ -');
    expect(formatMoney(Number.NaN)).toBe('R$ -');
  });

  it('parses exactly, without float drift', () => {
    expect(toDecimal('0.1')?.plus('0.2').toString()).toBe('0.3');
    expect(toDecimal('1,5')).toBeNull();
  });
});

describe('dates and times', () => {
  it('formats plain dates as written', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
  });

  it('formats instants in the São Paulo time zone', () => {
    expect(formatDate('2024-03-05T02:30:00Z')).toBe('04/03/2024');
    expect(formatTime('2024-03-05T02:30:00Z')).toBe('23:30');
    expect(formatDateTime('2024-03-05T15:07:59.123Z')).toBe('05/03/2024 12:07');
    expect(formatDateTime('2024-03-05T15:07:00+01:00')).toBe('05/03/2024 11:07');
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 3, 0)))).toBe('01/01/2024 00:00');
  });

  it('formats datetimes without an offset as wall-clock time', () => {
    expect(formatDateTime('2024-12-31T21:00:00')).toBe('31/12/2024 21:00');
    expect(formatTime('2024-12-31 08:05')).toBe('08:05');
  });

  it('formats plain times', () => {
    expect(formatTime('21:00:00')).toBe('21:00');
    expect(formatTime('07:45')).toBe('07:45');
  });

  it('accepts a separator between date and time', () => {
    expect(formatDateTime('2024-12-31T21:00:00', { separator: ' às ' })).toBe('31/12/2024 às 21:00');
  });

  it('shows a date without a time as only the date', () => {
    expect(formatDateTime('2024-12-31')).toBe('31/12/2024');
    expect(formatTime('2024-12-31')).toBe('-');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('31/12/2024')).toBe('-');
    expect(formatDate(new Date('invalid'))).toBe('-');
    expect(formatTime(undefined)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('documents', () => {
  it('formats CPF, CNPJ and CEP', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCep('01310100')).toBe('01310-100');
  });

  it('leaves incomplete documents as digits and empty ones as a dash', () => {
    expect(formatCpf('123')).toBe('123');
    expect(formatCnpj('1122')).toBe('1122');
    expect(formatCpf(null)).toBe('-');
    expect(formatCep('')).toBe('-');
  });
});

describe('formatPhone', () => {
  it('formats Brazilian landline and mobile numbers', () => {
    expect(formatPhone('1123456789')).toBe('(11) 2345-6789');
    expect(formatPhone({ numero: '11912345678', codigo: '55', pais: 'BR' })).toBe('(11) 91234-5678');
    expect(formatPhone({ numero: '(21) 99876-5432', pais: 'br' })).toBe('(21) 99876-5432');
  });

  it('formats other countries in international form', () => {
    expect(formatPhone({ numero: '912345678', codigo: '351', pais: 'PT' })).toBe('+351 912 345 678');
    expect(formatPhone({ numero: '2015550123', pais: 'US' })).toBe('+1 201 555 0123');
  });

  it('falls back to the digits when the number cannot be read', () => {
    expect(formatPhone({ numero: '12', codigo: '999' })).toBe('+999 12');
    expect(formatPhone(null)).toBe('-');
    expect(formatPhone({ numero: '' })).toBe('-');
  });
});

describe('elapsed time', () => {
  const start = '2024-01-01T10:00:00Z';

  it('shows minutes under one hour', () => {
    expect(formatElapsed(start, '2024-01-01T10:35:59Z')).toBe('35 minutos');
    expect(formatElapsed(start, '2024-01-01T10:01:00Z')).toBe('1 minuto');
    expect(formatElapsed(start, start)).toBe('0 minutos');
  });

  it('shows whole hours from one hour on', () => {
    expect(formatElapsed(start, '2024-01-01T11:00:00Z')).toBe('1 hora');
    expect(formatElapsed(start, '2024-01-03T14:59:00Z')).toBe('52 horas');
  });

  it('never goes negative and shows a dash without dates', () => {
    expect(formatElapsed(start, '2023-12-31T10:00:00Z')).toBe('0 minutos');
    expect(formatElapsed(null)).toBe('-');
  });

  it('counts whole hours for the late marker', () => {
    expect(elapsedHours(start, '2024-01-03T09:59:00Z')).toBe(47);
    expect(elapsedHours(start, '2024-01-03T10:00:00Z')).toBe(48);
    expect(elapsedHours(undefined, start)).toBeNull();
  });
});
