import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COTACAO_CALCULO_MESSAGES, calcularCotacao, classeDoBilhete } from './calculo-cotacao.ts';
import { bilheteDeMilhas, contextoDeTeste } from './contexto-de-teste.ts';
import { dec } from './dinheiro.ts';

const contexto = contextoDeTeste({ piso: '26', custos: ['19', '18.50', '18', '17.50', '17', '16.50'] });

describe('calcularCotacao', () => {
  it('stores parts that add up: the final value rounded once, the adjustment derived from it', () => {
    const r = calcularCotacao(
      {
        ajuste_ativado: true,
        valor_ajuste_porcentagem: '-5',
        cotacao_outro: { custo_total: '18014.10', rav: '0' },
      },
      contexto,
    );
    expect([r.custo_total, r.valor_ajuste, r.valor_final]).toEqual(['18014.10', '-900.70', '17113.40']);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: -9_999, max: 9_999 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (centavos, porcentagem, absoluto) => {
          const calculo = calcularCotacao(
            {
              ajuste_ativado: true,
              valor_ajuste_porcentagem: dec(porcentagem).div(100).toFixed(2),
              valor_ajuste_absoluto: dec(absoluto).div(100).toFixed(2),
              cotacao_outro: { custo_total: dec(centavos).div(100).toFixed(2), moeda: 1 },
            },
            contexto,
          );
          expect(dec(calculo.custo_total).plus(calculo.valor_ajuste).toFixed(2)).toBe(calculo.valor_final);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a final value of zero or less while the quote costs the agency something', () => {
    const gratis = (ajuste: { valor_ajuste_porcentagem?: string; valor_ajuste_absoluto?: string }) =>
      calcularCotacao(
        { ajuste_ativado: true, ...ajuste, cotacao_outro: { custo_total: '1000.00', rav: '60.00' } },
        contexto,
      ).erros;
    const recusa = [{ path: ['valor_final'], message: COTACAO_CALCULO_MESSAGES.valorFinalGratuito }];
    expect(gratis({ valor_ajuste_porcentagem: '-100' })).toEqual(recusa);
    expect(gratis({ valor_ajuste_absoluto: '-1060.00' })).toEqual(recusa);
    expect(gratis({ valor_ajuste_absoluto: '-1059.99' })).toEqual([]);
    // a courtesy that costs nothing stays possible
    expect(calcularCotacao({ cotacao_outro: { custo_total: '0' } }, contexto).erros).toEqual([]);
  });

  it('prices a miles ticket from the table tier and the slider, and its cost from the cost row', () => {
    const bilhete = bilheteDeMilhas({
      quantidade_milhas: 60_000,
      ajuste_efetivo: '-0.5',
      custo_taxa_embarque: '89.90',
    });
    const r = calcularCotacao({ cotacao_voo: { subcotacoes: [bilhete] } }, contexto);
    expect(r.partes[0]).toMatchObject({
      milheiro: '27.00',
      milheiro_efetivo: '26.50',
      custo_bilhete: '1590.00',
    });
    expect(r.custo_total).toBe('1679.90');
    expect(r.custo_agencia).toBe('1139.90');
    expect(r.avisos).toEqual([]);
  });

  it('warns when the effective price falls below the floor and refuses a fixed price below it', () => {
    const bilhete = bilheteDeMilhas({ quantidade_milhas: 300_000, ajuste_efetivo: '-1.5' });
    const aviso = calcularCotacao({ cotacao_voo: { subcotacoes: [bilhete, bilhete] } }, contexto);
    expect(aviso.avisos).toEqual([
      'Milheiro efetivo menor que o piso para o programa selecionado no bilhete número 1!',
      'Milheiro efetivo menor que o piso para o programa selecionado no bilhete número 2!',
    ]);
    const fixo = calcularCotacao(
      { cotacao_voo: { subcotacoes: [{ ...bilhete, milheiro: '20' }] } },
      contexto,
    );
    expect(fixo.erros).toEqual([
      { path: ['cotacao_voo', 'subcotacoes', 0, 'milheiro'], message: 'Milheiro menor que o piso permitido' },
    ]);
  });

  it('costs a wallet ticket at the average discount and a paid one at its price, RAV being the margin', () => {
    const r = calcularCotacao(
      {
        cotacao_voo: {
          subcotacoes: [
            { tipo_cotacao: 'wallet', programa_fidelidade: 7, custo_bilhete: '2000' },
            { tipo_cotacao: 'pagante', custo_bilhete: '1000', rav: '150', custo_taxa_embarque: '50' },
          ],
        },
      },
      contexto,
    );
    expect(r.partes.map((p) => [p.venda, p.custo])).toEqual([
      ['2000.00', '1760.00'],
      ['1200.00', '1050.00'],
    ]);
    expect(r.custo_total).toBe('3200.00');
    expect(r.valor_final).toBe('3200.00');
    // (3200 − 2810) / 3200 = 12.19 %
    expect(r.lucro_porcentagem).toBe('12.19');
    expect(r.cor_lucro).toBe('laranja');
  });

  it('prices a hotel range of nights at their average, converts dollars, and applies the adjustment', () => {
    const r = calcularCotacao(
      {
        ajuste_ativado: true,
        valor_ajuste_absoluto: '10',
        valor_ajuste_porcentagem: '10',
        incentivo_ativado: true,
        cotacao_hotel: {
          moeda: 1,
          custo_diaria: '100',
          diarias_min: 3,
          diarias_max: 5,
          rav: '100',
          porcentagem_incentivo: '10',
        },
      },
      contexto,
    );
    // 100 × 5.40 × 1.0238 × 1.05 = 580.4946 per night × 4 nights = 2321.98
    expect(r.partes[0]?.custo).toBe('2321.98');
    expect(r.custo_total).toBe('2421.98');
    expect(r.valor_ajuste).toBe('252.20');
    expect(r.valor_final).toBe('2674.18');
    expect(r.valor_incentivo).toBe('232.20');
    expect(r.opcoes_cartao).toHaveLength(12);
    expect(r.cor_lucro).toBe('verde');
  });

  it('reads the class of a ticket from its first leg', () => {
    expect(classeDoBilhete({ viagem: { trechos: [{ pernas: [{ executiva: true }] }] } })).toBe('executiva');
    expect(classeDoBilhete({ viagem: null })).toBe('economica');
  });
});
