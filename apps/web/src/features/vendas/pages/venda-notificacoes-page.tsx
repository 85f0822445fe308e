import { useParams } from 'react-router';
import { NotificacoesLista } from '../../notificacoes/index.ts';
import { VendaLayout } from '../components/venda-layout.tsx';

export function VendaNotificacoesPage() {
  const id = Number(useParams().id);
  return (
    <VendaLayout current="venda-notificacoes">
      <NotificacoesLista venda={id} />
    </VendaLayout>
  );
}
