import { defineEnum } from './enum.ts';

export const MEIOS_PAGAMENTO_FORNECEDOR = defineEnum({
  pix: { label: 'Pix' },
  teddoc: { label: 'TED/DOC' },
  boleto: { label: 'Boleto' },
  cartao_credito: { label: 'Cartão de crédito' },
});

export const TIPOS_SERVICO_PROVEDOR = defineEnum({
  hospedagem: { label: 'Hospedagem' },
  aereo: { label: 'Aéreo' },
  locadora_de_carro: { label: 'Locadora de carro' },
  milhas: { label: 'Milhas' },
  outro: { label: 'Outro' },
});
