import type { TipoDocumento } from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';
import { documentosPath } from './get-documentos.ts';

export function deleteDocumento({
  contatoId,
  tipo,
  id,
}: {
  contatoId: number;
  tipo: TipoDocumento;
  id: number;
}) {
  return api.delete<{ detail: string }>(`${documentosPath(contatoId, tipo)}${id}/`);
}

export function useDeleteDocumento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocumento,
    onSuccess: (_answer, { contatoId, tipo }) =>
      client.invalidateQueries({ queryKey: contatosKeys.documentos(contatoId, tipo) }),
  });
}
