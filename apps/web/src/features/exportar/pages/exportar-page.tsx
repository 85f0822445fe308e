import { PageHeader } from '../../../components/page-header.tsx';

/** The export page (part 2 §2): one button per dataset. */
export function ExportarPage() {
  return <PageHeader title="Exportar" />;
}
