import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from '../../../api/client.ts';
import type { RouteName } from '../../../config/routes.ts';
import { VendaLayout } from '../components/venda-layout.tsx';

const ABAS = {
  'venda-orcamentos': ['orcamentos', 'Nenhum orçamento solicitado para essa venda.'],
  'venda-cotacoes': ['cotacoes', 'Nenhuma cotação para essa venda.'],
  'venda-carrinho': ['carrinho', 'Carrinho vazio.'],
  'venda-emissoes': ['emissoes', 'Sem emissões'],
  'venda-racs': ['racs', 'Nenhuma RAC para essa venda.'],
} as const satisfies Partial<Record<RouteName, readonly [string, string]>>;

type Aba = keyof typeof ABAS;

/** A tab whose area is still to come: its list comes from the real API, empty for now. */
function VendaAbaPage({ aba }: { aba: Aba }) {
  const id = Number(useParams().id);
  const [path, vazio] = ABAS[aba];
  const list = useQuery({
    queryKey: ['vendas', 'aba', id, path],
    queryFn: ({ signal }) => api.get<unknown[]>(`/api/vendas/${id}/${path}/`, { signal }),
  });
  return (
    <VendaLayout current={aba}>
      {list.isLoading ? null : (
        <Alert severity="info">{list.data?.length ? `${list.data.length} itens` : vazio}</Alert>
      )}
    </VendaLayout>
  );
}

export const abaPage = (aba: Aba) => () => <VendaAbaPage aba={aba} />;
