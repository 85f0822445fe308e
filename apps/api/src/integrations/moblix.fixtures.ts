/** Answers in the Moblix contract of `moblix.ts`, for the tests and the fake server. */
export const RESPOSTA_MOBLIX = {
  ofertas: [
    {
      id: 'of-1',
      companhia: { codigo: 1, iata: 'LA', nome: 'LATAM' },
      valor: { tarifa: 1234.5, taxas: '89.90', moeda: 'BRL' },
      milhas: null,
      bagagem: { mao: 1, despachada: 1 },
      trechos: [
        {
          voos: [
            {
              numero: '3456',
              cia: 'LA',
              origem: 'GRU',
              destino: 'BSB',
              partida: '2026-12-20T07:10:00-03:00',
              chegada: '2026-12-20T08:55:00-03:00',
            },
            {
              numero: 3300,
              cia: 'LA',
              origem: 'BSB',
              destino: 'SSA',
              partida: '2026-12-20T10:05',
              chegada: '2026-12-20T12:00',
            },
          ],
        },
        {
          voos: [
            {
              numero: '3301',
              cia: 'LA',
              origem: 'SSA',
              destino: 'GRU',
              partida: '2027-01-05 18:40',
              chegada: '2027-01-05 21:15',
            },
          ],
        },
      ],
    },
    {
      id: 77,
      companhia: { codigo: 2, iata: 'G3', nome: 'GOL' },
      valor: { tarifa: '0', taxas: '56.12' },
      milhas: 42000,
      trechos: [
        {
          voos: [
            {
              numero: '1500',
              cia: 'G3',
              origem: 'GRU',
              destino: 'SSA',
              partida: '2026-12-20T09:00',
              chegada: '2026-12-20T11:30',
            },
          ],
        },
        {
          voos: [
            {
              numero: '1501',
              cia: 'G3',
              origem: 'SSA',
              destino: 'GRU',
              partida: '2027-01-05T13:00',
              chegada: '2027-01-05T15:20',
            },
          ],
        },
      ],
    },
  ],
};
