import { Conversa, PreferenciasWhatsapp } from '../../mensagens/index.ts';

/**
 * The trip's conversation with the agency and the WhatsApp opt-in, loaded apart from the trip page (its form
 * and live-message code arrive after the trip shows: the page's first-load budget).
 */
export default function ConversaDaViagem({ venda }: { venda: number }) {
  return (
    <>
      <PreferenciasWhatsapp />
      <Conversa venda={venda} lado="cliente" />
    </>
  );
}
