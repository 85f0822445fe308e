import { AUTH_MESSAGES } from '@skyler/domain/auth';
import {
  USUARIO_MESSAGES as M,
  MODELOS_USUARIO,
  papeisDoModelo,
  type UsuarioAdmin,
} from '@skyler/domain/usuarios';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth_eventos, contatos, logs, sessoes, usuarios } from '../../db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../../platform/sessions.ts';
import { expectDetail, type TestApp } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { lerLinkSenha } from '../senha/senha-links.ts';

usarApp();

const NOVO = {
  username: 'joana.vendas',
  nome: 'Joana',
  sobrenome: 'Vendas',
  email: 'joana@agencia-demo.com.br',
  is_staff: true,
  perfil_user: ['consultor'],
  pertencente: ['vendas_1'],
  authorized_restricted_routes: ['notificacoes'],
  consultor: true,
  cotador: false,
  sdr: false,
  consultores_extra: [],
  cotador_extra: [],
  emissores_extra: [],
};

/** A request as the administrator, then the outbox sent: `t.mailer.sent` holds what it e-mailed. */
async function admin(options: Parameters<TestApp['inject']>[0]) {
  const response = await t.injectAs('admin', options);
  await t.enviarEmails();
  return response;
}

async function idDe(username: string): Promise<number> {
  const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** The token of the last invitation e-mailed to `to`, read from the link in its text. */
function tokenDoConvite(to: string): string {
  const message = t.mailer.sent.filter((m) => m.to === to).at(-1);
  const match = /\/senha\/definir\?token=([^\s]+)/.exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation e-mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** A session of any account, for a request as that user. */
async function sessaoDe(usuarioId: number): Promise<Record<string, string>> {
  const token = await createSession(t.db, { usuarioId, ip: '127.0.0.1', userAgent: 'test', hours: 1 });
  return { [SESSION_COOKIE]: token };
}

const login = (username: string, password = 'demo1234') =>
  t.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username, password },
    remoteAddress: '10.9.9.9',
  });

describe('access to the administration of users', () => {
  const rotas = [
    { method: 'GET', url: '/api/users/' },
    { method: 'GET', url: '/api/users/1/' },
    { method: 'PUT', url: '/api/users/1/', payload: NOVO },
    { method: 'POST', url: '/api/users/', payload: NOVO },
    { method: 'POST', url: '/api/users/1/convite/' },
    { method: 'POST', url: '/api/users/1/desativar/' },
    { method: 'POST', url: '/api/users/1/reativar/' },
    { method: 'POST', url: '/api/users/1/encerrar-sessoes/' },
    { method: 'GET', url: '/api/contatos/1/conta-cliente/' },
    { method: 'POST', url: '/api/contatos/1/conta-cliente/' },
  ] as const;

  it.each(['consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas', 'cliente'])(
    'refuses %s on every route with 403, changing nothing',
    async (role) => {
      const antes = await t.db.select({ n: sql<number>`count(*)::int` }).from(usuarios);
      for (const rota of rotas) {
        const response = await t.injectAs(role, { ...rota });
        expect(response.statusCode, `${rota.method} ${rota.url}`).toBe(403);
        expect(expectDetail(response)).toBe(AUTH_MESSAGES.forbidden);
      }
      const depois = await t.db.select({ n: sql<number>`count(*)::int` }).from(usuarios);
      expect(depois).toEqual(antes);
    },
  );

  it('asks a visitor to sign in', async () => {
    for (const rota of rotas) expect((await t.inject({ ...rota })).statusCode).toBe(401);
  });
});

