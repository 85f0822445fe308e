import { describe, expect, it } from 'vitest';
import { estornosDaVenda, tetoEstornoRac } from './racs.ts';

describe('tetoEstornoRac', () => {
  it('is the issuance value less what its other RACs refund, never below zero', () => {
    expect(tetoEstornoRac('1000.00', []).toFixed(2)).toBe('1000.00');
    expect(tetoEstornoRac('1000.00', ['300.10', '199.90']).toFixed(2)).toBe('500.00');
    expect(tetoEstornoRac('1000.00', ['1000.00']).toFixed(2)).toBe('0.00');
    expect(tetoEstornoRac('1000.00', ['800.00', '800.00']).toFixed(2)).toBe('0.00');
  });
});

describe('estornosDaVenda', () => {
  it('adds the client and supplier refunds to the cent; the net is what refunds cost the sale', () => {
    expect(
      estornosDaVenda([
        { estorno_cliente_valor: '800.00', estorno_fornecedor_valor: '600.00' },
        { estorno_cliente_valor: '0.10', estorno_fornecedor_valor: '0.20' },
      ]),
    ).toEqual({ cliente: '800.10', fornecedor: '600.20', liquido: '199.90' });
    expect(estornosDaVenda([])).toEqual({ cliente: '0.00', fornecedor: '0.00', liquido: '0.00' });
  });
});
