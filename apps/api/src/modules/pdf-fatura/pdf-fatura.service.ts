import { PLANILHA_FATURA_MESSAGES as P } from '@skyler/domain/pagamentos';
import { sum } from '@skyler/domain/precos/dinheiro';
import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { contatos, cotacoes, empresas, servicos, usuarios, vendas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore, StoredFile } from '../../platform/files.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';

export const CAMPO_PLANILHA = 'planilha';
export const CAMPO_SERVICO = 'id_servico';

type Actor = { user: { id: number }; ip: string };

/** Where the browser reads a service's invoice PDF. */
export function urlDaFatura(servico: number): string {
  return `/api/pdf-fatura/${servico}/`;
}

export type PlanilhaAdicionada = {
  detail: string;
  servico: number;
  itens: number;
  total: string;
  fatura_pdf_url: string;
};

function recusa(campo: string, mensagem: string): AppError {
  return new AppError('bad_request', P.erro, { [campo]: [mensagem] });
}

const consultorUsuario = alias(usuarios, 'consultor_usuario');

async function servicoDaFatura(db: Db, id: number) {
  const [row] = await db
    .select({
      id: servicos.id,
      status: servicos.status,
      venda: servicos.venda,
      tipo: cotacoes.tipo_servico,
      descricao: cotacoes.descricao,
      cliente_nome: contatos.nome,
      cliente_sobrenome: contatos.sobrenome,
      empresa_nome: empresas.nome,
      consultor_nome: consultorUsuario.nome,
      consultor_sobrenome: consultorUsuario.sobrenome,
    })
    .from(servicos)
    .innerJoin(cotacoes, eq(cotacoes.id, servicos.cotacao))
    .innerJoin(vendas, eq(vendas.id, servicos.venda))
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .leftJoin(consultorUsuario, eq(consultorUsuario.id, vendas.consultor))
    .where(eq(servicos.id, id));
  return row ?? null;
}

/**
 * POST /api/pdf-fatura/pdffatura/: the Planilha Fatura of a service, checked as an .xlsx by its content and
 * row by row, becomes the service's invoice PDF, stored and set on the service (a previous one is replaced
 * and its file removed after the commit). Nothing is stored when any row is refused.
 */
export async function adicionarPlanilhaFatura(
  db: Db,
  files: FileStore,
  { upload, user, ip }: { upload: MultipartUpload } & Actor,
): Promise<PlanilhaAdicionada> {
  const idTexto = (upload.campos[CAMPO_SERVICO] ?? '').trim();
  if (!/^\d{1,10}$/.test(idTexto) || Number(idTexto) < 1 || Number(idTexto) > 2_147_483_647) {
    throw recusa(CAMPO_SERVICO, P.servicoObrigatorio);
  }
  if (!upload.arquivo) throw recusa(CAMPO_PLANILHA, P.semArquivo);
  const servico = await servicoDaFatura(db, Number(idTexto));
  if (!servico) throw new AppError('not_found', SERVICO_MESSAGES.naoEncontrado);
  if (servico.status === 'cancelado') throw recusa(CAMPO_SERVICO, P.servicoCancelado);
  // the spreadsheet reader and the PDF engine load on first use, not at start
  const [{ lerPlanilhaFatura }, { renderFaturaServicoPdf }] = await Promise.all([
    import('./planilha.ts'),
    import('./fatura-servico-pdf.tsx'),
  ]);
  const itens = await lerPlanilhaFatura(upload.arquivo.data);
  const emitidaEm = new Date();
  const pdf = await renderFaturaServicoPdf({
    servico: servico.id,
    venda: servico.venda,
    tipo: servico.tipo,
    descricao: servico.descricao,
    cliente:
      servico.empresa_nome ??
      [servico.cliente_nome, servico.cliente_sobrenome].filter(Boolean).join(' ').trim(),
    consultor: servico.consultor_nome
      ? [servico.consultor_nome, servico.consultor_sobrenome].filter(Boolean).join(' ')
      : null,
    itens,
    emitidaEm,
  });
  const salvo: StoredFile = await files.save({
    data: pdf,
    nome: `fatura-servico-${servico.id}.pdf`,
    kinds: ['pdf'],
  });
  const total = sum(itens.map((item) => item.valor)).toFixed(2);
  let anterior: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [antes] = await tx
        .select({ fatura_pdf: servicos.fatura_pdf, status: servicos.status })
        .from(servicos)
        .where(eq(servicos.id, servico.id))
        .for('update');
      if (!antes) throw new AppError('not_found', SERVICO_MESSAGES.naoEncontrado);
      if (antes.status === 'cancelado') throw recusa(CAMPO_SERVICO, P.servicoCancelado);
      anterior = antes.fatura_pdf;
      await tx
        .update(servicos)
        .set({ fatura_pdf: salvo.key, fatura_pdf_em: emitidaEm, updated_at: new Date() })
        .where(eq(servicos.id, servico.id));
      await createAuditLog(tx, {
        tipo: 'planilha_fatura',
        usuario: user.id,
        venda: servico.venda,
        antes: { fatura_pdf: antes.fatura_pdf },
        depois: { fatura_pdf: salvo.key, planilha: upload.arquivo?.nome ?? null, itens: itens.length, total },
        meta: { entidade: 'servico', id: servico.id, ip },
      });
    });
  } catch (error) {
    await files.remove(salvo.key);
    throw error;
  }
  if (anterior) await files.remove(anterior);
  return {
    detail: P.adicionada,
    servico: servico.id,
    itens: itens.length,
    total,
    fatura_pdf_url: urlDaFatura(servico.id),
  };
}

/** GET /api/pdf-fatura/{id}/: the service's invoice PDF. */
export async function abrirFaturaServico(db: Db, files: FileStore, id: number) {
  const [row] = await db.select({ arquivo: servicos.fatura_pdf }).from(servicos).where(eq(servicos.id, id));
  if (!row?.arquivo) throw new AppError('not_found', P.faturaNaoEncontrada);
  try {
    const { stream, size } = await files.open(row.arquivo);
    return { stream, size, mime: 'application/pdf', nome: `fatura-servico-${id}.pdf` };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new AppError('not_found', P.faturaNaoEncontrada);
    }
    throw error;
  }
}
