import { describe, expect, it } from 'vitest';
import { RESUMO_DESCONHECIDO, resumoCotacao } from './resumo-cotacao.ts';

describe('resumoCotacao', () => {
  it('summarises each kind of quote', () => {
    expect(
      resumoCotacao({ cotacao_hotel: { nome_hotel: 'Copacabana Palace', local_hotel: 'Rio de Janeiro' } }),
    ).toBe('Copacabana Palace - Rio de Janeiro');
    expect(resumoCotacao({ cotacao_voo: { subcotacoes: [{}, {}, {}] } })).toBe('3 bilhetes');
    expect(resumoCotacao({ cotacao_voo: { subcotacoes: [{}] } })).toBe('1 bilhete');
    expect(
      resumoCotacao({
        cotacao_carro: { empresa: 'Localiza', local_retirada: { cidade: { nome: 'Curitiba' } } },
      }),
    ).toBe('Localiza - Curitiba');
    const outro = resumoCotacao({
      cotacao_outro: { nome_servico: 'Passeio de barco', local: 'Paraty', custo_total: '350.00' },
    });
    expect(outro.replace(/\s/g, ' ')).toBe('Passeio de barco - Paraty - R$ 350,00');
    expect(resumoCotacao({})).toBe(RESUMO_DESCONHECIDO);
  });
});
