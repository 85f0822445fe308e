import type { EmissaoBeneficiario, EmissaoBeneficiarioUpdate } from '@skyler/domain/emissoes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { emissoesKeys, invalidateEmissoes } from './emissoes-keys.ts';

const beneficiariosPath = (emissao: number) => `/api/emissoes/${emissao}/beneficiarios/`;

export function getBeneficiariosEmissao({ emissao, signal }: { emissao: number; signal?: AbortSignal }) {
  return api.get<EmissaoBeneficiario[]>(beneficiariosPath(emissao), { signal });
}

export function useBeneficiariosEmissao(emissao: number) {
  return useQuery({
    queryKey: emissoesKeys.beneficiarios(emissao),
    queryFn: ({ signal }) => getBeneficiariosEmissao({ emissao, signal }),
  });
}

/**
 * The Beneficiários tab's one save: every changed passenger (only the keys sent change), each with the version
 * it was read at, in one request. Afterwards the list is read again, so the next save starts from what is saved.
 */
export function useSalvarBeneficiariosEmissao(emissao: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (beneficiarios: EmissaoBeneficiarioUpdate[]) =>
      api.put<EmissaoBeneficiario[]>(`${beneficiariosPath(emissao)}lote/`, { beneficiarios }),
    onSuccess: (lista) => client.setQueryData(emissoesKeys.beneficiarios(emissao), lista),
    onSettled: () => client.invalidateQueries({ queryKey: emissoesKeys.beneficiarios(emissao) }),
  });
}

/** Removes a passenger the issuance is not for. */
export function useDeleteBeneficiarioEmissao(emissao: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (beneficiario: number) =>
      api.delete<{ detail: string } | undefined>(`${beneficiariosPath(emissao)}${beneficiario}/`),
    onSuccess: () => invalidateEmissoes(client),
  });
}
