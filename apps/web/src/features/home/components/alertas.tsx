import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@skyler/domain/dashboard';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import { type ReactNode, useId } from 'react';
import { Cartao } from '../../../components/painel/cartao.tsx';
import { FiguraLink } from '../../../components/painel/figura-link.tsx';
import { PAINEL_TEXTS as T, textoAniversario } from '../../../components/painel/textos.ts';
import { linksDoPainel } from '../lib/links.ts';

function Grupo({ titulo, vazio, children }: { titulo: string; vazio: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {titulo}
      </Typography>
      {vazio === null ? (
        children
      ) : (
        <Typography variant="body2" color="text.secondary">
          {vazio}
        </Typography>
      )}
    </Box>
  );
}

/** Passports that expire too close to a booked trip, and this week's birthdays, linked to the contacts. */
export function Alertas({ alertas }: { alertas: Dashboard['alertas'] }) {
  const { passaportes, aniversarios } = alertas;
  return (
    <Cartao titulo={T.alertas}>
      <Grupo titulo={T.passaportes} vazio={passaportes.length === 0 ? T.semPassaportes : null}>
        <Table size="small" aria-label={T.passaportes}>
          <TableHead>
            <TableRow>
              <TableCell>{T.cliente}</TableCell>
              <TableCell>{T.validade}</TableCell>
              <TableCell>{T.embarque}</TableCell>
              <TableCell>{T.venda}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {passaportes.map((p) => (
              <TableRow key={`${p.contato}-${p.venda}`}>
                <TableCell component="th" scope="row">
                  <FiguraLink to={linksDoPainel.documentosContato(p.contato)}>{p.nome}</FiguraLink>
                </TableCell>
                <TableCell>{formatDate(p.validade)}</TableCell>
                <TableCell>{formatDate(p.embarque)}</TableCell>
                <TableCell>
                  <FiguraLink to={linksDoPainel.venda(p.venda)}>{formatId(p.venda)}</FiguraLink>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Grupo>
      <Grupo titulo={T.aniversarios} vazio={aniversarios.length === 0 ? T.semAniversarios : null}>
        <Table size="small" aria-label={T.aniversarios}>
          <TableHead>
            <TableRow>
              <TableCell>{T.cliente}</TableCell>
              <TableCell>{T.nascimento}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {aniversarios.map((a) => (
              <TableRow key={a.contato}>
                <TableCell component="th" scope="row">
                  <FiguraLink to={linksDoPainel.contato(a.contato)}>{a.nome}</FiguraLink>
                </TableCell>
                <TableCell>{textoAniversario(a.data_nascimento)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Grupo>
    </Cartao>
  );
}
