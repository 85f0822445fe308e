import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-tipos';
import type { VendaDetalhada } from '@skyler/domain/vendas';
import { VENDA_ERROS, VENDA_MESSAGES, VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { nomeUsuario, useConsultores } from '../../../api/get-usuarios.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { clienteDaVenda } from '../lib/cliente-da-venda.ts';

/**
 * The sale form (contact picker, phone and mask libraries, validation, its form library) downloads when the
 * pointer or the keyboard reaches "+ Venda", so that it is there by the click; the build does not list its
 * files among the sales list's preloads (`vite.config.ts`, decision 0032).
 */
const carregarVendaForm = () => import('../components/venda-form-dialog.tsx');
const VendaFormDialog = lazy(() => carregarVendaForm().then((m) => ({ default: m.VendaFormDialog })));

const columns: DataTableColumn<VendaDetalhada>[] = [
  { key: 'id', header: 'ID', render: (v) => formatId(v.id) },
  {
    key: 'status',
    header: 'Status',
    render: (v) => <StatusChip label={VENDA_STATUS.label(v.status)} color={VENDA_STATUS.cor(v.status)} />,
  },
  { key: 'cliente', header: 'Cliente', render: clienteDaVenda },
  { key: 'consultor', header: 'Consultor', render: (v) => nomeUsuario(v.consultor) },
  { key: 'orc', header: 'Orçamentos ativos', align: 'center', render: (v) => v.num_orcamentos_ativos },
  { key: 'car', header: 'No carrinho', align: 'center', render: (v) => v.num_cotacoes_carrinho },
  { key: 'fila', header: 'Emissões na fila', align: 'center', render: (v) => v.num_emissoes_fila },
  // what is done and what finance validates wait for 1536 px (below, in the row's detail): the consultant's
  // open work stays in the row
  {
    key: 'fin',
    header: 'Emissões finalizadas',
    align: 'center',
    render: (v) => v.num_emissoes_finalizadas,
    hideBelow: 'xl',
  },
  {
    key: 'val',
    header: 'Serviços em validação',
    align: 'center',
    render: (v) => v.num_servicos_validacao,
    hideBelow: 'xl',
  },
  { key: 'criada', header: 'Abertura', render: (v) => formatDateTime(v.created_at) },
];

/** The sales list filters by every status but "cancelada". */
const STATUS_FILTRO = VENDA_STATUS.options().filter((o) => o.value !== 'cancelada');

export function VendasPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const consultores = useConsultores().opcoes;
  const list = usePagedQuery<VendaDetalhada, 'vendas'>({
    area: 'vendas',
    path: '/api/vendas/detailed/',
    listKey: 'vendas',
    filterKeys: ['consultor', 'status', 'cliente', 'id_venda', 'tipos_orcamento'],
  });
  useErrorToast(list.error, VENDA_MESSAGES.erroCarregar, { withDetail: false });
  const filtro = (key: string) => list.filters[key] ?? '';
  return (
    <>
      <PageHeader
        title="Vendas"
        breadcrumbs={[{ label: 'Vendas' }]}
        actions={
          <Button
            variant="contained"
            onPointerEnter={() => void carregarVendaForm()}
            onFocus={() => void carregarVendaForm()}
            onClick={() => setCreating(true)}
          >
            + Venda
          </Button>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <FiltroSelect label="Consultor" lista={list} nome="consultor" opcoes={consultores} minWidth={180} />
        <FiltroSelect label="Status" lista={list} nome="status" opcoes={STATUS_FILTRO} />
        <DebouncedField
          label="Cliente"
          value={String(filtro('cliente'))}
          onChange={(cliente) => list.setFilters({ cliente })}
          loading={list.isLoading}
        />
        <DebouncedField
          label="ID da venda"
          value={String(filtro('id_venda'))}
          onChange={(id_venda) => list.setFilters({ id_venda: id_venda.replace(/\D/g, '') })}
        />
        <FiltroSelect
          lista={list}
          nome="tipos_orcamento"
          label="Tipos de orçamento"
          opcoes={TIPOS_ORCAMENTO.options()}
          minWidth={200}
          multiplo
        />
      </Stack>
      <DataTable
        aria-label="Vendas"
        columns={columns}
        lista={list}
        emptyText={VENDA_ERROS.nenhumaVenda}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        rowHref={(v) => pathTo('venda-info', { id: v.id })}
      />
      {creating ? (
        <Suspense fallback={null}>
          <VendaFormDialog
            open
            onClose={() => setCreating(false)}
            onSaved={(id) => navigate(pathTo('venda-info', { id }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
