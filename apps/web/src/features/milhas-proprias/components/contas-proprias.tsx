import Add from '@mui/icons-material/Add';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type ContaPropria,
  formatMilhas,
  podeMovimentarMilhasProprias,
  podeVerMilhasProprias,
} from '@skyler/domain/milhas-proprias';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { Money } from '../../../components/money.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useContasProprias } from '../api/get-contas-proprias.ts';
import { MovimentoDialog } from './movimento-dialog.tsx';
import { MovimentosDialog } from './movimentos-dialog.tsx';

export const CONTAS_PROPRIAS_TEXTS = {
  titulo: 'Contas próprias',
  vazio: 'Nenhuma conta própria cadastrada.',
  erro: 'Não foi possível carregar as contas próprias.',
  inativa: '(inativa)',
  total: 'Valor do estoque',
  colunas: {
    programa: 'Programa',
    conta: 'Conta',
    titular: 'Titular',
    saldo: 'Saldo (milhas)',
    custo: 'Milheiro próprio',
    valor: 'Valor do estoque',
    acoes: 'Ações',
  },
  movimentos: (conta: ContaPropria) => `Movimentos de ${conta.programa.nome} ${conta.numero_id_conta}`,
  movimentar: (conta: ContaPropria) => `Movimentar ${conta.programa.nome} ${conta.numero_id_conta}`,
} as const;

const T = CONTAS_PROPRIAS_TEXTS;

/**
 * The agency's own loyalty accounts (decision 0068): each one's balance, the own cost per thousand of the
 * cost table and the stock's value, its movements, and — for the milhas group and administrators — the
 * purchases, transfers, expiries and adjustments to record.
 */
export function ContasProprias() {
  const headingId = useId();
  const user = useCurrentUser();
  const podeVer = podeVerMilhasProprias(user);
  const podeMovimentar = podeMovimentarMilhasProprias(user);
  const contas = useContasProprias({ enabled: podeVer });
  const [historico, setHistorico] = useState<ContaPropria | null>(null);
  const [movimentando, setMovimentando] = useState<ContaPropria | null>(null);
  if (!podeVer) return null;
  const lista = contas.data?.contas ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.titulo}
      </Typography>
      {contas.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {contas.error ? (
        <Alert severity="error">{errorMessage(contas.error, T.erro)}</Alert>
      ) : contas.data && lista.length === 0 ? (
        <Typography color="text.secondary">{T.vazio}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{T.colunas.programa}</TableCell>
                <TableCell>{T.colunas.conta}</TableCell>
                <TableCell>{T.colunas.titular}</TableCell>
                <TableCell align="right">{T.colunas.saldo}</TableCell>
                <TableCell align="right">{T.colunas.custo}</TableCell>
                <TableCell align="right">{T.colunas.valor}</TableCell>
                <TableCell align="center">{T.colunas.acoes}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.map((conta) => (
                <TableRow key={conta.id} sx={conta.ativo ? undefined : { color: 'text.disabled' }}>
                  <TableCell>{conta.programa.nome}</TableCell>
                  <TableCell>
                    {conta.numero_id_conta} {conta.ativo ? null : T.inativa}
                  </TableCell>
                  <TableCell>{conta.titular}</TableCell>
                  <TableCell align="right">{formatMilhas(conta.saldo)}</TableCell>
                  <TableCell align="right">
                    {conta.custo_milheiro === null ? '—' : <Money value={conta.custo_milheiro} />}
                  </TableCell>
                  <TableCell align="right">
                    {conta.valor_estoque === null ? '—' : <Money value={conta.valor_estoque} />}
                  </TableCell>
                  <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={T.movimentos(conta)}
                      onClick={() => setHistorico(conta)}
                    >
                      <History fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={T.movimentar(conta)}
                      disabled={!podeMovimentar || !conta.ativo}
                      onClick={() => setMovimentando(conta)}
                    >
                      <Add fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={5}>{T.total}</TableCell>
                <TableCell align="right">
                  <Money value={contas.data?.valor_total_estoque ?? '0'} />
                </TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
      {historico ? <MovimentosDialog conta={historico} onClose={() => setHistorico(null)} /> : null}
      {movimentando ? (
        <MovimentoDialog conta={movimentando} contas={lista} onClose={() => setMovimentando(null)} />
      ) : null}
    </Paper>
  );
}
