import type { TipoServicoProvedor } from '@skyler/domain/fornecedores';

/** Every query of the supplier base starts with this key: a change in one record refreshes them all. */
export const FORNECEDORES_AREA = 'fornecedores';

export const fornecedoresKeys = {
  all: [FORNECEDORES_AREA] as const,
  fornecedoresSimples: (tipo?: TipoServicoProvedor) =>
    [FORNECEDORES_AREA, 'fornecedores-simples', tipo ?? ''] as const,
  provedoresSimples: (tipo?: TipoServicoProvedor) =>
    [FORNECEDORES_AREA, 'provedores-simples', tipo ?? ''] as const,
  fornecedorAssociacoes: (id: number) => [FORNECEDORES_AREA, 'fornecedor', id, 'associacoes'] as const,
  provedorEmissoes: (id: number) => [FORNECEDORES_AREA, 'provedor', id, 'emissoes'] as const,
  provedorImagens: (id: number) => [FORNECEDORES_AREA, 'provedor', id, 'imagens'] as const,
  ciasAereas: () => [FORNECEDORES_AREA, 'cias-aereas'] as const,
};
