import type { User } from '@skyler/domain/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { sessoes, type UsuarioRow, usuarios } from '../db/schema/index.ts';
import { esquecerSessoes, type SessionCache } from './session-cache.ts';
import { randomToken, sha256 } from './tokens.ts';

export const SESSION_COOKIE = 'sessionid';
const TOUCH_AFTER_MS = 60_000;

export type SessionUser = User & { is_superuser: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
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
  options: { usuarioId: number; ip: string; userAgent: string; hours: number },
): Promise<string> {
  const token = randomToken();
  await db.insert(sessoes).values({
    id: sha256(token),
    usuario_id: options.usuarioId,
    ip: options.ip,
    user_agent: options.userAgent.slice(0, 500),
    expires_at: new Date(Date.now() + options.hours * 3_600_000),
  });
  return token;
}

const sessaoAtiva = preparedQuery((db) =>
  db
    .select({ usuario: usuarios, last_seen_at: sessoes.last_seen_at, expires_at: sessoes.expires_at })
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
 * last seconds (last_seen_at is then touched on the next read, within the minute it tolerates).
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  cache?: SessionCache<Session>,
): Promise<Session | null> {
  const id = sha256(token);
  const cached = cache?.get(id);
  if (cached) return cached;
  const geracao = cache?.geracao();
  const now = new Date();
  const [row] = await sessaoAtiva(db).execute({ id, now });
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessoes).set({ last_seen_at: now }).where(eq(sessoes.id, id));
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
