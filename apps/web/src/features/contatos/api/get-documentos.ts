import { DOCUMENTO_ROTAS, type DocumentoContato, type TipoDocumento } from '@skyler/domain/contatos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

export function documentosPath(contatoId: number, tipo: TipoDocumento) {
  return `/api/contatos/${contatoId}/${DOCUMENTO_ROTAS[tipo]}/`;
}

export function getDocumentosQueryOptions(contatoId: number, tipo: TipoDocumento) {
  return queryOptions({
    queryKey: contatosKeys.documentos(contatoId, tipo),
    queryFn: ({ signal }) => api.get<DocumentoContato[]>(documentosPath(contatoId, tipo), { signal }),
  });
}

export function useDocumentos(contatoId: number, tipo: TipoDocumento) {
  return useQuery(getDocumentosQueryOptions(contatoId, tipo));
}
