import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { SENHA_MESSAGES } from '@skyler/domain/senha';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth_eventos, logs, senha_links, sessoes, usuarios } from '../../db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../../platform/sessions.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { AUTH_LIMITS } from '../auth/auth.limits.ts';
import { criarLinkSenha, SENHA_LINK_INVALIDO } from './senha-links.ts';

const ids: Record<string, number> = {};
const FORTE = 'cavalo bateria grampo';
const DEMO = 'demo1234';

usarApp();

beforeAll(async () => {
  for (const row of await t.db.select({ id: usuarios.id, username: usuarios.username }).from(usuarios)) {
    ids[row.username] = row.id;
  }
});
beforeEach(async () => {
  await t.db.delete(auth_eventos);
  await t.db.delete(senha_links);
  await t.db.update(usuarios).set({ ativo: true, bloqueado_em: null });
  await t.enviarEmails();
  t.mailer.sent.length = 0;
});

const idDe = (username: string) => ids[username] ?? 0;

function linkDoEmail(index = -1): string {
  const text = t.mailer.sent.at(index)?.text ?? '';
  const match = /\/senha\/definir\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link e-mailed (${text})`);
  return decodeURIComponent(match[1]);
}

/** The request, then the outbox sent: `t.mailer.sent` holds what it e-mailed. */
async function esqueci(login: string, remoteAddress = '10.1.0.1') {
  const response = await t.inject({
    method: 'POST',
    url: '/api/senha/esqueci/',
    payload: { login },
    remoteAddress,
  });
  await t.enviarEmails();
  return response;
}

const definir = (token: string, nova_senha: string, remoteAddress = '10.2.0.1') =>
  t.inject({ method: 'POST', url: '/api/senha/definir/', payload: { token, nova_senha }, remoteAddress });

const info = (token: string) =>
  t.inject({ method: 'GET', url: `/api/senha/definir/?token=${encodeURIComponent(token)}` });

const sessao = (username: string, userAgent = 'test') =>
  createSession(t.db, { usuarioId: idDe(username), ip: '10.9.9.9', userAgent, hours: 1 });

const comSessao = (token: string, url = '/api/users/me/sessoes/') =>
  t.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: token } });

const login = (username: string, password: string) =>
  t.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username, password },
    remoteAddress: '10.3.0.1',
  });

async function link(username: string, tipo: 'convite' | 'redefinicao', agora?: Date): Promise<string> {
  return t.db.transaction((tx) => criarLinkSenha(tx, { usuarioId: idDe(username), tipo, por: null, agora }));
}

describe('POST /api/senha/esqueci/', () => {
  it('answers a known and an unknown login alike, and e-mails a 1-hour link only to the known one', async () => {
    const conhecido = await esqueci('consultor');
    const desconhecido = await esqueci('ninguem-por-aqui');
    expect(conhecido.statusCode).toBe(200);
    expect(desconhecido.statusCode).toBe(conhecido.statusCode);
    expect(desconhecido.body).toBe(conhecido.body);
    expect(expectDetail(conhecido)).toBe(SENHA_MESSAGES.esqueciEnviado);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]?.to).toBe('consultor@agencia-demo.com.br');
    expect(t.mailer.sent[0]?.subject).toBe('Redefinição de senha do Skyler Back-office');
    const [row] = await t.db.select().from(senha_links);
    expect(row?.tipo).toBe('redefinicao');
    expect(row && (row.expires_at.getTime() - row.created_at.getTime()) / 3_600_000).toBeCloseTo(1, 5);
    const audit = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'senha_redefinicao_enviada'))
      .orderBy(logs.id);
    expect(audit.at(-1)?.meta).toMatchObject({ entidade: 'usuario', id: idDe('consultor') });
  });

  it('finds the account by e-mail too, in any case', async () => {
    const response = await esqueci('SDR@Agencia-Demo.com.br');
    expect(response.statusCode).toBe(200);
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['sdr@agencia-demo.com.br']);
  });

  it('answers a deactivated or blocked account alike and sends nothing', async () => {
    await t.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.username, 'emissor'));
    await t.db.update(usuarios).set({ bloqueado_em: new Date() }).where(eq(usuarios.username, 'cotador'));
    const ativo = await esqueci('consultor');
    t.mailer.sent.length = 0;
    const inativo = await esqueci('emissor');
    const bloqueado = await esqueci('cotador');
    expect([inativo.statusCode, bloqueado.statusCode]).toEqual([200, 200]);
    expect(inativo.body).toBe(ativo.body);
    expect(bloqueado.body).toBe(ativo.body);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('is limited per login and address like the login, with the same answer for unknown logins', async () => {
    for (let i = 0; i < AUTH_LIMITS.resetRequestsPerLoginAndIp; i++) {
      expect((await esqueci('consultor', '10.6.6.6')).statusCode).toBe(200);
      expect((await esqueci('fantasma', '10.6.6.6')).statusCode).toBe(200);
    }
    const conhecido = await esqueci('consultor', '10.6.6.6');
    const desconhecido = await esqueci('fantasma', '10.6.6.6');
    expect([conhecido.statusCode, desconhecido.statusCode]).toEqual([429, 429]);
    expect(conhecido.body).toBe(desconhecido.body);
    expect(expectDetail(conhecido)).toBe(AUTH_MESSAGES.tooManyAttempts);
    // the owner, at another address, still gets a link
    t.mailer.sent.length = 0;
    expect((await esqueci('consultor', '10.0.0.7')).statusCode).toBe(200);
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('validates the body in pt-BR', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/senha/esqueci/', payload: { login: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.login).toEqual([SENHA_MESSAGES.loginObrigatorio]);
  });
});

describe('POST /api/senha/definir/', () => {
  it('sets the password from the e-mailed link once; the old one stops working', async () => {
    await esqueci('consultor');
    const token = linkDoEmail();
    const lido = await info(token);
    expect(lido.statusCode).toBe(200);
    expect(lido.json()).toMatchObject({ username: 'consultor', tipo: 'redefinicao' });

    const ok = await definir(token, FORTE);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(expectDetail(ok)).toBe(SENHA_MESSAGES.definida);

    const again = await definir(token, `${FORTE} 2`);
    expect(again.statusCode).toBe(400);
    expect(expectDetail(again)).toBe(SENHA_LINK_INVALIDO);
    expect(expectDetail(await info(token))).toBe(SENHA_LINK_INVALIDO);

    expect((await login('consultor', DEMO)).statusCode).toBe(400);
    expect((await login('consultor', FORTE)).statusCode).toBe(200);

    const [audit] = await t.db.select().from(logs).where(eq(logs.tipo, 'senha_definida'));
    expect(audit?.meta).toMatchObject({ entidade: 'usuario', id: idDe('consultor'), link: 'redefinicao' });
    const [row] = await t.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.id, idDe('consultor')));
    expect(JSON.stringify(audit)).not.toContain(row?.senha_hash ?? 'x');
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('refuses an expired link (1 h for a reset, 48 h for an invitation)', async () => {
    const reset = await link('sdr', 'redefinicao', new Date(Date.now() - 61 * 60_000));
    const convite = await link('cotador', 'convite', new Date(Date.now() - 49 * 3_600_000));
    for (const token of [reset, convite]) {
      expect(expectDetail(await info(token))).toBe(SENHA_LINK_INVALIDO);
      const response = await definir(token, FORTE);
      expect(response.statusCode).toBe(400);
      expect(expectDetail(response)).toBe(SENHA_LINK_INVALIDO);
    }
    const valido = await link('cotador', 'convite', new Date(Date.now() - 47 * 3_600_000));
    expect((await definir(valido, FORTE)).statusCode).toBe(200);
  });

  it('refuses an unknown token, and a deactivated or blocked account with the same message', async () => {
    expect(expectDetail(await definir('nao-existe', FORTE))).toBe(SENHA_LINK_INVALIDO);
    const inativo = await link('emissor', 'convite');
    const bloqueado = await link('financeiro', 'redefinicao');
    await t.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.username, 'emissor'));
    await t.db.update(usuarios).set({ bloqueado_em: new Date() }).where(eq(usuarios.username, 'financeiro'));
    for (const token of [inativo, bloqueado]) {
      expect(expectDetail(await info(token))).toBe(SENHA_LINK_INVALIDO);
      const response = await definir(token, FORTE);
      expect(response.statusCode).toBe(400);
      expect(expectDetail(response)).toBe(SENHA_LINK_INVALIDO);
    }
  });

  it('ends every session of the user', async () => {
    const aberta = await sessao('milhas');
    expect((await comSessao(aberta)).statusCode).toBe(200);
    const token = await link('milhas', 'redefinicao');
    expect((await definir(token, FORTE)).statusCode).toBe(200);
    expect((await comSessao(aberta)).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(sessoes)
        .where(eq(sessoes.usuario_id, idDe('milhas'))),
    ).toHaveLength(0);
  });

  it('gives each policy message on nova_senha and leaves the link open', async () => {
    await t.db
      .update(usuarios)
      .set({ email: 'carla.mendes@agencia.com.br' })
      .where(eq(usuarios.username, 'milhas'));
    const token = await link('milhas', 'convite');
    const casos: [string, string][] = [
      ['curta123', SENHA_MESSAGES.curta],
      ['xMiLhAs-2024-zebra!', SENHA_MESSAGES.contemLogin],
      ['Carla.Mendes@Agencia.com.br!', SENHA_MESSAGES.contemEmail],
      ['zebra-carla.mendes-77', SENHA_MESSAGES.contemEmail],
      ['senha123456', SENHA_MESSAGES.fraca],
      ['qwertyuiop123', SENHA_MESSAGES.fraca],
      ['flamengo2024', SENHA_MESSAGES.fraca],
    ];
    for (const [senha, mensagem] of casos) {
      const response = await definir(token, senha);
      expect(response.statusCode, senha).toBe(400);
      expect(response.json().errors, senha).toEqual({ nova_senha: [mensagem] });
    }
    const vazio = await definir(token, '');
    expect(vazio.json().errors.nova_senha).toEqual([SENHA_MESSAGES.obrigatoria]);
    expect((await definir(token, FORTE)).statusCode).toBe(200);
  });
});

describe('POST /api/users/me/senha/', () => {
  const trocar = (token: string, senha_atual: string, nova_senha: string) =>
    t.inject({
      method: 'POST',
      url: '/api/users/me/senha/',
      payload: { senha_atual, nova_senha },
      cookies: { [SESSION_COOKIE]: token },
    });

  it('refuses a wrong current password with a message on senha_atual', async () => {
    const atual = await sessao('financeiro');
    const response = await trocar(atual, 'errada', FORTE);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ senha_atual: [SENHA_MESSAGES.atualIncorreta] });
    expect((await login('financeiro', DEMO)).statusCode).toBe(200);
  });

  it('applies the policy to the new password', async () => {
    const atual = await sessao('financeiro');
    const response = await trocar(atual, DEMO, 'financeiro-2024');
    expect(response.json().errors).toEqual({ nova_senha: [SENHA_MESSAGES.contemLogin] });
  });

  it('changes it and ends the other sessions only', async () => {
    const atual = await sessao('emissor');
    const outra = await sessao('emissor');
    const ok = await trocar(atual, DEMO, FORTE);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(expectDetail(ok)).toBe(SENHA_MESSAGES.alterada);
    const encerrada = await comSessao(outra);
    expect(encerrada.statusCode).toBe(401);
    expect(encerrada.json().sessao_encerrada).toBe('senha_alterada');
    expect((await comSessao(atual)).statusCode).toBe(200);
    expect((await login('emissor', FORTE)).statusCode).toBe(200);
    const [audit] = await t.db.select().from(logs).where(eq(logs.tipo, 'senha_alterada'));
    expect(audit?.meta).toMatchObject({ id: idDe('emissor'), sessoes_encerradas: 1 });
  });

  it('is for signed-in users of every kind', async () => {
    const anonimo = await t.inject({
      method: 'POST',
      url: '/api/users/me/senha/',
      payload: { senha_atual: DEMO, nova_senha: FORTE },
    });
    expect(anonimo.statusCode).toBe(401);
    const cliente = await t.injectAs('cliente', {
      method: 'POST',
      url: '/api/users/me/senha/',
      payload: { senha_atual: 'errada', nova_senha: FORTE },
    });
    expect(cliente.statusCode).toBe(400);
    expect(cliente.json().errors).toEqual({ senha_atual: [SENHA_MESSAGES.atualIncorreta] });
  });
});
