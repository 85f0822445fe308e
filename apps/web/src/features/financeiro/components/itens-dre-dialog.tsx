import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  type ContaDre,
  FINANCEIRO_MESSAGES,
  type ItemDre,
  LINHAS_DRE,
  TIPOS_ITEM_DRE_LABELS,
} from '@skyler/domain/financeiro';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { pathTo } from '../../../config/routes.ts';
import { type DreParams, useDreItens } from '../api/get-dre.ts';

const COLUNAS: DataTableColumn<ItemDre & { chave: string }>[] = [
  { key: 'data', header: 'Data', render: (i) => formatDate(i.data) },
  { key: 'tipo', header: 'Origem', render: (i) => `${TIPOS_ITEM_DRE_LABELS[i.tipo]} ${formatId(i.id)}` },
  {
    key: 'venda',
    header: 'Venda',
    render: (i) =>
      i.venda === null ? (
        '—'
      ) : (
        <Link component={RouterLink} to={pathTo('venda-info', { id: i.venda })}>
          {formatId(i.venda)}
        </Link>
      ),
  },
  { key: 'descricao', header: 'Descrição', render: (i) => i.descricao, hideBelow: 'md' },
  { key: 'valor', header: 'Valor', align: 'right', render: (i) => <Money value={i.valor} /> },
];

/** The drill-down of one line: what it sums, each leading to its sale. A plain dialog: it only shows. */
export function ItensDreDialog({
  params,
  conta,
  onClose,
}: {
  params: DreParams;
  conta: ContaDre | null;
  onClose: () => void;
}) {
  const itens = useDreItens(params, conta);
  const titulo = conta ? LINHAS_DRE[conta].descricao : '';
  return (
    <Dialog
      open={conta !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="itens-dre-titulo"
    >
      <DialogTitle id="itens-dre-titulo">{titulo}</DialogTitle>
      <DialogContent>
        {itens.data && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Total: <Money value={itens.data.valor} />
          </Typography>
        )}
        <DataTable
          aria-label={titulo}
          columns={COLUNAS}
          rows={(itens.data?.itens ?? []).map((i) => ({ ...i, chave: `${i.tipo}-${i.id}` }))}
          getRowId={(i) => i.chave}
          loading={itens.isLoading}
          error={itens.error}
          emptyText={FINANCEIRO_MESSAGES.semItens}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
