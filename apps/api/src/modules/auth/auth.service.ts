import { AUTH_MESSAGES, type AuthState, type MotivoFimSessao, otpWrongMessage } from '@skyler/domain/auth';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { login_tentativas, usuarios } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { enfileirarEmail } from '../../platform/email-fila.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/password.ts';
import { esquecerSessoes } from '../../platform/session-cache.ts';
import { iniciarSessao, type SessionUser, toUser } from '../../platform/sessions.ts';
import { hmac, randomCode, randomToken, sameDigest, sha256 } from '../../platform/tokens.ts';
import { encerrarSessoesDoUsuario } from '../sessoes/sessoes.service.ts';
import { AUTH_LIMITS } from './auth.limits.ts';
import { countEventos, findUsuarioByLogin, recordEvento } from './auth.queries.ts';

export type AuthDeps = {
  db: Db;
  secret: string;
  otpDigits: number;
  sessionHours: number;
  sessionIdleMinutes?: number;
};

/** The login code e-mail's subject: the code itself is only in the body. */
export const AUTH_EMAIL_ASSUNTO = 'Seu código de acesso ao Skyler Back-office';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

function tooMany(): AppError {
  return new AppError('too_many_requests', AUTH_MESSAGES.tooManyAttempts);
}

export function authState(options: {
  user: SessionUser | null;
  otpPending: boolean;
  otpDigits: number;
  /** the cookie named an ended session (decision 0081) */
  sessaoEncerrada?: MotivoFimSessao | null;
}): AuthState {
  const { user } = options;
  return {
    ...(user === null && options.sessaoEncerrada ? { sessao_encerrada: options.sessaoEncerrada } : {}),
    authenticated: user !== null,
    otp_pending: user === null && options.otpPending,
    otp_digits: options.otpDigits,
    user: user && {
      id: user.id,
      username: user.username,
      nome: user.nome,
      sobrenome: user.sobrenome,
      email: user.email,
      is_staff: user.is_staff,
      id_token: user.id_token,
      cliente: user.cliente,
      pertencente: user.pertencente,
      authorized_restricted_routes: user.authorized_restricted_routes,
      sdr: user.sdr,
      consultor: user.consultor,
      cotador: user.cotador,
      consultores_extra: user.consultores_extra,
      cotador_extra: user.cotador_extra,
      emissores_extra: user.emissores_extra,
      perfil_user: user.perfil_user,
      is_superuser: user.is_superuser,
    },
  };
}

/**
 * Password step. On success a new code is e-mailed and bound to a fresh login attempt, whose token
 * the caller puts in a cookie. Every refusal gives the same answer.
 */
