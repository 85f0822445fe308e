import type { BilheteEntrada, ContextoPreco } from './calculo-cotacao.ts';

/**
 * The pricing context of the quote tests: reais and dollars (R$ 5,40) in 2026, a 12 % wallet discount and
 * programme 7's miles table, its sale row with the floor given and its cost row with the tiers given.
 */
export function contextoDeTeste(programa7: { piso: string; custos: string[] }): ContextoPreco {
  return {
    ano: 2026,
    moedas: new Map([
      [2, { sigla: 'BRL', cambio: '1' }],
      [1, { sigla: 'USD', cambio: '5.40' }],
    ]),
    tabelaMilhas: [
      {
        programa: 7,
        tipo: 'preco_de_venda',
        classe: null,
        precos: ['32', '30', '28', '27', '26', '25'],
        custo_proprio: null,
        custo_terceiros: null,
        piso: programa7.piso,
      },
      {
        programa: 7,
        tipo: 'custo',
        classe: null,
        precos: programa7.custos,
        custo_proprio: '17.50',
        custo_terceiros: '19',
        piso: null,
      },
    ],
    desagio: '12',
  };
}

/** A miles ticket of programme 7 on one economy leg, with the quantity and whatever else the test sets. */
export function bilheteDeMilhas(
  bilhete: Omit<BilheteEntrada, 'tipo_cotacao' | 'programa_fidelidade' | 'viagem'>,
): BilheteEntrada {
  return {
    tipo_cotacao: 'milha',
    programa_fidelidade: 7,
    ...bilhete,
    viagem: { trechos: [{ pernas: [{ economica: true }] }] },
  };
}
