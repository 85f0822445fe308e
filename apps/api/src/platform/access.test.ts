import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectDetail, type TestApp } from '../test/app.ts';
import { type Access, access, isAllowed } from './access.ts';
import type { SessionUser } from './sessions.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 1,
  username: 'u',
  nome: 'U',
  sobrenome: 'V',
  email: 'u@x.com',
  is_staff: true,
  is_superuser: false,
  id_token: null,
  cliente: false,
  pertencente: [],
  authorized_restricted_routes: [],
  sdr: false,
  consultor: false,
  cotador: false,
  consultores_extra: [],
  cotador_extra: [],
  emissores_extra: [],
  perfil_user: [],
  ...overrides,
});

describe('route access declarations', () => {
  it('refuses to register an API route that does not declare its access', async () => {
    const app = await t.buildSibling();
    await expect(
      app.register(async (instance) => {
        instance.get('/api/sem-declaracao/', async () => ({}));
      }),
    ).rejects.toThrow(/não declara quem pode acessá-la/);
    await app.close();
  });

  it('every API route of the app declares its access, and only public ones answer without a session', async () => {
    const declared = t.app.apiRoutes;
    expect(declared.map((r) => r.url)).toContain('/api/whoami/');
    for (const route of declared) {
      const url = route.url.replace(/:[a-z_]+/g, '1');
      const response = await t.inject({ method: route.method as 'GET', url });
      if (route.access.kind === 'public') {
        expect(response.statusCode, `${route.method} ${url}`).not.toBe(401);
      } else {
        expect(response.statusCode, `${route.method} ${url} answered without a session`).toBe(401);
        expect(expectDetail(response)).toBe(AUTH_MESSAGES.notAuthenticated);
      }
    }
  });

  it('staff-only routes refuse a customer account', async () => {
    for (const route of t.app.apiRoutes.filter(
      (r) => r.access.kind !== 'public' && r.access.kind !== 'cliente' && r.access.kind !== 'authenticated',
    )) {
      const url = route.url.replace(/:[a-z_]+/g, '1');
      const response = await t.injectAs('cliente', { method: route.method as 'GET', url });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });
});

describe('isAllowed', () => {
  const cases: [string, Access, Partial<SessionUser>, boolean][] = [
    ['staff reaches staff routes', access.staff, {}, true],
    ['a customer does not reach staff routes', access.staff, { cliente: true, is_staff: false }, false],
    ['a customer reaches customer routes', access.cliente, { cliente: true, is_staff: false }, true],
    ['staff without the route name is refused', access.route('comissao'), {}, false],
    [
      'staff with the route name passes',
      access.route('comissao'),
      { authorized_restricted_routes: ['comissao'] },
      true,
    ],
    ['department members pass', access.departamento('financeiro'), { pertencente: ['financeiro'] }, true],
    [
      'others are refused the department',
      access.departamento('financeiro'),
      { pertencente: ['milhas'] },
      false,
    ],
    ['admin routes need a superuser', access.admin, { authorized_restricted_routes: ['comissao'] }, false],
    ['a superuser passes admin routes', access.admin, { is_superuser: true }, true],
    ['a rule passes staff it allows', access.rule({ name: 'sempre', allows: () => true }), {}, true],
    [
      'a rule refuses staff it does not allow',
      access.rule({ name: 'nunca', allows: () => false }),
      {},
      false,
    ],
    [
      'a rule never lets a customer through',
      access.rule({ name: 'sempre', allows: () => true }),
      { cliente: true, is_staff: false },
      false,
    ],
  ];
  it.each(cases)('%s', (_name, rule, overrides, expected) => {
    expect(isAllowed(user(overrides), rule)).toBe(expected);
  });
});

describe('401 and 403', () => {
  it('answers 401 without a session and 403 for a customer on a staff route', async () => {
    const anonymous = await t.inject({ method: 'GET', url: '/api/users/web_ativos/' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.injectAs('cliente', { method: 'GET', url: '/api/users/web_ativos/' });
    expect(customer.statusCode).toBe(403);
    expect(expectDetail(customer)).toBe(AUTH_MESSAGES.forbidden);
    const staff = await t.injectAs('consultor', { method: 'GET', url: '/api/users/web_ativos/' });
    expect(staff.statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.injectAs('consultor', { method: 'GET', url: '/api/nao-existe/' });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe('Não encontrado.');
  });
});
