import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { RouteName } from '../config/routes.ts';

export type VendaLayoutProps = { current: RouteName; children: ReactNode };

/**
 * The sale's frame (header, actions, tabs, chat) that `features/vendas` draws. A tab that another area owns
 * (its quotes, cart, services, payments, issuances, RACs) is drawn inside it, but that area may not import
 * the sales feature, whose forms import theirs: the app hands the frame down (`app/aba-da-venda.tsx`).
 */
export const MolduraDaVenda = createContext<ComponentType<VendaLayoutProps> | null>(null);

/** The sale's frame around a tab, as the app provides it. */
export function VendaLayout(props: VendaLayoutProps) {
  const Moldura = useContext(MolduraDaVenda);
  if (Moldura === null) throw new Error('VendaLayout fora de uma aba da venda (app/aba-da-venda.tsx)');
  return <Moldura {...props} />;
}
