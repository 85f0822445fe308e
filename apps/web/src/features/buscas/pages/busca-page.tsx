import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Busca, BUSCAS_MESSAGES as M } from '@skyler/domain/busca-credito';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { type Crumb, PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { PageNotFoundError, parseRouteId, throwIfNotFound } from '../../../lib/page-errors.ts';
import { useBusca } from '../api/get-busca.ts';
import { FlagChip } from '../components/flag-chip.tsx';
import { JsonTree } from '../components/json-tree.tsx';

/** the contact or company the search was of: its name and its Busca tab */
function registroDa(busca: Busca): { tipo: string; nome: string; to: string; lista: Crumb } | null {
  if (busca.contato) {
    return {
      tipo: 'Contato',
      nome: nomeCompleto(busca.contato),
      to: pathTo('contato-busca', { id: busca.contato.id }),
      lista: { label: 'Contatos', to: pathTo('contatos') },
    };
  }
  if (busca.empresa) {
    return {
      tipo: 'Empresa',
      nome: busca.empresa.nome,
      to: pathTo('empresa-busca', { id: busca.empresa.id }),
      lista: { label: 'Empresas', to: pathTo('empresas') },
    };
  }
  return null;
}

function Cabecalho({ busca }: { busca: Busca }) {
  const registro = registroDa(busca);
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <FlagChip flag={busca.general_flag} />
          {registro ? (
            <Typography>
              {registro.tipo}:{' '}
              <Link component={RouterLink} to={registro.to}>
                {registro.nome}
              </Link>
            </Typography>
          ) : null}
          <Typography>
            Realizada por {busca.usuario ? nomeCompleto(busca.usuario) : '-'} em{' '}
            {formatDateTime(busca.created_at)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The search viewer (part 2 §2, decision 0029): a stored credit search as a collapsible JSON tree. */
export function BuscaPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) throw new PageNotFoundError(M.naoEncontrada);
  return <BuscaDe id={id} />;
}

function BuscaDe({ id }: { id: number }) {
  const busca = useBusca(id);
  throwIfNotFound(busca.error, M.naoEncontrada);
  const registro = busca.data ? registroDa(busca.data) : null;
  const breadcrumbs: Crumb[] = registro
    ? [registro.lista, { label: registro.nome, to: registro.to }, { label: `Busca ${formatId(id)}` }]
    : [{ label: `Busca ${formatId(id)}` }];
  return (
    <>
      <PageHeader title={`Busca ${formatId(id)}`} breadcrumbs={breadcrumbs} />
      {busca.error ? (
        <Alert severity="error">{isApiError(busca.error) ? busca.error.detail : M.erroCarregar}</Alert>
      ) : busca.data ? (
        <>
          <Cabecalho busca={busca.data} />
          <JsonTree data={busca.data.dados as object} label={`Dados da busca ${formatId(id)}`} />
        </>
      ) : (
        <LinearProgress aria-label="Carregando" />
      )}
    </>
  );
}
