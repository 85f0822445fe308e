import { RESTRICTED_ROUTES } from '@skyler/domain/permissions';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST, routeEntry } from '../config/routes.ts';
import { anonymous, makeUser, otpPending, signedIn } from '../test/fixtures.ts';
import { redirectFor } from './guard.ts';

const staff = signedIn(makeUser());
const cliente = signedIn(makeUser({ cliente: true, is_staff: false }));

describe('redirectFor', () => {
  it('lets public routes through whoever asks', () => {
    for (const name of ['termos-de-uso', 'politica-de-privacidade', 'success-maxipago'] as const) {
      expect(redirectFor(routeEntry(name), anonymous())).toBeNull();
      expect(redirectFor(routeEntry(name), cliente)).toBeNull();
    }
  });

  it('shows login to the signed-out and sends the signed-in home', () => {
    expect(redirectFor(routeEntry('login'), anonymous())).toBeNull();
    expect(redirectFor(routeEntry('login'), otpPending())).toBeNull();
    expect(redirectFor(routeEntry('login'), staff)).toBe('/');
  });

  it('opens the code step only while a code is awaited', () => {
    expect(redirectFor(routeEntry('otp'), otpPending())).toBeNull();
    expect(redirectFor(routeEntry('otp'), anonymous())).toBe('/login');
    expect(redirectFor(routeEntry('otp'), staff)).toBe('/');
  });

  it('sends users without a session to login', () => {
    expect(redirectFor(routeEntry('home'), anonymous())).toBe('/login');
    expect(redirectFor(routeEntry('vendas'), otpPending())).toBe('/login');
    expect(redirectFor(routeEntry('usuario-vendas'), anonymous())).toBe('/login');
  });

  it('does not count an authenticated flag without a user, nor a user without the flag', () => {
    expect(redirectFor(routeEntry('home'), { ...staff, authenticated: false })).toBe('/login');
    expect(redirectFor(routeEntry('home'), { ...staff, user: null })).toBe('/login');
  });

  it('keeps customer accounts inside the client route group', () => {
    expect(redirectFor(routeEntry('usuario-vendas'), cliente)).toBeNull();
    expect(redirectFor(routeEntry('usuario-emissoes'), cliente)).toBeNull();
    expect(redirectFor(routeEntry('home'), cliente)).toBe('/minha-area');
    expect(redirectFor(routeEntry('vendas'), cliente)).toBe('/minha-area');
    expect(redirectFor(routeEntry('comissao'), cliente)).toBe('/minha-area');
  });

  it('opens restricted routes only to staff authorised for that route name', () => {
    const comissao = signedIn(makeUser({ authorized_restricted_routes: ['comissao'] }));
    expect(redirectFor(routeEntry('comissao'), staff)).toBe('/');
    expect(redirectFor(routeEntry('comissao'), comissao)).toBeNull();
    expect(redirectFor(routeEntry('milhas'), comissao)).toBe('/');
  });

  it('lets staff through open routes', () => {
    for (const name of ['home', 'vendas', 'venda-info', 'emissao', 'exportar', 'usuario-vendas'] as const) {
      expect(redirectFor(routeEntry(name), staff)).toBeNull();
    }
  });
});

describe('route table', () => {
  it('marks exactly the domain restricted routes as restricted', () => {
    const restricted = ROUTE_LIST.filter((route) => route.restricted).map((route) => route.name);
    expect(restricted.sort()).toEqual([...RESTRICTED_ROUTES].sort());
  });

  it('has one path per route name', () => {
    const paths = ROUTE_LIST.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
