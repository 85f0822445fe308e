import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type AUTH_EVENTO_TIPOS, auth_eventos, usuarios } from '../../db/schema/index.ts';

type EventoTipo = (typeof AUTH_EVENTO_TIPOS)[number];

export function findUsuarioByLogin(db: DbOrTx, login: string) {
  return db
    .select()
    .from(usuarios)
    .where(sql`lower(${usuarios.username}) = ${login.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

export async function countEventos(
  db: DbOrTx,
  options: { tipo: EventoTipo; since: Date; usuarioId?: number; login?: string; ip?: string },
): Promise<number> {
  const filters = [eq(auth_eventos.tipo, options.tipo), gt(auth_eventos.created_at, options.since)];
  if (options.usuarioId !== undefined) filters.push(eq(auth_eventos.usuario_id, options.usuarioId));
  if (options.login !== undefined) filters.push(eq(auth_eventos.login, options.login.toLowerCase()));
  if (options.ip !== undefined) filters.push(eq(auth_eventos.ip, options.ip));
  const [row] = await db
    .select({ n: count() })
    .from(auth_eventos)
    .where(and(...filters));
  return row?.n ?? 0;
}

export async function recordEvento(
  db: DbOrTx,
  evento: { tipo: EventoTipo; ip: string; usuarioId?: number | null; login?: string },
): Promise<void> {
  await db.insert(auth_eventos).values({
    tipo: evento.tipo,
    ip: evento.ip,
    usuario_id: evento.usuarioId ?? null,
    login: (evento.login ?? '').toLowerCase().slice(0, 150),
  });
}
