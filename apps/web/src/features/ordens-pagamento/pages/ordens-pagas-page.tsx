import { PageHeader } from '../../../components/page-header.tsx';

export function OrdensPagasPage() {
  return <PageHeader title="Contas a Pagar" breadcrumbs={[{ label: 'Contas a Pagar' }]} />;
}
