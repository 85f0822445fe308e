import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { SENHA_MESSAGES, type SessaoUsuario } from '@skyler/domain/senha';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs, sessoes, usuarios } from '../../db/schema/index.ts';
import { esquecerSessoes } from '../../platform/session-cache.ts';
import { createSession, SESSION_COOKIE } from '../../platform/sessions.ts';
import { sha256 } from '../../platform/tokens.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { createUsuario } from '../usuarios/usuarios.service.ts';
import { descreverUserAgent, idPublicoSessao } from './sessoes.service.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const ids: Record<string, number> = {};

usarApp();

beforeAll(async () => {
  for (const row of await t.db.select({ id: usuarios.id, username: usuarios.username }).from(usuarios)) {
    ids[row.username] = row.id;
  }
});

const sessao = (username: string, userAgent: string, ip = '10.9.9.9') =>
  createSession(t.db, { usuarioId: ids[username] ?? 0, ip, userAgent, hours: 1 });

const como = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.inject({ method, url, cookies: { [SESSION_COOKIE]: token } });

const listar = async (token: string) => {
  const response = await como(token, 'GET', '/api/users/me/sessoes/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SessaoUsuario[];
};

describe('the user agent', () => {
  it('names the browser and the system', () => {
    expect(descreverUserAgent(CHROME_WINDOWS)).toEqual({ navegador: 'Chrome 131', sistema: 'Windows 10' });
    expect(descreverUserAgent(SAFARI_IPHONE)).toEqual({ navegador: 'Safari 17', sistema: 'iOS 17.5' });
    expect(descreverUserAgent('')).toEqual({ navegador: 'Desconhecido', sistema: 'Desconhecido' });
  });
});

describe('GET /api/users/me/sessoes/', () => {
  it('lists only the user’s active sessions, marks the current one, and never shows the session key', async () => {
    const atual = await sessao('consultor', CHROME_WINDOWS, '10.1.1.1');
    await sessao('consultor', SAFARI_IPHONE, '10.2.2.2');
    const expirada = await sessao('consultor', FIREFOX_LINUX);
    await t.db
      .update(sessoes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessoes.id, sha256(expirada)));
    await sessao('sdr', FIREFOX_LINUX);

    const lista = await listar(atual);
    expect(lista).toHaveLength(2);
    expect(lista.map((s) => s.atual)).toEqual([true, false]);
    const corrente = lista.find((s) => s.atual);
    expect(corrente).toMatchObject({
      id: idPublicoSessao(sha256(atual)),
      navegador: 'Chrome 131',
      sistema: 'Windows 10',
      ip: '10.1.1.1',
    });
    expect(lista.filter((s) => s.atual)).toHaveLength(1);
    expect(lista.find((s) => !s.atual)).toMatchObject({ navegador: 'Safari 17', ip: '10.2.2.2' });
    expect(JSON.stringify(lista)).not.toContain(sha256(atual));
    expect(Number.isNaN(Date.parse(corrente?.created_at ?? ''))).toBe(false);
  });

  it('answers 401 without a session, and serves every kind of user', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/users/me/sessoes/' })).statusCode).toBe(401);
    for (const username of ['admin', 'cliente', 'milhas']) {
      const response = await t.injectAs(username, { method: 'GET', url: '/api/users/me/sessoes/' });
      expect(response.statusCode, username).toBe(200);
      expect((response.json() as SessaoUsuario[]).some((s) => s.atual)).toBe(true);
    }
  });
});

describe('DELETE /api/users/me/sessoes/{id}/', () => {
  it('ends one of the user’s sessions, whose next request answers 401', async () => {
    const atual = await sessao('cotador', CHROME_WINDOWS);
    const outra = await sessao('cotador', SAFARI_IPHONE);
    const id = idPublicoSessao(sha256(outra));
    const response = await como(atual, 'DELETE', `/api/users/me/sessoes/${id}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(expectDetail(response)).toBe(SENHA_MESSAGES.sessaoEncerrada);
    const recusada = await como(outra, 'GET', '/api/users/me/sessoes/');
    expect(recusada.statusCode).toBe(401);
    expect(recusada.json().sessao_encerrada).toBe('outra_sessao');
    expect((await listar(atual)).map((s) => s.id)).toEqual([idPublicoSessao(sha256(atual))]);
    const [audit] = await t.db.select().from(logs).where(eq(logs.tipo, 'sessao_encerrada'));
    expect(audit?.usuario).toBe(ids.cotador);
    expect(audit?.meta).toMatchObject({ entidade: 'usuario', id: ids.cotador });
  });

  it('answers 404 for another user’s session or an unknown id, and ends nothing', async () => {
    const minha = await sessao('emissor', CHROME_WINDOWS);
    const alheia = await sessao('financeiro', CHROME_WINDOWS);
    for (const id of [idPublicoSessao(sha256(alheia)), sha256(alheia), '0123456789abcdef']) {
      const response = await como(minha, 'DELETE', `/api/users/me/sessoes/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(expectDetail(response)).toBe(SENHA_MESSAGES.sessaoNaoEncontrada);
    }
    expect((await como(alheia, 'GET', '/api/users/me/sessoes/')).statusCode).toBe(200);
  });
});

