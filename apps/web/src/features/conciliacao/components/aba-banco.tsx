import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import Typography from '@mui/material/Typography';
import {
  CONCILIACAO_BANCO_MESSAGES,
  MOTIVOS_PENDENCIA,
  PENDENCIAS_BANCO,
  type PendenciaBanco,
  STATUS_MOVIMENTO,
} from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { formatDate, formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { Money } from '../../../components/money.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import {
  useConciliacaoBanco,
  useConciliarExatas,
  useConciliarMovimento,
  useDesfazerMovimento,
} from '../api/banco.ts';
import { ConciliarDialog, ForaDoBancoDialog, IgnorarDialog } from './acoes-banco-dialogs.tsx';

export const ABA_BANCO_TEXTOS = {
  conta: 'Conta bancária',
  semConta: 'Nenhuma conta bancária cadastrada.',
  saldoExtrato: 'Saldo do extrato',
  saldoSistema: 'Saldo do sistema',
  confirmarExatas: 'Confirmar todas as exatas',
  confirmadas: (n: number) => `${n} ${n === 1 ? 'movimento conciliado' : 'movimentos conciliados'}.`,
  confirmar: 'Confirmar sugestão',
  escolher: 'Escolher',
  ignorar: 'Ignorar',
  foraDoBanco: 'Fora do banco',
  desfazer: 'Desfazer',
  desfeito: 'Conciliação desfeita.',
  pendencias: 'Pendências do banco',
  verificadoEm: (quando: string) => `Verificado em ${formatDateTime(quando)}`,
} as const;

type Dialogo = { tipo: 'ignorar' | 'fora' | 'escolher'; pendencia: PendenciaBanco } | null;

function Alvo({ p }: { p: PendenciaBanco }) {
  if (p.pagamento) return <>Pagamento {formatId(p.pagamento)}</>;
  if (p.ordem) return <>Ordem {formatId(p.ordem)}</>;
  return <>Movimento {formatId(p.movimento ?? 0)}</>;
}

