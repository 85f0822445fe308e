import type { AnonimizarRequest, Contato } from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buscarArquivo } from '../../../api/arquivo.ts';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

/** Everything held about the contact (LGPD), as the ZIP the server builds; administrators only. */
export function exportarDadosPessoais(contatoId: number): Promise<Blob> {
  return buscarArquivo(`/api/contatos/${contatoId}/dados-pessoais/`, {
    accept: 'application/zip, application/json',
  });
}

export function useExportarDadosPessoais() {
  return useMutation({ mutationFn: exportarDadosPessoais });
}

export function anonimizarContato({ id, ...body }: AnonimizarRequest & { id: number }) {
  return api.post<Contato>(`/api/contatos/${id}/anonimizar/`, body);
}

/** Erases the contact's personal data; the page shows the anonymised contact the server answers. */
export function useAnonimizarContato() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: anonimizarContato,
    onSuccess: (contato) => {
      client.setQueryData(contatosKeys.detalhe(contato.id), contato);
      return client.invalidateQueries({ queryKey: contatosKeys.all });
    },
  });
}
