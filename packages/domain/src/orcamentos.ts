import { defineEnum } from './enum.ts';

/** Kind of quote request; the label is the one of the request detail, `menu` the one of Nova Solicitação. */
export const TIPOS_ORCAMENTO = defineEnum({
  orcamento_voo: { label: 'Aéreo' },
  orcamento_hotel: { label: 'Hotel' },
  orcamento_carro: { label: 'Aluguel de veículo' },
  orcamento_outro: { label: 'Outros' },
});
export type TipoOrcamento = (typeof TIPOS_ORCAMENTO.values)[number];

export const TIPO_ORCAMENTO_MENU: Record<TipoOrcamento, string> = {
  orcamento_voo: 'Vôo',
  orcamento_hotel: 'Hotel',
  orcamento_carro: 'Aluguel de Carro',
  orcamento_outro: 'Outro',
};

export const ORCAMENTO_STATUS = defineEnum({
  aberto: { label: 'Aberto', cor: 'azul' },
  fechado: { label: 'Fechado', cor: 'verde' },
});
export type OrcamentoStatus = (typeof ORCAMENTO_STATUS.values)[number];

export const TIPOS_TRECHO = defineEnum({
  ida_volta: { label: 'Ida e volta' },
  so_ida: { label: 'Só ida' },
  multitrecho: { label: 'Multitrecho' },
});

export const CLASSES_CABINE = defineEnum({
  economica: { label: 'Econômica' },
  economica_premium: { label: 'Econômica Premium' },
  executiva: { label: 'Executiva' },
  primeira_classe: { label: 'Primeira Classe' },
});
export type ClasseCabine = (typeof CLASSES_CABINE.values)[number];

export const TIPOS_VEICULO = defineEnum({
  Carro: { label: 'Carro' },
  Van: { label: 'Van' },
  Caminhão: { label: 'Caminhão' },
});

/** Services of an "other" request (part 1 §3). */
export const TIPOS_OUTRO_SERVICO = defineEnum({
  guia_turistico: { label: 'Guia turístico' },
  ingressos: { label: 'Ingressos' },
  passeio_aereo: { label: 'Passeio aéreo' },
  passeio_aquatico: { label: 'Passeio aquático' },
  passeio_terrestre: { label: 'Passeio terrestre' },
  seguro_viagem: { label: 'Seguro viagem' },
  servicos_aeroporto: { label: 'Serviços de aeroporto' },
  translado_aquatico: { label: 'Translado aquático' },
  translado_terrestre: { label: 'Translado terrestre' },
});

/** The wider service list (suppliers, providers): the other services plus the main kinds. */
export const TIPOS_SERVICO = defineEnum({
  aereo: { label: 'Aéreo' },
  hospedagem: { label: 'Hospedagem' },
  locadora_de_carro: { label: 'Locadora de carro' },
  milhas: { label: 'Milhas' },
  ...TIPOS_OUTRO_SERVICO.entries,
});
