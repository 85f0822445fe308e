import Alert from '@mui/material/Alert';
import { PageHeader } from '../components/page-header.tsx';
import { UNDER_CONSTRUCTION_TEXT } from '../config/app.ts';
import { useRouteHandle } from '../lib/route-handle.ts';

/** Shown by every area whose page is not built yet: its title and breadcrumb, and no data. */
export function UnderConstructionPage() {
  const title = useRouteHandle()?.title ?? '';
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: title }]} />
      <Alert severity="info">{UNDER_CONSTRUCTION_TEXT}</Alert>
    </>
  );
}
