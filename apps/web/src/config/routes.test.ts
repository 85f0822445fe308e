import { MENU_ITEMS } from '@skyler/domain/permissions';
import { describe, expect, it } from 'vitest';
import { pathTo, ROUTES } from './routes.ts';

describe('pathTo', () => {
  it('fills route parameters', () => {
    expect(pathTo('venda-info', { id: 12 })).toBe('/vendas/12/info');
    expect(pathTo('emissao', { id: '0042' })).toBe('/emissoes/0042');
    expect(pathTo('home')).toBe('/');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathTo('cliente')).toThrow('id');
  });
});

describe('ROUTES', () => {
  it('has a route at the path of every side-menu item', () => {
    for (const item of MENU_ITEMS) {
      expect(ROUTES[item.route as keyof typeof ROUTES]?.path).toBe(item.path);
    }
  });
});
