import { useMutation } from '@tanstack/react-query';
import { buscarArquivo } from '../../../api/arquivo.ts';

/** The invoice PDF of the chosen sales (part 2 §2 Gerar Fatura), as a file to download. */
export function gerarFatura({ contatoId, vendas }: { contatoId: number; vendas: number[] }): Promise<Blob> {
  return buscarArquivo(`/api/contatos/${contatoId}/fatura/`, {
    accept: 'application/pdf, application/json',
    json: { vendas },
  });
}

export function useGerarFatura() {
  return useMutation({ mutationFn: gerarFatura });
}
