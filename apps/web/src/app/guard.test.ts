import {
  canReachRestrictedRoute,
  RESTRICTED_ROUTES,
  type RestrictedRoute,
  restrictionOf,
} from '@skyler/domain/permissions';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST, type RouteName, routeEntry } from '../config/routes.ts';
import { anonymous, makeUser, otpPending, signedIn } from '../test/fixtures.ts';
import { type GuardResult, guardRoute } from './guard.ts';

const pass: GuardResult = { kind: 'pass' };
const forbidden: GuardResult = { kind: 'forbidden' };
const to = (path: string): GuardResult => ({ kind: 'redirect', to: path });
const redirectFor = (route: Parameters<typeof guardRoute>[0], auth: Parameters<typeof guardRoute>[1]) =>
  guardRoute(route, auth);

const staff = signedIn(makeUser());
const cliente = signedIn(makeUser({ cliente: true, is_staff: false }));

describe('guardRoute', () => {
  it('lets public routes through whoever asks', () => {
    for (const name of ['termos-de-uso', 'politica-de-privacidade', 'success-maxipago'] as const) {
      expect(redirectFor(routeEntry(name), anonymous())).toEqual(pass);
      expect(redirectFor(routeEntry(name), cliente)).toEqual(pass);
    }
  });

  it('shows login to the signed-out and sends the signed-in home', () => {
    expect(redirectFor(routeEntry('login'), anonymous())).toEqual(pass);
    expect(redirectFor(routeEntry('login'), otpPending())).toEqual(pass);
    expect(redirectFor(routeEntry('login'), staff)).toEqual(to('/'));
  });

  it('opens the code step only while a code is awaited', () => {
    expect(redirectFor(routeEntry('otp'), otpPending())).toEqual(pass);
    expect(redirectFor(routeEntry('otp'), anonymous())).toEqual(to('/login'));
    expect(redirectFor(routeEntry('otp'), staff)).toEqual(to('/'));
  });

  it('sends users without a session to login', () => {
    expect(redirectFor(routeEntry('home'), anonymous())).toEqual(to('/login'));
    expect(redirectFor(routeEntry('vendas'), otpPending())).toEqual(to('/login'));
    expect(redirectFor(routeEntry('usuario-vendas'), anonymous())).toEqual(to('/login'));
  });

  it('does not count an authenticated flag without a user, nor a user without the flag', () => {
    expect(redirectFor(routeEntry('home'), { ...staff, authenticated: false })).toEqual(to('/login'));
    expect(redirectFor(routeEntry('home'), { ...staff, user: null })).toEqual(to('/login'));
  });

  it('keeps customer accounts inside the client route group, landing on the portal', () => {
    expect(redirectFor(routeEntry('portal'), cliente)).toEqual(pass);
    expect(redirectFor(routeEntry('portal-venda'), cliente)).toEqual(pass);
    expect(redirectFor(routeEntry('minha-conta'), cliente)).toEqual(pass);
    expect(redirectFor(routeEntry('usuario-vendas'), cliente)).toEqual(to('/portal'));
    expect(redirectFor(routeEntry('usuario-emissoes'), cliente)).toEqual(to('/portal'));
    expect(redirectFor(routeEntry('home'), cliente)).toEqual(to('/portal'));
    expect(redirectFor(routeEntry('vendas'), cliente)).toEqual(to('/portal'));
    expect(redirectFor(routeEntry('comissao'), cliente)).toEqual(to('/portal'));
  });

  it("sends staff from the client's portal to the back-office", () => {
    expect(redirectFor(routeEntry('portal'), staff)).toEqual(to('/'));
    expect(redirectFor(routeEntry('portal-venda'), staff)).toEqual(to('/'));
    expect(redirectFor(routeEntry('usuario-vendas'), staff)).toEqual(pass);
  });

  it('opens restricted routes only to staff authorised for that route name', () => {
    const comissao = signedIn(makeUser({ authorized_restricted_routes: ['comissao'] }));
    expect(redirectFor(routeEntry('comissao'), staff)).toEqual(forbidden);
    expect(redirectFor(routeEntry('comissao'), comissao)).toEqual(pass);
    expect(redirectFor(routeEntry('milhas'), comissao)).toEqual(forbidden);
  });

  it('guards both payment-order tabs and their parent with ordem-pagamento-abertos', () => {
    const contas = signedIn(makeUser({ authorized_restricted_routes: ['ordem-pagamento-abertos'] }));
    for (const name of ['ordem-pagamento', 'ordem-pagamento-abertos', 'ordem-pagamento-pagos'] as const) {
      expect(redirectFor(routeEntry(name), staff)).toEqual(forbidden);
      expect(redirectFor(routeEntry(name), contas)).toEqual(pass);
    }
  });

  it('lets staff through open routes', () => {
    for (const name of ['home', 'vendas', 'venda-info', 'emissao', 'exportar', 'usuario-vendas'] as const) {
      expect(redirectFor(routeEntry(name), staff)).toEqual(pass);
    }
  });
});

describe('route table', () => {
  it('names every domain restricted route', () => {
    const names = ROUTE_LIST.map((route) => route.name as string);
    for (const name of RESTRICTED_ROUTES) expect(names).toContain(name);
  });

  it('restricts every route under a restricted path by that route name', () => {
    const area = (path: string) => path.split('/')[1];
    for (const name of RESTRICTED_ROUTES) {
      const restrictedArea = area(routeEntry(name).path);
      for (const route of ROUTE_LIST.filter((entry) => area(entry.path) === restrictedArea)) {
        expect({ route: route.name, restricted: route.restricted }).toEqual({
          route: route.name,
          restricted: name,
        });
      }
    }
  });

  it('lets every staff user open a route exactly when the domain rule allows it', () => {
    const users = [
      makeUser(),
      makeUser({ authorized_restricted_routes: [...RESTRICTED_ROUTES] }),
      ...RESTRICTED_ROUTES.map((name) => makeUser({ authorized_restricted_routes: [name] })),
    ];
    for (const user of users) {
      for (const route of ROUTE_LIST.filter((entry) => entry.access === 'staff')) {
        const restriction: RestrictedRoute | null = restrictionOf(route.name);
        const allowed = restriction === null || canReachRestrictedRoute(user, restriction);
        expect({ route: route.name as RouteName, result: guardRoute(route, signedIn(user)) }).toEqual({
          route: route.name,
          result: allowed ? pass : forbidden,
        });
      }
    }
  });

  it('has one path per route name', () => {
    const paths = ROUTE_LIST.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
