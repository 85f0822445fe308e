import { defineEnum } from './enum.ts';

export const COTACAO_STATUS = defineEnum({
  orcamento: { label: 'Orçamento', cor: 'azul' },
  fatura: { label: 'Fatura', cor: 'verde' },
});

/** How a ticket is paid: money, airline miles, or a miles wallet. */
export const TIPOS_COTACAO = defineEnum({
  pagante: { label: 'Pagante' },
  milha: { label: 'Milha' },
  wallet: { label: 'Wallet' },
});
export type TipoCotacao = (typeof TIPOS_COTACAO.values)[number];

export const TIPOS_PERNA = defineEnum({
  conexao: { label: 'Conexão' },
  escala: { label: 'Escala' },
  stopover: { label: 'Stopover' },
});
export type TipoPerna = (typeof TIPOS_PERNA.values)[number];
