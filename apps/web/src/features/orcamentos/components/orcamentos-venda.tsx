import CheckCircle from '@mui/icons-material/CheckCircle';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { normalizarBusca } from '@skyler/domain/busca';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDate, formatId, formatTime } from '@skyler/domain/formatters-basicos';
import type { Orcamento } from '@skyler/domain/orcamentos';
import {
  ORCAMENTO_MESSAGES as M,
  ORCAMENTO_STATUS,
  type OrcamentoStatus,
  orcamentoAberto,
  podeEditarOrcamento,
  TIPOS_ORCAMENTO,
  type TipoOrcamento,
} from '@skyler/domain/orcamentos-regras';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOrcamentosVenda } from '../../../api/get-orcamentos-venda.ts';
import { useVenda } from '../../../api/get-venda.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { CotacoesTable, useCotacoesDoOrcamento } from '../../cotacoes/index.ts';
import { useCreateOrcamentos } from '../api/create-orcamentos.ts';
import { NovaSolicitacaoMenu } from './nova-solicitacao-menu.tsx';
import { quantidadeCotacoes } from './orcamento-detalhes.tsx';
import { OrcamentoFormDialog } from './orcamento-form-dialog.tsx';
import { mensagemDeFalha, useOrcamentoAcoes } from './use-orcamento-acoes.tsx';

/** read by screen readers only: one pixel in pixels (`width: 1` in `sx` would be the whole width) */
const SO_LEITOR_DE_TELA = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const NENHUM_NA_PESQUISA = 'Nenhum orçamento encontrado para essa pesquisa.';

const COLUNAS = [
  'Status',
  'Serviço',
  'Descrição',
  'Cotações',
  'Solicitado em',
  'Última alteração',
  'Solicitado por',
  'Ações',
] as const;

function CotacoesDoOrcamento({ orcamento }: { orcamento: Orcamento }) {
  const cotacoes = useCotacoesDoOrcamento(orcamento.id);
  if (cotacoes.isLoading) return <LinearProgress aria-label="Carregando cotações" />;
  if (cotacoes.error)
    return <Alert severity="error">{mensagemDeFalha(M.erroCotacoes, cotacoes.error)}</Alert>;
  return <CotacoesTable cotacoes={cotacoes.data ?? []} orcamento={orcamento} />;
}

/** the date with the time below it, so the table keeps its actions in view */
function DataHora({ valor }: { valor: string }) {
  return (
    <>
      {formatDate(valor)}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
        {formatTime(valor)}
      </Box>
    </>
  );
}

const textoDaBusca = (o: Orcamento) =>
  normalizarBusca(
    formatId(o.id),
    o.descricao,
    TIPOS_ORCAMENTO.label(o.tipo_servico),
    nomeCompleto(o.created_by),
  );

