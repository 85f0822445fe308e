import Alert from '@mui/material/Alert';

/** RAC */
export function RacsPage() {
  return <Alert severity="info">RAC</Alert>;
}
