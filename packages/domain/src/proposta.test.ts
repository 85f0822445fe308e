import { describe, expect, it } from 'vitest';
import { separarEmails, tituloDaCotacao } from './proposta.ts';

const cidades = new Map([
  ['GRU', 'São Paulo'],
  ['CGH', 'São Paulo'],
  ['LIS', 'Lisboa'],
  ['CDG', 'Paris'],
  ['FCO', 'Roma'],
]);

const perna = (origem: string, destino: string) => ({ origem, destino });
const voo = (...bilhetes: { origem: string; destino: string }[][][]) => ({
  tipo_servico: 'orcamento_voo',
  cotacao_voo: {
    subcotacoes: bilhetes.map((trechos, i) => ({
      id: i + 1,
      ordem: i + 1,
      tipo_cotacao: 'milha' as const,
      total: '0',
      custo_agencia: '0',
      milheiro_efetivo: null,
      imagens: [],
      viagem: { trechos: trechos.map((pernas) => ({ pernas })) },
    })),
  },
  cotacao_hotel: null,
  cotacao_carro: null,
  cotacao_outro: null,
});
const parte = (tipo: string, chave: string, campos: Record<string, unknown>) => ({
  tipo_servico: tipo,
  cotacao_voo: null,
  cotacao_hotel: null,
  cotacao_carro: null,
  cotacao_outro: null,
  [chave]: { imagens: [], ...campos },
});

describe('tituloDaCotacao', () => {
  it.each([
    [
      'a round trip with a connection, by the airports’ cities',
      voo([[perna('GRU', 'MAD'), perna('MAD', 'LIS')], [perna('LIS', 'GRU')]]),
      'Voo São Paulo → Lisboa, ida e volta',
    ],
    [
      'a round trip returning to another airport of the same city',
      voo([[perna('GRU', 'LIS')]], [[perna('LIS', 'CGH')]]),
      'Voo São Paulo → Lisboa, ida e volta',
    ],
    ['one way', voo([[perna('gru', 'LIS')]]), 'Voo São Paulo → Lisboa, só ida'],
    [
      'a chain of trips',
      voo([[perna('GRU', 'LIS')], [perna('LIS', 'CDG')], [perna('CDG', 'GRU')]]),
      'Voo São Paulo → Lisboa → Paris → São Paulo',
    ],
    [
      'an open jaw, with an airport the list lacks by its code',
      voo([[perna('GRU', 'LIS')], [perna('FCO', 'XYZ')]]),
      'Voo São Paulo → Lisboa e Roma → XYZ',
    ],
    ['a flight without legs', voo(), 'Passagem aérea'],
    [
      'a hotel with its place and nights',
      parte('orcamento_hotel', 'cotacao_hotel', {
        nome_hotel: 'Pousada Mar Azul',
        local_hotel: 'Praia do Forte, BA',
        diarias: 16,
      }),
      'Hospedagem: Pousada Mar Azul (Praia do Forte, BA), 16 noites',
    ],
    [
      'a hotel with a range of nights',
      parte('orcamento_hotel', 'cotacao_hotel', {
        nome_hotel: 'Hotel Avenida',
        diarias_min: 3,
        diarias_max: 5,
      }),
      'Hospedagem: Hotel Avenida, 3 a 5 noites',
    ],
    [
      'one night',
      parte('orcamento_hotel', 'cotacao_hotel', { nome_hotel: 'Ibis', diarias: 1 }),
      'Hospedagem: Ibis, 1 noite',
    ],
    [
      'a car',
      parte('orcamento_carro', 'cotacao_carro', {
        tipo_carro: 'SUV compacto',
        local_retirada: 'Aeroporto de Salvador',
        diarias: 16,
      }),
      'Aluguel de carro: SUV compacto, retirada em Aeroporto de Salvador, 16 diárias',
    ],
    [
      'another service with its place',
      parte('orcamento_outro', 'cotacao_outro', { nome_servico: 'Passeio de barco', local: 'Lisboa' }),
      'Passeio de barco (Lisboa)',
    ],
    ['another service without a name', parte('orcamento_outro', 'cotacao_outro', {}), 'Serviço de viagem'],
  ])('%s', (_caso, cotacao, titulo) => {
    expect(tituloDaCotacao(cotacao, cidades)).toBe(titulo);
  });

  it('never shows the internal quick description', () => {
    const cotacao = {
      ...voo([[perna('GRU', 'LIS')], [perna('LIS', 'GRU')]]),
      descricao: 'Smiles 180k GRU-LIS',
    };
    expect(tituloDaCotacao(cotacao, cidades)).not.toContain('Smiles');
  });
});

describe('separarEmails', () => {
  it('splits by commas, semicolons, spaces and lines, dropping blanks', () => {
    expect(separarEmails(' a@x.com, b@y.com;c@z.com\nd@w.com  ,, ')).toEqual([
      'a@x.com',
      'b@y.com',
      'c@z.com',
      'd@w.com',
    ]);
    expect(separarEmails('   ')).toEqual([]);
  });
});
