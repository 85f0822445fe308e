import Paper from '@mui/material/Paper';
import { useParams } from 'react-router';
import { Secao } from '../../../components/secao.tsx';
import { VendaLayout } from '../../../components/venda-layout.tsx';
import { Conversa } from '../components/conversa.tsx';
import { LembretesEnviados } from '../components/lembretes-enviados.tsx';
import { WhatsappDaVenda } from '../components/whatsapp-da-venda.tsx';

/**
 * The sale's Cliente tab: the conversation with the client (portal and WhatsApp replies), live, where staff
 * who see the sale read and answer; the reminders sent by themselves; the sale's WhatsApp log.
 */
export function VendaClientePage() {
  const venda = Number(useParams().id);
  return (
    <VendaLayout current="venda-cliente">
      <Secao titulo="Conversa com o cliente">
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Conversa venda={venda} lado="equipe" />
        </Paper>
      </Secao>
      <Secao titulo="Lembretes enviados">
        <LembretesEnviados venda={venda} />
      </Secao>
      <Secao titulo="WhatsApp">
        <WhatsappDaVenda venda={venda} />
      </Secao>
    </VendaLayout>
  );
}
