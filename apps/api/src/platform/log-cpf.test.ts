import { describe, expect, it } from 'vitest';
import { CPF_OCULTO, ocultarCpfs } from './log-cpf.ts';

describe('ocultarCpfs', () => {
  it.each([
    ['{"url":"/api/pagamentos/?search=52998224725"}', `{"url":"/api/pagamentos/?search=${CPF_OCULTO}"}`],
    ['search=529.982.247-25&page=2', `search=${CPF_OCULTO}&page=2`],
    ['search=zuleica%2052998224725', `search=zuleica%20${CPF_OCULTO}`],
    ['params: 52998224725,3', `params: ${CPF_OCULTO},3`],
    ['"cpf":"529982247-25"', `"cpf":"${CPF_OCULTO}"`],
  ])('hides the CPF in %s', (linha, esperado) => {
    expect(ocultarCpfs(linha)).toBe(esperado);
  });

  it.each([
    '{"time":1764385200123,"reqId":"0f8e2a1c-9b7d-4c3e-a5f6-123456789012"}',
    '"responseTime":12.123456789012',
    '"responseTime":3.12345678901',
    'venda=1234567890&cnpj=11222333000181',
    'id a12345678901b',
  ])('keeps numbers that are not a CPF: %s', (linha) => {
    expect(ocultarCpfs(linha)).toBe(linha);
  });
});
