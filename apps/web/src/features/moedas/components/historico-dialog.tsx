import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDate, formatDateTime } from '@skyler/domain/formatters-basicos';
import { formatCambio, ORIGEM_CAMBIO_LABELS } from '@skyler/domain/moedas';
import { useId } from 'react';
import type { Moeda } from '../../../api/get-contexto-preco.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import type { MoedaHistorico } from '../api/moedas.ts';

export const HISTORICO_TEXTS = {
  titulo: (sigla: string) => `Histórico do câmbio ${sigla}`,
  vazio: 'Nenhuma alteração de câmbio registrada.',
  fechar: 'Fechar',
} as const;

const COLUMNS: DataTableColumn<MoedaHistorico>[] = [
  { key: 'cambio_data', header: 'Data do câmbio', render: (h) => formatDate(h.cambio_data) },
  { key: 'cambio', header: 'Câmbio', align: 'right', render: (h) => `R$ ${formatCambio(h.cambio)}` },
  { key: 'origem', header: 'Origem', render: (h) => ORIGEM_CAMBIO_LABELS[h.origem] },
  { key: 'usuario', header: 'Alterado por', render: (h) => h.usuario?.nome ?? 'Atualização automática' },
  { key: 'created_at', header: 'Em', render: (h) => formatDateTime(h.created_at) },
];

/** The rates a currency took, newest first, 20 a page. */
export function HistoricoDialog({ moeda, onClose }: { moeda: Moeda; onClose: () => void }) {
  const titleId = useId();
  const historico = usePagedQuery<MoedaHistorico, 'historico'>({
    area: 'moedas',
    path: `/api/moedas/${moeda.id}/historico/`,
    listKey: 'historico',
    estado: 'local',
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{HISTORICO_TEXTS.titulo(moeda.sigla)}</DialogTitle>
      <DialogContent>
        <DataTable
          aria-label={HISTORICO_TEXTS.titulo(moeda.sigla)}
          columns={COLUMNS}
          lista={historico}
          emptyText={HISTORICO_TEXTS.vazio}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{HISTORICO_TEXTS.fechar}</Button>
      </DialogActions>
    </Dialog>
  );
}
