import type { OrcamentoCreate } from '@skyler/domain/orcamentos';

/** One valid request of each kind, as the Nova solicitação dialog sends them. */
export const PEDIDOS = {
  voo: {
    tipo_servico: 'orcamento_voo',
    descricao: 'Férias em Salvador',
    orcamento_voo: {
      tipo_trecho: 'ida_volta',
      economica: true,
      adultos: 2,
      criancas: 1,
      trechos: [
        { origem: 'São Paulo (GRU)', destino: 'Salvador (SSA)', data_inicio: '2026-12-20', data_fim: null },
        { origem: 'Salvador (SSA)', destino: 'São Paulo (GRU)', data_inicio: '2027-01-05', data_fim: null },
      ],
    },
  },
  hotel: {
    tipo_servico: 'orcamento_hotel',
    descricao: 'Pousada em Gramado',
    orcamento_hotel: {
      local: 'Gramado, RS',
      checkin_inicio: '2027-07-10',
      checkin_fim: '2027-07-12',
      checkout_inicio: '2027-07-15',
      checkout_fim: null,
      adultos: 2,
      quartos: 1,
    },
  },
  carro: {
    tipo_servico: 'orcamento_carro',
    descricao: 'Carro em Florianópolis',
    orcamento_carro: {
      local_retirada: 'Aeroporto de Florianópolis',
      local_devolucao: 'Aeroporto de Florianópolis',
      data_retirada_inicio: '2027-02-01',
      data_devolucao_inicio: '2027-02-08',
      tipo_veiculo: 'Carro',
    },
  },
  outro: {
    tipo_servico: 'orcamento_outro',
    descricao: 'Passeio em Bonito',
    orcamento_outro: {
      local: 'Bonito, MS',
      nome_servico: 'passeio_aquatico',
      data_inicio_inicio: '2027-03-15',
    },
  },
} satisfies Record<string, OrcamentoCreate>;
