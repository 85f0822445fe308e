/** Every query of quote requests starts with this key: a change to a request refreshes them all. */
export const ORCAMENTOS_AREA = 'orcamentos';

export const orcamentosKeys = {
  all: [ORCAMENTOS_AREA] as const,
  daVenda: (venda: number) => [ORCAMENTOS_AREA, 'venda', venda] as const,
  detalhe: (id: number) => [ORCAMENTOS_AREA, 'detalhe', id] as const,
};