/** The chips of a line: its queue state and, when pending, why. */
function Situacao({ p }: { p: PendenciaBanco }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StatusChip label={PENDENCIAS_BANCO.label(p.tipo)} color={PENDENCIAS_BANCO.cor(p.tipo)} />
      {p.status && p.tipo === 'movimento_nao_explicado' ? (
        <StatusChip label={STATUS_MOVIMENTO.label(p.status)} color={STATUS_MOVIMENTO.cor(p.status)} />
      ) : null}
      {p.motivo_pendencia ? (
        <StatusChip
          label={MOTIVOS_PENDENCIA.label(p.motivo_pendencia)}
          color={MOTIVOS_PENDENCIA.cor(p.motivo_pendencia)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The Banco tab of the Conciliação (decision 0086): one account and the period, the statement's balance
 * against the system's, and what is open — lines not explained, with their suggestion and reason, and
 * payments or orders settled with no line — each with its action.
 */
export function AbaBanco({ inicio, fim }: { inicio: string; fim: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [conta, setConta] = useState<number | null>(null);
  const consulta = useConciliacaoBanco({ conta, inicio, fim });
  const exatas = useConciliarExatas();
  const conciliar = useConciliarMovimento();
  const desfazer = useDesfazerMovimento();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const dados = consulta.data;

  const avisar = async (acao: () => Promise<string>) => {
    try {
      enqueueSnackbar(await acao(), { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(errorMessage(e, CONCILIACAO_BANCO_MESSAGES.erroCarregar), { variant: 'error' });
    }
  };

  if (consulta.isError) return <Alert severity="error">{CONCILIACAO_BANCO_MESSAGES.erroCarregar}</Alert>;
  if (!dados)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Carregando a conciliação bancária" />
      </Box>
    );
  if (dados.conta === null) return <Alert severity="info">{ABA_BANCO_TEXTOS.semConta}</Alert>;
  const temExatas = dados.pendencias.some((p) => p.status === 'sugerido');

  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={ABA_BANCO_TEXTOS.conta}
          value={dados.conta}
          onChange={(e) => setConta(Number(e.target.value))}
          sx={{ minWidth: 280 }}
        >
          {dados.contas.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.descricao} ({c.banco} · {c.agencia} · {c.conta})
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {ABA_BANCO_TEXTOS.saldoExtrato}
          </Typography>
          {dados.saldo_extrato === null ? '—' : <Money value={dados.saldo_extrato} />}
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {ABA_BANCO_TEXTOS.saldoSistema}
          </Typography>
          <Money value={dados.saldo_sistema} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          disabled={!temExatas || exatas.isPending}
          onClick={() =>
            void avisar(async () =>
              ABA_BANCO_TEXTOS.confirmadas((await exatas.mutateAsync(dados.conta as number)).conciliados),
            )
          }
        >
          {ABA_BANCO_TEXTOS.confirmarExatas}
        </Button>
      </Stack>
      {dados.pendencias.length === 0 ? (
        <Alert severity="success">{CONCILIACAO_BANCO_MESSAGES.semPendencias}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={ABA_BANCO_TEXTOS.pendencias}>
            <TableHead>
              <TableRow>
                <TableCell>Data</TableCell>
                <TableCell>Lançamento</TableCell>
                <TableCell>Descrição</TableCell>
                <TableCell align="right">Valor</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell>Sugestão</TableCell>
                <TableCell>Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dados.pendencias.map((p) => {
                const exata = p.sugestoes.find((s) => s.exata);
                return (
                  <TableRow key={`${p.tipo}-${p.pagamento ?? p.ordem ?? p.movimento}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.data ? formatDate(p.data) : '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Alvo p={p} />
                    </TableCell>
                    <TableCell>{p.descricao}</TableCell>
                    <TableCell align="right">
                      <Money value={p.tipo_movimento === 'debito' ? `-${p.valor}` : p.valor} />
                    </TableCell>
                    <TableCell>
                      <Situacao p={p} />
                    </TableCell>
                    <TableCell>
                      {p.sugestoes.slice(0, 2).map((s) => (
                        <Typography key={(s.pagamentos ?? s.ordens ?? []).join('-')} variant="body2">
                          {(s.pagamentos ? 'Pagamento ' : 'Ordem ') +
                            (s.pagamentos ?? s.ordens ?? []).map((id) => formatId(id)).join(' + ')}
                          <Typography component="span" variant="caption" color="text.secondary">
                            {` — ${s.motivo}`}
                          </Typography>
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        {p.tipo === 'movimento_nao_explicado' && exata ? (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={conciliar.isPending}
                            onClick={() =>
                              void avisar(async () => {
                                await conciliar.mutateAsync({
                                  id: p.movimento as number,
                                  body: {
                                    pagamentos: exata.pagamentos,
                                    ordens: exata.ordens,
                                    versao: p.versao,
                                  },
                                });
                                return 'Movimento conciliado.';
                              })
                            }
                          >
                            {ABA_BANCO_TEXTOS.confirmar}
                          </Button>
                        ) : null}
                        {p.tipo === 'movimento_nao_explicado' ? (
                          <>
                            <Button
                              size="small"
                              onClick={() => setDialogo({ tipo: 'escolher', pendencia: p })}
                            >
                              {ABA_BANCO_TEXTOS.escolher}
                            </Button>
                            <Button
                              size="small"
                              onClick={() => setDialogo({ tipo: 'ignorar', pendencia: p })}
                            >
                              {ABA_BANCO_TEXTOS.ignorar}
                            </Button>
                          </>
                        ) : null}
                        {p.tipo === 'pagamento_sem_movimento' || p.tipo === 'ordem_sem_movimento' ? (
                          <Button size="small" onClick={() => setDialogo({ tipo: 'fora', pendencia: p })}>
                            {ABA_BANCO_TEXTOS.foraDoBanco}
                          </Button>
                        ) : null}
                        {p.tipo === 'vinculos_diferentes' ? (
                          <Button
                            size="small"
                            disabled={desfazer.isPending}
                            onClick={() =>
                              void avisar(async () => {
                                await desfazer.mutateAsync({ id: p.movimento as number, versao: p.versao });
                                return ABA_BANCO_TEXTOS.desfeito;
                              })
                            }
                          >
                            {ABA_BANCO_TEXTOS.desfazer}
                          </Button>
                        ) : null}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {ABA_BANCO_TEXTOS.verificadoEm(dados.verificado_em)}
      </Typography>
      {dialogo?.tipo === 'ignorar' ? (
        <IgnorarDialog pendencia={dialogo.pendencia} onClose={() => setDialogo(null)} />
      ) : null}
      {dialogo?.tipo === 'fora' ? (
        <ForaDoBancoDialog pendencia={dialogo.pendencia} onClose={() => setDialogo(null)} />
      ) : null}
      {dialogo?.tipo === 'escolher' ? (
        <ConciliarDialog pendencia={dialogo.pendencia} onClose={() => setDialogo(null)} />
      ) : null}
    </Box>
  );
}
