import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { formatDate, formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { PAGAMENTO_STATUS, type PagamentoView } from '@skyler/domain/pagamentos';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import {
  clienteDoPagamento,
  meioDoPagamento,
  nomePessoa,
  PAGAMENTO_DATAS,
  responsavelDoPagamento,
} from '../lib/pagamento-texto.ts';

/** The status chip; an overdue payment carries a mark its row's emphasis is drawn from. */
export function PagamentoStatusChip({ pagamento }: { pagamento: Pick<PagamentoView, 'status'> }) {
  return (
    <Box component="span" data-atrasado={pagamento.status === 'atrasado' ? '' : undefined}>
      <StatusChip
        label={PAGAMENTO_STATUS.label(pagamento.status)}
        color={PAGAMENTO_STATUS.cor(pagamento.status)}
      />
    </Box>
  );
}

/** Rows holding an overdue payment stand out (the table itself knows nothing of payments). */
export const LINHAS_ATRASADAS = {
  '& tbody tr:has([data-atrasado])': { bgcolor: 'rgba(211, 47, 47, 0.06)' },
  '& tbody tr:has([data-atrasado]) td:first-of-type': { boxShadow: 'inset 4px 0 0 #d32f2f', fontWeight: 600 },
} as const;

export function LinkVendaPagamentos({ venda }: { venda: number }) {
  return (
    <Link component={RouterLink} to={pathTo('venda-pagamentos', { id: venda })}>
      {formatId(venda)}
    </Link>
  );
}

function ServicosCelula({ pagamento }: { pagamento: PagamentoView }) {
  if (pagamento.servicos.length === 0) return '-';
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {pagamento.servicos.map((s, index) => (
        <span key={s.servico}>
          {index > 0 ? ', ' : null}
          <Tooltip title={s.descricao}>
            <span>{formatId(s.servico)}</span>
          </Tooltip>
        </span>
      ))}
    </Box>
  );
}

function DatasCelula({ pagamento }: { pagamento: PagamentoView }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' }}>
      <span>{PAGAMENTO_DATAS.vencimento(pagamento.data_vencimento)}</span>
      {pagamento.data_pagamento ? (
        <Box component="span" sx={{ color: 'success.dark' }}>
          {PAGAMENTO_DATAS.pagamento(pagamento.data_pagamento)}
        </Box>
      ) : null}
    </Box>
  );
}

function ValorCelula({ pagamento }: { pagamento: PagamentoView }) {
  const comTaxa = Number(pagamento.taxa_meio_pagamento) > 0;
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Money value={pagamento.valor_pagamento.valor} />
      {comTaxa ? (
        <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
          com taxa <Money value={pagamento.valor_total} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The payments lists' columns (part 1 §2: Venda, Emissão, Status, Serviço, Valor, Cliente, Pagamento, Data);
 * `linkVenda` makes the sale a link to its payments tab.
 */
export function colunasPagamento({ linkVenda }: { linkVenda: boolean }): DataTableColumn<PagamentoView>[] {
  return [
    {
      key: 'venda',
      header: 'Venda',
      render: (p) => (linkVenda ? <LinkVendaPagamentos venda={p.venda.id} /> : formatId(p.venda.id)),
    },
    {
      key: 'emissao',
      header: 'Emissão',
      render: (p) => (p.emissao ? formatId(p.emissao) : '-'),
      hideBelow: 'xl',
    },
    { key: 'status', header: 'Status', render: (p) => <PagamentoStatusChip pagamento={p} /> },
    { key: 'servico', header: 'Serviço', render: (p) => <ServicosCelula pagamento={p} /> },
    { key: 'valor', header: 'Valor', align: 'right', render: (p) => <ValorCelula pagamento={p} /> },
    { key: 'cliente', header: 'Cliente', render: clienteDoPagamento },
    { key: 'pagamento', header: 'Pagamento', render: meioDoPagamento },
    { key: 'data', header: 'Data', render: (p) => <DatasCelula pagamento={p} /> },
  ];
}

/**
 * Contas a Receber's columns (part 2 §3 Open payment) plus the due date and status; who is responsible,
 * who created it and when wait for 1536 px (below, in the row's detail).
 */
export const COLUNAS_PAGAMENTO_ABERTO: DataTableColumn<PagamentoView>[] = [
  { key: 'id', header: 'ID', render: (p) => formatId(p.id) },
  { key: 'status', header: 'Status', render: (p) => <PagamentoStatusChip pagamento={p} /> },
  { key: 'valor', header: 'Valor', align: 'right', render: (p) => <ValorCelula pagamento={p} /> },
  { key: 'meio', header: 'Meio de pagamento', render: meioDoPagamento },
  { key: 'venda', header: 'Venda', render: (p) => <LinkVendaPagamentos venda={p.venda.id} /> },
  { key: 'cliente', header: 'Cliente', render: clienteDoPagamento },
  { key: 'servico', header: 'Serviço', render: (p) => <ServicosCelula pagamento={p} /> },
  { key: 'vencimento', header: 'Vencimento', render: (p) => formatDate(p.data_vencimento) },
  {
    key: 'responsavel',
    header: 'Responsável financeiro',
    render: responsavelDoPagamento,
    hideBelow: 'xl',
  },
  { key: 'criado_por', header: 'Criado por', render: (p) => nomePessoa(p.created_by), hideBelow: 'xl' },
  { key: 'criado_em', header: 'Criado em', render: (p) => formatDateTime(p.created_at), hideBelow: 'xl' },
];
