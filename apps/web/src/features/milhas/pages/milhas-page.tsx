import { PageHeader } from '../../../components/page-header.tsx';

export function MilhasPage() {
  return <PageHeader title="Milhas" breadcrumbs={[{ label: 'Milhas' }]} />;
}
