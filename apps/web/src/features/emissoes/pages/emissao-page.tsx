import Alert from '@mui/material/Alert';

/** Detalhes da Emissão */
export function EmissaoPage() {
  return <Alert severity="info">Detalhes da Emissão</Alert>;
}
