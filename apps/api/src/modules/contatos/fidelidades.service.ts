import { type FidelidadeContato, CONTATO_MESSAGES as M, nomeCompleto } from '@skyler/domain/contatos';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fidelidades, programas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { findContatoRow } from './contatos.queries.ts';
import type { Actor } from './contatos.service.ts';

const meta = (contatoId: number, fidelidadeId: number, ip: string) => ({
  entidade: 'contato',
  id: contatoId,
  fidelidade: fidelidadeId,
  ip,
});

/** Loyalty accounts held by the contact (part 2 §2 Contas Fidelidade: program name and account number). */
export async function findFidelidadesDoContato(db: DbOrTx, contatoId: number): Promise<FidelidadeContato[]> {
  const rows = await db
    .select({
      id: fidelidades.id,
      programa: { id: programas.id, nome: programas.nome },
      numero_id_conta: fidelidades.numero_id_conta,
      titular: fidelidades.titular,
      created_at: fidelidades.created_at,
    })
    .from(fidelidades)
    .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
    .where(eq(fidelidades.contato_id, contatoId))
    .orderBy(asc(programas.nome), asc(fidelidades.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export async function addFidelidade(
  db: Db,
  {
    contatoId,
    programa,
    numero_id_conta,
    user,
    ip,
  }: { contatoId: number; programa: number; numero_id_conta: string } & Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const contato = await findContatoRow(tx, contatoId, { forUpdate: true });
    if (!contato) throw new AppError('not_found', M.naoEncontrado);
    const [existe] = await tx.select({ id: programas.id }).from(programas).where(eq(programas.id, programa));
    if (!existe)
      throw new AppError('bad_request', M.programaInexistente, { programa: [M.programaInexistente] });
    const [repetida] = await tx
      .select({ id: fidelidades.id })
      .from(fidelidades)
      .where(
        and(
          eq(fidelidades.contato_id, contatoId),
          eq(fidelidades.programa_id, programa),
          eq(fidelidades.numero_id_conta, numero_id_conta),
        ),
      );
    if (repetida) throw new AppError('conflict', M.fidelidadeDuplicada);
    const [row] = await tx
      .insert(fidelidades)
      .values({
        programa_id: programa,
        numero_id_conta,
        titular: nomeCompleto(contato),
        contato_id: contatoId,
        conta_propria: false,
      })
      .returning();
    if (!row) throw new Error('loyalty account not saved');
    await createAuditLog(tx, {
      tipo: 'contato_fidelidade_adicionada',
      usuario: user.id,
      depois: row,
      meta: meta(contatoId, row.id, ip),
    });
  });
}

export async function deleteFidelidade(
  db: Db,
  { contatoId, id, user, ip }: { contatoId: number; id: number } & Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fidelidades)
      .where(and(eq(fidelidades.id, id), eq(fidelidades.contato_id, contatoId)));
    if (!row) throw new AppError('not_found', M.fidelidadeNaoEncontrada);
    await tx.delete(fidelidades).where(eq(fidelidades.id, id));
    await createAuditLog(tx, {
      tipo: 'contato_fidelidade_deletada',
      usuario: user.id,
      antes: row,
      meta: meta(contatoId, id, ip),
    });
  });
}