describe('POST /api/users/me/sessoes/encerrar-outras/', () => {
  it('ends every other session of the user and keeps the current one and other users’', async () => {
    const atual = await sessao('milhas', CHROME_WINDOWS);
    const outras = [await sessao('milhas', SAFARI_IPHONE), await sessao('milhas', FIREFOX_LINUX)];
    const alheia = await sessao('sdr', CHROME_WINDOWS);
    const response = await como(atual, 'POST', '/api/users/me/sessoes/encerrar-outras/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ detail: SENHA_MESSAGES.outrasEncerradas });
    expect(response.json().encerradas).toBeGreaterThanOrEqual(2);
    for (const outra of outras) {
      const recusada = await como(outra, 'GET', '/api/users/me/sessoes/');
      expect(recusada.statusCode).toBe(401);
      expect(recusada.json().sessao_encerrada).toBe('outra_sessao');
    }
    expect((await listar(atual)).map((s) => s.atual)).toEqual([true]);
    expect((await como(alheia, 'GET', '/api/users/me/sessoes/')).statusCode).toBe(200);
    const [audit] = await t.db.select().from(logs).where(eq(logs.tipo, 'sessoes_encerradas'));
    expect(audit?.meta).toMatchObject({ id: ids.milhas, encerradas: response.json().encerradas });
  });
});

describe('a session that no longer opens says why (the 401 and whoami)', () => {
  const HORA = 3_600_000;
  const nova = (username: string) =>
    createSession(t.db, {
      usuarioId: ids[username] ?? 0,
      ip: '10.3.3.3',
      userAgent: CHROME_WINDOWS,
      hours: t.app.config.sessionHours,
      inatividadeMinutos: t.app.config.sessionIdleMinutes,
    });
  const alterar = (token: string, valores: Partial<typeof sessoes.$inferInsert>) =>
    t.db
      .update(sessoes)
      .set(valores)
      .where(eq(sessoes.id, sha256(token)));
  const motivo = async (token: string) => {
    const recusada = await como(token, 'GET', '/api/users/me/sessoes/');
    expect(recusada.statusCode).toBe(401);
    expect(expectDetail(recusada)).toBe(AUTH_MESSAGES.notAuthenticated);
    const whoami = (await como(token, 'GET', '/api/whoami/')).json();
    expect(whoami).toMatchObject({ authenticated: false, user: null });
    expect(whoami.sessao_encerrada).toBe(recusada.json().sessao_encerrada);
    return recusada.json().sessao_encerrada as string | undefined;
  };

  it('moves the expiry with each request, to the nearer of the idle and the absolute limits', async () => {
    const token = await nova('sdr');
    const agora = Date.now();
    await alterar(token, {
      last_seen_at: new Date(agora - 5 * 60_000),
      expires_at: new Date(agora + 60_000),
    });
    expect((await como(token, 'GET', '/api/users/me/sessoes/')).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessoes)
      .where(eq(sessoes.id, sha256(token)));
    const esperado = agora + t.app.config.sessionIdleMinutes * 60_000;
    expect(Math.abs((row?.expires_at.getTime() ?? 0) - esperado)).toBeLessThan(30_000);
    await alterar(token, {
      created_at: new Date(agora - t.app.config.sessionHours * HORA + 10 * 60_000),
      last_seen_at: new Date(agora - 5 * 60_000),
    });
    esquecerSessoes();
    expect((await como(token, 'GET', '/api/users/me/sessoes/')).statusCode).toBe(200);
    const [perto] = await t.db
      .select()
      .from(sessoes)
      .where(eq(sessoes.id, sha256(token)));
    expect((perto?.expires_at.getTime() ?? 0) - agora).toBeLessThan(11 * 60_000);
  });

  it('expired by inactivity or by its absolute limit', async () => {
    const ociosa = await nova('sdr');
    await alterar(ociosa, { expires_at: new Date(Date.now() - 1000) });
    expect(await motivo(ociosa)).toBe('inatividade');

    const antiga = await nova('sdr');
    const criada = new Date(Date.now() - (t.app.config.sessionHours + 1) * HORA);
    await alterar(antiga, {
      created_at: criada,
      last_seen_at: new Date(criada.getTime() + (t.app.config.sessionHours - 1) * HORA),
      expires_at: new Date(criada.getTime() + t.app.config.sessionHours * HORA),
    });
    expect(await motivo(antiga)).toBe('expirada');
  });

  it('the account blocked; nothing after a logout or for a cookie the server never made', async () => {
    const usuario = await createUsuario(
      t.db,
      { username: 'bloqueada', nome: 'Bia', sobrenome: 'Bloqueada', email: 'bia@agencia-demo.com.br' },
      { by: null },
    );
    ids.bloqueada = usuario.id;
    const token = await nova('bloqueada');
    await t.db.update(usuarios).set({ bloqueado_em: new Date() }).where(eq(usuarios.id, ids.bloqueada));
    expect(await motivo(token)).toBe('bloqueio');

    const saiu = await nova('sdr');
    expect((await como(saiu, 'POST', '/api/logout/')).statusCode).toBe(200);
    expect(await motivo(saiu)).toBeUndefined();
    expect(await motivo('x'.repeat(43))).toBeUndefined();
  });
});
