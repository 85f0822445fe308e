import type { CotacaoView } from '@skyler/domain/cotacoes';
import type { Orcamento } from '@skyler/domain/orcamentos';
import { describe, expect, it } from 'vitest';
import { valoresDoFormulario } from './cotacao-form.ts';
import { cotacaoSalva, orcamentoVoo } from './test-fixtures.tsx';

const ida = {
  ordem: 1,
  origem: 'Salvador (SSA)',
  destino: 'São Paulo (GRU)',
  flexibilidade_origem: null,
  flexibilidade_destino: null,
  data_inicio: '2026-12-10',
  data_fim: null,
};

/** a flight request as the request form stores it: places named "Cidade (IATA)" */
function pedido(voo: Partial<NonNullable<Orcamento['orcamento_voo']>>): Orcamento {
  const base = orcamentoVoo();
  return {
    ...base,
    orcamento_voo: { ...(base.orcamento_voo as NonNullable<Orcamento['orcamento_voo']>), ...voo },
  };
}

const pernas = (orcamento: Orcamento, cotacao?: CotacaoView) =>
  valoresDoFormulario({
    orcamento,
    cotacao,
    cotadorPadrao: 7,
  }).cotacao_voo?.subcotacoes[0]?.viagem.trechos.map((t) => t.pernas);

describe('valoresDoFormulario — a new flight quote starts from its request', () => {
  it('fills a one-way leg: airports, day, passengers and cabin', () => {
    const orcamento = pedido({
      tipo_trecho: 'so_ida',
      economica: false,
      executiva: true,
      adultos: 2,
      criancas: 1,
      bebes: 1,
      trechos: [ida],
    });
    expect(pernas(orcamento)).toEqual([
      [
        expect.objectContaining({
          origem: 'SSA',
          destino: 'GRU',
          data_hora_partida: '2026-12-10T00:00',
          data_hora_chegada: null,
          economica: false,
          executiva: true,
          adultos: 2,
          criancas: 1,
          bebes: 1,
        }),
      ],
    ]);
  });

  it('gives a round trip its two legs, the return from the destination on the return day', () => {
    const orcamento = pedido({
      tipo_trecho: 'ida_volta',
      adultos: 3,
      // as the request stores a round trip: the return is the reverse of the outbound (trechosIdaVolta)
      trechos: [
        ida,
        { ...ida, ordem: 2, origem: ida.destino, destino: ida.origem, data_inicio: '2026-12-20' },
      ],
    });
    const [primeira, segunda] = pernas(orcamento) ?? [];
    expect(primeira).toEqual([
      expect.objectContaining({
        origem: 'SSA',
        destino: 'GRU',
        data_hora_partida: '2026-12-10T00:00',
        adultos: 3,
      }),
    ]);
    expect(segunda).toEqual([
      expect.objectContaining({
        origem: 'GRU',
        destino: 'SSA',
        data_hora_partida: '2026-12-20T00:00',
        adultos: 3,
      }),
    ]);
  });

  it('leaves an airport empty when the request names a place without a code', () => {
    const orcamento = pedido({ trechos: [{ ...ida, origem: 'Salvador', destino: 'GRU' }] });
    expect(pernas(orcamento)?.[0]?.[0]).toMatchObject({ origem: '', destino: 'GRU' });
  });

  it('keeps the values of a stored quote when editing it', () => {
    const orcamento = pedido({ tipo_trecho: 'so_ida', adultos: 4, trechos: [ida] });
    const perna = {
      ordem: 1,
      origem: 'CGH',
      destino: 'SDU',
      cia_aerea: null,
      data_hora_partida: '2026-12-11T08:30',
      data_hora_chegada: '2026-12-11T09:35',
      numero_do_voo: 'G31000',
      economica: true,
      economica_premium: false,
      executiva: false,
      primeira_classe: false,
      adultos: 1,
      criancas: 0,
      bebes: 0,
      bagagem_10kg: 0,
      bagagem_23kg: 0,
      tipo_perna: null,
    };
    const cotacao = cotacaoSalva({
      tipo_servico: 'orcamento_voo',
      cotacao_hotel: null,
      cotacao_voo: {
        subcotacoes: [{ id: 3, tipo_cotacao: 'pagante', viagem: { trechos: [{ pernas: [perna] }] } }],
      } as unknown as CotacaoView['cotacao_voo'],
    });
    expect(pernas(orcamento, cotacao)).toEqual([
      [
        expect.objectContaining({
          origem: 'CGH',
          destino: 'SDU',
          data_hora_partida: '2026-12-11T08:30',
          adultos: 1,
        }),
      ],
    ]);
  });
});
