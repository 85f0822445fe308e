import { describe, expect, it } from 'vitest';
import { taxaDaTabela, taxaDoPagamento, taxaPelaTabela } from '../taxas-meio-pagamento.ts';
import { calcularResultado, estimarResultadoCotacao, resultadoEmTexto } from './resultado.ts';

const TABELA = [
  { meio_pagamento: 'pagarme', num_parcelas: 1, percentual: '3.19', fixo: '0' },
  { meio_pagamento: 'pagarme', num_parcelas: 2, percentual: '3.79', fixo: '0' },
  { meio_pagamento: 'pagarme', num_parcelas: 7, percentual: '4.29', fixo: '0' },
  { meio_pagamento: 'boleto', num_parcelas: 1, percentual: '0', fixo: '3.49' },
];

describe('taxaDoPagamento', () => {
  it('is value × percent + fixed, rounded half-up once, never above the value', () => {
    expect(taxaDoPagamento('1000', '3.19', '0').toFixed(2)).toBe('31.90');
    expect(taxaDoPagamento('333.33', '3.79', '0').toFixed(2)).toBe('12.63');
    expect(taxaDoPagamento('101', '0.5', '0').toFixed(2)).toBe('0.51');
    expect(taxaDoPagamento('100.50', '0.5', '0.10').toFixed(2)).toBe('0.60');
    expect(taxaDoPagamento('500', '0', '3.49').toFixed(2)).toBe('3.49');
    expect(taxaDoPagamento('2', '0', '3.49').toFixed(2)).toBe('2.00');
    expect(taxaDoPagamento('0', '3.19', '3.49').toFixed(2)).toBe('0.00');
  });

  it('takes the row of the instalments, else the largest count below them, else none', () => {
    expect(taxaDaTabela(TABELA, 'pagarme', 1)?.percentual).toBe('3.19');
    expect(taxaDaTabela(TABELA, 'pagarme', 6)?.percentual).toBe('3.79');
    expect(taxaDaTabela(TABELA, 'pagarme', 12)?.percentual).toBe('4.29');
    expect(taxaDaTabela(TABELA, 'pix', 1)).toBeNull();
    expect(
      taxaPelaTabela(TABELA, { valor: '2000', meio_pagamento: 'pagarme', num_parcelas: 3 })?.toFixed(2),
    ).toBe('75.80');
    expect(taxaPelaTabela(TABELA, { valor: '2000', meio_pagamento: 'pix', num_parcelas: 1 })).toBeNull();
  });
});

describe('calcularResultado', () => {
  it('nets fees, commissions, refunds and the exchange difference from the gross margin', () => {
    const resultado = resultadoEmTexto(
      calcularResultado({
        servicos: [
          { id: 1, cancelado: false, receita: '1000.00', custo: '700.00' },
          { id: 2, cancelado: false, receita: '500.00', custo: '480.00' },
          { id: 3, cancelado: true, receita: '300.00', custo: '200.00' },
        ],
        taxas: ['31.90', '3.49', null],
        emissoes: [
          // 891.40 × 3 % = 26.742 → 26.74; × 2.5 % = 22.285 → 22.29; × 1.5 % = 13.371 → 13.37
          { servico: 1, cancelada: false, valor_base: '891.40', percentuais: ['3', '2.5', '1.5'] },
          // 445.70 × 3 % = 13.371 → 13.37; × 1.5 % = 6.6855 → 6.69
          { servico: 2, cancelada: false, valor_base: '445.70', percentuais: ['3', null, '1.5'] },
          { servico: 2, cancelada: true, valor_base: '100.00', percentuais: ['3', '2.5', '1.5'] },
        ],
        estornos: '10.00',
        diferenca_cambial: '5.00',
      }),
    );
    expect(resultado).toEqual({
      receita: '1500.00',
      custo: '1180.00',
      taxas_meio_pagamento: '35.39',
      comissoes: '82.46',
      estornos: '10.00',
      diferenca_cambial: '5.00',
      margem_bruta: '320.00',
      // 320 − 35.39 − 82.46 − 10 − 5
      margem_liquida: '187.15',
      servicos: [
        {
          id: 1,
          receita: '1000.00',
          custo: '700.00',
          margem_bruta: '300.00',
          comissoes: '62.40',
          comissao_acima_da_margem: false,
        },
        {
          id: 2,
          receita: '500.00',
          custo: '480.00',
          margem_bruta: '20.00',
          comissoes: '20.06',
          comissao_acima_da_margem: true,
        },
      ],
    });
  });

  it('estimates a quote from the fee table and the current commission rates', () => {
    const resultado = resultadoEmTexto(
      estimarResultadoCotacao({
        valor: '10000',
        custo: '8000',
        meio_pagamento: 'pagarme',
        num_parcelas: 3,
        tabela: TABELA,
        percentuais: ['3', '2.5', '1.5'],
      }),
    );
    // fee 10000 × 3.79 % = 379.00; base 8914.00: 267.42 + 222.85 + 133.71 = 623.98
    expect(resultado.taxas_meio_pagamento).toBe('379.00');
    expect(resultado.comissoes).toBe('623.98');
    expect(resultado.margem_bruta).toBe('2000.00');
    expect(resultado.margem_liquida).toBe('997.02');
  });
});
