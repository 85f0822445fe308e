import { VendaLayout } from '../../vendas/components/venda-layout.tsx';

/** The sale's Pagamentos tab. */
export function VendaPagamentosPage() {
  return <VendaLayout current="venda-pagamentos">{null}</VendaLayout>;
}
