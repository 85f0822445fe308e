import {
  IMAGEM_MAX_BYTES,
  FORNECEDORES_MESSAGES as M,
  type ProvedorImagem,
  ZProvedorImagemRequest,
} from '@skyler/domain/fornecedores';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { provedor_imagens } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';
import { pgError } from '../../platform/pg-errors.ts';
import type { Autor } from './fornecedores.service.ts';
import { findProvedor, findProvedorImagem, imagemUrl } from './provedores.queries.ts';

export type ImagemUpload = MultipartUpload;

const meta = (provedorId: number, imagemId: number, ip: string) => ({
  entidade: 'provedor',
  id: provedorId,
  imagem: imagemId,
  ip,
});

/** Title and file are required (part 2 §5); the file must be an image by its content and size. */
function parseUpload({ campos, arquivo }: ImagemUpload) {
  const parsed = ZProvedorImagemRequest.safeParse(campos);
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const campo = issue.path.map(String).join('.') || 'non_field_errors';
    errors[campo] = [...(errors[campo] ?? []), issue.message];
  }
  if (!arquivo) errors.imagem = [M.arquivoObrigatorio];
  const first = Object.values(errors)[0]?.[0];
  if (first || !parsed.success || !arquivo)
    throw new AppError('bad_request', first ?? M.dadosInvalidos, errors);
  return { ...parsed.data, arquivo };
}

export async function addProvedorImagem(
  db: Db,
  files: FileStore,
  { provedorId, upload, by, ip }: { provedorId: number; upload: ImagemUpload } & Autor,
): Promise<ProvedorImagem> {
  if (!(await findProvedor(db, provedorId))) throw new AppError('not_found', M.provedorNaoEncontrado);
  const { titulo, descricao, arquivo } = parseUpload(upload);
  const salvo = await files.save({
    data: arquivo.data,
    nome: arquivo.nome,
    kinds: ['imagem'],
    maxBytes: IMAGEM_MAX_BYTES,
  });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(provedor_imagens)
        .values({
          provedor_id: provedorId,
          titulo,
          descricao,
          arquivo: salvo.key,
          mime: salvo.mime,
          tamanho: salvo.size,
          nome_arquivo: salvo.nome,
          created_by: by,
        })
        .returning();
      if (!row) throw new Error('image not saved');
      const imagem = { id: row.id, titulo, descricao, url: imagemUrl(provedorId, row.id) };
      await createAuditLog(tx, {
        tipo: 'provedor_imagem_adicionada',
        usuario: by,
        depois: { ...imagem, mime: salvo.mime, tamanho: salvo.size, nome_arquivo: salvo.nome },
        meta: meta(provedorId, row.id, ip),
      });
      return imagem;
    });
  } catch (error) {
    await files.remove(salvo.key);
    // the provider was deleted while the file was being stored
    if (pgError(error)?.kind === 'reference') {
      throw new AppError('not_found', M.provedorNaoEncontrado);
    }
    throw error;
  }
}

export async function openProvedorImagem(
  db: Db,
  files: FileStore,
  { provedorId, id }: { provedorId: number; id: number },
) {
  const imagem = await findProvedorImagem(db, { provedorId, id });
  if (!imagem) throw new AppError('not_found', M.imagemNaoEncontrada);
  const { stream, size } = await files.open(imagem.arquivo);
  return { stream, size, mime: imagem.mime };
}

/** Irreversible: the row and the file go. */
export async function deleteProvedorImagem(
  db: Db,
  files: FileStore,
  { provedorId, id, by, ip }: { provedorId: number; id: number } & Autor,
): Promise<void> {
  const arquivo = await db.transaction(async (tx) => {
    const imagem = await findProvedorImagem(tx, { provedorId, id });
    if (!imagem) throw new AppError('not_found', M.imagemNaoEncontrada);
    await tx.delete(provedor_imagens).where(eq(provedor_imagens.id, id));
    await createAuditLog(tx, {
      tipo: 'provedor_imagem_deletada',
      usuario: by,
      antes: {
        id: imagem.id,
        titulo: imagem.titulo,
        descricao: imagem.descricao,
        mime: imagem.mime,
        tamanho: imagem.tamanho,
        nome_arquivo: imagem.nome_arquivo,
      },
      meta: meta(provedorId, id, ip),
    });
    return imagem.arquivo;
  });
  await files.remove(arquivo);
}
