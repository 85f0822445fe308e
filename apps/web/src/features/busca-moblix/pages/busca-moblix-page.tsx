import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COTACAO_MESSAGES } from '@skyler/domain/cotacoes';
import { formatDate, formatDateTime, formatId, formatMoney } from '@skyler/domain/formatters';
import {
  type BuscaMoblix,
  cotacaoDaOferta,
  MOBLIX_MESSAGES as M,
  nomeCompanhiaMoblix,
  type OfertaMoblix,
} from '@skyler/domain/moblix';
import { CLASSES_CABINE } from '@skyler/domain/orcamentos-regras';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { signedInUser, useWhoami } from '../../../api/get-whoami.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { PageNotFoundError, parseRouteId, throwIfNotFound } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useCreateCotacao } from '../api/create-cotacao.ts';
import { useBuscaMoblix } from '../api/get-busca-moblix.ts';
import { useFornecedores } from '../api/get-fornecedores.ts';

const hora = (dataHora: string) => formatDateTime(dataHora).slice(-5);

function plural(n: number, um: string, varios: string) {
  return `${n} ${n === 1 ? um : varios}`;
}

export function descreverParadas(paradas: number): string {
  return paradas === 0 ? 'Direto' : plural(paradas, 'parada', 'paradas');
}

