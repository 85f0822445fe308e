import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './dinheiro.ts';
import { calcularFatura, descontoPadrao, FATURA_MESSAGES } from './fatura.ts';
import { PAGAMENTO_MESSAGES } from './pagamento.ts';

function ok(resultado: ReturnType<typeof calcularFatura>) {
  if (!resultado.ok) throw new Error(resultado.erro.mensagem);
  return resultado.fatura;
}

describe('pricing of a quote’s payment terms (decision 0025)', () => {
  it('cash with the default discount charges the cash value, by Pix, in one payment', () => {
    const condicao = { tipo: 'pagamentoAVista', valorAVista: '10000.00' } as const;
    const desconto = descontoPadrao(condicao);
    expect(desconto).toBe('608.18');
    const fatura = ok(calcularFatura({ ...condicao, desconto }));
    expect(fatura.totalComJuros).toBe('10608.18');
    expect(fatura.valorTotal).toBe('10000.00');
    expect(fatura.pagamentos).toEqual([
      {
        origem: 'avista',
        meio_pagamento: 'pix',
        num_parcelas: 1,
        valor: '10000.00',
        valor_parcela: '10000.00',
      },
    ]);
  });

  it('a down payment and 10 card instalments become a Pix entry and one card payment', () => {
    const condicao = {
      tipo: 'pagamentoParceladoEntrada',
      valorAVista: '10000.00',
      parcelas: 10,
      valorEntrada: '3000.00',
    } as const;
    const fatura = ok(calcularFatura({ ...condicao, desconto: descontoPadrao(condicao) }));
    expect(fatura.pagamentos.map((p) => [p.origem, p.meio_pagamento, p.num_parcelas, p.valor])).toEqual([
      ['entrada', 'pix', 1, '3000.00'],
      ['parcelado', 'pagarme', 10, '7427.12'],
    ]);
    expect(fatura.valorTotal).toBe('10427.12');
    expect(fatura.pagamentos[1]?.valor_parcela).toBe('742.71');
  });

  it('refuses with the spec’s messages', () => {
    expect(calcularFatura({ tipo: null, valorAVista: '100' })).toEqual({
      ok: false,
      erro: { campo: 'tipo', mensagem: PAGAMENTO_MESSAGES.tipoObrigatorio },
    });
    const acima = calcularFatura({ tipo: 'pagamentoAVista', valorAVista: '10000', desconto: '608.29' });
    expect(acima).toEqual({
      ok: false,
      erro: { campo: 'desconto', mensagem: PAGAMENTO_MESSAGES.descontoInvalido },
    });
    expect(
      ok(calcularFatura({ tipo: 'pagamentoAVista', valorAVista: '10000', desconto: '608.28' })).valorTotal,
    ).toBe('9999.90');
    expect(
      calcularFatura({ tipo: 'pagamentoParcelado', valorAVista: '100', parcelas: 3, meio: 'pix' }),
    ).toMatchObject({ ok: false, erro: { campo: 'meio', mensagem: FATURA_MESSAGES.meioSemParcelas } });
    expect(calcularFatura({ tipo: 'pagamentoParcelado', valorAVista: '100', parcelas: 13 })).toMatchObject({
      ok: false,
      erro: { campo: 'parcelas' },
    });
    expect(
      calcularFatura({
        tipo: 'pagamentoParceladoEntrada',
        valorAVista: '100',
        parcelas: 2,
        valorEntrada: '100',
      }),
    ).toMatchObject({
      ok: false,
      erro: { campo: 'valorEntrada', mensagem: FATURA_MESSAGES.entradaInvalida },
    });
  });

  it('never charges less than the minimum chargeable minus the tolerance, and the payments add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.constantFrom(
          'pagamentoAVista',
          'pagamentoParcelado',
          'pagamentoParceladoEntrada',
          'pagamentoAVistaPortalFornecedor',
        ),
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (centavos, tipo, parcelas, fracao) => {
          const valorAVista = dec(centavos).div(100).toFixed(2);
          const valorEntrada = dec(valorAVista).div(3).toFixed(2);
          const base = { tipo, valorAVista, parcelas, valorEntrada } as const;
          const max = dec(descontoPadrao(base));
          const desconto = max.times(fracao).toFixed(2);
          const fatura = ok(calcularFatura({ ...base, desconto }));
          const soma = fatura.pagamentos.reduce((acc, p) => acc.plus(p.valor), dec(0));
          expect(soma.toFixed(2)).toBe(fatura.valorTotal);
          expect(dec(fatura.valorTotal).gte(dec(fatura.minimoCobravel).minus('0.1'))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses to invoice a quote whose final value is zero or less while it costs the agency something', () => {
    const base = { tipo: 'pagamentoAVista', desconto: '0' } as const;
    expect(calcularFatura({ ...base, valorAVista: '0.00', custo: '1000.00' })).toEqual({
      ok: false,
      erro: { campo: 'valorAVista', mensagem: FATURA_MESSAGES.valorGratuito },
    });
    expect(calcularFatura({ ...base, valorAVista: '0.00', custo: '0' }).ok).toBe(true);
  });
});
