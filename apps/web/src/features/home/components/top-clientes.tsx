import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@skyler/domain/dashboard';
import { Money } from '../../../components/money.tsx';
import { Cartao } from '../../../components/painel/cartao.tsx';
import { FiguraLink } from '../../../components/painel/figura-link.tsx';
import { PAINEL_TEXTS as T } from '../../../components/painel/textos.ts';
import { linksDoPainel } from '../lib/links.ts';

/** The clients with the most revenue of the period, each linked to their contact page. */
export function TopClientes({ clientes }: { clientes: Dashboard['top_clientes'] }) {
  return (
    <Cartao titulo={T.topClientes}>
      {clientes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.semClientes}
        </Typography>
      ) : (
        <Table size="small" aria-label={T.topClientes}>
          <TableHead>
            <TableRow>
              <TableCell>{T.cliente}</TableCell>
              <TableCell align="right">{T.vendas}</TableCell>
              <TableCell align="right">{T.valor}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {clientes.map((c) => (
              <TableRow key={c.contato}>
                <TableCell component="th" scope="row">
                  <FiguraLink to={linksDoPainel.contato(c.contato)}>{c.nome}</FiguraLink>
                </TableCell>
                <TableCell align="right">{c.vendas}</TableCell>
                <TableCell align="right">
                  <Money value={c.valor} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Cartao>
  );
}
