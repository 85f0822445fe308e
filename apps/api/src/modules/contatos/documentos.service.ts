import {
  CONTATO_MESSAGES,
  DOCUMENTO_MAX_BYTES,
  DOCUMENTO_MESSAGES,
  DOCUMENTO_REQUESTS,
  type DocumentoContato,
  type TipoDocumento,
} from '@skyler/domain/contatos';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type DocumentoContatoRow, documentos_contato } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore, StoredFile } from '../../platform/files.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';
import { pgError } from '../../platform/pg-errors.ts';
import { findContatoRow } from './contatos.queries.ts';
import type { Actor } from './contatos.service.ts';
import { findDocumentoRow, toDocumento } from './documentos.queries.ts';

export type DocumentoUpload = MultipartUpload;

const meta = (contatoId: number, documentoId: number, tipo: TipoDocumento, ip: string) => ({
  entidade: 'contato',
  id: contatoId,
  documento: documentoId,
  tipo_documento: tipo,
  ip,
});

function parseCampos(tipo: TipoDocumento, campos: Record<string, string>) {
  const parsed = DOCUMENTO_REQUESTS[tipo].safeParse(campos);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const campo = issue.path.map(String).join('.') || 'non_field_errors';
    errors[campo] = [...(errors[campo] ?? []), issue.message];
  }
  const first = Object.values(errors)[0]?.[0] ?? DOCUMENTO_MESSAGES[tipo].erroAdicionar;
  throw new AppError('bad_request', first, errors);
}

/** Number and dates are checked, then the file (image or PDF, by its bytes and size), then the row is written. */
export async function addDocumento(
  db: Db,
  files: FileStore,
  {
    contatoId,
    tipo,
    upload,
    user,
    ip,
    depois,
  }: {
    contatoId: number;
    tipo: TipoDocumento;
    upload: DocumentoUpload;
    /** what the caller writes with the document, in its transaction (the portal's record of the sending) */
    depois?: (tx: DbOrTx, row: DocumentoContatoRow) => Promise<void>;
  } & Actor,
): Promise<DocumentoContato> {
  if (!(await findContatoRow(db, contatoId))) throw new AppError('not_found', CONTATO_MESSAGES.naoEncontrado);
  const campos = parseCampos(tipo, upload.campos);
  let salvo: StoredFile | null = null;
  if (upload.arquivo) {
    salvo = await files.save({
      data: upload.arquivo.data,
      nome: upload.arquivo.nome,
      kinds: ['imagem', 'pdf'],
      maxBytes: DOCUMENTO_MAX_BYTES,
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const valores: typeof documentos_contato.$inferInsert = {
        contato_id: contatoId,
        tipo,
        numero: campos.numero,
        data_emissao: 'data_emissao' in campos ? campos.data_emissao : null,
        data_validade: 'data_validade' in campos ? campos.data_validade : null,
        pais: 'pais' in campos ? (campos.pais as string | null) : null,
        nome_passaporte: 'nome_passaporte' in campos ? (campos.nome_passaporte as string | null) : null,
        orgao_emissor: 'orgao_emissor' in campos ? campos.orgao_emissor : null,
        categoria: 'categoria' in campos ? campos.categoria : null,
        arquivo: salvo?.key ?? null,
        mime: salvo?.mime ?? null,
        tamanho: salvo?.size ?? null,
        nome_arquivo: salvo?.nome ?? null,
        created_by: user.id,
      };
      const [row] = await tx.insert(documentos_contato).values(valores).returning();
      if (!row) throw new Error('document not saved');
      await createAuditLog(tx, {
        tipo: 'contato_documento_adicionado',
        usuario: user.id,
        depois: row,
        meta: meta(contatoId, row.id, tipo, ip),
      });
      await depois?.(tx, row);
      return toDocumento(row, { id: user.id, nome: user.nome, sobrenome: user.sobrenome });
    });
  } catch (error) {
    if (salvo) await files.remove(salvo.key);
    // the contact was deleted while the file was being stored
    if (pgError(error)?.kind === 'reference') {
      throw new AppError('not_found', CONTATO_MESSAGES.naoEncontrado);
    }
    throw error;
  }
}

export async function openDocumento(
  db: Db,
  files: FileStore,
  where: { contatoId: number; tipo: TipoDocumento; id: number },
) {
  const row = await findDocumentoRow(db, where);
  if (!row) throw new AppError('not_found', DOCUMENTO_MESSAGES[where.tipo].naoEncontrado);
  if (!row.arquivo || !row.mime) throw new AppError('not_found', 'Este documento não tem arquivo anexado.');
  const { stream, size } = await files.open(row.arquivo);
  return { stream, size, mime: row.mime, nome: row.nome_arquivo ?? 'documento' };
}

/** The row goes in the transaction of its audit row; the file after the commit. */
export async function deleteDocumento(
  db: Db,
  files: FileStore,
  { contatoId, tipo, id, user, ip }: { contatoId: number; tipo: TipoDocumento; id: number } & Actor,
): Promise<void> {
  const arquivo = await db.transaction(async (tx) => {
    const row = await findDocumentoRow(tx, { contatoId, tipo, id });
    if (!row) throw new AppError('not_found', DOCUMENTO_MESSAGES[tipo].naoEncontrado);
    await tx.delete(documentos_contato).where(eq(documentos_contato.id, id));
    await createAuditLog(tx, {
      tipo: 'contato_documento_deletado',
      usuario: user.id,
      antes: row,
      meta: meta(contatoId, id, tipo, ip),
    });
    return row.arquivo;
  });
  if (arquivo) await files.remove(arquivo);
}
