import { PageHeader } from '../../../components/page-header.tsx';

export function ComissaoPage() {
  return <PageHeader title="Comissão" breadcrumbs={[{ label: 'Comissão' }]} />;
}
