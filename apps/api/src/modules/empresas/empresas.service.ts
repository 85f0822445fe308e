import { type EmpresaData, EMPRESA_MESSAGES as M } from '@skyler/domain/empresas';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contatos, contatos_empresas, type EmpresaRow, empresas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { pgError } from '../../platform/pg-errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { findEmpresaRow, nomeBuscaEmpresa } from './empresas.queries.ts';

type Actor = { user: SessionUser; ip: string };

const meta = (id: number, ip: string, extra: Record<string, unknown> = {}) => ({
  entidade: 'empresa',
  id,
  ip,
  ...extra,
});

/** A company shown by its name, or by its razão social when it has no other name (part 2 §5). */
export function empresaValores(input: EmpresaData) {
  const nome = input.nome || input.razao_social;
  return {
    nome,
    razao_social: input.razao_social || null,
    cnpj: input.cnpj,
    email: input.email,
    telefone: input.telefone,
    indicacao: input.indicacao,
    observacoes: input.observacoes,
    tier: input.tier,
    nome_busca: nomeBuscaEmpresa({ ...input, nome }),
  };
}

async function checkIndicacao(tx: DbOrTx, indicacao: number | null) {
  if (indicacao === null) return;
  const [row] = await tx.select({ id: contatos.id }).from(contatos).where(eq(contatos.id, indicacao));
  if (!row)
    throw new AppError('bad_request', M.indicacaoInexistente, { indicacao: [M.indicacaoInexistente] });
}

function translateSqlError(error: unknown): never {
  const sql = pgError(error);
  if (sql?.kind === 'unique' && sql.constraint === 'empresas_cnpj_idx') {
    throw new AppError('conflict', M.cnpjEmUso, { cnpj: [M.cnpjEmUso] });
  }
  if (sql?.kind === 'reference') {
    throw new AppError('bad_request', M.indicacaoInexistente, { indicacao: [M.indicacaoInexistente] });
  }
  throw error;
}

async function loadForChange(tx: DbOrTx, id: number): Promise<EmpresaRow> {
  const row = await findEmpresaRow(tx, id, { forUpdate: true });
  if (!row) throw new AppError('not_found', M.naoEncontrada);
  return row;
}

export async function createEmpresa(db: Db, { input, user, ip }: { input: EmpresaData } & Actor) {
  try {
    return await db.transaction(async (tx) => {
      await checkIndicacao(tx, input.indicacao);
      const [row] = await tx
        .insert(empresas)
        .values({ ...empresaValores(input), created_by: user.id, last_edited_by: user.id })
        .returning();
      if (!row) throw new Error('company not created');
      await createAuditLog(tx, {
        tipo: 'empresa_criada',
        usuario: user.id,
        depois: row,
        meta: meta(row.id, ip),
      });
      return row.id;
    });
  } catch (error) {
    translateSqlError(error);
  }
}

export async function updateEmpresa(
  db: Db,
  { id, input, user, ip }: { id: number; input: EmpresaData } & Actor,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const antes = await loadForChange(tx, id);
      await checkIndicacao(tx, input.indicacao);
      const [depois] = await tx
        .update(empresas)
        .set({ ...empresaValores(input), last_edited_by: user.id, updated_at: new Date() })
        .where(eq(empresas.id, id))
        .returning();
      await createAuditLog(tx, {
        tipo: 'empresa_editada',
        usuario: user.id,
        antes,
        depois,
        meta: meta(id, ip),
      });
    });
  } catch (error) {
    translateSqlError(error);
  }
}

export async function deleteEmpresa(db: Db, { id, user, ip }: { id: number } & Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const antes = await loadForChange(tx, id);
      await tx.delete(empresas).where(eq(empresas.id, id));
      await createAuditLog(tx, { tipo: 'empresa_deletada', usuario: user.id, antes, meta: meta(id, ip) });
    });
  } catch (error) {
    if (pgError(error)?.kind === 'reference') throw new AppError('conflict', M.emUso);
    throw error;
  }
}

/** Links a contact to the company; linking twice changes nothing. */
export async function vincularContato(
  db: Db,
  { id, contato, user, ip }: { id: number; contato: number } & Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await loadForChange(tx, id);
    const [existe] = await tx.select({ id: contatos.id }).from(contatos).where(eq(contatos.id, contato));
    if (!existe) throw new AppError('bad_request', M.contatoInexistente, { contato: [M.contatoInexistente] });
    const inseridos = await tx
      .insert(contatos_empresas)
      .values({ contato_id: contato, empresa_id: id })
      .onConflictDoNothing()
      .returning();
    if (inseridos.length === 0) return;
    await createAuditLog(tx, {
      tipo: 'empresa_contato_vinculado',
      usuario: user.id,
      depois: { empresa: id, contato },
      meta: meta(id, ip, { contato }),
    });
  });
}

export async function desvincularContato(
  db: Db,
  { id, contato, user, ip }: { id: number; contato: number } & Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await loadForChange(tx, id);
    const removidos = await tx
      .delete(contatos_empresas)
      .where(and(eq(contatos_empresas.empresa_id, id), eq(contatos_empresas.contato_id, contato)))
      .returning();
    if (removidos.length === 0) throw new AppError('not_found', M.relacaoInexistente);
    await createAuditLog(tx, {
      tipo: 'empresa_contato_desvinculado',
      usuario: user.id,
      antes: { empresa: id, contato },
      meta: meta(id, ip, { contato }),
    });
  });
}
