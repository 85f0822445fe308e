import Box from '@mui/material/Box';
import { podeCancelarServicos, type ServicoView } from '@skyler/domain/servicos';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useServicosDaVenda } from '../../../api/get-servicos-venda.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { VendaLayout } from '../../../components/venda-layout.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { CancelarServicoDialog } from '../components/cancelar-servico-dialog.tsx';
import { ServicoDetalhesDialog } from '../components/servico-detalhes-dialog.tsx';
import { colunasServico } from '../components/servicos-colunas.tsx';

export const VENDA_SERVICOS_VAZIO = 'Nenhum serviço nesta venda.';

/** The sale's Serviços tab: its services with their terms and amounts, details and cancel. */
export function VendaServicosPage() {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const servicos = useServicosDaVenda(id);
  const [detalhes, setDetalhes] = useState<ServicoView | null>(null);
  const [cancelando, setCancelando] = useState<ServicoView | null>(null);
  const columns = colunasServico(
    [
      'id',
      'cotacao',
      'tipo',
      'status',
      'pagamento',
      'total',
      'pago',
      'custo_milhas',
      'beneficiarios',
      'criado',
      'acoes',
    ],
    { onDetalhes: setDetalhes, onCancelar: podeCancelarServicos(user) ? setCancelando : undefined },
  );
  return (
    <VendaLayout current="venda-servicos">
      <Box sx={TABELA_COMPACTA}>
        <DataTable
          aria-label="Serviços da venda"
          columns={columns}
          rows={servicos.data ?? []}
          loading={servicos.isFetching}
          error={servicos.error}
          emptyText={VENDA_SERVICOS_VAZIO}
        />
      </Box>
      <ServicoDetalhesDialog servico={detalhes} onClose={() => setDetalhes(null)} />
      <CancelarServicoDialog servico={cancelando} onClose={() => setCancelando(null)} />
    </VendaLayout>
  );
}
