import type {
  EmissaoDoBeneficiario,
  FidelidadeContato,
  MilhaValidadaDoContato,
  VendaDoContato,
} from '@skyler/domain/contatos';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

type Abas = {
  vendas: VendaDoContato;
  'milhas-validadas': MilhaValidadaDoContato;
  'emissoes-beneficiario': EmissaoDoBeneficiario;
  fidelidades: FidelidadeContato;
};

/** The list behind a tab of the contact: `GET /api/contatos/{id}/{aba}/`. */
export function useAbaDoContato<K extends keyof Abas>(id: number, aba: K) {
  return useQuery({
    queryKey: contatosKeys.aba(id, aba),
    queryFn: ({ signal }) => api.get<Abas[K][]>(`/api/contatos/${id}/${aba}/`, { signal }),
  });
}
