import { defineEnum } from './enum.ts';

/** A miles table row is either the agency's sale price or its own cost (part 2 §3). */
export const TIPOS_TABELA_MILHAS = defineEnum({
  preco_de_venda: { label: 'Preço de venda' },
  custo: { label: 'Custo' },
});
