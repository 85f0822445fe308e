import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@skyler/domain/dashboard';
import { Money } from '../../../components/money.tsx';
import { Cartao } from '../../../components/painel/cartao.tsx';
import { PAINEL_TEXTS as T } from '../../../components/painel/textos.ts';

/** `2026-11-29` → `29/11`. */
const diaMes = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

type Linha = { rotulo: string; receber: string; pagar: string; saldo: string };

/**
 * The cash flow from today (decision 0084): what clients owe and what the agency owes its suppliers, overdue
 * and in each of the next eight weeks, with the net of each; a compact table that fits half of a 1366 px
 * screen.
 */
export function FluxoCaixa({ fluxo }: { fluxo: Dashboard['fluxo_caixa'] }) {
  const linhas: Linha[] = [
    { rotulo: T.atrasados, ...fluxo.atrasados },
    ...fluxo.semanas.map((s) => ({ rotulo: `${diaMes(s.inicio)} – ${diaMes(s.fim)}`, ...s })),
  ];
  const { sem_vencimento: sem } = fluxo;
  if (sem.receber !== '0.00' || sem.pagar !== '0.00') linhas.push({ rotulo: T.semVencimento, ...sem });
  return (
    <Cartao titulo={T.fluxoCaixa}>
      <Typography variant="body2" color="text.secondary">
        {T.fluxoDica}
      </Typography>
      <Table size="small" aria-label={T.fluxoCaixa}>
        <TableHead>
          <TableRow>
            <TableCell>{T.semana}</TableCell>
            <TableCell align="right">{T.aReceber}</TableCell>
            <TableCell align="right">{T.aPagar}</TableCell>
            <TableCell align="right">{T.saldo}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l) => (
            <TableRow key={l.rotulo}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {l.rotulo}
              </TableCell>
              <TableCell align="right">
                <Money value={l.receber} />
              </TableCell>
              <TableCell align="right">
                <Money value={l.pagar} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                <Money value={l.saldo} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Cartao>
  );
}
