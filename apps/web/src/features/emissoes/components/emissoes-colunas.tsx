import Link from '@mui/material/Link';
import { type EmissaoView, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDate, formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pathTo } from '../../../config/routes.ts';
import { clienteDaEmissao, codigoEmissao, nomeOuTraco } from '../lib/emissao-texto.ts';
import { EmissaoStatusChip } from './emissao-status-chip.tsx';
import { MarcadorTempo } from './marcador-tempo.tsx';

/** Ten columns: tighter cells (the last one, the marker, is not an actions column and scrolls with the rest). */
export const TABELA_EMISSOES = { '& .MuiTableCell-root': { px: 1 } } as const;

/** The columns of the issuance lists (Emissões and Minhas emissões); type and creation wait for 1536 px. */
export function colunasEmissao(agora: Date): DataTableColumn<EmissaoView>[] {
  return [
    { key: 'id', header: 'ID', render: (e) => codigoEmissao(e.id) },
    {
      key: 'venda',
      header: 'Venda',
      render: (e) => (
        <Link component={RouterLink} to={pathTo('venda-info', { id: e.venda.id })}>
          {formatId(e.venda.id)}
        </Link>
      ),
    },
    { key: 'cliente', header: 'Cliente', render: clienteDaEmissao, layout: 'wrap' },
    { key: 'tipo', header: 'Tipo', render: (e) => TIPOS_EMISSAO.label(e.tipo), hideBelow: 'xl' },
    { key: 'status', header: 'Status', render: (e) => <EmissaoStatusChip status={e.status} /> },
    { key: 'localizador', header: 'Localizador', render: (e) => e.localizador || '-' },
    { key: 'emissor', header: 'Emissor', render: (e) => nomeOuTraco(e.emitido_por) },
    { key: 'ida', header: 'Data de ida', render: (e) => formatDate(e.data_ida) },
    { key: 'criado', header: 'Criada em', render: (e) => formatDateTime(e.created_at), hideBelow: 'xl' },
    { key: 'tempo', header: 'Tempo', render: (e) => <MarcadorTempo emissao={e} agora={agora} /> },
  ];
}
