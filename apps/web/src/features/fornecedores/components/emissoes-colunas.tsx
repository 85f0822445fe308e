import Link from '@mui/material/Link';
import { EMISSAO_STATUS, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import type { EmissaoAssociada } from '@skyler/domain/fornecedores';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import type { Coluna } from './detalhes-parts.tsx';

/** Columns of the issuances of a supplier or provider. */
export const EMISSOES: Coluna<EmissaoAssociada>[] = [
  {
    titulo: 'ID',
    valor: (e) => (
      <Link component={RouterLink} to={pathTo('emissao', { id: e.id })}>
        {formatId(e.id)}
      </Link>
    ),
  },
  { titulo: 'Venda', valor: (e) => formatId(e.venda) },
  { titulo: 'Tipo', valor: (e) => TIPOS_EMISSAO.label(e.tipo) },
  {
    titulo: 'Status',
    valor: (e) => <StatusChip label={EMISSAO_STATUS.label(e.status)} color={EMISSAO_STATUS.cor(e.status)} />,
  },
  { titulo: 'Localizador', valor: (e) => e.localizador ?? '-' },
  { titulo: 'Criada em', valor: (e) => formatDate(e.created_at) },
];
