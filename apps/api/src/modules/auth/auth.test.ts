import { AUTH_MESSAGES, otpWrongMessage } from '@skyler/domain/auth';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { auth_eventos, login_tentativas, logs, sessoes, usuarios } from '../../db/schema/index.ts';
import { createSession } from '../../platform/sessions.ts';
import { createTestApp, csrfPara, expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { AUTH_LIMITS } from './auth.limits.ts';
import { ATTEMPT_COOKIE } from './auth.routes.ts';

usarApp();
beforeEach(async () => {
  await t.db.delete(auth_eventos);
  await t.db.delete(login_tentativas);
  await t.db.update(usuarios).set({ bloqueado_em: null });
  await t.enviarEmails();
  t.mailer.sent.length = 0;
});

function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

async function login(username = 'consultor', password = 'demo1234', remoteAddress = '10.0.0.1') {
  return t.inject({ method: 'POST', url: '/api/login/', payload: { username, password }, remoteAddress });
}

/** What the outbox sent so far. */
async function sent() {
  await t.enviarEmails();
  return t.mailer.sent;
}

/** The code of the last e-mail sent: in its body only. */
async function lastCode(): Promise<string> {
  const text = (await sent()).at(-1)?.text ?? '';
  const match = /Seu código de acesso é (\d+)\./.exec(text);
  if (!match?.[1]) throw new Error('no code e-mailed');
  return match[1];
}

function wrongCode(code: string): string {
  return code === '0000' ? '0001' : '0000';
}

async function verify(attempt: string | undefined, otp: string, remoteAddress = '10.0.0.1') {
  return t.inject({
    method: 'POST',
    url: '/api/otp_verification/',
    payload: { otp },
    remoteAddress,
    cookies: attempt ? { [ATTEMPT_COOKIE]: attempt } : {},
  });
}

describe('login with password and e-mailed code', () => {
  it('e-mails a 4-digit code and opens a session only after the code', async () => {
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      authenticated: false,
      otp_pending: true,
      otp_digits: 4,
      user: null,
    });
    expect(await sent()).toHaveLength(1);
    expect(t.mailer.sent[0]?.to).toBe('consultor@agencia-demo.com.br');
    const code = await lastCode();
    expect(code).toMatch(/^\d{4}$/);
    const attempt = cookieOf(first, ATTEMPT_COOKIE);
    const attemptCookie = first.cookies.find((c) => c.name === ATTEMPT_COOKIE);
    expect(attemptCookie?.httpOnly).toBe(true);

    const pending = await t.inject({
      method: 'GET',
      url: '/api/whoami/',
      cookies: { [ATTEMPT_COOKIE]: attempt ?? '' },
    });
    expect(pending.json()).toMatchObject({ authenticated: false, otp_pending: true });

    const ok = await verify(attempt, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ authenticated: true, user: { username: 'consultor', nome: 'Carlos' } });
    const session = ok.cookies.find((c) => c.name === 'sessionid');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    const me = await t.inject({
      method: 'GET',
      url: '/api/whoami/',
      cookies: { sessionid: session?.value ?? '' },
    });
    expect(me.json()).toMatchObject({ authenticated: true, user: { username: 'consultor' } });
    const [stored] = await t.db.select().from(login_tentativas);
    expect(stored?.codigo_hash).not.toContain(code);
    const loginLogs = await t.db.select().from(logs).where(eq(logs.tipo, 'login'));
    expect(loginLogs.length).toBeGreaterThan(0);
  });

  it('refuses a wrong password or an unknown user with the same message', async () => {
    const wrong = await login('consultor', 'errada');
    const unknown = await login('ninguem', 'demo1234');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(expectDetail(wrong)).toBe(AUTH_MESSAGES.loginFailed);
    expect(expectDetail(unknown)).toBe(AUTH_MESSAGES.loginFailed);
    expect(await sent()).toHaveLength(0);
  });

  it('validates the body in pt-BR', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/login/', payload: { username: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toEqual(['Informe o login.']);
    const bad = await t.inject({ method: 'POST', url: '/api/otp_verification/', payload: { otp: 'abcd' } });
    expect(bad.statusCode).toBe(400);
    expect(expectDetail(bad)).toBe('O código deve conter apenas dígitos.');
  });

  it('uses a code once only', async () => {
    const first = await login();
    const attempt = cookieOf(first, ATTEMPT_COOKIE);
    const code = await lastCode();
    expect((await verify(attempt, code)).statusCode).toBe(200);
    const again = await verify(attempt, code);
    expect(again.statusCode).toBe(400);
    expect(expectDetail(again)).toBe(AUTH_MESSAGES.otpInvalid);
  });

  it('binds the code to its attempt: a new code kills the old one', async () => {
    const first = await login();
    const firstAttempt = cookieOf(first, ATTEMPT_COOKIE);
    const firstCode = await lastCode();
    const second = await login();
    const secondAttempt = cookieOf(second, ATTEMPT_COOKIE);
    const secondCode = await lastCode();
    expect(expectDetail(await verify(firstAttempt, firstCode))).toBe(AUTH_MESSAGES.otpInvalid);
    // the right code from another attempt's cookie is refused too
    expect(
      (await verify(secondAttempt, firstCode === secondCode ? wrongCode(secondCode) : firstCode)).statusCode,
    ).toBe(400);
    expect((await verify(undefined, secondCode)).statusCode).toBe(400);
  });

  it('expires the code after 60 seconds', async () => {
    const first = await login();
    const attempt = cookieOf(first, ATTEMPT_COOKIE);
    const [row] = await t.db.select().from(login_tentativas);
    expect(row && (row.expires_at.getTime() - row.created_at.getTime()) / 1000).toBeCloseTo(
      AUTH_LIMITS.codeTtlSeconds,
      0,
    );
    await t.db.update(login_tentativas).set({ expires_at: new Date(Date.now() - 1000) });
    const response = await verify(attempt, await lastCode());
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(AUTH_MESSAGES.otpInvalid);
  });

  it('allows at most 3 tries per code, saying how many are left while the code is valid', async () => {
    const first = await login();
    const attempt = cookieOf(first, ATTEMPT_COOKIE);
    const code = await lastCode();
    const answers = [];
    for (let i = 0; i < AUTH_LIMITS.triesPerCode; i++) {
      const response = await verify(attempt, wrongCode(code));
      expect(response.statusCode).toBe(400);
      answers.push(response.json());
    }
    expect(answers).toEqual([
      { detail: 'Código incorreto. Restam 2 tentativas.', tentativas_restantes: 2 },
      { detail: 'Código incorreto. Resta 1 tentativa.', tentativas_restantes: 1 },
      // the last try spent: only a new login sends another code
      { detail: AUTH_MESSAGES.otpInvalid, tentativas_restantes: 0 },
    ]);
    const right = await verify(attempt, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalid, tentativas_restantes: 0 });
  });

  it('takes the right code after a wrong one while tries are left', async () => {
    const attempt = cookieOf(await login(), ATTEMPT_COOKIE);
    const code = await lastCode();
    const wrong = await verify(attempt, wrongCode(code));
    expect(wrong.json()).toEqual({
      detail: otpWrongMessage(AUTH_LIMITS.triesPerCode - 1),
      tentativas_restantes: AUTH_LIMITS.triesPerCode - 1,
    });
    expect((await verify(attempt, code)).statusCode).toBe(200);
  });

  it('answers 0 tries left for an expired code or one without its attempt', async () => {
    const attempt = cookieOf(await login(), ATTEMPT_COOKIE);
    const code = await lastCode();
    const semTentativa = await verify(undefined, code);
    expect(semTentativa.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalid, tentativas_restantes: 0 });
    await t.db.update(login_tentativas).set({ expires_at: new Date(Date.now() - 1000) });
    const expirado = await verify(attempt, wrongCode(code));
    expect(expirado.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalid, tentativas_restantes: 0 });
  });

  it('sends at most 3 codes per account in 15 minutes', async () => {
    for (let i = 0; i < AUTH_LIMITS.codesPerAccount; i++) expect((await login()).statusCode).toBe(200);
    const fourth = await login('consultor', 'demo1234', '10.0.0.2');
    expect(fourth.statusCode).toBe(429);
    expect(expectDetail(fourth)).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(await sent()).toHaveLength(AUTH_LIMITS.codesPerAccount);
  });

  it('answers a limited account alike for a right and a wrong password', async () => {
    for (let i = 0; i < AUTH_LIMITS.codesPerAccount; i++) expect((await login()).statusCode).toBe(200);
    const right = await login('consultor', 'demo1234', '10.0.0.3');
    const wrong = await login('consultor', 'errada', '10.0.0.3');
    expect([right.statusCode, wrong.statusCode]).toEqual([429, 429]);
    expect(right.body).toBe(wrong.body);
  });

  it('limits wrong passwords per login and address, then per login, and an admin’s unlock clears them', async () => {
    for (let i = 0; i < AUTH_LIMITS.passwordFailuresPerLoginAndIp; i++) {
      expect((await login('consultor', 'errada', '10.6.6.6')).statusCode).toBe(400);
    }
    const fromAttacker = [
      await login('consultor', 'demo1234', '10.6.6.6'),
      await login('consultor', 'x', '10.6.6.6'),
    ];
    expect(fromAttacker.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(fromAttacker[0]?.body).toBe(fromAttacker[1]?.body);
    // the owner, at another address, still gets in
    expect((await login('consultor', 'demo1234', '10.0.0.1')).statusCode).toBe(200);

    const spread = AUTH_LIMITS.passwordFailuresPerLogin - AUTH_LIMITS.passwordFailuresPerLoginAndIp;
    for (let i = 0; i < spread; i++) await login('consultor', 'errada', `10.7.${Math.floor(i / 9)}.${i % 9}`);
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
    expect((await login('consultor', 'demo1234', '10.0.0.9')).statusCode).toBe(429);

    const unlock = await t.injectAs('admin', { method: 'POST', url: `/api/users/${row?.id}/desbloquear/` });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await login('consultor', 'demo1234', '10.0.0.9')).statusCode).toBe(200);
  });

  it('locks the account after 10 wrong codes in 24 hours until an admin unlocks it', async () => {
    let failures = 0;
    let last: LightMyRequestResponse | undefined;
    while (failures < AUTH_LIMITS.codeFailuresToLock) {
      await t.db.delete(auth_eventos).where(eq(auth_eventos.tipo, 'codigo_enviado'));
      const attempt = cookieOf(await login(), ATTEMPT_COOKIE);
      const code = await lastCode();
      for (let i = 0; i < AUTH_LIMITS.triesPerCode && failures < AUTH_LIMITS.codeFailuresToLock; i++) {
        last = await verify(attempt, wrongCode(code));
        failures++;
      }
    }
    // the code that locked the account had tries left, but it is dead now: log in again (and be refused)
    expect(AUTH_LIMITS.codeFailuresToLock % AUTH_LIMITS.triesPerCode).not.toBe(0);
    expect(last?.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalid, tentativas_restantes: 0 });
    const [locked] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
    expect(locked?.bloqueado_em).toBeInstanceOf(Date);
    expect((await sent()).at(-1)?.subject).toBe('Sua conta foi bloqueada');
    expect((await t.db.select().from(logs).where(eq(logs.tipo, 'usuario_bloqueado'))).length).toBe(1);

    const whileLocked = await login();
    expect(expectDetail(whileLocked)).toBe(AUTH_MESSAGES.loginFailed);

    const denied = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/users/${locked?.id}/desbloquear/`,
    });
    expect(denied.statusCode).toBe(401);
    const forbidden = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/users/${locked?.id}/desbloquear/`,
    });
    expect(forbidden.statusCode).toBe(403);
    const unlocked = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/users/${locked?.id}/desbloquear/`,
    });
    expect(unlocked.statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'usuario_desbloqueado'))
      .orderBy(logs.id);
    expect(audit[0]?.dados).toMatchObject({ depois: { bloqueado_em: null } });
    expect((await login()).statusCode).toBe(200);
  });

  it('keeps limits per client address and ignores a forged X-Forwarded-For', async () => {
    for (let i = 0; i < AUTH_LIMITS.passwordFailuresPerIp; i++) {
      await t.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: `user${i}`, password: 'x' },
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    }
    const blocked = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'consultor', password: 'demo1234' },
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(blocked.statusCode).toBe(429);
    expect((await login('consultor', 'demo1234', '10.9.9.10')).statusCode).toBe(200);
  });

  it('logs out and forgets the session', async () => {
    const attempt = cookieOf(await login(), ATTEMPT_COOKIE);
    const ok = await verify(attempt, await lastCode());
    const session = cookieOf(ok, 'sessionid') ?? '';
    const out = await t.inject({ method: 'POST', url: '/api/logout/', cookies: { sessionid: session } });
    expect(out.json()).toMatchObject({ authenticated: false });
    const rows = await t.db.select().from(sessoes);
    expect(rows.find((r) => r.usuario_id === ok.json().user.id && r.user_agent !== 'test')).toBeUndefined();
    const me = await t.inject({ method: 'GET', url: '/api/whoami/', cookies: { sessionid: session } });
    expect(me.json()).toMatchObject({ authenticated: false, user: null });
  });

  it('tells the screens whether the signed-in user is an administrator', async () => {
    const admin = await t.injectAs('admin', { method: 'GET', url: '/api/whoami/' });
    expect(admin.json().user).toMatchObject({ username: 'admin', is_superuser: true });
    const consultor = await t.injectAs('consultor', { method: 'GET', url: '/api/whoami/' });
    expect(consultor.json().user).toMatchObject({ username: 'consultor', is_superuser: false });
  });
});

describe('csrf', () => {
  it('sets the csrftoken cookie on a GET and refuses unsafe methods without the header', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/whoami/' });
    const token = cookieOf(get, 'csrftoken');
    expect(token).toBeTruthy();
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'consultor', password: 'demo1234' },
      cookies: { csrftoken: token ?? '' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(expectDetail(noHeader)).toBe(AUTH_MESSAGES.csrf);
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'consultor', password: 'demo1234' },
      cookies: { csrftoken: token ?? '' },
      headers: { 'x-csrftoken': token ?? '' },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  /** A POST the app accepts only with the CSRF pair of this session: the logout, harmless to repeat. */
  const logout = (session: string, csrf: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      cookies: { sessionid: session, csrftoken: csrf },
      headers: { 'x-csrftoken': csrf },
    });

  it('refuses the token of one session on another, which lives on', async () => {
    const [consultor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
    const abrir = () =>
      createSession(t.db, { usuarioId: consultor?.id ?? 0, ip: '127.0.0.1', userAgent: 'test', hours: 1 });
    const a = await abrir();
    const b = await abrir();
    const deA = cookieOf(
      await t.app.inject({ method: 'GET', url: '/api/whoami/', cookies: { sessionid: a } }),
      'csrftoken',
    );
    expect(deA).toBeTruthy();
    const recusado = await logout(b, deA ?? '');
    expect(recusado.statusCode).toBe(403);
    expect(expectDetail(recusado)).toBe(AUTH_MESSAGES.csrf);
    const me = await t.app.inject({ method: 'GET', url: '/api/whoami/', cookies: { sessionid: b } });
    expect(me.json().authenticated).toBe(true);
    // nor one made with another key, nor one before sign-in
    const [nonce] = (deA ?? '').split('.');
    expect((await logout(a, `${nonce}.${'A'.repeat(43)}`)).statusCode).toBe(403);
    expect((await logout(a, csrfPara())).statusCode).toBe(403);
    expect((await logout(a, deA ?? '')).statusCode).toBe(200);
  });

  it('gives a token for the new session at sign-in and a GET replaces one of another session', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/whoami/' });
    const antes = cookieOf(get, 'csrftoken') ?? '';
    const first = await login();
    const entrou = await verify(cookieOf(first, ATTEMPT_COOKIE), await lastCode());
    expect(entrou.statusCode).toBe(200);
    const session = cookieOf(entrou, 'sessionid') ?? '';
    const depois = cookieOf(entrou, 'csrftoken') ?? '';
    expect(depois).not.toBe('');
    expect((await logout(session, antes)).statusCode).toBe(403);
    // a page opened with the old token gets one for its session on its next read
    const lido = await t.app.inject({
      method: 'GET',
      url: '/api/whoami/',
      cookies: { sessionid: session, csrftoken: antes },
    });
    const novo = cookieOf(lido, 'csrftoken') ?? '';
    expect(novo).not.toBe('');
    expect(novo).not.toBe(antes);
    const saiu = await logout(session, depois);
    expect(saiu.statusCode).toBe(200);
    // and the sign-out gives one for no session, which the next sign-in accepts
    const anonimo = cookieOf(saiu, 'csrftoken') ?? '';
    const denovo = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'consultor', password: 'demo1234' },
      cookies: { csrftoken: anonimo },
      headers: { 'x-csrftoken': anonimo },
    });
    expect(denovo.statusCode).toBe(200);
  });
});

describe('csrf over HTTPS (COOKIE_SECURE)', () => {
  it('uses the __Host- cookie, Secure, for the whole site, and ignores a plain one', async () => {
    const https = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const get = await https.app.inject({ method: 'GET', url: '/api/whoami/' });
      const cookie = get.cookies.find((c) => c.name === '__Host-csrftoken');
      expect(cookie).toMatchObject({ secure: true, path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(get.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
      const token = cookie?.value ?? '';
      const entrar = (cookies: Record<string, string>) =>
        https.app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { username: 'consultor', password: 'demo1234' },
          cookies,
          headers: { 'x-csrftoken': token },
        });
      expect((await entrar({ csrftoken: token })).statusCode).toBe(403);
      expect((await entrar({ '__Host-csrftoken': token })).statusCode).toBe(200);
    } finally {
      await https.close();
    }
  });
});
