import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcularCotacao } from './calculo-cotacao.ts';
import { dec } from './dinheiro.ts';
import {
  campoComVariacaoEmReais,
  novoValorDaOrdem,
  ordemEmReais,
  pagamentoCambial,
  textoMoedaDaOrdem,
  valorEmReais,
} from './ordem-em-reais.ts';

const centavos = (n: number) => (n / 100).toFixed(2);
const taxa = (n: number) => (n / 1_000_000).toFixed(6);

describe('orders owed in reais (decision 0064)', () => {
  it("the issue's figures: US$ 1,000.00 at 5.46 in 2026 is R$ 5,869.45; +R$ 10.00 is exactly R$ 10.00", () => {
    const ordem = ordemEmReais({ valorMoeda: '1000.00', sigla: 'usd', cambio: '5.46', ano: 2026 });
    expect(ordem).toEqual({ moeda: 'USD', valor_moeda: '1000.00', cambio: '5.8694454', valor: '5869.45' });
    expect(textoMoedaDaOrdem(ordem)).toBe('US$ 1.000,00 × 5,8694');
    const mais10 = novoValorDaOrdem(ordem, { valor: '5879.45' });
    expect(mais10.valor).toBe('5879.45');
    expect(valorEmReais(mais10.valor_moeda, ordem.cambio).toFixed(2)).toBe('5879.45');
    expect(novoValorDaOrdem(ordem, { valor_moeda: '1002' })).toEqual({
      valor: '5881.18',
      valor_moeda: '1002',
    });
    expect(ordemEmReais({ valorMoeda: '80.00', sigla: 'BRL', cambio: '1', ano: 2026 })).toEqual({
      moeda: 'BRL',
      valor_moeda: '80.00',
      cambio: '1',
      valor: '80.00',
    });
    expect(textoMoedaDaOrdem({ moeda: 'BRL', valor_moeda: '1', cambio: '1' })).toBeNull();
  });

  it('the exchange difference is reais paid − reais booked: a loss positive, a gain negative', () => {
    const ordem = { valor: '5869.45', valor_moeda: '1000' };
    expect(pagamentoCambial(ordem, { cambio_pago: '5.95' })).toEqual({
      cambio_pago: '5.95',
      valor_pago: '5950.00',
      diferenca_cambial: '80.55',
    });
    expect(pagamentoCambial(ordem, { valor_pago: '5800' })).toEqual({
      cambio_pago: '5.8',
      valor_pago: '5800.00',
      diferenca_cambial: '-69.45',
    });
  });

  it('for any foreign amount and rate, the payable, the quote’s cost and the reconciliation’s expected value are the same reais', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1_000, max: 99_000_000 }),
        fc.constantFrom('USD', 'EUR', 'GBP', 'ARS'),
        fc.integer({ min: 2022, max: 2029 }),
        fc.integer({ min: -500_000, max: 500_000 }),
        (valorCentavos, cambioMicros, sigla, ano, variacaoCentavos) => {
          const valorMoeda = centavos(valorCentavos);
          const cambio = taxa(cambioMicros);
          // the quote, priced by the one function the dialog and the server use
          const cotacao = calcularCotacao(
            { cotacao_outro: { custo_total: valorMoeda, moeda: 7, rav: '0' } },
            { ano, moedas: new Map([[7, { sigla, cambio }]]), tabelaMilhas: [], desagio: '0' },
          );
          // the payable the payment line becomes
          const ordem = ordemEmReais({ valorMoeda, sigla, cambio, ano });
          expect(ordem.valor).toMatch(/^\d+\.\d{2}$/);
          expect(ordem.valor).toBe(cotacao.custo_agencia);
          // the reconciliation's expected value: the foreign amount × the factor, rounded to the cent
          expect(valorEmReais(ordem.valor_moeda, ordem.cambio).toFixed(2)).toBe(ordem.valor);
          // a foreign order is never its amount taken as reais
          expect(dec(ordem.cambio).equals(1)).toBe(false);
          expect(ordem.valor_moeda).toBe(valorMoeda);

          // finance changes it in reais: the same reais come back from the stored amount and factor
          const novoReais = dec(ordem.valor).plus(centavos(variacaoCentavos));
          if (novoReais.lessThanOrEqualTo(0)) return;
          const novo = novoValorDaOrdem(ordem, { valor: novoReais.toFixed(2) });
          expect(novo.valor).toBe(novoReais.toFixed(2));
          expect(valorEmReais(novo.valor_moeda, ordem.cambio).toFixed(2)).toBe(novo.valor);
          // and the quote's field in the currency moves by reais ÷ factor, to the cent
          const campo = campoComVariacaoEmReais(valorMoeda, centavos(variacaoCentavos), ordem.cambio);
          expect(
            campo
              .minus(valorMoeda)
              .minus(dec(centavos(variacaoCentavos)).div(ordem.cambio))
              .abs()
              .lessThanOrEqualTo('0.005'),
          ).toBe(true);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  });

  it('a foreign hotel, car or ticket with several cost fields costs the sum of its orders, each rounded once', () => {
    fc.assert(
      fc.property(
        fc.tuple(...[1, 2, 3, 4].map(() => fc.integer({ min: 0, max: 5_000_000 }))) as fc.Arbitrary<
          [number, number, number, number]
        >,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1_000, max: 99_000_000 }),
        fc.constantFrom('USD', 'EUR', 'GBP', 'JPY'),
        fc.integer({ min: 2022, max: 2029 }),
        ([diaria, extras, seguro, taxaEmbarque], diarias, cambioMicros, sigla, ano) => {
          const cambio = taxa(cambioMicros);
          const contexto = { ano, moedas: new Map([[7, { sigla, cambio }]]), tabelaMilhas: [], desagio: '0' };
          const ordem = (valorMoeda: string) => ordemEmReais({ valorMoeda, sigla, cambio, ano }).valor;
          const soma = (valores: string[]) => valores.reduce((a, v) => a.plus(v), dec(0)).toFixed(2);
          const diariaMoeda = centavos(diaria);
          const porDiarias = dec(diariaMoeda).times(diarias).toFixed(2);
          const hotel = calcularCotacao(
            {
              cotacao_hotel: {
                custo_diaria: diariaMoeda,
                custo_extras: centavos(extras),
                diarias,
                moeda: 7,
                rav: '0',
              },
            },
            contexto,
          );
          expect(hotel.custo_agencia).toBe(soma([ordem(porDiarias), ordem(centavos(extras))]));
          const carro = calcularCotacao(
            {
              cotacao_carro: {
                custo_diaria: diariaMoeda,
                custo_seguro: centavos(seguro),
                custo_extras: centavos(extras),
                diarias,
                moeda: 7,
                rav: '0',
              },
            },
            contexto,
          );
          expect(carro.custo_agencia).toBe(
            soma([ordem(porDiarias), ordem(centavos(seguro)), ordem(centavos(extras))]),
          );
          const bilhete = calcularCotacao(
            {
              cotacao_voo: {
                subcotacoes: [
                  {
                    tipo_cotacao: 'pagante',
                    custo_bilhete: diariaMoeda,
                    custo_taxa_embarque: centavos(taxaEmbarque),
                    custo_taxas_extras: centavos(extras),
                    moeda: 7,
                    rav: '0',
                  },
                ],
              },
            },
            contexto,
          );
          expect(bilhete.custo_agencia).toBe(
            soma([ordem(diariaMoeda), ordem(centavos(taxaEmbarque)), ordem(centavos(extras))]),
          );
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  });
});
