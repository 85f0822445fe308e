export const buscaMoblixKeys = {
  all: ['busca-moblix'] as const,
  busca: (id: number) => [...buscaMoblixKeys.all, 'busca', id] as const,
  fornecedores: () => [...buscaMoblixKeys.all, 'fornecedores'] as const,
};
