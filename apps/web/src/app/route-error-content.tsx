import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { ForbiddenPage } from '../components/error-pages/forbidden-page.tsx';
import { NotFoundPage } from '../components/error-pages/not-found-page.tsx';
import { pathTo } from '../config/routes.ts';
import { useDocumentTitle } from '../lib/document-title.ts';
import { AccessDeniedError, PageNotFoundError } from '../lib/page-errors.ts';
import { ChunkLoadError } from './lazy-page.ts';
import { theme } from './theme.ts';

function describe(error: unknown): string {
  if (error instanceof ChunkLoadError) return error.message;
  if (isApiError(error)) return error.detail;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return 'Ocorreu um erro inesperado.';
}

const ERROR_TITLE = 'Não foi possível abrir esta página';

function UnexpectedError({ error }: { error: unknown }) {
  useDocumentTitle(ERROR_TITLE);
  return (
    <Box sx={{ p: 3, maxWidth: 720 }}>
      <Alert severity="error">
        <AlertTitle>{ERROR_TITLE}</AlertTitle>
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

const isStatus = (error: unknown, status: number) =>
  (isRouteErrorResponse(error) || isApiError(error)) && error.status === status;

function ErrorContent() {
  const error = useRouteError();
  if (error instanceof PageNotFoundError) return <NotFoundPage detail={error.detail} />;
  if (isStatus(error, 404)) return <NotFoundPage />;
  if (error instanceof AccessDeniedError || isStatus(error, 403)) return <ForbiddenPage />;
  return <UnexpectedError error={error} />;
}

/** The route error page's content, with the theme (an error may be shown outside the themed layout). */
export function RouteErrorContent() {
  return (
    <ThemeProvider theme={theme}>
      <ErrorContent />
    </ThemeProvider>
  );
}
