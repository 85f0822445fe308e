import { CARTAO_MESSAGES, type Cartao } from '@skyler/domain/emissoes';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartoes, logs } from '../../db/schema/index.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';

let t: TestApp;
let base: Cartao;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .insert(cartoes)
    .values({ nome: 'Cartão Corporativo', bandeira: 'Visa', digs: '4821' })
    .returning();
  if (!row) throw new Error('card not created');
  base = row;
});
afterAll(() => t.close());

const NAO_ADMIN = ['consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas', 'cliente'] as const;

async function contar() {
  const [c] = await t.db.select({ n: count() }).from(cartoes);
  const [l] = await t.db.select({ n: count() }).from(logs).where(eq(logs.tipo, 'cartao'));
  return { cartoes: c?.n ?? 0, logs: l?.n ?? 0 };
}

const novo = (extra: Record<string, unknown> = {}) => ({
  nome: 'Cartão Viagens Nubank',
  bandeira: 'Mastercard',
  digs: '7731',
  ...extra,
});

describe('agency cards', () => {
  it('lets an administrator add a card, audited, and staff read it', async () => {
    const response = await t.injectAs('admin', { method: 'POST', url: '/api/cartoes/', payload: novo() });
    expect(response.statusCode, response.body).toBe(201);
    const cartao = response.json() as Cartao;
    expect(cartao).toEqual({
      id: expect.any(Number),
      nome: 'Cartão Viagens Nubank',
      bandeira: 'Mastercard',
      digs: '7731',
      ativo: true,
    });
    const lista = await t.injectAs('emissor', { method: 'GET', url: '/api/cartoes/?ativo=true' });
    expect(lista.statusCode).toBe(200);
    expect((lista.json() as Cartao[]).map((c) => c.id)).toContain(cartao.id);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'cartao'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log?.meta).toMatchObject({ entidade: 'cartao', id: cartao.id, acao: 'criado' });
    expect(log?.dados).toMatchObject({ antes: null, depois: { digs: '7731' } });
  });

  it('refuses a full card number with the digits message and stores nothing', async () => {
    const antes = await contar();
    for (const digs of ['5502093412347731', '5502 0934 1234 7731', '773', '77311', 'abcd']) {
      const response = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/cartoes/',
        payload: novo({ digs }),
      });
      expect(response.statusCode, digs).toBe(400);
      expect(expectDetail(response)).toBe(CARTAO_MESSAGES.digitos);
      expect(response.json()).toMatchObject({ errors: { digs: [CARTAO_MESSAGES.digitos] } });
    }
    const semDigitos = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/cartoes/',
      payload: { nome: 'X', bandeira: 'Visa' },
    });
    expect(semDigitos.json()).toMatchObject({ errors: { digs: [CARTAO_MESSAGES.digitos] } });
    const [row] = await t.db.select({ n: count() }).from(cartoes).where(eq(cartoes.digs, '5502'));
    expect(row?.n).toBe(0);
    expect(await contar()).toEqual(antes);
  });

  it('refuses a card without name or brand', async () => {
    const antes = await contar();
    const response = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/cartoes/',
      payload: novo({ nome: '  ', bandeira: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        nome: [CARTAO_MESSAGES.nomeObrigatorio],
        bandeira: [CARTAO_MESSAGES.bandeiraObrigatoria],
      },
    });
    expect(await contar()).toEqual(antes);
  });

  it('renames and deactivates a card, which then leaves the active list but stays in the full one', async () => {
    const criado = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/cartoes/',
      payload: novo({ nome: 'Cartão Reserva', digs: '1200' }),
    });
    const cartao = criado.json() as Cartao;
    const response = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/cartoes/${cartao.id}/`,
      payload: novo({ nome: 'Cartão Reserva Inter', bandeira: 'Elo', digs: '1201', ativo: false }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: cartao.id,
      nome: 'Cartão Reserva Inter',
      bandeira: 'Elo',
      digs: '1201',
      ativo: false,
    });
    const ativos = (
      await t.injectAs('consultor', { method: 'GET', url: '/api/cartoes/?ativo=true' })
    ).json() as Cartao[];
    expect(ativos.map((c) => c.id)).not.toContain(cartao.id);
    const inativos = (
      await t.injectAs('consultor', { method: 'GET', url: '/api/cartoes/?ativo=false' })
    ).json() as Cartao[];
    expect(inativos.map((c) => c.id)).toContain(cartao.id);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'cartao'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log?.meta).toMatchObject({ entidade: 'cartao', id: cartao.id, acao: 'alterado' });
    expect(log?.dados).toMatchObject({
      antes: { nome: 'Cartão Reserva', ativo: true },
      depois: { nome: 'Cartão Reserva Inter', ativo: false },
    });
  });

  it('refuses a full number on change too, leaving the card as it was', async () => {
    const cartao = base;
    const antes = await contar();
    const response = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/cartoes/${cartao.id}/`,
      payload: novo({ nome: 'Outro nome', digs: '4111111111114821' }),
    });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(CARTAO_MESSAGES.digitos);
    const [depois] = await t.db.select().from(cartoes).where(eq(cartoes.id, cartao.id));
    expect(depois).toEqual(cartao);
    expect(await contar()).toEqual(antes);
  });

  it('answers 404 for a card that does not exist', async () => {
    const response = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/cartoes/999999/',
      payload: novo(),
    });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(CARTAO_MESSAGES.naoEncontrado);
  });

  it('has no delete', async () => {
    const response = await t.injectAs('admin', { method: 'DELETE', url: `/api/cartoes/${base.id}/` });
    expect(response.statusCode).toBe(404);
    const [ainda] = await t.db.select().from(cartoes).where(eq(cartoes.id, base.id));
    expect(ainda).toBeDefined();
  });

  it.each(NAO_ADMIN)('refuses %s adding or changing a card (403) and changes nothing', async (username) => {
    const [cartao] = await t.db.select().from(cartoes).where(eq(cartoes.id, base.id));
    const antes = await contar();
    const post = await t.injectAs(username, { method: 'POST', url: '/api/cartoes/', payload: novo() });
    expect(post.statusCode).toBe(403);
    const put = await t.injectAs(username, {
      method: 'PUT',
      url: `/api/cartoes/${base.id}/`,
      payload: novo({ ativo: false }),
    });
    expect(put.statusCode).toBe(403);
    expect(await contar()).toEqual(antes);
    const [depois] = await t.db.select().from(cartoes).where(eq(cartoes.id, base.id));
    expect(depois).toEqual(cartao);
  });

  it('keeps the list for staff only', async () => {
    expect((await t.injectAs('cliente', { method: 'GET', url: '/api/cartoes/' })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/cartoes/' })).statusCode).toBe(401);
    const post = await t.inject({ method: 'POST', url: '/api/cartoes/', payload: novo() });
    expect(post.statusCode).toBe(401);
  });
});
