import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { formatMoney } from '@skyler/domain/formatters';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { NFSE_MESSAGES, NFSE_STATUS, type NfseView } from '@skyler/domain/nfse';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DataFiltroField } from '../../../components/fields/data-filtro-field.tsx';
import { DEBOUNCE_MS } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { aguardaProvedor, invalidateNfse, NFSE_ATUALIZAR_MS, NFSE_PATH, useNfseEstado } from '../api/nfse.ts';
import { NfseDetalheDialog } from '../components/nfse-detalhe-dialog.tsx';
import { CancelarNfseDialog, ReenviarNfseDialog } from '../components/nfse-dialogos.tsx';
import { NfseStatusChip, tipoDaNfse } from '../components/nfse-status-chip.tsx';

export const NFSE_PAGE_TEXTS = {
  titulo: 'Notas fiscais',
  status: 'Status',
  de: 'Pedidas de',
  ate: 'até',
  vazio: 'Nenhuma NFS-e encontrada.',
  erro: 'Não foi possível carregar as notas fiscais.',
  abrir: (n: NfseView) => `Abrir a NFS-e do serviço ${formatId(n.servico)}`,
} as const;

const T = NFSE_PAGE_TEXTS;

function colunas(abrir: (n: NfseView) => void): DataTableColumn<NfseView>[] {
  return [
    { key: 'status', header: 'Status', render: (n) => <NfseStatusChip status={n.status} /> },
    { key: 'numero', header: 'Número', render: (n) => n.numero ?? '—' },
    { key: 'tipo', header: 'Tipo', render: (n) => tipoDaNfse(n), layout: 'wrap' },
    {
      key: 'servico',
      header: 'Serviço',
      render: (n) => (
        <Link component={RouterLink} to={pathTo('venda-info', { id: n.venda })}>
          {formatId(n.servico)}
        </Link>
      ),
    },
    { key: 'tomador', header: 'Tomador', render: (n) => n.tomador.nome, layout: 'wrap' },
    { key: 'valor', header: 'Valor', align: 'right', render: (n) => formatMoney(n.valor) },
    { key: 'pedida', header: 'Pedida em', render: (n) => formatDateTime(n.created_at), hideBelow: 'xl' },
    {
      key: 'mensagem',
      header: 'Mensagem do provedor',
      render: (n) => n.mensagem ?? '',
      hideBelow: 'xl',
      layout: 'wrap',
    },
    {
      key: 'acoes',
      header: '',
      align: 'right',
      render: (n) => (
        <AcaoLinha label={T.abrir(n)} onClick={() => abrir(n)}>
          <Visibility fontSize="small" />
        </AcaoLinha>
      ),
    },
  ];
}

/**
 * Notas fiscais: the NFS-e on the agency's own revenue, by status and request period, each opened with its
 * links, message and the cancel and re-send dialogs. Read again while one waits on the provider.
 */
export function NfsePage() {
  const estado = useNfseEstado();
  const client = useQueryClient();
  const list = usePagedQuery<NfseView, 'nfse'>({
    area: 'nfse',
    path: NFSE_PATH,
    listKey: 'nfse',
    filterKeys: ['status', 'inicio', 'fim'],
  });
  useErrorToast(list.error, T.erro, { withDetail: false });
  const [aberta, setAberta] = useState<number | null>(null);
  const [cancelar, setCancelar] = useState<NfseView | null>(null);
  const [reenviar, setReenviar] = useState<NfseView | null>(null);
  const temPendente = list.rows.some(aguardaProvedor);
  useEffect(() => {
    if (!temPendente) return;
    const timer = setInterval(() => void invalidateNfse(client), NFSE_ATUALIZAR_MS);
    return () => clearInterval(timer);
  }, [temPendente, client]);
  const detalhe = list.rows.find((n) => n.id === aberta) ?? null;
  return (
    <>
      <PageHeader title={T.titulo} breadcrumbs={[{ label: T.titulo }]} />
      {estado.data && !estado.data.ligada ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {NFSE_MESSAGES.desligada}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <FiltroSelect
          lista={list}
          nome="status"
          label={T.status}
          opcoes={NFSE_STATUS.options()}
          minWidth={180}
        />
        <DataFiltroField
          label={T.de}
          value={String(list.filters.inicio ?? '')}
          onChange={(inicio) => list.setFilters({ inicio })}
          atrasoMs={DEBOUNCE_MS}
        />
        <DataFiltroField
          label={T.ate}
          value={String(list.filters.fim ?? '')}
          onChange={(fim) => list.setFilters({ fim })}
          atrasoMs={DEBOUNCE_MS}
        />
      </Stack>
      <Box>
        <DataTable
          aria-label={T.titulo}
          columns={colunas((n) => setAberta(n.id))}
          lista={list}
          emptyText={T.vazio}
          onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        />
      </Box>
      <NfseDetalheDialog
        nfse={detalhe}
        onClose={() => setAberta(null)}
        onCancelar={(n) => {
          setAberta(null);
          setCancelar(n);
        }}
        onReenviar={(n) => {
          setAberta(null);
          setReenviar(n);
        }}
      />
      <CancelarNfseDialog nfse={cancelar} onClose={() => setCancelar(null)} />
      <ReenviarNfseDialog nfse={reenviar} onClose={() => setReenviar(null)} />
    </>
  );
}