export async function startLogin(
  deps: AuthDeps,
  input: { username: string; password: string; ip: string },
): Promise<{ attemptToken: string }> {
  const window = minutesAgo(AUTH_LIMITS.windowMinutes);
  const usuario = await findUsuarioByLogin(deps.db, input.username);
  // Every limit is checked before the password, so a limited account answers alike to a right and a
  // wrong password: the 429 tells nothing about the password.
  const [ipPasswordFailures, ipCodes, loginIpFailures, loginFailures, accountCodes] = await Promise.all([
    countEventos(deps.db, { tipo: 'senha_falha', ip: input.ip, since: window }),
    countEventos(deps.db, { tipo: 'codigo_enviado', ip: input.ip, since: window }),
    countEventos(deps.db, { tipo: 'senha_falha', login: input.username, ip: input.ip, since: window }),
    countEventos(deps.db, { tipo: 'senha_falha', login: input.username, since: window }),
    usuario
      ? countEventos(deps.db, { tipo: 'codigo_enviado', usuarioId: usuario.id, since: window })
      : Promise.resolve(0),
  ]);
  if (
    ipPasswordFailures >= AUTH_LIMITS.passwordFailuresPerIp ||
    ipCodes >= AUTH_LIMITS.codesPerIp ||
    loginIpFailures >= AUTH_LIMITS.passwordFailuresPerLoginAndIp ||
    loginFailures >= AUTH_LIMITS.passwordFailuresPerLogin ||
    accountCodes >= AUTH_LIMITS.codesPerAccount
  ) {
    throw tooMany();
  }

  const passwordOk = await verifyPassword(usuario?.senha_hash, input.password);
  if (!usuario || !passwordOk || !usuario.ativo || usuario.bloqueado_em) {
    await recordEvento(deps.db, {
      tipo: 'senha_falha',
      ip: input.ip,
      usuarioId: usuario?.id,
      login: input.username,
    });
    // A deactivated account is named only to whoever typed its right password (decision 0039): a wrong
    // password gets the same refusal as an unknown login.
    const disabled = usuario !== undefined && passwordOk && !usuario.ativo;
    throw new AppError('bad_request', disabled ? AUTH_MESSAGES.accountDisabled : AUTH_MESSAGES.loginFailed);
  }

  const code = randomCode(deps.otpDigits);
  const attemptToken = randomToken();
  const attemptId = sha256(attemptToken);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(login_tentativas)
      .set({ encerrada_em: new Date() })
      .where(and(eq(login_tentativas.usuario_id, usuario.id), isNull(login_tentativas.encerrada_em)));
    await tx.insert(login_tentativas).values({
      id: attemptId,
      usuario_id: usuario.id,
      codigo_hash: hmac(deps.secret, `${attemptId}:${code}`),
      ip: input.ip,
      expires_at: new Date(Date.now() + AUTH_LIMITS.codeTtlSeconds * 1000),
    });
    await recordEvento(tx, {
      tipo: 'codigo_enviado',
      ip: input.ip,
      usuarioId: usuario.id,
      login: input.username,
    });
    // in the outbox, in this transaction: a mail server that is down delays the code, never loses it; the
    // code is in the body only (never in the subject, which mail clients and logs show)
    await enfileirarEmail(
      tx,
      {
        to: usuario.email,
        subject: AUTH_EMAIL_ASSUNTO,
        text:
          `Olá, ${usuario.nome}.\n\nSeu código de acesso é ${code}. Ele vale por ${AUTH_LIMITS.codeTtlSeconds} segundos ` +
          'e só pode ser usado uma vez.\n\nSe você não tentou entrar, ignore este e-mail e avise o administrador.\n',
      },
      { sensivel: true },
    );
  });
  return { attemptToken };
}

