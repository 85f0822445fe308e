import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { ORCAMENTO_STATUS, TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import type { OrcamentoDetalhado } from '../api/orcamentos-detalhado.ts';

type Coluna = DataTableColumn<OrcamentoDetalhado>;

/** The columns every list of quote requests shows: the full list and Minha área's. */
export const ORCAMENTO_COLUNAS = {
  id: { key: 'id', header: 'ID', render: (o) => formatId(o.id) },
  status: {
    key: 'status',
    header: 'Status',
    render: (o) => (
      <StatusChip label={ORCAMENTO_STATUS.label(o.status)} color={ORCAMENTO_STATUS.cor(o.status)} />
    ),
  },
  tipo: { key: 'tipo', header: 'Tipo de serviço', render: (o) => TIPOS_ORCAMENTO.label(o.tipo_servico) },
  solicitadoEm: { key: 'criado', header: 'Solicitado em', render: (o) => formatDateTime(o.created_at) },
} satisfies Record<string, Coluna>;
