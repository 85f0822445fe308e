import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { type LinkSenhaInfo, SENHA_MESSAGES } from '@skyler/domain/senha';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type UsuarioRow, usuarios } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import { esquecerSessoes } from '../../platform/session-cache.ts';
import { AUTH_LIMITS } from '../auth/auth.limits.ts';
import { countEventos, recordEvento } from '../auth/auth.queries.ts';
import { encerrarSessoesDoUsuario } from '../sessoes/sessoes.service.ts';
import { enviarLinkSenhaTx, lerLinkSenha, SENHA_LINK_INVALIDO } from './senha-links.ts';
import { conferirPoliticaSenha } from './senha-politica.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const podeEntrar = (usuario: UsuarioRow | undefined): usuario is UsuarioRow =>
  usuario?.ativo === true && usuario.bloqueado_em === null;

function linkInvalido(): AppError {
  return new AppError('bad_request', SENHA_LINK_INVALIDO);
}

async function usuarioPorId(db: Db, id: number): Promise<UsuarioRow | undefined> {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.id, id));
  return row;
}

/** The user of an open link; a deactivated or blocked account's link answers as an invalid one. */
async function usuarioDoLink(db: Db, token: string) {
  const link = await lerLinkSenha(db, token);
  const usuario = await usuarioPorId(db, link.usuario_id);
  if (!podeEntrar(usuario)) throw linkInvalido();
  return { link, usuario };
}

export async function infoLinkSenha(db: Db, token: string): Promise<LinkSenhaInfo> {
  const { link, usuario } = await usuarioDoLink(db, token);
  return { username: usuario.username, tipo: link.tipo, expires_at: link.expires_at.toISOString() };
}

/**
 * Sets the password of a link's user and uses the link up, in one transaction that also ends every session
 * and pending login of the user. The policy and the hash run before it, so a refused password leaves the
 * link open and no lock is held while argon2id works.
 */
export async function definirSenha(db: Db, input: { token: string; novaSenha: string; ip: string }) {
  const { usuario } = await usuarioDoLink(db, input.token);
  await conferirPoliticaSenha(input.novaSenha, usuario);
  const senha_hash = await hashPassword(input.novaSenha);
  await db.transaction(async (tx) => {
    const link = await lerLinkSenha(tx, input.token, { consumir: true });
    const [atual] = await tx.select().from(usuarios).where(eq(usuarios.id, link.usuario_id)).for('update');
    if (!podeEntrar(atual)) throw linkInvalido();
    await tx.update(usuarios).set({ senha_hash, updated_at: new Date() }).where(eq(usuarios.id, atual.id));
    const encerradas = await encerrarSessoesDoUsuario(tx, atual.id, { motivo: 'senha_alterada' });
    await createAuditLog(tx, {
      tipo: 'senha_definida',
      usuario: atual.id,
      meta: {
        entidade: 'usuario',
        id: atual.id,
        ip: input.ip,
        link: link.tipo,
        sessoes_encerradas: encerradas,
      },
    });
  });
  esquecerSessoes();
}

/** An active account by login, else the active accounts of that e-mail (an e-mail may serve several). */
async function contasDoLogin(db: Db, login: string): Promise<UsuarioRow[]> {
  const typed = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(usuarios)
    .where(sql`lower(${usuarios.username}) = ${typed} or lower(${usuarios.email}) = ${typed}`);
  const porLogin = rows.filter((row) => row.username.toLowerCase() === typed);
  return (porLogin.length > 0 ? porLogin : rows).filter(podeEntrar);
}

/**
 * "Esqueci minha senha". The answer is the same whether the login exists, is active or not: the limits are
 * counted by the typed login and the address; the e-mail goes out after the answer (decision 0040).
 */
export async function pedirRedefinicao(
  deps: { db: Db; appUrl: string },
  input: { login: string; ip: string },
): Promise<void> {
  const { db } = deps;
  const login = input.login.trim();
  const window = minutesAgo(AUTH_LIMITS.windowMinutes);
  const [porLoginEIp, porLogin, porIp] = await Promise.all([
    countEventos(db, { tipo: 'redefinicao_pedida', login, ip: input.ip, since: window }),
    countEventos(db, { tipo: 'redefinicao_pedida', login, since: window }),
    countEventos(db, { tipo: 'redefinicao_pedida', ip: input.ip, since: window }),
  ]);
  if (
    porLoginEIp >= AUTH_LIMITS.resetRequestsPerLoginAndIp ||
    porLogin >= AUTH_LIMITS.resetRequestsPerLogin ||
    porIp >= AUTH_LIMITS.resetRequestsPerIp
  ) {
    throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyAttempts);
  }
  const contas = await contasDoLogin(db, login);
  const enviados = await Promise.all(
    contas.map((usuario) =>
      countEventos(db, { tipo: 'redefinicao_pedida', usuarioId: usuario.id, since: window }),
    ),
  );
  await db.transaction(async (tx) => {
    await recordEvento(tx, { tipo: 'redefinicao_pedida', ip: input.ip, login, usuarioId: contas[0]?.id });
    for (const [i, usuario] of contas.entries()) {
      if ((enviados[i] ?? 0) >= AUTH_LIMITS.resetEmailsPerAccount) continue;
      // in the outbox: the answer never waits for the mail server, so its time does not tell the login exists
      await enviarLinkSenhaTx(tx, { usuario, tipo: 'redefinicao', por: null, appUrl: deps.appUrl });
      await createAuditLog(tx, {
        tipo: 'senha_redefinicao_enviada',
        usuario: null,
        meta: { entidade: 'usuario', id: usuario.id, ip: input.ip },
      });
    }
  });
}

/**
 * Changes the signed-in user's password: the current one is checked first (a wrong one counts as a wrong
 * password of the login's limits), then the policy; every other session of the user ends.
 */
export async function trocarSenha(
  db: Db,
  input: { usuarioId: number; sessaoAtual: string | null; senhaAtual: string; novaSenha: string; ip: string },
): Promise<number> {
  const usuario = await usuarioPorId(db, input.usuarioId);
  if (!usuario) throw new AppError('unauthenticated', AUTH_MESSAGES.notAuthenticated);
  const falhas = await countEventos(db, {
    tipo: 'senha_falha',
    login: usuario.username,
    ip: input.ip,
    since: minutesAgo(AUTH_LIMITS.windowMinutes),
  });
  if (falhas >= AUTH_LIMITS.passwordFailuresPerLoginAndIp) {
    throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyAttempts);
  }
  if (!(await verifyPassword(usuario.senha_hash, input.senhaAtual))) {
    await recordEvento(db, {
      tipo: 'senha_falha',
      ip: input.ip,
      usuarioId: usuario.id,
      login: usuario.username,
    });
    throw new AppError('bad_request', SENHA_MESSAGES.atualIncorreta, {
      senha_atual: [SENHA_MESSAGES.atualIncorreta],
    });
  }
  await conferirPoliticaSenha(input.novaSenha, usuario);
  const senha_hash = await hashPassword(input.novaSenha);
  const encerradas = await db.transaction(async (tx) => {
    await tx.update(usuarios).set({ senha_hash, updated_at: new Date() }).where(eq(usuarios.id, usuario.id));
    const n = await encerrarSessoesDoUsuario(tx, usuario.id, {
      exceto: input.sessaoAtual,
      motivo: 'senha_alterada',
    });
    await createAuditLog(tx, {
      tipo: 'senha_alterada',
      usuario: usuario.id,
      meta: { entidade: 'usuario', id: usuario.id, ip: input.ip, sessoes_encerradas: n },
    });
    return n;
  });
  esquecerSessoes();
  return encerradas;
}
