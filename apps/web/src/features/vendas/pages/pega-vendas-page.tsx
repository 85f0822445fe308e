import OpenInNew from '@mui/icons-material/OpenInNew';
import PersonAdd from '@mui/icons-material/PersonAdd';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import type { VendaDetalhada } from '@skyler/domain/vendas';
import { VENDA_ERROS, VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useUpdateVenda } from '../api/save-venda.ts';
import { AtribuirConsultorDialog } from '../components/atribuir-consultor-dialog.tsx';
import { clienteDaVenda } from '../lib/cliente-da-venda.ts';

/** Sales nobody has taken yet, for a consultant to pick up (part 2 §2). */
export function PegaVendasPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateVenda();
  const [atribuindo, setAtribuindo] = useState<number | null>(null);
  const list = usePagedQuery<VendaDetalhada, 'vendas'>({
    area: 'vendas',
    path: '/api/vendas/detailed/',
    listKey: 'vendas',
    filterKeys: [],
    fixedParams: { sem_consultor: 'true' },
  });
  useErrorToast(list.error, VENDA_ERROS.erroRecuperar, { withDetail: false });

  const columns: DataTableColumn<VendaDetalhada>[] = [
    { key: 'id', header: 'ID', render: (v) => formatId(v.id) },
    {
      key: 'status',
      header: 'Status',
      render: (v) => <StatusChip label={VENDA_STATUS.label(v.status)} color={VENDA_STATUS.cor(v.status)} />,
    },
    { key: 'cliente', header: 'Cliente', render: clienteDaVenda },
    { key: 'alteracao', header: 'Última alteração', render: (v) => formatDateTime(v.updated_at) },
    {
      key: 'acoes',
      header: 'Ações',
      align: 'center',
      render: (v) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
          <Tooltip title="Atribuir consultor">
            <IconButton
              size="small"
              aria-label={`Atribuir consultor ${v.id}`}
              onClick={() => setAtribuindo(v.id)}
            >
              <PersonAdd fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Abrir venda">
            <IconButton
              size="small"
              aria-label={`Abrir venda ${v.id}`}
              onClick={() => navigate(pathTo('venda-info', { id: v.id }))}
            >
              <OpenInNew fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Pega Vendas" breadcrumbs={[{ label: 'Pega Vendas' }]} />
      <DataTable
        aria-label="Pega Vendas"
        columns={columns}
        lista={list}
        emptyText={VENDA_ERROS.nenhumaVenda}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
      {atribuindo !== null ? (
        <AtribuirConsultorDialog
          venda={atribuindo}
          loading={update.isPending}
          onCancel={() => setAtribuindo(null)}
          onConfirm={(consultor) =>
            update.mutate(
              { id: atribuindo, body: { consultor } },
              {
                onSuccess: () => {
                  setAtribuindo(null);
                  enqueueSnackbar(VENDA_ERROS.consultorAtualizado, { variant: 'success' });
                },
                onError: (error) =>
                  enqueueSnackbar(error instanceof ApiError ? error.detail : VENDA_ERROS.erroConsultor, {
                    variant: 'error',
                  }),
              },
            )
          }
        />
      ) : null}
    </>
  );
}
