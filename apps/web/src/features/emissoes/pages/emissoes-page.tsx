import Alert from '@mui/material/Alert';

/** Emissões */
export function EmissoesPage() {
  return <Alert severity="info">Emissões</Alert>;
}
