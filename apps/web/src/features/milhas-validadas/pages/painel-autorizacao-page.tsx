import { PageHeader } from '../../../components/page-header.tsx';

export function PainelAutorizacaoPage() {
  return <PageHeader title="Autorizações de Milhas" breadcrumbs={[{ label: 'Autorizações de Milhas' }]} />;
}
