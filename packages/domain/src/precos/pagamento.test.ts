import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIPOS_PAGAMENTO } from '../pagamentos.ts';
import { moneyString } from './dinheiro.ts';
import {
  descontoValido,
  limitesPagamento,
  PAGAMENTO_MESSAGES,
  pagamentosProgramados,
  podemJuntar,
  saldoAProgramar,
  somaConfere,
  valorDoPagamento,
} from './pagamento.ts';

describe('payment terms (docs/pricing.md)', () => {
  it.each([
    [{ tipo: 'pagamentoAVista', valorAVista: 10000 }, '608.18', '10000.00'],
    [{ tipo: 'pagamentoAVistaPortalFornecedor', valorAVista: 10000 }, '608.18', '10000.00'],
    [{ tipo: 'pagamentoParcelado', valorAVista: 10000, parcelas: 3 }, '51.20', '10556.98'],
    [{ tipo: 'pagamentoParcelado', valorAVista: 10000, parcelas: 6 }, '0.00', '10608.18'],
    [
      { tipo: 'pagamentoParceladoEntrada', valorAVista: 10000, parcelas: 3, valorEntrada: 3000 },
      '35.84',
      '10391.28',
    ],
  ] as const)('%o: maximum discount %s, minimum %s', (condicao, max, min) => {
    const limites = limitesPagamento(condicao);
    expect(moneyString(limites.maxDesconto)).toBe(max);
    expect(moneyString(limites.minimoCobravel)).toBe(min);
  });

  it('accepts a discount up to the maximum plus 0.1', () => {
    expect(descontoValido('608.28', '608.18')).toBe(true);
    expect(descontoValido('608.29', '608.18')).toBe(false);
    expect(descontoValido('-1', '608.18')).toBe(false);
  });

  it('checks split payments within 0.1 and joins only equal method and instalments', () => {
    expect(somaConfere('1000.00', ['600.00', '399.95'])).toBe(true);
    expect(somaConfere('1000.00', ['600.00', '399.80'])).toBe(false);
    expect(
      podemJuntar({ meio_pagamento: 'pix', num_parcelas: null }, { meio_pagamento: 'pix', num_parcelas: 1 }),
    ).toBe(true);
    expect(
      podemJuntar({ meio_pagamento: 'rede', num_parcelas: 3 }, { meio_pagamento: 'rede', num_parcelas: 4 }),
    ).toBe(false);
    expect(
      podemJuntar(
        { meio_pagamento: 'rede', num_parcelas: 3 },
        { meio_pagamento: 'pagarme', num_parcelas: 3 },
      ),
    ).toBe(false);
  });

  it('property: the maximum discount is never negative and minimum + discount = list price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000_00 }),
        fc.constantFrom(...TIPOS_PAGAMENTO.values),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, tipo, parcelas, entradaPct) => {
          const valorAVista = cents / 100;
          const valorEntrada = Math.floor((cents * entradaPct) / 100) / 100;
          const limites = limitesPagamento({ tipo, valorAVista, parcelas, valorEntrada });
          expect(limites.maxDesconto.isNegative()).toBe(false);
          expect(limites.minimoCobravel.plus(limites.maxDesconto).equals(limites.totalComJuros)).toBe(true);
        },
      ),
    );
  });
});

describe('saldoAProgramar ("Cobrar saldo")', () => {
  const servicos = [
    { id: 1, valor_total: '1000.00', status: 'pagamento' },
    { id: 2, valor_total: '500.50', status: 'emissao' },
    { id: 3, valor_total: '300.00', status: 'cancelado' },
    { id: 4, valor_total: '200.00', status: 'validacao' },
  ];

  it('charges each live service what its scheduled payments do not cover', () => {
    const saldo = saldoAProgramar(servicos, [
      { servico: 1, valor: '400.00' },
      { servico: 1, valor: '100.25' },
      { servico: 2, valor: '500.50' },
      { servico: 3, valor: '10.00' },
    ]);
    expect(saldo).toEqual({
      total: '699.75',
      partes: [
        { servico: 1, valor: '499.75' },
        { servico: 4, valor: '200.00' },
      ],
    });
  });

  it('is zero when everything is scheduled, even with a cent over on a service', () => {
    const saldo = saldoAProgramar(servicos.slice(0, 2), [
      { servico: 1, valor: '1000.01' },
      { servico: 2, valor: '500.50' },
    ]);
    expect(saldo).toEqual({ total: '0.00', partes: [] });
  });
});

describe('pagamentosProgramados (criar_pagamentos/)', () => {
  const linha = (servico: number, valor: string, juntar = false, meio = 'pix') => ({
    servico,
    aberto: '500.00',
    valor,
    meio_pagamento: meio,
    num_parcelas: 1,
    data_vencimento: '2026-04-01',
    juntar,
  });

  it('makes one payment per line, and one joined payment of the lines marked, its value their sum', () => {
    const r = pagamentosProgramados(42, [
      linha(12, '500,00', true),
      linha(13, '120.5'),
      linha(14, '0.01', true),
    ]);
    expect(r.erro).toBeNull();
    if (r.erro !== null) return;
    expect(r.pagamentos).toEqual([
      {
        venda: 42,
        valor_pagamento: { valor: '120.50', moeda: 'BRL' },
        servicos: [{ servico: 13, valor: '120.50' }],
        meio_pagamento: 'pix',
        num_parcelas: 1,
        data_vencimento: '2026-04-01',
      },
    ]);
    expect(r.pagamentosJuntos[0]?.valor_pagamento.valor).toBe('500.01');
    expect(r.pagamentosJuntos[0]?.servicos).toEqual([
      { servico: 12, valor: '500.00' },
      { servico: 14, valor: '0.01' },
    ]);
  });

  it('refuses a value that is not an amount in cents, above what the service lacks, or joins that do not match', () => {
    expect(pagamentosProgramados(42, [linha(12, '0')])).toEqual({
      erro: PAGAMENTO_MESSAGES.valorObrigatorio,
      linha: 0,
    });
    expect(pagamentosProgramados(42, [linha(12, '10.555')])).toMatchObject({ linha: 0 });
    expect(pagamentosProgramados(42, [linha(12, '10'), linha(13, '500.01')])).toEqual({
      erro: PAGAMENTO_MESSAGES.acimaDoAberto,
      linha: 1,
    });
    expect(pagamentosProgramados(42, [linha(12, '1', true), linha(13, '1', true, 'pagarme')])).toEqual({
      erro: PAGAMENTO_MESSAGES.naoJuntaveis,
      linha: null,
    });
  });

  it('a single line marked to join is a payment of its own', () => {
    const r = pagamentosProgramados(42, [linha(12, '1', true), linha(13, '2')]);
    expect(r.erro === null && r.pagamentos.length).toBe(2);
    expect(r.erro === null && r.pagamentosJuntos).toEqual([]);
  });

  it('a payment stores the exact sum of its shares, whatever was typed within the tolerance', () => {
    expect(somaConfere('500.05', ['300.00', '200.00'])).toBe(true);
    expect(valorDoPagamento([{ valor: '300.00' }, { valor: '200.00' }])).toBe('500.00');
    expect(valorDoPagamento([{ valor: '100.05' }, { valor: '49.90' }])).toBe('149.95');
  });
});
