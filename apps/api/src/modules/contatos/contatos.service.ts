import { type ContatoData, CONTATO_MESSAGES as M } from '@skyler/domain/contatos';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type ContatoRow,
  contatos,
  contatos_empresas,
  documentos_contato,
  empresas,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import { pgError } from '../../platform/pg-errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { findContatoRow, findContatosExistentes, nomeBuscaContato } from './contatos.queries.ts';

export type Actor = { user: SessionUser; ip: string };

const meta = (id: number, ip: string) => ({ entidade: 'contato', id, ip });

function campo(field: string, message: string): AppError {
  return new AppError('bad_request', message, { [field]: [message] });
}

/** The referral, the relation and the companies must exist; a contact is neither its own referral nor relation. */
async function checkReferencias(tx: DbOrTx, input: ContatoData, proprioId: number | null) {
  const relacao = input.extras?.relacao ?? null;
  if (proprioId !== null && input.indicacao === proprioId) throw campo('indicacao', M.indicacaoPropria);
  if (proprioId !== null && relacao === proprioId) throw campo('extras.relacao', M.relacaoPropria);
  const existentes = await findContatosExistentes(
    tx,
    [input.indicacao, relacao].filter((id): id is number => id !== null),
  );
  if (!existentes.has(input.indicacao)) throw campo('indicacao', M.indicacaoInexistente);
  if (relacao !== null && !existentes.has(relacao)) throw campo('extras.relacao', M.relacaoInexistente);
  if (input.empresas?.length) {
    const rows = await tx
      .select({ id: empresas.id })
      .from(empresas)
      .where(inArray(empresas.id, input.empresas));
    if (rows.length !== input.empresas.length) throw campo('empresas', M.empresaInexistente);
  }
}

/** The columns of a contact from its validated form (also used by the demo seed). */
export function contatoValores(input: ContatoData) {
  return {
    nome: input.nome,
    sobrenome: input.sobrenome,
    cpf: input.cpf,
    cnpj: input.cnpj,
    cnh: input.cnh,
    email: input.email,
    telefone: input.telefone,
    indicacao: input.indicacao,
    data_nascimento: input.data_nascimento,
    genero: input.genero,
    tier: input.tier,
    perfil: input.perfil,
    cliente_estrangeiro: input.cliente_estrangeiro,
    endereco: input.endereco,
    instagram: input.extras?.instagram ?? null,
    linkedin: input.extras?.linkedin ?? null,
    relacao: input.extras?.relacao ?? null,
    tipo_relacao: input.extras?.tipo_relacao ?? null,
    data_especial: input.extras?.data_especial ?? null,
    ocasiao: input.extras?.ocasiao ?? null,
    observacoes: input.extras?.observacoes ?? null,
    nome_busca: nomeBuscaContato(input),
  };
}

async function replaceEmpresas(tx: DbOrTx, contatoId: number, ids: number[]): Promise<number[]> {
  const antes = await tx
    .select({ id: contatos_empresas.empresa_id })
    .from(contatos_empresas)
    .where(eq(contatos_empresas.contato_id, contatoId));
  await tx.delete(contatos_empresas).where(eq(contatos_empresas.contato_id, contatoId));
  if (ids.length > 0) {
    await tx
      .insert(contatos_empresas)
      .values(ids.map((empresa_id) => ({ contato_id: contatoId, empresa_id })));
  }
  return antes.map((row) => row.id);
}

/** A CPF already used by another contact, or a referenced row deleted meanwhile, is the user's to fix. */
function translateSqlError(error: unknown): never {
  const sql = pgError(error);
  if (sql?.kind === 'unique' && sql.constraint === 'contatos_cpf_idx') {
    throw new AppError('conflict', M.cpfEmUso, { cpf: [M.cpfEmUso] });
  }
  if (sql?.kind === 'reference' && sql.constraint.includes('empresa')) {
    throw campo('empresas', M.empresaInexistente);
  }
  if (sql?.kind === 'reference') throw campo('indicacao', M.indicacaoInexistente);
  throw error;
}

export async function createContato(db: Db, { input, user, ip }: { input: ContatoData } & Actor) {
  try {
    return await db.transaction(async (tx) => {
      await checkReferencias(tx, input, null);
      const [row] = await tx
        .insert(contatos)
        .values({ ...contatoValores(input), created_by: user.id, last_edited_by: user.id })
        .returning();
      if (!row) throw new Error('contact not created');
      const empresasLigadas = input.empresas ?? [];
      await replaceEmpresas(tx, row.id, empresasLigadas);
      await createAuditLog(tx, {
        tipo: 'contato_criado',
        usuario: user.id,
        antes: null,
        depois: { ...row, empresas: empresasLigadas },
        meta: meta(row.id, ip),
      });
      return row.id;
    });
  } catch (error) {
    translateSqlError(error);
  }
}

