import { defineEnum } from './enum.ts';

/** Kind of quote request; the label is the one of the request detail (`TIPO_ORCAMENTO_MENU` holds Nova Solicitação's). */
export const TIPOS_ORCAMENTO = defineEnum({
  orcamento_voo: { label: 'Aéreo' },
  orcamento_hotel: { label: 'Hotel' },
  orcamento_carro: { label: 'Aluguel de veículo' },
  orcamento_outro: { label: 'Outros' },
});
export type TipoOrcamento = (typeof TIPOS_ORCAMENTO.values)[number];
