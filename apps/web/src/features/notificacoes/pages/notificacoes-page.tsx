import { PageHeader } from '../../../components/page-header.tsx';
import { NotificacoesLista } from '../components/notificacoes-lista.tsx';

export function NotificacoesPage() {
  return (
    <>
      <PageHeader title="Notificações" breadcrumbs={[{ label: 'Notificações' }]} />
      <NotificacoesLista />
    </>
  );
}
