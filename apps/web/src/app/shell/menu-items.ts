import type { User } from '@skyler/domain/auth';
import { type MenuItem, menuFor } from '@skyler/domain/permissions';
import { pathTo } from '../../config/routes.ts';

const PORTAL_ITEM: MenuItem = {
  label: 'Minhas viagens',
  route: 'portal',
  path: pathTo('portal'),
};

/** Customer accounts only reach their portal (and their account); staff get the menu of part 1 §2. */
export function menuItemsFor(user: User): MenuItem[] {
  return user.cliente ? [PORTAL_ITEM] : menuFor(user);
}

/** The items without a heading first, then each heading's ("Administração") in the order they appear. */
export function gruposDoMenu(itens: readonly MenuItem[]): { grupo: string | undefined; itens: MenuItem[] }[] {
  const grupos = new Map<string | undefined, MenuItem[]>([[undefined, []]]);
  for (const item of itens) {
    const lista = grupos.get(item.grupo) ?? [];
    lista.push(item);
    grupos.set(item.grupo, lista);
  }
  return [...grupos]
    .filter(([, lista]) => lista.length > 0)
    .map(([grupo, lista]) => ({ grupo, itens: lista }));
}

export function isMenuItemActive(
  item: MenuItem,
  { menu, pathname }: { menu?: string; pathname: string },
): boolean {
  if (menu) return menu === item.route;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
