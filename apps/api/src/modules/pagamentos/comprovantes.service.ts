import { PAGAMENTO_UI_MESSAGES as M, type PagamentoView } from '@skyler/domain/pagamentos';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pagamentos } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';
import { findPagamento } from './pagamentos.queries.ts';
import {
  type AutorPagamento,
  exigirFinanceiro,
  gravarNoPagamento,
  travarPagamento,
} from './pagamentos.service.ts';

export const CAMPO_COMPROVANTE = 'documento_comprovante';
export const COMPROVANTE_OBRIGATORIO = 'Envie o comprovante (PDF, JPG, PNG ou WEBP).';
/** Receipts are PDFs or photos of them; GIFs are not receipts. */
const TIPOS_COMPROVANTE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

/**
 * POST /api/pagamentos/{id}/documentos/ (financeiro only): the receipt, accepted by its content, replaces
 * the previous one (whose file is removed after the commit).
 */
export async function anexarComprovante(
  db: Db,
  files: FileStore,
  options: { id: number; upload: MultipartUpload } & AutorPagamento,
): Promise<PagamentoView> {
  exigirFinanceiro(options.user);
  const [existe] = await db
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .where(eq(pagamentos.id, options.id));
  if (!existe) throw new AppError('not_found', M.naoEncontrado);
  if (!options.upload.arquivo) {
    throw new AppError('bad_request', COMPROVANTE_OBRIGATORIO, {
      [CAMPO_COMPROVANTE]: [COMPROVANTE_OBRIGATORIO],
    });
  }
  const salvo = await files.save({
    data: options.upload.arquivo.data,
    nome: options.upload.arquivo.nome,
    kinds: ['pdf', 'imagem'],
  });
  if (!TIPOS_COMPROVANTE.has(salvo.mime)) {
    await files.remove(salvo.key);
    throw new AppError(
      'unsupported_media_type',
      'Tipo de arquivo não permitido. Envie PDF, JPG, PNG ou WEBP.',
    );
  }
  let anterior: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const antes = await travarPagamento(tx, options.id);
      anterior = antes.documento_comprovante;
      await gravarNoPagamento(tx, {
        antes,
        colunas: { documento_comprovante: salvo.key, documento_nome: salvo.nome, documento_tipo: salvo.mime },
        registro: {
          tipo: 'pagamento_comprovante',
          antes: { documento_nome: antes.documento_nome },
          depois: () => ({ documento_nome: salvo.nome, documento_tipo: salvo.mime, tamanho: salvo.size }),
        },
        autor: options,
      });
    });
  } catch (error) {
    await files.remove(salvo.key);
    throw error;
  }
  if (anterior) await files.remove(anterior);
  const view = await findPagamento(db, options.id);
  if (!view) throw new AppError('not_found', M.naoEncontrado);
  return view;
}

/** GET /api/pagamentos/{id}/documento/: the receipt's file with its type. */
export async function abrirComprovante(db: Db, files: FileStore, id: number) {
  const [row] = await db
    .select({
      arquivo: pagamentos.documento_comprovante,
      nome: pagamentos.documento_nome,
      tipo: pagamentos.documento_tipo,
    })
    .from(pagamentos)
    .where(eq(pagamentos.id, id));
  if (!row?.arquivo || !row.tipo) throw new AppError('not_found', M.comprovanteNaoEncontrado);
  try {
    const { stream, size } = await files.open(row.arquivo);
    return { stream, size, mime: row.tipo, nome: row.nome ?? 'comprovante' };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new AppError('not_found', M.comprovanteNaoEncontrado);
    }
    throw error;
  }
}
