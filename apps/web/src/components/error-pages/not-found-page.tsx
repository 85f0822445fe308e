import SearchOff from '@mui/icons-material/SearchOff';
import { ErrorPageLayout } from './error-page-layout.tsx';

export const NOT_FOUND_TITLE = 'Página não encontrada';
export const NOT_FOUND_TEXT = 'O endereço aberto não corresponde a nenhuma página ou registro.';

/** An unknown address, a detail route whose id names nothing, or a record the API does not have. */
export function NotFoundPage({ detail }: { detail?: string }) {
  return (
    <ErrorPageLayout title={NOT_FOUND_TITLE} icon={<SearchOff />}>
      {detail ?? NOT_FOUND_TEXT}
    </ErrorPageLayout>
  );
}
