import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of the dashboard: a `section` named by its heading. */
export function Cartao({
  titulo,
  children,
  acoes,
}: {
  titulo: string;
  children: ReactNode;
  acoes?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {titulo}
      </Typography>
      {children}
      {acoes}
    </Paper>
  );
}

type FiguraProps = {
  titulo: string;
  /** the main figure (a count or an amount), usually a link */
  valor: ReactNode;
  detalhe?: ReactNode;
  /** how the figure moved from the previous period's (`Variacao`) */
  comparacao?: ReactNode;
};

/** One figure in large type under its title, with a line of detail. */
export function Figura({ titulo, valor, detalhe, comparacao }: FiguraProps) {
  return (
    <Cartao titulo={titulo}>
      <Typography
        component="p"
        variant="h4"
        // four cards to a row at 1366 px: the figure shrinks with the window so six-digit amounts fit their card
        sx={{
          fontWeight: 500,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          fontSize: 'clamp(1.5rem, 1.9vw, 2.125rem)',
        }}
      >
        {valor}
      </Typography>
      {comparacao ? (
        <Typography component="p" variant="body2">
          {comparacao}
        </Typography>
      ) : null}
      {detalhe ? (
        <Typography component="p" variant="body2" color="text.secondary">
          {detalhe}
        </Typography>
      ) : null}
    </Cartao>
  );
}
