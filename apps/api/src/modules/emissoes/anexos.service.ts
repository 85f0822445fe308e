import path from 'node:path';
import {
  type Anexo,
  EMISSAO_MESSAGES,
  emissaoEditavel,
  podeEditarEmissoes,
  ZAnexoNome,
} from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emissoes_anexos } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore, StoredFile } from '../../platform/files.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';
import { findAnexoRow, toAnexo } from './anexos.queries.ts';
import { exigirEmissao } from './beneficiarios.queries.ts';
import {
  type AtorEmissao,
  carregarEmissaoParaAlterar,
  registrarAlteracaoEmissao,
} from './emissao-alteracao.ts';

/** The multipart field of the file (the screen's "documento"). */
export const CAMPO_ARQUIVO = 'arquivo';

/**
 * POST /api/emissoes/{id}/anexos/: a voucher or other document, a PDF or an image accepted by its content.
 * The issuance is checked before the file is stored, and a refusal after that removes the file, so a
 * refused upload leaves neither file nor row.
 */
export async function adicionarAnexo(
  db: Db,
  files: FileStore,
  { emissaoId, upload, ator }: { emissaoId: number; upload: MultipartUpload; ator: AtorEmissao },
): Promise<Anexo> {
  if (!podeEditarEmissoes(ator.user)) throw new AppError('forbidden', EMISSAO_MESSAGES.semPermissao);
  const atual = await exigirEmissao(db, emissaoId);
  if (!emissaoEditavel(atual)) throw new AppError('conflict', EMISSAO_MESSAGES.naoEditavel);
  const errors: Record<string, string[]> = {};
  const nome = ZAnexoNome.safeParse(upload.campos.nome);
  if (!nome.success) errors.nome = nome.error.issues.map((issue) => issue.message);
  if (!upload.arquivo) errors[CAMPO_ARQUIVO] = [EMISSAO_MESSAGES.anexoDocumento];
  const primeiro = Object.values(errors)[0]?.[0];
  if (primeiro || !nome.success || !upload.arquivo) {
    throw new AppError('bad_request', primeiro ?? EMISSAO_MESSAGES.anexoDocumento, errors);
  }
  const salvo: StoredFile = await files.save({
    data: upload.arquivo.data,
    nome: upload.arquivo.nome,
    kinds: ['pdf', 'imagem'],
  });
  try {
    return await db.transaction(async (tx) => {
      const emissao = await carregarEmissaoParaAlterar(tx, emissaoId, ator);
      const [row] = await tx
        .insert(emissoes_anexos)
        .values({
          emissao: emissao.id,
          nome: nome.data,
          documento: salvo.key,
          tipo_arquivo: salvo.mime,
          created_by: ator.user.id,
        })
        .returning();
      if (!row) throw new Error('attachment not saved');
      await registrarAlteracaoEmissao(tx, {
        tipo: 'emissao_anexo',
        title: `Documento "${row.nome}" anexado à emissão ${formatId(emissao.id)}`,
        emissao,
        antes: null,
        depois: { id: row.id, nome: row.nome, tipo_arquivo: row.tipo_arquivo, tamanho: salvo.size },
        ator,
        meta: { anexo: row.id, acao: 'adicionado' },
      });
      return toAnexo(row, { id: ator.user.id, nome: ator.user.nome, sobrenome: ator.user.sobrenome });
    });
  } catch (error) {
    await files.remove(salvo.key);
    throw error;
  }
}

/** DELETE /api/anexos/{id}/: the row goes with its audit row; the file after the commit. */
export async function removerAnexo(
  db: Db,
  files: FileStore,
  { id, ator }: { id: number; ator: AtorEmissao },
): Promise<void> {
  if (!podeEditarEmissoes(ator.user)) throw new AppError('forbidden', EMISSAO_MESSAGES.semPermissao);
  const arquivo = await db.transaction(async (tx) => {
    const encontrado = await findAnexoRow(tx, id);
    if (!encontrado) throw new AppError('not_found', EMISSAO_MESSAGES.anexoNaoEncontrado);
    const emissao = await carregarEmissaoParaAlterar(tx, encontrado.emissao, ator);
    const [antes] = await tx
      .delete(emissoes_anexos)
      .where(and(eq(emissoes_anexos.id, id), eq(emissoes_anexos.emissao, emissao.id)))
      .returning();
    if (!antes) throw new AppError('not_found', EMISSAO_MESSAGES.anexoNaoEncontrado);
    await registrarAlteracaoEmissao(tx, {
      tipo: 'emissao_anexo',
      title: `Documento "${antes.nome}" removido da emissão ${formatId(emissao.id)}`,
      emissao,
      antes: { id: antes.id, nome: antes.nome, tipo_arquivo: antes.tipo_arquivo },
      depois: null,
      ator,
      meta: { anexo: antes.id, acao: 'removido' },
    });
    return antes.documento;
  });
  await files.remove(arquivo);
}

/** GET /api/anexos/{id}/arquivo/: the file, named after the attachment, with its stored type. */
export async function abrirAnexo(db: Db, files: FileStore, id: number) {
  const row = await findAnexoRow(db, id);
  if (!row) throw new AppError('not_found', EMISSAO_MESSAGES.anexoNaoEncontrado);
  try {
    const { stream, size } = await files.open(row.documento);
    return { stream, size, mime: row.tipo_arquivo, nome: `${row.nome}${path.extname(row.documento)}` };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new AppError('not_found', EMISSAO_MESSAGES.anexoNaoEncontrado);
    }
    throw error;
  }
}
