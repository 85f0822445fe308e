import type { Telefone } from '@skyler/domain/cadastro';
import { USUARIO_MESSAGES } from '@skyler/domain/usuarios';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auth_eventos, usuarios } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, unusablePassword } from '../../platform/password.ts';
import { esquecerSessoes } from '../../platform/session-cache.ts';

/** A staff member changes their own phone ("Minha conta"), audited as an edit of their account. */
export async function alterarMeuTelefone(
  db: Db,
  { telefone, user, ip }: { telefone: Telefone | null; user: { id: number }; ip: string },
): Promise<Telefone | null> {
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ telefone: usuarios.telefone })
      .from(usuarios)
      .where(eq(usuarios.id, user.id))
      .for('update');
    if (!antes) throw new AppError('not_found', USUARIO_MESSAGES.naoEncontrado);
    await tx.update(usuarios).set({ telefone, updated_at: new Date() }).where(eq(usuarios.id, user.id));
    await createAuditLog(tx, {
      tipo: 'usuario_editado',
      usuario: user.id,
      antes,
      depois: { telefone },
      meta: { entidade: 'usuario', id: user.id, ip },
    });
    return telefone;
  });
}

export type NewUsuario = {
  username: string;
  email: string;
  nome: string;
  sobrenome: string;
  telefone?: Telefone | null;
  /** none: an invited user, who sets it from the e-mailed link */
  password?: string;
  is_staff?: boolean;
  is_superuser?: boolean;
  cliente?: boolean;
  pertencente?: string[];
  authorized_restricted_routes?: string[];
  perfil_user?: string[];
  sdr?: boolean;
  consultor?: boolean;
  cotador?: boolean;
  consultores_extra?: number[];
  cotador_extra?: number[];
  emissores_extra?: number[];
  id_token?: string | null;
};

export async function createUsuario(
  db: DbOrTx,
  input: NewUsuario,
  options: { by: number | null; ip?: string },
) {
  const senha_hash = input.password === undefined ? unusablePassword() : await hashPassword(input.password);
  const [row] = await db
    .insert(usuarios)
    .values({
      username: input.username,
      email: input.email,
      nome: input.nome,
      sobrenome: input.sobrenome,
      telefone: input.telefone ?? null,
      senha_hash,
      is_staff: input.cliente ? false : (input.is_staff ?? true),
      is_superuser: input.is_superuser ?? false,
      cliente: input.cliente ?? false,
      pertencente: input.pertencente ?? [],
      authorized_restricted_routes: input.authorized_restricted_routes ?? [],
      perfil_user: input.perfil_user ?? [],
      sdr: input.sdr ?? false,
      consultor: input.consultor ?? false,
      cotador: input.cotador ?? false,
      consultores_extra: input.consultores_extra ?? [],
      cotador_extra: input.cotador_extra ?? [],
      emissores_extra: input.emissores_extra ?? [],
      id_token: input.id_token ?? null,
    })
    .returning();
  if (!row) throw new Error('user not created');
  const { senha_hash: _omit, ...depois } = row;
  await createAuditLog(db, {
    tipo: 'usuario_criado',
    usuario: options.by,
    depois,
    meta: { entidade: 'usuario', id: row.id, ...(options.ip ? { ip: options.ip } : {}) },
  });
  return row;
}

/** Clears the lock set after too many wrong codes, and the failures that caused it. */
export async function unlockUsuario(db: Db, options: { id: number; by: number; ip: string }) {
  const unlocked = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(usuarios).where(eq(usuarios.id, options.id));
    if (!before) throw new AppError('not_found', 'Usuário não encontrado.');
    const [after] = await tx
      .update(usuarios)
      .set({ bloqueado_em: null, updated_at: new Date() })
      .where(eq(usuarios.id, options.id))
      .returning();
    await tx.delete(auth_eventos).where(eq(auth_eventos.usuario_id, options.id));
    await tx.insert(auth_eventos).values({ tipo: 'desbloqueio', usuario_id: options.id, ip: options.ip });
    await createAuditLog(tx, {
      tipo: 'usuario_desbloqueado',
      usuario: options.by,
      antes: { bloqueado_em: before.bloqueado_em },
      depois: { bloqueado_em: after?.bloqueado_em ?? null },
      meta: { entidade: 'usuario', id: options.id, ip: options.ip },
    });
    return after;
  });
  esquecerSessoes();
  return unlocked;
}
