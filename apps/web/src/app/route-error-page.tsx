import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { pathTo } from '../config/routes.ts';
import { ChunkLoadError } from './lazy-page.ts';

function describe(error: unknown): string {
  if (error instanceof ChunkLoadError) return error.message;
  if (isApiError(error)) return error.detail;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return 'Ocorreu um erro inesperado.';
}

export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Box sx={{ p: 3, maxWidth: 720 }}>
      <Alert severity="error">
        <AlertTitle>Não foi possível abrir esta página</AlertTitle>
        {describe(error)}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recarregar página
        </Button>
        <Button href={pathTo('home')}>Ir para o início</Button>
      </Stack>
    </Box>
  );
}
