import Box from '@mui/material/Box';
import { formatDate, formatDateTime } from '@skyler/domain/formatters-basicos';
import { LEMBRETE_CANAIS, LEMBRETE_TIPOS, type LembreteEnviado } from '@skyler/domain/mensagens';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useLembretesDaVenda } from '../api/get-mensagens.ts';

export const LEMBRETES_VAZIO = 'Nenhum lembrete enviado sobre esta venda.';

const COLUNAS: readonly DataTableColumn<LembreteEnviado>[] = [
  {
    key: 'tipo',
    header: 'Lembrete',
    render: (l) => (
      <StatusChip label={LEMBRETE_TIPOS.label(l.tipo)} color={LEMBRETE_TIPOS.cor(l.tipo)} size="small" />
    ),
  },
  { key: 'descricao', header: 'Assunto', render: (l) => l.descricao },
  { key: 'data', header: 'Referente a', render: (l) => formatDate(l.data) },
  { key: 'canais', header: 'Por', render: (l) => l.canais.map((c) => LEMBRETE_CANAIS.label(c)).join(' e ') },
  { key: 'para', header: 'Para', render: (l) => l.para || '-', hideBelow: 'xl' },
  { key: 'created_at', header: 'Enviado em', render: (l) => formatDateTime(l.created_at), hideBelow: 'xl' },
];

/** What the reminders job sent the client about a sale (payments, passports, check-in, trip, birthday). */
export function LembretesEnviados({ venda }: { venda: number }) {
  const lembretes = useLembretesDaVenda(venda);
  return (
    <Box sx={TABELA_COMPACTA}>
      <DataTable
        aria-label="Lembretes enviados"
        columns={COLUNAS}
        rows={lembretes.data ?? []}
        loading={lembretes.isFetching}
        error={lembretes.error}
        emptyText={LEMBRETES_VAZIO}
      />
    </Box>
  );
}