describe('list and page of a user', () => {
  it('lists active users by default, searches login, name and e-mail, and filters inactive ones', async () => {
    const ativos = await admin({ method: 'GET', url: '/api/users/' });
    expect(ativos.statusCode).toBe(200);
    const lista = ativos.json() as { usuarios: UsuarioAdmin[]; pages: number };
    expect(lista.pages).toBeGreaterThanOrEqual(1);
    expect(lista.usuarios.every((u) => u.ativo)).toBe(true);
    expect(lista.usuarios.map((u) => u.username)).toContain('financeiro');
    expect(JSON.stringify(lista)).not.toContain('senha_hash');

    const porNome = (await admin({ method: 'GET', url: '/api/users/?search=fernanda' })).json();
    expect(porNome.usuarios.map((u: UsuarioAdmin) => u.username)).toEqual(['financeiro']);
    const porEmail = (await admin({ method: 'GET', url: '/api/users/?search=milhas@agencia' })).json();
    expect(porEmail.usuarios.map((u: UsuarioAdmin) => u.username)).toEqual(['milhas']);
    const nada = (await admin({ method: 'GET', url: '/api/users/?search=%25' })).json();
    expect(nada.usuarios).toEqual([]);

    const inativos = (await admin({ method: 'GET', url: '/api/users/?ativo=false' })).json();
    expect(inativos.usuarios.every((u: UsuarioAdmin) => !u.ativo)).toBe(true);
    const todos = (await admin({ method: 'GET', url: '/api/users/?ativo=todos' })).json();
    expect(todos.usuarios.length).toBeGreaterThanOrEqual(inativos.usuarios.length);
  });

  it('has demo users in every status: deactivated, invited and blocked', async () => {
    const um = async (search: string) =>
      (await admin({ method: 'GET', url: `/api/users/?ativo=todos&search=${search}` })).json().usuarios[0];
    expect(await um('rafael')).toMatchObject({ ativo: false, tem_senha: true });
    expect(await um('paula')).toMatchObject({ ativo: true, tem_senha: false, convite_pendente: true });
    expect(await um('bruno')).toMatchObject({ ativo: true, bloqueado: true });
    expect(expectDetail(await login('rafael'))).toBe(AUTH_MESSAGES.accountDisabled);
  });

  it('answers one user, and 404 for an unknown one', async () => {
    const response = await admin({ method: 'GET', url: `/api/users/${await idDe('consultor')}/` });
    expect(response.json()).toMatchObject({
      username: 'consultor',
      ativo: true,
      tem_senha: true,
      convite_pendente: false,
      convite_expira_em: null,
      perfil_user: ['consultor'],
    });
    const unknown = await admin({ method: 'GET', url: '/api/users/999999/' });
    expect(unknown.statusCode).toBe(404);
    expect(expectDetail(unknown)).toBe(M.naoEncontrado);
  });
});

