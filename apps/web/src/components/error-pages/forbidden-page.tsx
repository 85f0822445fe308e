import Lock from '@mui/icons-material/Lock';
import { ErrorPageLayout } from './error-page-layout.tsx';

export const FORBIDDEN_TITLE = 'Sem permissão';
export const FORBIDDEN_TEXT =
  'Seu usuário não tem acesso a esta página. Se precisar dela, peça a liberação a um administrador.';

/** A route the signed-in user is not authorised to open. */
export function ForbiddenPage() {
  return (
    <ErrorPageLayout title={FORBIDDEN_TITLE} icon={<Lock />}>
      {FORBIDDEN_TEXT}
    </ErrorPageLayout>
  );
}
