import type { MotivoFimSessao, User } from '@skyler/domain/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { sessoes, sessoes_encerradas, type UsuarioRow, usuarios } from '../db/schema/index.ts';
import { esquecerSessoes, type SessionCache } from './session-cache.ts';
import { randomToken, sha256 } from './tokens.ts';

export const SESSION_COOKIE = 'sessionid';
/** the cookie outlives the session by a day, so that a request after its expiry can be told why */
const COOKIE_APOS_EXPIRAR_S = 24 * 3600;

/** Puts a new session's token in its cookie (the sign-in's code step and the portal's first-use account). */
export function setSessionCookie(
  reply: FastifyReply,
  config: { cookieSecure: boolean; sessionHours: number },
  sessionToken: string,
): void {
  reply.setCookie(SESSION_COOKIE, sessionToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: config.sessionHours * 3600 + COOKIE_APOS_EXPIRAR_S,
  });
}
const TOUCH_AFTER_MS = 60_000;

export type SessionUser = User & { is_superuser: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** the cookie named a session that no longer opens: why it ended (decision 0081) */
    sessaoEncerrada: MotivoFimSessao | null;
  }
}

/**
 * A session's two limits (decision 0081): `horas` after sign-in at most, and `inatividadeMinutos` after its
 * last request; each request that touches the session moves its expiry to the nearer of the two.
 */
export type LimitesSessao = { horas: number; inatividadeMinutos?: number | undefined };

function expiraEm(criadaEm: Date, agora: Date, limites: LimitesSessao): Date {
  const absoluto = criadaEm.getTime() + limites.horas * 3_600_000;
  const ocioso =
    limites.inatividadeMinutos === undefined
      ? absoluto
      : agora.getTime() + limites.inatividadeMinutos * 60_000;
  return new Date(Math.min(absoluto, ocioso));
}

export function toUser(row: UsuarioRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    nome: row.nome,
    sobrenome: row.sobrenome,
    email: row.email,
    is_staff: row.is_staff,
    is_superuser: row.is_superuser,
    id_token: row.id_token,
    cliente: row.cliente,
    pertencente: row.pertencente,
    authorized_restricted_routes: row.authorized_restricted_routes,
    sdr: row.sdr,
    consultor: row.consultor,
    cotador: row.cotador,
    consultores_extra: row.consultores_extra,
    cotador_extra: row.cotador_extra,
    emissores_extra: row.emissores_extra,
    perfil_user: row.perfil_user,
  };
}

export async function createSession(
  db: DbOrTx,
  options: { usuarioId: number; ip: string; userAgent: string; hours: number; inatividadeMinutos?: number },
): Promise<string> {
  const token = randomToken();
  const agora = new Date();
  await db.insert(sessoes).values({
    id: sha256(token),
    usuario_id: options.usuarioId,
    ip: options.ip,
    user_agent: options.userAgent.slice(0, 500),
    created_at: agora,
    last_seen_at: agora,
    expires_at: expiraEm(agora, agora, {
      horas: options.hours,
      inatividadeMinutos: options.inatividadeMinutos,
    }),
  });
  return token;
}

/**
 * A sign-in: a new session for the user with the configured lifetimes, and the user's last login now. Answers
 * the session's token for the cookie.
 */
export async function iniciarSessao(
  db: DbOrTx,
  usuarioId: number,
  pedido: { ip: string; userAgent: string },
  config: { sessionHours: number; sessionIdleMinutes?: number | undefined },
): Promise<string> {
  const token = await createSession(db, {
    usuarioId,
    ip: pedido.ip,
    userAgent: pedido.userAgent,
    hours: config.sessionHours,
    inatividadeMinutos: config.sessionIdleMinutes,
  });
  await db.update(usuarios).set({ last_login: new Date() }).where(eq(usuarios.id, usuarioId));
  return token;
}

const sessaoAtiva = preparedQuery((db) =>
  db
    .select({
      usuario: usuarios,
      created_at: sessoes.created_at,
      last_seen_at: sessoes.last_seen_at,
      expires_at: sessoes.expires_at,
    })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuario_id))
    .where(
      and(
        eq(sessoes.id, sql.placeholder('id')),
        gt(sessoes.expires_at, sql.placeholder('now')),
        eq(usuarios.ativo, true),
        isNull(usuarios.bloqueado_em),
      ),
    )
    .limit(1)
    .prepare('sessao_ativa'),
);

export type Session = { id: string; user: SessionUser };

/**
 * The session of a token and its user, while both are active; from the cache when it read them in the
 * last seconds (last_seen_at is then touched on the next read, within the minute it tolerates, and with
 * `limites` the expiry moves to the nearer of the session's two limits).
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  cache?: SessionCache<Session>,
  limites?: LimitesSessao,
): Promise<Session | null> {
  const id = sha256(token);
  const cached = cache?.get(id);
  if (cached) return cached;
  if (!cache) return lerSessao(db, id, undefined, limites);
  return cache.compartilhar(id, () => lerSessao(db, id, cache, limites));
}

/** The session read from the database (and touched when last seen a while ago), kept in the cache. */
async function lerSessao(
  db: DbOrTx,
  id: string,
  cache: SessionCache<Session> | undefined,
  limites: LimitesSessao | undefined,
): Promise<Session | null> {
  const geracao = cache?.geracao();
  const now = new Date();
  const [row] = await sessaoAtiva(db).execute({ id, now });
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
    const expires_at = limites ? expiraEm(row.created_at, now, limites) : row.expires_at;
    await db.update(sessoes).set({ last_seen_at: now, expires_at }).where(eq(sessoes.id, id));
    row.expires_at = expires_at;
  }
  const session = { id, user: toUser(row.usuario) };
  if (geracao !== undefined) cache?.set(id, session, { expiraEm: row.expires_at, geracao });
  return session;
}

/** Ends one session; outside a transaction, so the cache of this process forgets it at once. */
export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessoes).where(eq(sessoes.id, sessionId));
  esquecerSessoes();
}

/**
 * Why the session of a token no longer opens, or null when the token names none the server knows (a
 * logout, a purged row, a forged cookie): the reason recorded when it was ended, else what its row says
 * (the account deactivated or blocked, or its expiry: before the absolute limit it was inactivity).
 */
export async function motivoDoFimDaSessao(
  db: DbOrTx,
  token: string,
  limites: LimitesSessao,
): Promise<MotivoFimSessao | null> {
  const id = sha256(token);
  const [encerrada] = await db
    .select({ motivo: sessoes_encerradas.motivo })
    .from(sessoes_encerradas)
    .where(eq(sessoes_encerradas.id, id))
    .limit(1);
  if (encerrada) return encerrada.motivo;
  const [row] = await db
    .select({
      created_at: sessoes.created_at,
      expires_at: sessoes.expires_at,
      ativo: usuarios.ativo,
      bloqueado_em: usuarios.bloqueado_em,
    })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuario_id))
    .where(eq(sessoes.id, id))
    .limit(1);
  if (!row) return null;
  if (!row.ativo) return 'desativacao';
  if (row.bloqueado_em) return 'bloqueio';
  if (row.expires_at.getTime() > Date.now()) return null;
  const absoluto = row.created_at.getTime() + limites.horas * 3_600_000;
  // a minute of tolerance: the expiry at the absolute limit is that limit to the millisecond
  return row.expires_at.getTime() < absoluto - TOUCH_AFTER_MS ? 'inatividade' : 'expirada';
}
