import Box from '@mui/material/Box';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { WHATSAPP_STATUS, WHATSAPP_TEMPLATES, type WhatsappMensagem } from '@skyler/domain/mensagens';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { StatusChip } from '../../../components/status-chip.tsx';

export const WHATSAPP_VAZIO = 'Nenhuma mensagem de WhatsApp desta venda.';

const COLUNAS: readonly DataTableColumn<WhatsappMensagem>[] = [
  {
    key: 'status',
    header: 'Situação',
    render: (m) => (
      <StatusChip
        label={WHATSAPP_STATUS.label(m.status)}
        color={WHATSAPP_STATUS.cor(m.status)}
        size="small"
      />
    ),
  },
  {
    key: 'mensagem',
    header: 'Mensagem',
    render: (m) => (m.template ? WHATSAPP_TEMPLATES.label(m.template) : (m.texto ?? '-')),
  },
  { key: 'para', header: 'Número', render: (m) => m.para },
  { key: 'created_at', header: 'Em', render: (m) => formatDateTime(m.created_at) },
  {
    key: 'erro',
    header: 'Último erro',
    render: (m) => (m.ultimo_erro ? `${m.ultimo_erro} (${m.tentativas} tentativas)` : '-'),
    hideBelow: 'xl',
  },
];

/** The WhatsApp messages of a sale, both ways, with what failed and why (20 per page). */
export function WhatsappDaVenda({ venda }: { venda: number }) {
  const lista = usePagedQuery<WhatsappMensagem, 'mensagens'>({
    area: 'mensagens',
    path: '/api/whatsapp/mensagens/',
    listKey: 'mensagens',
    fixedParams: { venda: String(venda) },
    estado: 'local',
  });
  return (
    <Box sx={TABELA_COMPACTA}>
      <DataTable
        aria-label="Mensagens de WhatsApp"
        columns={COLUNAS}
        lista={lista}
        emptyText={WHATSAPP_VAZIO}
      />
    </Box>
  );
}
