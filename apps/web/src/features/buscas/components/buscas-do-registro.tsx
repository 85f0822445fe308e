import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSCAS_MESSAGES as M } from '@skyler/domain/busca-credito';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../config/routes.ts';
import type { RegistroBusca } from '../api/get-busca.ts';
import { useBuscasDoRegistro } from '../api/get-buscas.ts';
import { FlagChip } from './flag-chip.tsx';

/** "Ver dados completos": the stored search a result comes from, opened in the viewer. */
export function VerDadosCompletos({ busca }: { busca: number | undefined }) {
  if (busca === undefined) return null;
  return (
    <Link component={RouterLink} to={pathTo('busca', { id: busca })}>
      {M.verDadosCompletos}
    </Link>
  );
}

/**
 * The searches a contact or a company had before the one shown, newest first, each opening the viewer.
 * `atual` is the search the tab shows, left out of the list.
 */
export function BuscasAnteriores({
  registro,
  atual,
}: {
  registro: RegistroBusca;
  atual: number | undefined;
}) {
  const buscas = useBuscasDoRegistro(registro, atual);
  const anteriores = (buscas.data ?? []).filter((busca) => busca.id !== atual);
  if (buscas.isLoading || buscas.error) return null;
  return (
    <Stack component="section" aria-labelledby="buscas-anteriores" spacing={0.5}>
      <Typography id="buscas-anteriores" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {M.buscasAnteriores}
      </Typography>
      {anteriores.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {M.nenhumaBuscaAnterior}
        </Typography>
      ) : (
        <List dense disablePadding>
          {anteriores.map((busca) => (
            <ListItem key={busca.id} disableGutters sx={{ gap: 1.5, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={pathTo('busca', { id: busca.id })}>
                Busca {formatId(busca.id)}
              </Link>
              <Typography variant="body2">
                {formatDateTime(busca.created_at)} · {busca.usuario ? nomeCompleto(busca.usuario) : '-'}
              </Typography>
              <FlagChip flag={busca.general_flag} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