export async function hasPendingAttempt(db: Db, attemptToken: string | undefined): Promise<boolean> {
  if (!attemptToken) return false;
  const [row] = await db
    .select({ id: login_tentativas.id })
    .from(login_tentativas)
    .where(
      and(
        eq(login_tentativas.id, sha256(attemptToken)),
        isNull(login_tentativas.encerrada_em),
        gt(login_tentativas.expires_at, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Code step: one try is spent atomically before comparing, so parallel guesses cannot exceed the limit.
 * A wrong code that can still be retyped says so with the tries left (`tentativas_restantes`); every other
 * refusal (expired, used, tries spent, account locked) says to log in again, with 0 tries left.
 */
export async function verifyLoginCode(
  deps: AuthDeps,
  input: { attemptToken: string | undefined; otp: string; ip: string; userAgent: string },
): Promise<{ sessionToken: string; user: SessionUser }> {
  const refuse = () =>
    new AppError('bad_request', AUTH_MESSAGES.otpInvalid, undefined, { tentativas_restantes: 0 });
  const ipFailures = await countEventos(deps.db, {
    tipo: 'codigo_falha',
    ip: input.ip,
    since: minutesAgo(AUTH_LIMITS.windowMinutes),
  });
  if (!input.attemptToken || ipFailures >= AUTH_LIMITS.codeFailuresPerIp) throw refuse();

  const attemptId = sha256(input.attemptToken);
  const [attempt] = await deps.db
    .update(login_tentativas)
    .set({ tentativas: sql`${login_tentativas.tentativas} + 1` })
    .where(
      and(
        eq(login_tentativas.id, attemptId),
        isNull(login_tentativas.encerrada_em),
        gt(login_tentativas.expires_at, new Date()),
        lt(login_tentativas.tentativas, AUTH_LIMITS.triesPerCode),
      ),
    )
    .returning();
  if (!attempt) throw refuse();

  const codeOk =
    input.otp.length === deps.otpDigits &&
    sameDigest(attempt.codigo_hash, hmac(deps.secret, `${attemptId}:${input.otp}`));
  if (!codeOk) {
    const triesLeft = Math.max(0, AUTH_LIMITS.triesPerCode - attempt.tentativas);
    const locked = await registerCodeFailure(deps, {
      usuarioId: attempt.usuario_id,
      attemptId,
      exhausted: triesLeft === 0,
      ip: input.ip,
    });
    if (triesLeft === 0 || locked) throw refuse();
    throw new AppError('bad_request', otpWrongMessage(triesLeft), undefined, {
      tentativas_restantes: triesLeft,
    });
  }

  return deps.db.transaction(async (tx) => {
    const closed = await tx
      .update(login_tentativas)
      .set({ encerrada_em: new Date() })
      .where(and(eq(login_tentativas.id, attemptId), isNull(login_tentativas.encerrada_em)))
      .returning({ id: login_tentativas.id });
    const [usuario] = await tx.select().from(usuarios).where(eq(usuarios.id, attempt.usuario_id));
    if (closed.length === 0 || !usuario || !usuario.ativo || usuario.bloqueado_em) throw refuse();
    const sessionToken = await iniciarSessao(tx, usuario.id, input, deps);
    await createAuditLog(tx, {
      tipo: 'login',
      usuario: usuario.id,
      meta: { entidade: 'usuario', id: usuario.id, ip: input.ip },
    });
    return { sessionToken, user: toUser(usuario) };
  });
}

async function registerCodeFailure(
  deps: AuthDeps,
  failure: { usuarioId: number; attemptId: string; exhausted: boolean; ip: string },
): Promise<boolean> {
  const locked = await deps.db.transaction(async (tx) => {
    await recordEvento(tx, { tipo: 'codigo_falha', ip: failure.ip, usuarioId: failure.usuarioId });
    if (failure.exhausted) {
      await tx
        .update(login_tentativas)
        .set({ encerrada_em: new Date() })
        .where(eq(login_tentativas.id, failure.attemptId));
    }
    const failures = await countEventos(tx, {
      tipo: 'codigo_falha',
      usuarioId: failure.usuarioId,
      since: new Date(Date.now() - AUTH_LIMITS.lockWindowHours * 3_600_000),
    });
    if (failures < AUTH_LIMITS.codeFailuresToLock) return null;
    const [usuario] = await tx
      .update(usuarios)
      .set({ bloqueado_em: new Date() })
      .where(and(eq(usuarios.id, failure.usuarioId), isNull(usuarios.bloqueado_em)))
      .returning();
    if (!usuario) return null;
    await tx
      .update(login_tentativas)
      .set({ encerrada_em: new Date() })
      .where(eq(login_tentativas.usuario_id, usuario.id));
    await encerrarSessoesDoUsuario(tx, usuario.id, { motivo: 'bloqueio' });
    await recordEvento(tx, { tipo: 'bloqueio', ip: failure.ip, usuarioId: usuario.id });
    await createAuditLog(tx, {
      tipo: 'usuario_bloqueado',
      usuario: null,
      antes: { bloqueado_em: null },
      depois: { bloqueado_em: usuario.bloqueado_em },
      meta: { entidade: 'usuario', id: usuario.id, ip: failure.ip, motivo: 'codigos_incorretos' },
    });
    await enfileirarEmail(tx, {
      to: usuario.email,
      subject: 'Sua conta foi bloqueada',
      text:
        `Olá, ${usuario.nome}.\n\nSua conta foi bloqueada depois de ${AUTH_LIMITS.codeFailuresToLock} códigos de acesso ` +
        'incorretos em 24 horas. Procure um administrador para desbloqueá-la.\n',
    });
    return usuario;
  });
  if (locked) esquecerSessoes();
  return locked !== null;
}
