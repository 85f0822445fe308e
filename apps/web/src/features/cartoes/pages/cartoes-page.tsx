import Alert from '@mui/material/Alert';

/** Cartões da agência */
export function CartoesPage() {
  return <Alert severity="info">Cartões da agência</Alert>;
}
