import type { ComponentType } from 'react';
import { MolduraDaVenda } from '../components/venda-layout.tsx';
import { VendaLayout } from '../features/vendas/components/venda-layout.tsx';

/** A tab of the sale that another area owns, inside the sale's frame (`components/venda-layout.tsx`). */
export function abaDaVenda(Aba: ComponentType): ComponentType {
  function AbaDaVenda() {
    return (
      <MolduraDaVenda.Provider value={VendaLayout}>
        <Aba />
      </MolduraDaVenda.Provider>
    );
  }
  return AbaDaVenda;
}
