import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatId } from '@skyler/domain/formatters-basicos';
import { NOTIFICACAO_TIPO_LABELS, type Notificacao } from '@skyler/domain/notificacoes';
import { Link as RouterLink } from 'react-router';
import { pathTo, type RouteName } from '../../../config/routes.ts';

/** The page each kind of id in a notification opens. */
const ROTA_DO_ID: Partial<Record<string, RouteName>> = {
  venda: 'venda-info',
  orcamento: 'orcamento',
  emissao: 'emissao',
  contato: 'cliente',
  empresa: 'empresa',
};

const nomeDoId = (chave: string) =>
  (NOTIFICACAO_TIPO_LABELS as Record<string, string>)[chave] ??
  chave.charAt(0).toUpperCase() + chave.slice(1).replace(/_/g, ' ');

/** The records a notification is about, each a link to its page when it has one ("Venda 0042"). */
export function IdsLinks({ ids }: { ids: Notificacao['ids'] }) {
  const entradas = Object.entries(ids);
  if (entradas.length === 0) return <>-</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
      {entradas.map(([chave, id]) => {
        const rota = ROTA_DO_ID[chave];
        const texto = `${nomeDoId(chave)} ${formatId(id)}`;
        return rota ? (
          <Link key={chave} component={RouterLink} to={pathTo(rota, { id })} sx={{ whiteSpace: 'nowrap' }}>
            {texto}
          </Link>
        ) : (
          <Box key={chave} component="span" sx={{ whiteSpace: 'nowrap' }}>
            {texto}
          </Box>
        );
      })}
    </Box>
  );
}
