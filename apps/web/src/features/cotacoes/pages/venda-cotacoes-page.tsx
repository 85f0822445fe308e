import Alert from '@mui/material/Alert';
import { ORCAMENTO_MESSAGES } from '@skyler/domain/orcamentos-regras';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useOrcamentosVenda } from '../../../api/get-orcamentos-venda.ts';
import { VendaLayout } from '../../../components/venda-layout.tsx';
import { useCotacoesDaVenda } from '../api/get-cotacoes-venda.ts';
import { CotacoesTable } from '../components/cotacoes-table.tsx';

export const VENDA_COTACOES_VAZIO = 'Nenhuma cotação para essa venda.';

/** The sale's Cotações tab: every quote of the sale with the request it answers. */
export function VendaCotacoesPage() {
  const id = Number(useParams().id);
  const cotacoes = useCotacoesDaVenda(id);
  const orcamentos = useOrcamentosVenda(id);
  return (
    <VendaLayout current="venda-cotacoes">
      {cotacoes.isError ? (
        <Alert severity="error">{errorMessage(cotacoes.error, ORCAMENTO_MESSAGES.erroCotacoes)}</Alert>
      ) : (
        <CotacoesTable
          cotacoes={cotacoes.data ?? []}
          orcamentos={orcamentos.data ?? []}
          loading={cotacoes.isLoading}
          emptyText={VENDA_COTACOES_VAZIO}
          aria-label="Cotações da venda"
        />
      )}
    </VendaLayout>
  );
}
