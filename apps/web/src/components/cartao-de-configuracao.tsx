import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { type ReactNode, useId } from 'react';

type Props<T> = {
  titulo: string;
  descricao: string;
  /** the settings' query: its error, or its data once loaded */
  consulta: { isError: boolean; data: T | undefined };
  erroCarregar: string;
  /** the progress indicator's name while the settings load */
  carregando: string;
  /** the form, drawn with the settings loaded */
  children: (dados: T) => ReactNode;
};

/**
 * One settings card of Administração (a `section` named by its `h2`): its title and what it sets, then the
 * form once the settings are loaded, or the error that kept them from loading.
 */
export function CartaoDeConfiguracao<T>({
  titulo,
  descricao,
  consulta,
  erroCarregar,
  carregando,
  children,
}: Props<T>) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-titulo`} sx={{ p: 2 }}>
      <Typography id={`${id}-titulo`} variant="h6" component="h2">
        {titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {descricao}
      </Typography>
      {consulta.isError ? (
        <Alert severity="error">{erroCarregar}</Alert>
      ) : consulta.data !== undefined ? (
        children(consulta.data)
      ) : (
        <CircularProgress size={24} aria-label={carregando} />
      )}
    </Paper>
  );
}

/** A settings form's save button, with when the settings were last changed beside it. */
export function SalvarConfiguracao({
  rotulo = 'Salvar',
  salvando,
  atualizadoEm,
}: {
  rotulo?: string;
  salvando: boolean;
  atualizadoEm: string | null | undefined;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Button type="submit" variant="contained" disabled={salvando}>
        {rotulo}
      </Button>
      {atualizadoEm && (
        <Typography variant="caption" color="text.secondary">
          {`Alterado em ${formatDateTime(atualizadoEm)}.`}
        </Typography>
      )}
    </Box>
  );
}
