/** Every query of companies starts with this key: a change to a company refreshes them all. */
export const EMPRESAS_AREA = 'empresas';

export const empresasKeys = {
  all: [EMPRESAS_AREA] as const,
  detalhe: (id: number) => [EMPRESAS_AREA, 'detalhe', id] as const,
  relacoes: (id: number) => [EMPRESAS_AREA, 'detalhe', id, 'relacoes'] as const,
  vendas: (id: number) => [EMPRESAS_AREA, 'detalhe', id, 'vendas'] as const,
};
