import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { LOG_MESSAGES } from '@skyler/domain/logs';
import { NOTIFICACAO_MESSAGES } from '@skyler/domain/notificacoes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contatos, logs, usuarios } from '../../db/schema/index.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';

let t: TestApp;
let venda: number;
const ids: Record<string, number> = {};

type Notificacao = {
  id: number;
  lido: boolean;
  importante: boolean;
  venda: number;
  log: number;
  title: string;
};
type Lista = { notificacoes: Notificacao[]; pages: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.db.select().from(usuarios)) ids[u.username] = u.id;
  const [contato] = await t.db
    .insert(contatos)
    .values({ nome: 'Nina', sobrenome: 'Notifica' } as never)
    .returning();
  for (let i = 0; i < 17; i++) {
    const r = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/vendas/',
      payload: {
        cliente: contato?.id,
        consultor: ids.consultor,
        meio_contato_tipo: 'Outro',
        meio_contato_valor: 'x',
      },
    });
    venda = (r.json() as { id: number }).id;
  }
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists 15 per page, newest first, with filters', async () => {
    const r = await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/detailed/' });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as Lista;
    expect(body.notificacoes).toHaveLength(15);
    expect(body.pages).toBe(2);
    expect(body.notificacoes[0]?.venda).toBe(venda);
    const porVenda = (
      await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/notificacoes/detailed/?id_venda=${venda}&tipo=venda`,
      })
    ).json() as Lista;
    expect(porVenda.notificacoes.map((n) => n.venda)).toEqual([venda]);
    const lidas = (
      await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/detailed/?lido=true' })
    ).json() as Lista;
    expect(lidas.notificacoes).toEqual([]);
    const bad = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/notificacoes/detailed/?tipo=nada',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the global list to the notificacoes route, and the sale tab to staff', async () => {
    const sdr = await t.injectAs('sdr', { method: 'GET', url: '/api/notificacoes/detailed/' });
    expect(sdr.statusCode).toBe(403);
    expect(expectDetail(sdr)).toBe(AUTH_MESSAGES.forbidden);
    const aba = await t.injectAs('sdr', { method: 'GET', url: `/api/vendas/${venda}/notificacoes/` });
    expect(aba.statusCode).toBe(200);
    expect((aba.json() as Lista).notificacoes).toHaveLength(1);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/vendas/${venda}/notificacoes/` })).statusCode,
    ).toBe(403);
  });

  it('toggles read and important with an audit row, and counts unread', async () => {
    const before = (
      await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/nao_lidas/' })
    ).json() as {
      nao_lidas: number;
    };
    expect(before.nao_lidas).toBe(17);
    const [n] = (
      (await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/detailed/' })).json() as Lista
    ).notificacoes;
    const lido = await t.injectAs('consultor', { method: 'POST', url: `/api/notificacoes/${n?.id}/lido/` });
    expect(lido.json()).toEqual({ id: n?.id, lido: true });
    const importante = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/notificacoes/${n?.id}/importante/`,
    });
    expect(importante.json()).toEqual({ id: n?.id, importante: true });
    const after = (
      await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/nao_lidas/' })
    ).json() as {
      nao_lidas: number;
    };
    expect(after.nao_lidas).toBe(16);
    const back = await t.injectAs('consultor', { method: 'POST', url: `/api/notificacoes/${n?.id}/lido/` });
    expect(back.json()).toEqual({ id: n?.id, lido: false });
    const tipos = (await t.db.select().from(logs).where(eq(logs.tipo, 'notificacao_lida'))).length;
    expect(tipos).toBe(2);
    const missing = await t.injectAs('consultor', { method: 'POST', url: '/api/notificacoes/999999/lido/' });
    expect(missing.statusCode).toBe(404);
    expect(expectDetail(missing)).toBe(NOTIFICACAO_MESSAGES.naoEncontrada);
  });

  it('shows the log of a notification with its data', async () => {
    const [n] = (
      (await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/detailed/' })).json() as Lista
    ).notificacoes;
    const r = await t.injectAs('sdr', { method: 'GET', url: `/api/logs/${n?.log}/` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      tipo: 'venda_criada',
      venda: n?.venda,
      dados: { antes: null, depois: { id: n?.venda } },
    });
    expect((await t.injectAs('sdr', { method: 'GET', url: '/api/logs/999999/' })).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('lists the audit trail to financeiro with filters', async () => {
    const r = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/logs/?venda=${venda}&tipo=venda_criada`,
    });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as { logs: { tipo: string; usuario: { nome: string } }[]; pages: number };
    expect(body.logs.map((l) => l.tipo)).toEqual(['venda_criada']);
    expect(body.logs[0]?.usuario.nome).toBe('Carlos');
    const hoje = new Date().toISOString().slice(0, 10);
    const porData = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/logs/?tipo=venda_criada&usuario=${ids.consultor}&data_inicio=2020-01-01&data_fim=${hoje}`,
    });
    expect((porData.json() as { logs: unknown[] }).logs).toHaveLength(15);
    const futuro = await t.injectAs('admin', { method: 'GET', url: '/api/logs/?data_inicio=2099-01-01' });
    expect((futuro.json() as { logs: unknown[] }).logs).toEqual([]);
    const bad = await t.injectAs('admin', { method: 'GET', url: '/api/logs/?data_inicio=01/02/2024' });
    expect(bad.statusCode).toBe(400);
    expect(expectDetail(bad)).toBe(LOG_MESSAGES.dataInvalida);
  });

  it('lists to other staff only the rows of a sale and their own, and a row without a sale to financeiro', async () => {
    const [semVenda] = await t.db.select().from(logs).where(eq(logs.tipo, 'usuario_criado'));
    const lista = async (username: string, query: string) => {
      const r = await t.injectAs(username, { method: 'GET', url: `/api/logs/${query}` });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { logs: { id: number; venda: number | null; usuario: { id: number } | null }[] };
    };
    const doConsultor = await lista('consultor', '');
    expect(doConsultor.logs.length).toBeGreaterThan(0);
    for (const log of doConsultor.logs) {
      expect(log.venda !== null || log.usuario?.id === ids.consultor, JSON.stringify(log)).toBe(true);
    }
    expect((await lista('consultor', '?tipo=usuario_criado')).logs).toEqual([]);
    expect((await lista('financeiro', '?tipo=usuario_criado')).logs.map((l) => l.id)).toContain(semVenda?.id);
    expect((await lista('sdr', `?venda=${venda}`)).logs.map((l) => l.venda)).toContain(venda);
    expect((await t.injectAs('cliente', { method: 'GET', url: '/api/logs/' })).statusCode).toBe(403);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: `/api/logs/${semVenda?.id}/` })).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('financeiro', { method: 'GET', url: `/api/logs/${semVenda?.id}/` })).statusCode,
    ).toBe(200);
  });
});
