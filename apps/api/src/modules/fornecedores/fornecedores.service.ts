import { type FornecedorData, FORNECEDORES_MESSAGES as M } from '@skyler/domain/fornecedores';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fornecedores } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { pgError } from '../../platform/pg-errors.ts';
import { buscaDoCadastro } from './busca.ts';
import { findFornecedor, findFornecedorComDocumento, replaceAssociacoes } from './fornecedores.queries.ts';
import { missingProvedorIds } from './provedores.queries.ts';

/** Who makes a change and from where, for the audit log. */
export type Autor = { by: number | null; ip: string };

const meta = (id: number, ip: string) => ({ entidade: 'fornecedor', id, ip });

/** The columns of a supplier as the form gives them, with its search form. */
export function fornecedorValores(data: FornecedorData) {
  return {
    nome: data.nome,
    email: data.email,
    telefone: data.telefone,
    cpf: data.cpf,
    cnpj: data.cnpj,
    endereco: data.endereco,
    meios_de_pagamento: data.meios_de_pagamento,
    chave_pix: data.chave_pix,
    busca: buscaDoCadastro(data),
  };
}

/**
 * 409 when another record already holds the CPF or the CNPJ: `emUso` looks the document up among the
 * others (suppliers or providers).
 */
export async function checkDocumentosLivres(
  data: { cpf: string | null; cnpj: string | null },
  emUso: (documento: { campo: 'cpf' | 'cnpj'; valor: string }) => Promise<unknown>,
) {
  const errors: Record<string, string[]> = {};
  if (data.cpf && (await emUso({ campo: 'cpf', valor: data.cpf }))) errors.cpf = [M.cpfEmUso];
  if (data.cnpj && (await emUso({ campo: 'cnpj', valor: data.cnpj }))) errors.cnpj = [M.cnpjEmUso];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('conflict', first, errors);
}

/** A unique index refused the row: another request saved the same document first. */
export function documentoEmUso(error: unknown): AppError | null {
  const erro = pgError(error);
  if (erro?.kind !== 'unique') return null;
  return erro.constraint.includes('cnpj')
    ? new AppError('conflict', M.cnpjEmUso, { cnpj: [M.cnpjEmUso] })
    : new AppError('conflict', M.cpfEmUso, { cpf: [M.cpfEmUso] });
}

async function checkProvedores(tx: DbOrTx, ids: number[]) {
  const missing = await missingProvedorIds(tx, ids);
  if (missing.length > 0) {
    throw new AppError('bad_request', M.dadosInvalidos, { provedores: missing.map(M.provedorInexistente) });
  }
}

/** The supplier's providers become `provedorIds`. */
function replaceProvedores(tx: DbOrTx, fornecedorId: number, provedorIds: number[]) {
  const associacoes = provedorIds.map((provedor_id) => ({ fornecedor_id: fornecedorId, provedor_id }));
  return replaceAssociacoes(tx, 'fornecedor_id', fornecedorId, associacoes);
}

async function mustFind(tx: DbOrTx, id: number) {
  const fornecedor = await findFornecedor(tx, id);
  if (!fornecedor) throw new AppError('not_found', M.fornecedorNaoEncontrado);
  return fornecedor;
}

/** Runs `work`, answering a document saved first by another request as `documentoEmUso`'s 409. */
export async function rethrowDocumento<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw documentoEmUso(error) ?? error;
  }
}

export function createFornecedor(db: Db, { data, by, ip }: { data: FornecedorData } & Autor) {
  return rethrowDocumento(() =>
    db.transaction(async (tx) => {
      await checkDocumentosLivres(data, (documento) => findFornecedorComDocumento(tx, documento));
      const provedorIds = data.provedores ?? [];
      await checkProvedores(tx, provedorIds);
      const [row] = await tx
        .insert(fornecedores)
        .values({ ...fornecedorValores(data), created_by: by, last_edited_by: by })
        .returning({ id: fornecedores.id });
      if (!row) throw new Error('supplier not created');
      await replaceProvedores(tx, row.id, provedorIds);
      const depois = await mustFind(tx, row.id);
      await createAuditLog(tx, { tipo: 'fornecedor_criado', usuario: by, depois, meta: meta(row.id, ip) });
      return depois;
    }),
  );
}

/** The whole record; `provedores` left out keeps the associations as they are. */
export function updateFornecedor(db: Db, { id, data, by, ip }: { id: number; data: FornecedorData } & Autor) {
  return rethrowDocumento(() =>
    db.transaction(async (tx) => {
      const antes = await mustFind(tx, id);
      await checkDocumentosLivres(data, (documento) =>
        findFornecedorComDocumento(tx, { ...documento, exceto: id }),
      );
      if (data.provedores) await checkProvedores(tx, data.provedores);
      await tx
        .update(fornecedores)
        .set({ ...fornecedorValores(data), last_edited_by: by, updated_at: new Date() })
        .where(eq(fornecedores.id, id));
      if (data.provedores) await replaceProvedores(tx, id, data.provedores);
      const depois = await mustFind(tx, id);
      await createAuditLog(tx, {
        tipo: 'fornecedor_editado',
        usuario: by,
        antes,
        depois,
        meta: meta(id, ip),
      });
      return depois;
    }),
  );
}

export function setFornecedorProvedores(
  db: Db,
  { id, provedores, by, ip }: { id: number; provedores: number[] } & Autor,
) {
  return db.transaction(async (tx) => {
    const antes = await mustFind(tx, id);
    await checkProvedores(tx, provedores);
    await replaceProvedores(tx, id, provedores);
    await tx
      .update(fornecedores)
      .set({ last_edited_by: by, updated_at: new Date() })
      .where(eq(fornecedores.id, id));
    const depois = await mustFind(tx, id);
    await createAuditLog(tx, {
      tipo: 'fornecedor_provedores_alterados',
      usuario: by,
      antes: { provedores: antes.provedores },
      depois: { provedores: depois.provedores },
      meta: meta(id, ip),
    });
    return depois;
  });
}

export async function deleteFornecedor(db: Db, { id, by, ip }: { id: number } & Autor) {
  try {
    await db.transaction(async (tx) => {
      const antes = await mustFind(tx, id);
      await tx.delete(fornecedores).where(eq(fornecedores.id, id));
      await createAuditLog(tx, { tipo: 'fornecedor_deletado', usuario: by, antes, meta: meta(id, ip) });
    });
  } catch (error) {
    // quotes, issuances and payment orders that name the supplier keep it
    if (pgError(error)?.kind === 'reference') throw new AppError('conflict', M.fornecedorEmUso);
    throw error;
  }
}
