import { VendaLayout } from '../../vendas/components/venda-layout.tsx';

/** The sale's Serviços tab. */
export function VendaServicosPage() {
  return <VendaLayout current="venda-servicos">{null}</VendaLayout>;
}
