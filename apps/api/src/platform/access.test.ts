import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contatos, vendas } from '../db/schema/index.ts';
import { createUsuario } from '../modules/usuarios/usuarios.service.ts';
import { expectDetail } from '../test/app.ts';
import { idDoUsuario, ROLES_STAFF } from '../test/fixtures.ts';
import { multipart, png } from '../test/multipart.ts';
import { t, usarApp } from '../test/suite-com-app.ts';
import { type Access, access, isAllowed } from './access.ts';
import type { SessionUser } from './sessions.ts';

usarApp();

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

describe("the client's portal, route by route", () => {
  /** A request each portal route takes as well formed, on `venda`'s sale. */
  const pedido = (route: { method: string; url: string }, venda: number) => {
    const url = route.url.replace(':id', String(venda)).replace(/:[a-z_]+/g, '1');
    if (url.endsWith('/aceite/')) return { method: route.method, url, payload: { cotacoes: [1] } };
    if (route.method === 'POST' && url.endsWith('/mensagens/'))
      return { method: route.method, url, payload: { texto: 'Olá' } };
    if (route.method === 'POST' && url.endsWith('/documentos/')) {
      return {
        method: route.method,
        url,
        ...multipart(
          { tipo: 'passaporte', passageiro: '1', finalidade: 'Embarque', numero: 'FX1' },
          { nome: 'p.png', data: png(), type: 'image/png' },
        ),
      };
    }
    return { method: route.method, url };
  };

  it('refuses every staff role on every portal route, and answers a second client as if the sale did not exist', async () => {
    // the proposal link's routes are public (limited as the sign-in), checked in the portal's own tests
    const acesso = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/portal/acesso/'));
    expect(acesso.map((r) => r.access.kind)).toEqual(['public', 'public', 'public']);
    const rotas = t.app.apiRoutes.filter(
      (r) => r.url.startsWith('/api/portal/') && !r.url.startsWith('/api/portal/acesso/'),
    );
    expect(rotas.length).toBeGreaterThanOrEqual(6);
    expect(rotas.every((r) => r.access.kind === 'cliente')).toBe(true);
    const [contato] = await t.db
      .select({ id: contatos.id })
      .from(contatos)
      .where(eq(contatos.usuario_cliente, await idDoUsuario(t.db, 'cliente')));
    const [venda] = await t.db
      .insert(vendas)
      .values({ status: 'proposta', cliente: contato?.id ?? null })
      .returning({ id: vendas.id });
    const id = venda?.id ?? 0;
    await createUsuario(
      t.db,
      {
        username: 'segunda_cliente',
        nome: 'Sara',
        sobrenome: 'Segunda',
        email: 'sara@exemplo.com.br',
        password: 'uma senha longa',
        cliente: true,
      },
      { by: null },
    );
    for (const rota of rotas) {
      const nome = `${rota.method} ${rota.url}`;
      for (const username of ROLES_STAFF) {
        const r = await t.injectAs(username, pedido(rota, id) as never);
        expect(r.statusCode, `${username} ${nome}`).toBe(403);
      }
      // the lists and the account's own preferences are no sale's
      if (rota.url === '/api/portal/vendas/' || rota.url === '/api/portal/preferencias/') continue;
      const alheio = await t.injectAs('segunda_cliente', pedido(rota, id) as never);
      expect(alheio.statusCode, `segunda_cliente ${nome}`).toBe(404);
    }
    const propria = await t.injectAs('cliente', { method: 'GET', url: `/api/portal/vendas/${id}/` });
    expect(propria.statusCode, propria.body).toBe(200);
    const lista = await t.injectAs('segunda_cliente', { method: 'GET', url: '/api/portal/vendas/' });
    expect(lista.json()).toEqual({ vendas: [], pages: 1 });
  });
});
