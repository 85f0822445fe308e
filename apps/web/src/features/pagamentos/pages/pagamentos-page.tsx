import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PAGAMENTO_UI_MESSAGES, type PagamentoView } from '@skyler/domain/pagamentos';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { colunasPagamento, LINHAS_ATRASADAS } from '../components/pagamento-celulas.tsx';

export const PAGAMENTOS_TEXTS = {
  titulo: 'Pagamentos',
  pesquisa: 'Pesquisa',
} as const;

const columns = colunasPagamento({ linkVenda: true });

/** The Pagamentos list (part 2 §2): search, 15 per page; a row leads nowhere, its sale links to the sale's payments. */
export function PagamentosPage() {
  const list = usePagedQuery<PagamentoView, 'pagamentos'>({
    area: 'pagamentos',
    path: '/api/pagamentos/',
    listKey: 'pagamentos',
    filterKeys: ['search'],
  });
  useErrorToast(list.error, PAGAMENTO_UI_MESSAGES.erroCarregar, { withDetail: false });
  return (
    <>
      <PageHeader title={PAGAMENTOS_TEXTS.titulo} breadcrumbs={[{ label: PAGAMENTOS_TEXTS.titulo }]} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <DebouncedField
          label={PAGAMENTOS_TEXTS.pesquisa}
          value={String(list.filters.search ?? '')}
          onChange={(search) => list.setFilters({ search })}
          loading={list.isLoading}
        />
      </Stack>
      <Box sx={LINHAS_ATRASADAS}>
        <DataTable
          aria-label={PAGAMENTOS_TEXTS.titulo}
          columns={columns}
          lista={list}
          emptyText={PAGAMENTO_UI_MESSAGES.vazio}
          onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        />
      </Box>
    </>
  );
}