describe('creating a user', () => {
  it.each(MODELOS_USUARIO.values)('accepts the roles of the %s template as they are', async (modelo) => {
    const papeis = papeisDoModelo(modelo);
    const response = await admin({
      method: 'POST',
      url: '/api/users/',
      payload: {
        username: `modelo.${modelo}`,
        nome: 'Modelo',
        sobrenome: MODELOS_USUARIO.label(modelo),
        email: `modelo.${modelo}@agencia-demo.com.br`,
        ...papeis,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().usuario).toMatchObject({ ...papeis, is_superuser: false });
  });

  it('makes the demo accounts of a role from its template', async () => {
    for (const modelo of ['consultor', 'cotador', 'emissor', 'financeiro', 'milhas'] as const) {
      const [row] = await t.db.select().from(usuarios).where(eq(usuarios.username, modelo));
      expect(row, modelo).toMatchObject(papeisDoModelo(modelo));
    }
  });

  it('creates a staff user without a password and e-mails a 48-hour invitation', async () => {
    const response = await admin({ method: 'POST', url: '/api/users/', payload: NOVO });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ detail: M.criado, convite_enviado: true });
    expect(body.usuario).toMatchObject({
      username: 'joana.vendas',
      cliente: false,
      is_superuser: false,
      tem_senha: false,
      convite_pendente: true,
      perfil_user: ['consultor'],
    });
    const horas = (Date.parse(body.usuario.convite_expira_em) - Date.now()) / 3_600_000;
    expect(horas).toBeGreaterThan(47);
    expect(horas).toBeLessThanOrEqual(48);
    const link = await lerLinkSenha(t.db, tokenDoConvite(NOVO.email));
    expect(link).toMatchObject({ usuario_id: body.usuario.id, tipo: 'convite' });

    // nobody signs in before the link is used, whatever the password
    const refused = await login('joana.vendas', '');
    expect(refused.statusCode).toBe(400);
    const refused2 = await login('joana.vendas', 'qualquer-coisa');
    expect(expectDetail(refused2)).toBe(AUTH_MESSAGES.loginFailed);

    const [audit] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'usuario_criado'), sql`${logs.meta}->>'id' = ${String(body.usuario.id)}`));
    expect(audit?.usuario).toBe(await idDe('admin'));
    expect(JSON.stringify(audit?.dados)).not.toContain('senha_hash');
  });

  it('refuses unknown profiles, departments and routes with a message on the field', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/users/',
      payload: {
        ...NOVO,
        username: 'outro',
        email: 'outro@agencia-demo.com.br',
        perfil_user: ['gerente'],
        pertencente: ['rh'],
        authorized_restricted_routes: ['painel-secreto'],
        telefone: { pais: 'BR', numero: '1198' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'telefone.numero': [VALIDACAO_MESSAGES.telefoneInvalido],
      perfil_user: [M.perfilInvalido('gerente')],
      pertencente: [M.departamentoInvalido('rh')],
      authorized_restricted_routes: [M.rotaInvalida('painel-secreto')],
    });
    const [criado] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'outro'));
    expect(criado).toBeUndefined();
  });

  it('refuses a login or e-mail already in use, in any case, with 409 on the field', async () => {
    const login = await admin({
      method: 'POST',
      url: '/api/users/',
      payload: { ...NOVO, username: 'Consultor', email: 'novo@agencia-demo.com.br' },
    });
    expect(login.statusCode).toBe(409);
    expect(login.json()).toEqual({ detail: M.usernameEmUso, errors: { username: [M.usernameEmUso] } });
    const email = await admin({
      method: 'POST',
      url: '/api/users/',
      payload: { ...NOVO, username: 'novo', email: 'SDR@agencia-demo.com.br' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().errors).toEqual({ email: [M.emailEmUso] });
  });

  it('refuses extra consultants, quoters or issuers that are not active staff', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/users/',
      payload: {
        ...NOVO,
        username: 'extra',
        email: 'extra@agencia-demo.com.br',
        consultores_extra: [await idDe('consultor')],
        cotador_extra: [999_999],
        emissores_extra: [await idDe('cliente')],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      cotador_extra: [M.extraInvalido],
      emissores_extra: [M.extraInvalido],
    });
  });

  it('creates the user with the mail server down: the invitation waits in the outbox and goes out later', async () => {
    const send = t.mailer.send;
    t.mailer.send = () => Promise.reject(new Error('smtp down'));
    try {
      const response = await admin({
        method: 'POST',
        url: '/api/users/',
        payload: { ...NOVO, username: 'sem.email', email: 'sem.email@agencia-demo.com.br' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ convite_enviado: true, detail: M.criado });
      expect(response.json().usuario.convite_pendente).toBe(true);
    } finally {
      t.mailer.send = send;
    }
    expect(() => tokenDoConvite('sem.email@agencia-demo.com.br')).toThrow();
    // the retry, once its wait is over
    await t.app.emails.processar(new Date(Date.now() + 60 * 60_000));
    const id = await idDe('sem.email');
    await expect(lerLinkSenha(t.db, tokenDoConvite('sem.email@agencia-demo.com.br'))).resolves.toMatchObject({
      usuario_id: id,
    });
  });

  it('sends a new invitation that voids the old link', async () => {
    const id = await idDe('joana.vendas');
    const antigo = tokenDoConvite(NOVO.email);
    const response = await admin({ method: 'POST', url: `/api/users/${id}/convite/` });
    expect(response.statusCode).toBe(200);
    expect(response.json().usuario.convite_pendente).toBe(true);
    const novo = tokenDoConvite(NOVO.email);
    expect(novo).not.toBe(antigo);
    await expect(lerLinkSenha(t.db, antigo)).rejects.toThrow();
    await expect(lerLinkSenha(t.db, novo)).resolves.toMatchObject({ usuario_id: id });
    const audit = await ultimoLog(t.db, 'usuario_convite_enviado');
    expect(audit?.meta).toMatchObject({ id });
  });
});

