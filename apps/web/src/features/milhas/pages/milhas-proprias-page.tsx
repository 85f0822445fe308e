import { PageHeader } from '../../../components/page-header.tsx';

export function MilhasPropriasPage() {
  return <PageHeader title="Milhas Próprias" breadcrumbs={[{ label: 'Milhas Próprias' }]} />;
}
