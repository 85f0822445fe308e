import { FORNECEDORES_MESSAGES as M, type ProvedorData } from '@skyler/domain/fornecedores';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { provedores } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { pgError } from '../../platform/pg-errors.ts';
import { buscaDoCadastro } from './busca.ts';
import { missingFornecedorIds, replaceAssociacoes } from './fornecedores.queries.ts';
import { type Autor, checkDocumentosLivres, rethrowDocumento } from './fornecedores.service.ts';
import {
  ciaAereaExists,
  findProvedor,
  findProvedorArquivos,
  findProvedorComDocumento,
} from './provedores.queries.ts';

const meta = (id: number, ip: string) => ({ entidade: 'provedor', id, ip });

/** The columns of a provider as the form gives them, with its search form. */
export function provedorValores(data: ProvedorData) {
  return {
    nome: data.nome,
    email: data.email,
    telefone: data.telefone,
    cpf: data.cpf,
    cnpj: data.cnpj,
    tipo_servico: data.tipo_servico,
    cia_aerea_id: data.cia_aerea,
    endereco: data.endereco,
    busca: buscaDoCadastro(data),
  };
}

/** Documents free, airline known, suppliers known; `detail` is the form's message. */
async function checkReferencias(tx: DbOrTx, data: ProvedorData, detail: string, exceto?: number) {
  await checkDocumentosLivres(data, (documento) => findProvedorComDocumento(tx, { ...documento, exceto }));

  const errors: Record<string, string[]> = {};
  if (data.cia_aerea !== null && !(await ciaAereaExists(tx, data.cia_aerea))) {
    errors.cia_aerea = [M.ciaAereaNaoEncontrada];
  }
  const missing = await missingFornecedorIds(tx, data.fornecedores ?? []);
  if (missing.length > 0) errors.fornecedores = missing.map(M.fornecedorInexistente);
  if (Object.keys(errors).length > 0) throw new AppError('bad_request', detail, errors);
}

/** The provider's suppliers become `fornecedorIds`. */
function replaceFornecedores(tx: DbOrTx, provedorId: number, fornecedorIds: number[]) {
  const associacoes = fornecedorIds.map((fornecedor_id) => ({ fornecedor_id, provedor_id: provedorId }));
  return replaceAssociacoes(tx, 'provedor_id', provedorId, associacoes);
}

async function mustFind(tx: DbOrTx, id: number) {
  const provedor = await findProvedor(tx, id);
  if (!provedor) throw new AppError('not_found', M.provedorNaoEncontrado);
  return provedor;
}

export function createProvedor(db: Db, { data, by, ip }: { data: ProvedorData } & Autor) {
  return rethrowDocumento(() =>
    db.transaction(async (tx) => {
      await checkReferencias(tx, data, M.dadosInvalidos);
      const [row] = await tx
        .insert(provedores)
        .values({ ...provedorValores(data), created_by: by, last_edited_by: by })
        .returning({ id: provedores.id });
      if (!row) throw new Error('provider not created');
      await replaceFornecedores(tx, row.id, data.fornecedores ?? []);
      const depois = await mustFind(tx, row.id);
      await createAuditLog(tx, { tipo: 'provedor_criado', usuario: by, depois, meta: meta(row.id, ip) });
      return depois;
    }),
  );
}

/** The whole record; `fornecedores` left out keeps the associations as they are. */
export function updateProvedor(db: Db, { id, data, by, ip }: { id: number; data: ProvedorData } & Autor) {
  return rethrowDocumento(() =>
    db.transaction(async (tx) => {
      const antes = await mustFind(tx, id);
      await checkReferencias(tx, data, M.provedorEdicaoIncompleta, id);
      await tx
        .update(provedores)
        .set({ ...provedorValores(data), last_edited_by: by, updated_at: new Date() })
        .where(eq(provedores.id, id));
      if (data.fornecedores) await replaceFornecedores(tx, id, data.fornecedores);
      const depois = await mustFind(tx, id);
      await createAuditLog(tx, { tipo: 'provedor_editado', usuario: by, antes, depois, meta: meta(id, ip) });
      return depois;
    }),
  );
}

export function setProvedorFornecedores(
  db: Db,
  { id, fornecedores, by, ip }: { id: number; fornecedores: number[] } & Autor,
) {
  return db.transaction(async (tx) => {
    const antes = await mustFind(tx, id);
    const missing = await missingFornecedorIds(tx, fornecedores);
    if (missing.length > 0) {
      throw new AppError('bad_request', M.dadosInvalidos, {
        fornecedores: missing.map(M.fornecedorInexistente),
      });
    }
    await replaceFornecedores(tx, id, fornecedores);
    await tx
      .update(provedores)
      .set({ last_edited_by: by, updated_at: new Date() })
      .where(eq(provedores.id, id));
    const depois = await mustFind(tx, id);
    await createAuditLog(tx, {
      tipo: 'provedor_fornecedores_alterados',
      usuario: by,
      antes: { fornecedores: antes.fornecedores },
      depois: { fornecedores: depois.fornecedores },
      meta: meta(id, ip),
    });
    return depois;
  });
}

/** Deletes the provider, its associations and its images; the image files go once the rows are gone. */
export async function deleteProvedor(
  db: Db,
  files: FileStore,
  { id, by, ip }: { id: number } & Autor,
): Promise<void> {
  let arquivos: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const antes = await mustFind(tx, id);
      arquivos = await findProvedorArquivos(tx, id);
      await tx.delete(provedores).where(eq(provedores.id, id));
      await createAuditLog(tx, {
        tipo: 'provedor_deletado',
        usuario: by,
        antes: { ...antes, imagens: arquivos.length },
        meta: meta(id, ip),
      });
    });
  } catch (error) {
    if (pgError(error)?.kind === 'reference') throw new AppError('conflict', M.provedorEmUso);
    throw error;
  }
  await Promise.all(arquivos.map((arquivo) => files.remove(arquivo)));
}