describe('editing a user', () => {
  it('saves every field and audits before and after without the password hash', async () => {
    const id = await idDe('cotador');
    const response = await admin({
      method: 'PUT',
      url: `/api/users/${id}/`,
      payload: {
        ...NOVO,
        username: 'cotador',
        nome: 'Caio',
        sobrenome: 'Cotador Sênior',
        email: 'cotador@agencia-demo.com.br',
        perfil_user: ['cotador', 'emissor'],
        pertencente: ['emissao'],
        cotador: true,
        consultor: false,
        emissores_extra: [await idDe('emissor')],
        telefone: { numero: '(11) 98123-9999' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sobrenome: 'Cotador Sênior',
      telefone: { pais: 'BR', codigo: '55', numero: '11981239999' },
      perfil_user: ['cotador', 'emissor'],
      pertencente: ['emissao'],
      emissores_extra: [await idDe('emissor')],
      tem_senha: true,
    });
    const audit = await ultimoLog(t.db, 'usuario_editado');
    expect(audit?.dados).toMatchObject({
      antes: { sobrenome: 'Cotador', telefone: { numero: '11981230004' } },
      depois: { sobrenome: 'Cotador Sênior', telefone: { numero: '11981239999' } },
    });
    expect(JSON.stringify(audit?.dados)).not.toContain('senha_hash');
  });

  it('refuses taking the login of another user', async () => {
    const response = await admin({
      method: 'PUT',
      url: `/api/users/${await idDe('cotador')}/`,
      payload: { ...NOVO, username: 'sdr', email: 'cotador@agencia-demo.com.br' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ username: [M.usernameEmUso] });
  });
});

describe('one’s own phone', () => {
  const meu = (username: string, payload?: Record<string, unknown>) =>
    t.injectAs(username, {
      method: payload === undefined ? 'GET' : 'PUT',
      url: '/api/users/me/telefone/',
      ...(payload === undefined ? {} : { payload }),
    });

  it('is read and changed by the staff member, checked and audited', async () => {
    const lido = await meu('emissor');
    expect(lido.statusCode, lido.body).toBe(200);
    expect(lido.json()).toEqual({ telefone: { pais: 'BR', codigo: '55', numero: '11981230005' } });

    const invalido = await meu('emissor', { telefone: { pais: 'BR', numero: '1198' } });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().errors).toEqual({ 'telefone.numero': [VALIDACAO_MESSAGES.telefoneInvalido] });

    const salvo = await meu('emissor', { telefone: { numero: '(21) 99876-5432' } });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(salvo.json()).toEqual({ telefone: { pais: 'BR', codigo: '55', numero: '21998765432' } });
    expect((await meu('emissor')).json()).toEqual(salvo.json());
    const [audit] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'usuario_editado'), eq(logs.usuario, await idDe('emissor'))))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(audit?.dados).toMatchObject({
      antes: { telefone: { numero: '11981230005' } },
      depois: { telefone: { numero: '21998765432' } },
    });

    const limpo = await meu('emissor', { telefone: null });
    expect(limpo.json()).toEqual({ telefone: null });
  });

  it('is refused to a customer account and asks a visitor to sign in', async () => {
    expect((await meu('cliente')).statusCode).toBe(403);
    expect((await meu('cliente', { telefone: null })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/users/me/telefone/' })).statusCode).toBe(401);
  });
});

describe('deactivation and sessions', () => {
  it('ends a live session at once, refuses the login with a clear message, and reactivates', async () => {
    const id = await idDe('milhas');
    expect((await t.injectAs('milhas', { method: 'GET', url: '/api/whoami/' })).json()).toMatchObject({
      authenticated: true,
    });
    expect((await t.injectAs('milhas', { method: 'GET', url: '/api/users/web_ativos/' })).statusCode).toBe(
      200,
    );

    const response = await admin({ method: 'POST', url: `/api/users/${id}/desativar/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ detail: M.desativado, usuario: { ativo: false } });

    const next = await t.injectAs('milhas', { method: 'GET', url: '/api/users/web_ativos/' });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ detail: AUTH_MESSAGES.notAuthenticated, sessao_encerrada: 'desativacao' });
    expect((await t.injectAs('milhas', { method: 'GET', url: '/api/whoami/' })).json()).toMatchObject({
      authenticated: false,
      sessao_encerrada: 'desativacao',
    });
    expect(await t.db.select().from(sessoes).where(eq(sessoes.usuario_id, id))).toEqual([]);

    // only the right password learns that the account was deactivated
    const right = await login('milhas');
    expect(right.statusCode).toBe(400);
    expect(expectDetail(right)).toBe(AUTH_MESSAGES.accountDisabled);
    const wrong = await login('milhas', 'senha-errada');
    expect(expectDetail(wrong)).toBe(AUTH_MESSAGES.loginFailed);
    expect(t.mailer.sent.some((m) => m.to === 'milhas@agencia-demo.com.br')).toBe(false);

    const twice = await admin({ method: 'POST', url: `/api/users/${id}/desativar/` });
    expect(twice.statusCode).toBe(409);
    expect(expectDetail(twice)).toBe(M.jaInativo);
    const invite = await admin({ method: 'POST', url: `/api/users/${id}/convite/` });
    expect(invite.statusCode).toBe(409);
    expect(expectDetail(invite)).toBe(M.conviteInativo);

    const back = await admin({ method: 'POST', url: `/api/users/${id}/reativar/` });
    expect(back.statusCode).toBe(200);
    expect(back.json().usuario.ativo).toBe(true);
    await t.db.delete(auth_eventos);
    const again = await login('milhas');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ otp_pending: true });
    const tipos = await t.db
      .select({ tipo: logs.tipo })
      .from(logs)
      .where(sql`${logs.meta}->>'id' = ${String(id)} and ${logs.tipo} like 'usuario_%ativado'`);
    expect(tipos.map((row) => row.tipo).sort()).toEqual(['usuario_desativado', 'usuario_reativado']);
  });

  it('keeps a deactivated user on the records they touched', async () => {
    const id = await idDe('consultor');
    const [antes] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(logs)
      .where(eq(logs.usuario, id));
    await admin({ method: 'POST', url: `/api/users/${id}/desativar/` });
    const [depois] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(logs)
      .where(eq(logs.usuario, id));
    expect(depois?.n).toBe(antes?.n);
    expect((await admin({ method: 'GET', url: `/api/users/${id}/` })).json().ativo).toBe(false);
    await admin({ method: 'POST', url: `/api/users/${id}/reativar/` });
  });

  it('ends every session of a user on an administrator’s request', async () => {
    const id = await idDe('sdr');
    expect((await t.injectAs('sdr', { method: 'GET', url: '/api/users/web_ativos/' })).statusCode).toBe(200);
    const response = await admin({ method: 'POST', url: `/api/users/${id}/encerrar-sessoes/` });
    expect(response.statusCode).toBe(200);
    expect(expectDetail(response)).toBe(M.sessoesEncerradas(1));
    const refused = await t.injectAs('sdr', { method: 'GET', url: '/api/users/web_ativos/' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().sessao_encerrada).toBe('administrador');
    expect(expectDetail(await admin({ method: 'POST', url: `/api/users/${id}/encerrar-sessoes/` }))).toBe(
      M.sessoesEncerradas(0),
    );
  });

  it('refuses an administrator deactivating themself', async () => {
    const response = await admin({ method: 'POST', url: `/api/users/${await idDe('admin')}/desativar/` });
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.desativarASiMesmo);
  });
});

describe('customer account of a contact', () => {
  async function contatoSemConta(comEmail: boolean) {
    const [contato] = await t.db
      .select()
      .from(contatos)
      .where(
        and(
          isNull(contatos.usuario_cliente),
          comEmail
            ? and(
                isNotNull(contatos.email),
                sql`lower(${contatos.email}) not in (select lower(email) from usuarios)`,
              )
            : isNull(contatos.email),
        ),
      )
      .limit(1);
    if (!contato) throw new Error('no demo contact fits');
    return contato;
  }

  it('creates the account with the contact’s e-mail as login, links it and invites', async () => {
    const contato = await contatoSemConta(true);
    const email = (contato.email ?? '').toLowerCase();
    const vazio = await admin({ method: 'GET', url: `/api/contatos/${contato.id}/conta-cliente/` });
    expect(vazio.json()).toEqual({ conta: null });

    const response = await admin({ method: 'POST', url: `/api/contatos/${contato.id}/conta-cliente/` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      detail: M.contaClienteCriada,
      convite_enviado: true,
      usuario: {
        username: email,
        email,
        nome: contato.nome,
        cliente: true,
        is_staff: false,
        tem_senha: false,
        convite_pendente: true,
      },
    });
    const usuarioId = response.json().usuario.id;
    const [ligado] = await t.db.select().from(contatos).where(eq(contatos.id, contato.id));
    expect(ligado?.usuario_cliente).toBe(usuarioId);
    await expect(lerLinkSenha(t.db, tokenDoConvite(email))).resolves.toMatchObject({ usuario_id: usuarioId });
    const conta = await admin({ method: 'GET', url: `/api/contatos/${contato.id}/conta-cliente/` });
    expect(conta.json().conta).toMatchObject({ id: usuarioId, username: email });

    const twice = await admin({ method: 'POST', url: `/api/contatos/${contato.id}/conta-cliente/` });
    expect(twice.statusCode).toBe(409);
    expect(expectDetail(twice)).toBe(M.contatoJaTemConta);
    const [audit] = await t.db.select().from(logs).where(eq(logs.tipo, 'contato_conta_cliente_criada'));
    expect(audit?.meta).toMatchObject({ entidade: 'contato', id: contato.id });
  });

  it('refuses a contact without e-mail, or whose e-mail is already an account', async () => {
    const semEmail = await contatoSemConta(false);
    const response = await admin({ method: 'POST', url: `/api/contatos/${semEmail.id}/conta-cliente/` });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(M.contatoSemEmail);

    const outro = await contatoSemConta(true);
    await t.db
      .update(contatos)
      .set({ email: 'FINANCEIRO@agencia-demo.com.br' })
      .where(eq(contatos.id, outro.id));
    const emUso = await admin({ method: 'POST', url: `/api/contatos/${outro.id}/conta-cliente/` });
    expect(emUso.statusCode).toBe(409);
    const [intacto] = await t.db.select().from(contatos).where(eq(contatos.id, outro.id));
    expect(intacto?.usuario_cliente).toBeNull();

    expect((await admin({ method: 'POST', url: '/api/contatos/999999/conta-cliente/' })).statusCode).toBe(
      404,
    );
  });
});

// last: the first administrator's sessions end when it is deactivated here
describe('the last administrator', () => {
  it('cannot lose the administrator profile, and another administrator lets the first go', async () => {
    const adminId = await idDe('admin');
    const adminBody = {
      ...NOVO,
      username: 'admin',
      nome: 'Ana',
      sobrenome: 'Administradora',
      email: 'admin@agencia-demo.com.br',
    };
    const last = await admin({
      method: 'PUT',
      url: `/api/users/${adminId}/`,
      payload: { ...adminBody, is_superuser: false },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      detail: M.ultimoAdministrador,
      errors: { is_superuser: [M.ultimoAdministrador] },
    });
    const [ainda] = await t.db.select().from(usuarios).where(eq(usuarios.id, adminId));
    expect(ainda?.is_superuser).toBe(true);

    // a second administrator: now the first may be deactivated, and the second is the last
    const criado = await admin({
      method: 'POST',
      url: '/api/users/',
      payload: {
        ...NOVO,
        username: 'beatriz.admin',
        email: 'beatriz@agencia-demo.com.br',
        is_superuser: true,
      },
    });
    expect(criado.json().usuario.is_superuser).toBe(true);
    const beatrizId = criado.json().usuario.id as number;
    await t.db
      .update(usuarios)
      .set({ senha_hash: ainda?.senha_hash ?? '' })
      .where(eq(usuarios.id, beatrizId));
    const beatriz = await sessaoDe(beatrizId);

    const off = await t.inject({ method: 'POST', url: `/api/users/${adminId}/desativar/`, cookies: beatriz });
    expect(off.statusCode).toBe(200);
    const demote = await t.inject({
      method: 'PUT',
      url: `/api/users/${beatrizId}/`,
      cookies: beatriz,
      payload: {
        ...NOVO,
        username: 'beatriz.admin',
        email: 'beatriz@agencia-demo.com.br',
        is_superuser: false,
      },
    });
    expect(demote.statusCode).toBe(409);
    expect(expectDetail(demote)).toBe(M.ultimoAdministrador);
    const self = await t.inject({
      method: 'POST',
      url: `/api/users/${beatrizId}/desativar/`,
      cookies: beatriz,
    });
    expect(self.statusCode).toBe(409);

    const on = await t.inject({ method: 'POST', url: `/api/users/${adminId}/reativar/`, cookies: beatriz });
    expect(on.statusCode).toBe(200);
  });
});
