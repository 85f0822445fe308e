import { VendaLayout } from '../../vendas/components/venda-layout.tsx';

/** The sale's RACs tab. */
export function VendaRacsPage() {
  return <VendaLayout current="venda-racs">{null}</VendaLayout>;
}
