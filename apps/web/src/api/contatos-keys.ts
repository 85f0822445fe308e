import type { TipoDocumento } from '@skyler/domain/contatos';

/** Every query of contacts starts with this key: a change to a contact refreshes them all. */
export const CONTATOS_AREA = 'contatos';

export const contatosKeys = {
  all: [CONTATOS_AREA] as const,
  detalhe: (id: number) => [CONTATOS_AREA, 'detalhe', id] as const,
  aba: (id: number, aba: string) => [CONTATOS_AREA, 'detalhe', id, aba] as const,
  documentos: (id: number, tipo: TipoDocumento) =>
    [CONTATOS_AREA, 'detalhe', id, 'documentos', tipo] as const,
  buscaCreditoStatus: () => ['busca-credito', 'status'] as const,
  programas: () => ['referencia', 'programas'] as const,
  empresasOpcoes: (search: string) => ['empresas', 'opcoes', search] as const,
};
