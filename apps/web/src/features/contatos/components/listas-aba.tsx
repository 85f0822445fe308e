import Link from '@mui/material/Link';
import type { Breakpoint } from '@mui/material/styles';
import {
  CONTATO_MESSAGES,
  type EmissaoDoBeneficiario,
  type MilhaValidadaDoContato,
} from '@skyler/domain/contatos';
import { EMISSAO_STATUS, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDate, formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { SERVICO_STATUS } from '@skyler/domain/servicos';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { useAbaDoContato } from '../api/get-abas.ts';

/** A column: its header, its cell and, for a secondary column, the breakpoint below which it is left out. */
type Coluna<T> = [header: string, render: (row: T) => ReactNode, hideBelow?: Breakpoint];

/** One of the contact's lists, whole (the server sends it all), in the shared table inside its card. */
function Lista<T extends { id: number }>({
  label,
  rows,
  loading,
  vazio,
  colunas,
}: {
  label: string;
  rows: T[] | undefined;
  loading: boolean;
  vazio: string;
  colunas: Coluna<T>[];
}) {
  const columns: DataTableColumn<T>[] = colunas.map(([header, render, hideBelow]) => ({
    key: header,
    header,
    render,
    hideBelow,
  }));
  return (
    <DataTable aria-label={label} columns={columns} rows={rows ?? []} loading={loading} emptyText={vazio} />
  );
}

const id = (valor: number | null) => (valor === null ? '-' : formatId(valor));

const MILHAS: Coluna<MilhaValidadaDoContato>[] = [
  ['Emissão', (m) => id(m.emissao)],
  ['Criação da emissão', (m) => formatDateTime(m.emissao_created_at)],
  ['Conta fidelidade', (m) => m.conta_fidelidade ?? '-'],
  ['Provedor', (m) => m.provedor ?? '-'],
  ['Cotação', (m) => id(m.cotacao)],
  ['Venda', (m) => id(m.venda)],
  ['Serviço', (m) => id(m.servico)],
];

export function MilhasValidadasAba({ contatoId }: { contatoId: number }) {
  const query = useAbaDoContato(contatoId, 'milhas-validadas');
  return (
    <Lista
      label="Milhas validadas"
      rows={query.data}
      loading={query.isLoading}
      vazio={CONTATO_MESSAGES.nenhumaMilhaValidada}
      colunas={MILHAS}
    />
  );
}

/**
 * Key columns: the issuance, its sale, client, statuses, conclusion, type and departure; the request, quote
 * and service ids and the creation date make room for them on narrow screens (decision 0056).
 */
const EMISSOES: Coluna<EmissaoDoBeneficiario>[] = [
  [
    'ID',
    (e) => (
      <Link component={RouterLink} to={pathTo('emissao', { id: e.id })}>
        {formatId(e.id)}
      </Link>
    ),
  ],
  ['Venda', (e) => id(e.venda)],
  ['Orçamento', (e) => id(e.orcamento), 'xl'],
  ['Cotação', (e) => id(e.cotacao), 'xl'],
  ['Serviço', (e) => id(e.servico), 'xl'],
  ['Cliente', (e) => e.cliente ?? '-'],
  [
    'Status',
    (e) => <StatusChip label={EMISSAO_STATUS.label(e.status)} color={EMISSAO_STATUS.cor(e.status)} />,
  ],
  ['Status do serviço', (e) => (e.status_servico ? SERVICO_STATUS.label(e.status_servico) : '-')],
  ['Conclusão', (e) => formatDateTime(e.data_conclusao)],
  ['Criação', (e) => formatDateTime(e.created_at), 'xl'],
  ['Tipo', (e) => (TIPOS_EMISSAO.is(e.tipo) ? TIPOS_EMISSAO.label(e.tipo) : e.tipo)],
  ['Ida', (e) => formatDate(e.data_ida)],
];

export function EmissoesBeneficiarioAba({ contatoId }: { contatoId: number }) {
  const query = useAbaDoContato(contatoId, 'emissoes-beneficiario');
  useErrorToast(query.error, CONTATO_MESSAGES.erroEmissoes, { withDetail: false });
  return (
    <Lista
      label="Emissões como PAX"
      rows={query.data}
      loading={query.isLoading}
      vazio={CONTATO_MESSAGES.nenhumaEmissao}
      colunas={EMISSOES}
    />
  );
}
