import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  SERVICO_MESSAGES,
  SERVICO_STATUS,
  SERVICOS_PAGE_LINKS,
  type ServicoView,
} from '@skyler/domain/servicos';
import { useState } from 'react';
import { useConsultores } from '../../../api/get-usuarios.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DataFiltroField } from '../../../components/fields/data-filtro-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { ServicoDetalhesDialog } from '../components/servico-detalhes-dialog.tsx';
import { colunasServico } from '../components/servicos-colunas.tsx';

export const SERVICOS_PATH = '/api/servicos/detailed/';
export const FILTROS_SERVICOS = ['status', 'consultor', 'data_inicio', 'data_fim'] as const;

/**
 * Serviços (part 1 §2): every service, 15 per page, newest first, filtered by status, consultant and
 * creation dates (applied 5 s after typing), with a details dialog per row.
 */
export function ServicosPage() {
  const consultores = useConsultores().opcoes;
  const [detalhes, setDetalhes] = useState<ServicoView | null>(null);
  const list = usePagedQuery<ServicoView, 'servicos'>({
    area: 'servicos',
    path: SERVICOS_PATH,
    listKey: 'servicos',
    filterKeys: FILTROS_SERVICOS,
  });
  useErrorToast(list.error, SERVICO_MESSAGES.erroCarregar, { withDetail: false });
  const filtro = (key: (typeof FILTROS_SERVICOS)[number]) => String(list.filters[key] ?? '');
  const columns = colunasServico(
    [
      'id',
      'venda',
      'cliente',
      'status',
      'total',
      'pago',
      'tipo',
      'cotacao',
      'pagamento',
      'consultor',
      'criado',
      'acoes',
    ],
    { onDetalhes: setDetalhes },
  );
  return (
    <>
      <PageHeader title="Serviços" breadcrumbs={[{ label: 'Serviços' }]} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <FiltroSelect
          label="Status"
          lista={list}
          nome="status"
          opcoes={SERVICO_STATUS.options()}
          minWidth={210}
        />
        <FiltroSelect label="Consultor" lista={list} nome="consultor" opcoes={consultores} minWidth={180} />
        <DataFiltroField
          label="Data de início"
          value={filtro('data_inicio')}
          onChange={(data_inicio) => list.setFilters({ data_inicio })}
        />
        <DataFiltroField
          label="Data de fim"
          value={filtro('data_fim')}
          onChange={(data_fim) => list.setFilters({ data_fim })}
        />
      </Stack>
      <Box sx={TABELA_COMPACTA}>
        <DataTable
          aria-label="Serviços"
          columns={columns}
          lista={list}
          visiblePages={SERVICOS_PAGE_LINKS}
          emptyText={SERVICO_MESSAGES.naoEncontrados}
          onClearFilters={list.hasFilters ? list.clearFilters : undefined}
          onRowClick={setDetalhes}
        />
      </Box>
      <ServicoDetalhesDialog servico={detalhes} onClose={() => setDetalhes(null)} />
    </>
  );
}