/** The requests of a sale (tab venda-orcamentos, part 1 §2): new ones, search, status, quotes per row, actions. */
export function OrcamentosVenda({ venda }: { venda: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const vendaQuery = useVenda(venda);
  const lista = useOrcamentosVenda(venda);
  const criar = useCreateOrcamentos();
  const acoes = useOrcamentoAcoes();
  const [busca, setBusca] = useState('');
  const [status, setStatus] = useState<OrcamentoStatus | ''>('');
  const [abertos, setAbertos] = useState<ReadonlySet<number>>(new Set());
  const [novo, setNovo] = useState<TipoOrcamento | null>(null);
  const emProposta = vendaQuery.data?.status === 'proposta';

  const termo = normalizarBusca(busca);
  const todos = lista.data ?? [];
  const linhas = todos.filter(
    (o) => (!status || o.status === status) && (!termo || textoDaBusca(o).includes(termo)),
  );
  const alternar = (id: number) =>
    setAbertos((atuais) => {
      const proximos = new Set(atuais);
      if (!proximos.delete(id)) proximos.add(id);
      return proximos;
    });

  return (
    <Box sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label="Pesquisa"
          value={busca}
          onChange={(event) => setBusca(event.target.value)}
          sx={{ minWidth: 220 }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrcamentoStatus | '')}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {ORCAMENTO_STATUS.options().map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {emProposta ? <NovaSolicitacaoMenu onEscolher={setNovo} /> : null}
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {lista.isFetching ? <LinearProgress aria-label="Carregando..." /> : null}
        </Box>
        {lista.error ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {mensagemDeFalha(M.erroCarregar, lista.error)}
          </Alert>
        ) : null}
        <TableContainer>
          <Table size="small" aria-label="Orçamentos da venda">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Box component="span" sx={SO_LEITOR_DE_TELA}>
                    Cotações do orçamento
                  </Box>
                </TableCell>
                {COLUNAS.map((coluna) => (
                  <TableCell key={coluna} sx={{ fontWeight: 600, lineHeight: 1.3, verticalAlign: 'bottom' }}>
                    {coluna}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.length === 0 ? (
                <TableRow>
                  <TableCell
                    colSpan={COLUNAS.length + 1}
                    align="center"
                    sx={{ py: 4, color: 'text.secondary' }}
                  >
                    {lista.isLoading ? 'Carregando...' : todos.length === 0 ? M.vazio : NENHUM_NA_PESQUISA}
                  </TableCell>
                </TableRow>
              ) : null}
              {linhas.map((o) => {
                const aberto = abertos.has(o.id);
                const nome = `orçamento ${formatId(o.id)}`;
                return (
                  <Fragment key={o.id}>
                    <TableRow hover sx={{ '& > td': { borderBottom: aberto ? 'unset' : undefined } }}>
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-label={aberto ? `Ocultar cotações do ${nome}` : `Mostrar cotações do ${nome}`}
                          aria-expanded={aberto}
                          onClick={() => alternar(o.id)}
                        >
                          {aberto ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
                        </IconButton>
                      </TableCell>
                      <TableCell>
                        <StatusChip
                          label={ORCAMENTO_STATUS.label(o.status)}
                          color={ORCAMENTO_STATUS.cor(o.status)}
                        />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {TIPOS_ORCAMENTO.label(o.tipo_servico)}
                      </TableCell>
                      <TableCell sx={{ minWidth: 140 }}>{o.descricao}</TableCell>
                      <TableCell>{quantidadeCotacoes(o.quantidade_cotacoes)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <DataHora valor={o.created_at} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <DataHora valor={o.updated_at} />
                      </TableCell>
                      <TableCell sx={{ minWidth: 100 }}>{nomeCompleto(o.created_by) || '-'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap', px: 1 }}>
                        <Tooltip title="Abrir orçamento">
                          <IconButton
                            size="small"
                            component={RouterLink}
                            to={pathTo('orcamento', { id: o.id })}
                            aria-label={`Abrir ${nome}`}
                          >
                            <OpenInNew fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Editar">
                          <span>
                            <IconButton
                              size="small"
                              aria-label={`Editar ${nome}`}
                              disabled={!podeEditarOrcamento(o, vendaQuery.data?.status)}
                              onClick={() => acoes.pedirEdicao(o)}
                            >
                              <Edit fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                        <Tooltip title="Finalizar">
                          <span>
                            <IconButton
                              size="small"
                              color="success"
                              aria-label={`Finalizar ${nome}`}
                              disabled={!orcamentoAberto(o)}
                              onClick={() => acoes.pedirFinalizar(o)}
                            >
                              <CheckCircle fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                        <Tooltip title="Duplicar">
                          <span>
                            <IconButton
                              size="small"
                              aria-label={`Duplicar ${nome}`}
                              disabled={!emProposta || acoes.duplicando === o.id}
                              onClick={() => acoes.duplicar(o)}
                            >
                              <ContentCopy fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                        <Tooltip title="Excluir">
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={`Excluir ${nome}`}
                            onClick={() => acoes.pedirExclusao(o)}
                          >
                            <Delete fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell
                        colSpan={COLUNAS.length + 1}
                        sx={{ py: 0, borderBottom: aberto ? undefined : 0 }}
                      >
                        <Collapse in={aberto} timeout="auto" unmountOnExit>
                          {/* as wide as the table, never wider: the quotes scroll inside */}
                          <Box sx={{ py: 2, width: 0, minWidth: '100%' }}>
                            <CotacoesDoOrcamento orcamento={o} />
                          </Box>
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {acoes.dialogs}
      {novo ? (
        <OrcamentoFormDialog
          tipo={novo}
          onClose={() => setNovo(null)}
          onSubmit={(orcamento) =>
            criar.mutateAsync({ venda, orcamentos: [orcamento] }).then(() => {
              enqueueSnackbar(M.criado, { variant: 'success' });
              setNovo(null);
            })
          }
        />
      ) : null}
    </Box>
  );
}
