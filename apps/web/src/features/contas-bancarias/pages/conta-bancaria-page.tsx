import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MOTIVO_PENDENCIA,
  type MovimentoBancario,
  podeGerirContasBancarias,
  STATUS_MOVIMENTO,
  TIPO_MOVIMENTO,
} from '@skyler/domain/contas-bancarias';
import { formatCnpj, formatCpf, formatDate } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { Money } from '../../../components/money.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import {
  MOVIMENTOS_BANCARIOS_AREA,
  MOVIMENTOS_BANCARIOS_PATH,
  useContaBancaria,
} from '../api/contas-bancarias.ts';
import { ImportarExtratoDialog } from '../components/importar-extrato-dialog.tsx';
import { CONTAS_TEXTS, numeroDaConta } from './contas-bancarias-page.tsx';

export const CONTA_TEXTS = {
  lancamentos: 'Lançamentos do extrato',
  vazio: 'Nenhum lançamento neste filtro.',
  importar: 'Importar extrato',
  status: 'Status',
  tipo: 'Tipo',
  de: 'De',
  ate: 'Até',
  saldo: (data: string) => `Saldo do último extrato em ${data}:`,
} as const;
const T = CONTA_TEXTS;

/** The account's statement lines: date, description, document, amount, status; by status, type and period. */
export function ContaBancariaPage() {
  const user = useCurrentUser();
  if (!podeGerirContasBancarias(user)) throw new AccessDeniedError();
  return <LancamentosDaConta />;
}

function LancamentosDaConta() {
  const id = Number(useParams().id);
  const conta = useContaBancaria(id);
  const [importando, setImportando] = useState(false);
  const list = usePagedQuery<MovimentoBancario, 'movimentos'>({
    area: MOVIMENTOS_BANCARIOS_AREA,
    path: MOVIMENTOS_BANCARIOS_PATH,
    listKey: 'movimentos',
    filterKeys: ['status', 'tipo', 'inicio', 'fim'],
    fixedParams: { conta: String(id) },
  });
  const colunas: DataTableColumn<MovimentoBancario>[] = [
    { key: 'data', header: 'Data', render: (m) => formatDate(m.data) },
    { key: 'descricao', header: 'Descrição', render: (m) => m.descricao, layout: 'wrap' },
    {
      key: 'documento',
      header: 'CPF/CNPJ',
      render: (m) =>
        m.documento ? (m.documento.length === 11 ? formatCpf(m.documento) : formatCnpj(m.documento)) : '-',
      hideBelow: 'xl',
    },
    {
      key: 'credito',
      header: 'Crédito',
      align: 'right',
      render: (m) => (m.tipo === 'credito' ? <Money value={m.valor} /> : ''),
    },
    {
      key: 'debito',
      header: 'Débito',
      align: 'right',
      render: (m) => (m.tipo === 'debito' ? <Money value={`-${m.valor}`} /> : ''),
    },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <StatusChip label={STATUS_MOVIMENTO.label(m.status)} color={STATUS_MOVIMENTO.cor(m.status)} />
      ),
    },
    {
      key: 'motivo',
      header: 'Motivo',
      render: (m) => (m.motivo_pendencia ? MOTIVO_PENDENCIA.label(m.motivo_pendencia) : (m.motivo ?? '-')),
      hideBelow: 'xl',
    },
  ];
  const dados = conta.data;
  const titulo = dados ? `${dados.descricao} (${dados.banco_nome ?? dados.banco})` : CONTAS_TEXTS.titulo;
  return (
    <>
      <PageHeader
        title={titulo}
        breadcrumbs={[
          { label: CONTAS_TEXTS.titulo, to: pathTo('contas-bancarias') },
          { label: dados?.descricao ?? '' },
        ]}
        actions={
          dados ? (
            <Button variant="contained" startIcon={<UploadFile />} onClick={() => setImportando(true)}>
              {T.importar}
            </Button>
          ) : null
        }
      />
      {dados ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {numeroDaConta(dados)}
          {dados.ultimo_extrato?.saldo_final && dados.ultimo_extrato.saldo_data ? (
            <>
              {' · '}
              {T.saldo(formatDate(dados.ultimo_extrato.saldo_data))}{' '}
              <Money value={dados.ultimo_extrato.saldo_final} />
            </>
          ) : null}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <FiltroSelect lista={list} nome="status" label={T.status} opcoes={STATUS_MOVIMENTO.options()} />
        <FiltroSelect lista={list} nome="tipo" label={T.tipo} opcoes={TIPO_MOVIMENTO.options()} />
        <TextField
          type="date"
          size="small"
          label={T.de}
          value={String(list.filters.inicio ?? '')}
          onChange={(event) => list.setFilters({ inicio: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={T.ate}
          value={String(list.filters.fim ?? '')}
          onChange={(event) => list.setFilters({ fim: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <DataTable
        aria-label={T.lancamentos}
        columns={colunas}
        lista={list}
        emptyText={T.vazio}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
      {importando && dados ? (
        <ImportarExtratoDialog conta={dados} onClose={() => setImportando(false)} />
      ) : null}
    </>
  );
}
