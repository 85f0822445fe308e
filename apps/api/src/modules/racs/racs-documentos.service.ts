import { RAC_MESSAGES as M, type RacDocumento, ZRacDocumentoTipo } from '@skyler/domain/racs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { racs, racs_documentos } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';
import { type AtorRac, registrarAlteracaoRac, travarRacAberta } from './alteracao-rac.ts';
import { findDocumentos } from './racs.queries.ts';

/** The multipart fields of a RAC document. */
export const CAMPO_DOCUMENTO = 'documento';
export const CAMPO_TIPO = 'tipo';

/**
 * POST /api/racs/{id}/documentos/ (any staff member, RAC not finalizada): the document's type and its file, a
 * PDF or an image accepted by its content. A refused upload leaves no file and no row.
 */
export async function anexarDocumento(
  db: Db,
  files: FileStore,
  options: { rac: number; upload: MultipartUpload } & AtorRac,
): Promise<RacDocumento> {
  const [existe] = await db
    .select({ id: racs.id, status: racs.status })
    .from(racs)
    .where(eq(racs.id, options.rac));
  if (!existe) throw new AppError('not_found', M.naoEncontrada);
  if (existe.status === 'finalizada') throw new AppError('conflict', M.finalizada);
  const tipo = ZRacDocumentoTipo.safeParse(options.upload.campos[CAMPO_TIPO] ?? '');
  const erros: Record<string, string[]> = {};
  if (!tipo.success) erros[CAMPO_TIPO] = tipo.error.issues.map((issue) => issue.message);
  if (!options.upload.arquivo) erros[CAMPO_DOCUMENTO] = [M.documentoObrigatorio];
  const primeiro = Object.values(erros)[0]?.[0];
  if (primeiro || !tipo.success || !options.upload.arquivo) {
    throw new AppError('bad_request', primeiro ?? M.documentoObrigatorio, erros);
  }
  const salvo = await files.save({
    data: options.upload.arquivo.data,
    nome: options.upload.arquivo.nome,
    kinds: ['pdf', 'imagem'],
  });
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const rac = await travarRacAberta(tx, options.rac);
      const valores = {
        rac: rac.id,
        tipo: tipo.data,
        documento: salvo.key,
        nome_arquivo: salvo.nome.slice(0, 200),
        tipo_arquivo: salvo.mime,
        created_by: options.user.id,
      };
      const [criado] = await tx.insert(racs_documentos).values(valores).returning({ id: racs_documentos.id });
      if (!criado) throw new Error('document not written');
      await registrarAlteracaoRac(tx, {
        tipo: 'rac_documento',
        title: `RAC ${rac.id}: documento ${valores.tipo}`,
        rac,
        antes: null,
        depois: {
          id: criado.id,
          tipo: valores.tipo,
          nome_arquivo: valores.nome_arquivo,
          tipo_arquivo: salvo.mime,
          tamanho: salvo.size,
        },
        ator: options,
      });
      return criado.id;
    });
  } catch (error) {
    await files.remove(salvo.key);
    throw error;
  }
  const [documento] = await findDocumentos(db, options.rac, id);
  if (!documento) throw new Error('document not found after writing');
  return documento;
}

/** GET /api/racs/documentos/{id}/arquivo/: the document's file with its type. */
export async function abrirDocumento(db: Db, files: FileStore, id: number) {
  const [row] = await db
    .select({
      arquivo: racs_documentos.documento,
      nome: racs_documentos.nome_arquivo,
      tipo: racs_documentos.tipo_arquivo,
    })
    .from(racs_documentos)
    .where(eq(racs_documentos.id, id));
  if (!row) throw new AppError('not_found', 'Documento não encontrado.');
  const { stream, size } = await files.open(row.arquivo);
  return { stream, size, mime: row.tipo, nome: row.nome };
}
