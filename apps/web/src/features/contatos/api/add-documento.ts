import type { DocumentoContato, TipoDocumento } from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';
import { documentosPath } from './get-documentos.ts';

/** A document as the forms hold it: its fields (strings) and the chosen file. */
export type NovoDocumento = {
  tipo: TipoDocumento;
  campos: Record<string, string | null>;
  arquivo: File | null;
};

/** Multipart: the document's fields and the file in `arquivo`. */
export function addDocumento({ contatoId, documento }: { contatoId: number; documento: NovoDocumento }) {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(documento.campos)) form.append(campo, valor ?? '');
  if (documento.arquivo) form.append('arquivo', documento.arquivo, documento.arquivo.name);
  return api.post<DocumentoContato>(documentosPath(contatoId, documento.tipo), form);
}

export function useAddDocumento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addDocumento,
    onSuccess: (_documento, { contatoId, documento }) =>
      client.invalidateQueries({ queryKey: contatosKeys.documentos(contatoId, documento.tipo) }),
  });
}
