import { VendaLayout } from '../../vendas/components/venda-layout.tsx';

/** The sale's Emissões tab. */
export function VendaEmissoesPage() {
  return <VendaLayout current="venda-emissoes">{null}</VendaLayout>;
}