export function descreverBagagem({ mao, despachada }: OfertaMoblix['bagagem']): string {
  if (mao === 0 && despachada === 0) return 'Sem bagagem';
  return [
    mao > 0 ? `${mao} de mão` : null,
    despachada > 0 ? plural(despachada, 'despachada', 'despachadas') : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function Criterios({ busca }: { busca: BuscaMoblix }) {
  const c = busca.criterios;
  const opcoes = [
    c.internacional && 'Internacional',
    c.pagante && 'Pagante',
    c.diamanteSmiles && 'Diamante Smiles',
    c.clubeSmiles && 'Clube Smiles',
    c.agenciaExterna && 'Agência externa',
  ].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="body2">
        {`Companhia da ida: ${nomeCompanhiaMoblix(c.companhia_aerea_ida) ?? c.companhia_aerea_ida}`}
        {` · ${CLASSES_CABINE.label(c.cabine)} · ${plural(c.adultos, 'adulto', 'adultos')}, ${plural(c.criancas, 'criança', 'crianças')}, ${plural(c.bebes, 'bebê', 'bebês')}`}
        {opcoes.length > 0 ? ` · ${opcoes.join(', ')}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {c.trechos.map((t) => `${t.origem} → ${t.destino} em ${formatDate(t.data)}`).join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {`Buscado em ${formatDateTime(busca.created_at)}${busca.created_by ? ` por ${busca.created_by.nome} ${busca.created_by.sobrenome ?? ''}`.trimEnd() : ''}`}
      </Typography>
    </Paper>
  );
}

function Preco({ oferta }: { oferta: OfertaMoblix }) {
  if (oferta.milhas !== null) {
    return (
      <>
        <div>{`${oferta.milhas.toLocaleString('pt-BR')} milhas`}</div>
        <Typography
          variant="caption"
          color="text.secondary"
        >{`+ ${formatMoney(oferta.taxas)} de taxas`}</Typography>
      </>
    );
  }
  return (
    <>
      <div>{formatMoney(oferta.total)}</div>
      <Typography variant="caption" color="text.secondary">
        {`${formatMoney(oferta.preco)} + ${formatMoney(oferta.taxas)} de taxas`}
      </Typography>
    </>
  );
}

function Ofertas({
  busca,
  podeCriar,
  criando,
  onCriar,
}: {
  busca: BuscaMoblix;
  podeCriar: boolean;
  criando: string | null;
  onCriar: (oferta: OfertaMoblix) => void;
}) {
  if (busca.ofertas.length === 0) return <Alert severity="info">{M.semOfertas}</Alert>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Ofertas">
        <TableHead>
          <TableRow>
            <TableCell>Companhia</TableCell>
            <TableCell>Itinerário</TableCell>
            <TableCell>Horários</TableCell>
            <TableCell>Paradas</TableCell>
            <TableCell>Bagagem</TableCell>
            <TableCell align="right">Preço</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {busca.ofertas.map((oferta) => (
            <TableRow key={oferta.id}>
              <TableCell>{oferta.companhia.nome}</TableCell>
              <TableCell>
                {oferta.trechos.map((t, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the trips of an offer keep their order
                  <div key={i}>
                    {`${t.origem} → ${t.destino}`}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t.pernas.map((p) => `${p.cia_iata} ${p.numero_do_voo}`).join(', ')}
                    </Typography>
                  </div>
                ))}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {oferta.trechos.map((t, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the trips of an offer keep their order
                  <div key={i}>{`${formatDate(t.partida)} ${hora(t.partida)} – ${hora(t.chegada)}`}</div>
                ))}
              </TableCell>
              <TableCell>
                {oferta.trechos.map((t, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the trips of an offer keep their order
                  <div key={i}>{descreverParadas(t.paradas)}</div>
                ))}
              </TableCell>
              <TableCell>{descreverBagagem(oferta.bagagem)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Preco oferta={oferta} />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="contained"
                  disabled={!podeCriar || criando !== null}
                  onClick={() => onCriar(oferta)}
                  aria-label={`${M.criarCotacao} ${oferta.companhia.nome} ${oferta.id}`}
                >
                  {criando === oferta.id ? 'Criando...' : M.criarCotacao}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The default supplier of the quotes: the one named Moblix, when registered. */
function fornecedorPadrao(fornecedores: readonly { id: number; nome: string }[] | undefined): number | null {
  return (
    fornecedores?.find((f) => f.nome.trim().toLowerCase() === M.fornecedorPadrao.toLowerCase())?.id ?? null
  );
}

function BuscaDoId({ id }: { id: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const busca = useBuscaMoblix(id);
  throwIfNotFound(busca.error, M.buscaNaoEncontrada);
  const fornecedores = useFornecedores();
  const usuario = signedInUser(useWhoami().data);
  const [escolhido, setEscolhido] = useState<number | null>(null);
  const fornecedor = escolhido ?? fornecedorPadrao(fornecedores.data);
  const criar = useCreateCotacao();
  const [criando, setCriando] = useState<string | null>(null);
  const [criadas, setCriadas] = useState(0);
  const b = busca.data;

  const onCriar = (oferta: OfertaMoblix) => {
    if (!b || !fornecedor || !usuario) return;
    setCriando(oferta.id);
    criar.mutate(
      {
        orcamento: b.orcamento,
        body: cotacaoDaOferta(oferta, { criterios: b.criterios, fornecedor, cotado_por: usuario.id }),
      },
      {
        onSuccess: () => {
          enqueueSnackbar(COTACAO_MESSAGES.criada, { variant: 'success' });
          setCriadas((n) => n + 1);
        },
        onError: (error) =>
          enqueueSnackbar(`${COTACAO_MESSAGES.erroCriar} ${errorMessage(error, '')}`.trim(), {
            variant: 'error',
          }),
        onSettled: () => setCriando(null),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={`Busca Moblix ${formatId(id)}`}
        breadcrumbs={[
          { label: 'Orçamentos', to: pathTo('orcamentos') },
          ...(b ? [{ label: formatId(b.orcamento), to: pathTo('orcamento', { id: b.orcamento }) }] : []),
          { label: 'Busca Moblix' },
        ]}
      />
      {busca.isLoading ? <LinearProgress aria-label="Carregando..." /> : null}
      {busca.error ? <Alert severity="error">{errorMessage(busca.error, M.erroCarregar)}</Alert> : null}
      {b ? (
        <>
          <Criterios busca={b} />
          {criadas > 0 ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              {`${plural(criadas, 'cotação criada', 'cotações criadas')} no orçamento ${formatId(b.orcamento)}. `}
              <Link component={RouterLink} to={pathTo('orcamento', { id: b.orcamento })}>
                {M.voltarOrcamento}
              </Link>
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
            <TextField
              select
              size="small"
              label="Fornecedor"
              value={fornecedor ?? ''}
              onChange={(event) => setEscolhido(Number(event.target.value))}
              sx={{ minWidth: 260 }}
              error={!fornecedores.isLoading && !fornecedor}
              helperText={
                !fornecedores.isLoading && !fornecedor ? COTACAO_MESSAGES.fornecedorObrigatorio : ' '
              }
            >
              {(fornecedores.data ?? []).map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.nome}
                </MenuItem>
              ))}
            </TextField>
            <Link component={RouterLink} to={pathTo('orcamento', { id: b.orcamento })}>
              {`Orçamento ${formatId(b.orcamento)}`}
            </Link>
          </Box>
          <Ofertas busca={b} podeCriar={!!fornecedor && !!usuario} criando={criando} onCriar={onCriar} />
        </>
      ) : null}
    </>
  );
}

/** The offers of a Moblix search (route busca-moblix, part 1 §2); "Criar cotação" turns one into a quote. */
export function BuscaMoblixPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) throw new PageNotFoundError(M.buscaNaoEncontrada);
  return <BuscaDoId id={id} />;
}
