import { AUTH_MESSAGES } from '@skyler/domain/auth';
import type { VendaDoUsuarioCliente } from '@skyler/domain/vendas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contatos, usuarios } from '../../db/schema/index.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { createUsuario } from '../usuarios/usuarios.service.ts';

let t: TestApp;
type Lista = { vendas: VendaDoUsuarioCliente[]; pages: number };

async function idDe(username: string): Promise<number> {
  const [u] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
}

async function novaVenda(cliente: number): Promise<number> {
  const r = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/vendas/',
    payload: {
      cliente,
      consultor: await idDe('consultor'),
      meio_contato_tipo: 'Email',
      meio_contato_valor: 'cliente@exemplo.com.br',
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return (r.json() as { id: number }).id;
}

let proprias: number[] = [];
let alheia: number;

beforeAll(async () => {
  t = await createTestApp();
  const [claudia] = await t.db
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.usuario_cliente, await idDe('cliente')));
  if (!claudia) throw new Error('the demo customer account has no contact');
  // another customer, with an account and a contact of its own
  const outra = await createUsuario(
    t.db,
    {
      username: 'outra_cliente',
      nome: 'Olga',
      sobrenome: 'Outra',
      email: 'olga@exemplo.com.br',
      password: 'uma senha longa',
      cliente: true,
    },
    { by: null },
  );
  const [olga] = await t.db
    .insert(contatos)
    .values({ nome: 'Olga', sobrenome: 'Outra', usuario_cliente: outra.id } as never)
    .returning({ id: contatos.id });
  proprias = [await novaVenda(claudia.id), await novaVenda(claudia.id)];
  alheia = await novaVenda(olga?.id ?? 0);
});
afterAll(() => t.close());

describe('GET /api/vendas/minhas/', () => {
  it("lists the customer account's own sales, newest first, and no one else's", async () => {
    const r = await t.injectAs('cliente', { method: 'GET', url: '/api/vendas/minhas/' });
    expect(r.statusCode, r.body).toBe(200);
    const lista = r.json() as Lista;
    expect(lista.vendas.map((v) => v.id)).toEqual([...proprias].reverse());
    expect(lista.vendas.map((v) => v.id)).not.toContain(alheia);
    expect(lista.pages).toBe(1);
    expect(lista.vendas[0]).toMatchObject({
      status: 'proposta',
      cliente: { nome: 'Cláudia', sobrenome: 'Cliente' },
      consultor: { nome: 'Carlos', sobrenome: 'Consultor' },
    });
    // internal notes and the contact channel are not the customer's to read
    expect(Object.keys(lista.vendas[0] ?? {}).sort()).toEqual(
      ['cliente', 'consultor', 'created_at', 'id', 'status', 'updated_at'].sort(),
    );
  });

  it("gives another customer only that customer's sale, and ignores any filter naming someone else", async () => {
    const r = await t.injectAs('outra_cliente', {
      method: 'GET',
      url: `/api/vendas/minhas/?cliente=${proprias[0]}&consultor=1`,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as Lista).vendas.map((v) => v.id)).toEqual([alheia]);
  });

  it('gives an empty list to a customer account without a contact', async () => {
    await createUsuario(
      t.db,
      {
        username: 'sem_contato',
        nome: 'Sem',
        sobrenome: 'Contato',
        email: 'sem@exemplo.com.br',
        password: 'uma senha longa',
        cliente: true,
      },
      { by: null },
    );
    const r = await t.injectAs('sem_contato', { method: 'GET', url: '/api/vendas/minhas/' });
    expect(r.json()).toEqual({ vendas: [], pages: 1 });
  });

  it('refuses a bad page with a Portuguese message', async () => {
    const r = await t.injectAs('cliente', { method: 'GET', url: '/api/vendas/minhas/?page=abc' });
    expect(r.statusCode).toBe(400);
    expect(expectDetail(r)).toMatch(/[Pp]ágina/);
  });

  it('is refused to staff and to visitors', async () => {
    for (const username of ['consultor', 'admin']) {
      const r = await t.injectAs(username, { method: 'GET', url: '/api/vendas/minhas/' });
      expect(r.statusCode).toBe(403);
      expect(expectDetail(r)).toBe(AUTH_MESSAGES.forbidden);
    }
    const anonimo = await t.inject({ method: 'GET', url: '/api/vendas/minhas/' });
    expect(anonimo.statusCode).toBe(401);
  });

  it("still refuses the staff's sale routes to the customer", async () => {
    for (const url of [
      `/api/vendas/detailed/?consultor=${await idDe('cliente')}`,
      '/api/vendas/',
      `/api/vendas/${proprias[0]}/`,
      `/api/vendas/${proprias[0]}/chat_messages/`,
    ]) {
      const r = await t.injectAs('cliente', { method: 'GET', url });
      expect(r.statusCode, url).toBe(403);
    }
  });
});