async function loadForChange(tx: DbOrTx, id: number): Promise<ContatoRow> {
  const row = await findContatoRow(tx, id, { forUpdate: true });
  if (!row) throw new AppError('not_found', M.naoEncontrado);
  return row;
}

export async function updateContato(
  db: Db,
  { id, input, user, ip }: { id: number; input: ContatoData } & Actor,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const antes = await loadForChange(tx, id);
      await checkReferencias(tx, input, id);
      const [depois] = await tx
        .update(contatos)
        .set({ ...contatoValores(input), last_edited_by: user.id, updated_at: new Date() })
        .where(eq(contatos.id, id))
        .returning();
      const empresasAntes = input.empresas ? await replaceEmpresas(tx, id, input.empresas) : undefined;
      const log = await createAuditLog(tx, {
        tipo: 'contato_editado',
        usuario: user.id,
        antes: empresasAntes ? { ...antes, empresas: empresasAntes } : antes,
        depois: input.empresas ? { ...depois, empresas: input.empresas } : depois,
        meta: meta(id, ip),
      });
      await notificarConsultores(tx, { contato: id, log, autor: user.id });
    });
  } catch (error) {
    translateSqlError(error);
  }
}

/**
 * A contact changed: the consultant of each of its open sales (proposta) is told once, on the oldest of their
 * sales with it (the `contato` notification).
 */
async function notificarConsultores(
  tx: DbOrTx,
  { contato, log, autor }: { contato: number; log: number; autor: number },
) {
  const abertas = await tx
    .select({ id: vendas.id, consultor: vendas.consultor })
    .from(vendas)
    .where(and(eq(vendas.cliente, contato), eq(vendas.status, 'proposta'), isNotNull(vendas.consultor)))
    .orderBy(asc(vendas.id));
  const avisados = new Set<number>();
  for (const venda of abertas) {
    if (venda.consultor === null || avisados.has(venda.consultor)) continue;
    avisados.add(venda.consultor);
    await createNotificacao(tx, {
      autor,
      para: [venda.consultor],
      title: M.notificacaoEditado,
      context: 'contato',
      ids: { contato, venda: venda.id },
      venda: venda.id,
      consultor: venda.consultor,
      cliente: contato,
      log,
    });
  }
}

export async function setEmpresasDoContato(
  db: Db,
  { id, empresas: ids, user, ip }: { id: number; empresas: number[] } & Actor,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await loadForChange(tx, id);
      if (ids.length) {
        const rows = await tx.select({ id: empresas.id }).from(empresas).where(inArray(empresas.id, ids));
        if (rows.length !== ids.length) throw campo('empresas', M.empresaInexistente);
      }
      const antes = await replaceEmpresas(tx, id, ids);
      await tx
        .update(contatos)
        .set({ last_edited_by: user.id, updated_at: new Date() })
        .where(eq(contatos.id, id));
      await createAuditLog(tx, {
        tipo: 'contato_empresas_alteradas',
        usuario: user.id,
        antes: { empresas: antes },
        depois: { empresas: ids },
        meta: meta(id, ip),
      });
    });
  } catch (error) {
    translateSqlError(error);
  }
}

/** Deletes the contact with its documents (files included) and loyalty accounts; refused while in use. */
export async function deleteContato(
  db: Db,
  files: FileStore,
  { id, user, ip }: { id: number } & Actor,
): Promise<void> {
  let arquivos: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const antes = await loadForChange(tx, id);
      const documentos = await tx
        .select({ arquivo: documentos_contato.arquivo })
        .from(documentos_contato)
        .where(eq(documentos_contato.contato_id, id));
      arquivos = documentos.map((doc) => doc.arquivo).filter((key): key is string => Boolean(key));
      await tx.delete(contatos).where(eq(contatos.id, id));
      await createAuditLog(tx, {
        tipo: 'contato_deletado',
        usuario: user.id,
        antes,
        depois: null,
        meta: meta(id, ip),
      });
    });
  } catch (error) {
    if (pgError(error)?.kind === 'reference') throw new AppError('conflict', M.emUso);
    throw error;
  }
  await Promise.all(arquivos.map((key) => files.remove(key)));
}
