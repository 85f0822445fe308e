import {
  EMISSAO_MESSAGES,
  type EmissaoBeneficiario,
  type EmissaoBeneficiarioUpdate,
} from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emissoes_beneficiarios } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { findBeneficiarioEmissaoRow, findBeneficiariosEmissao } from './beneficiarios.queries.ts';
import {
  type AtorEmissao,
  carregarEmissaoParaAlterar,
  registrarAlteracaoEmissao,
} from './emissao-alteracao.ts';

const CAMPOS = ['eticket', 'assento', 'tipo_assento', 'tipo_quarto'] as const;

/**
 * PUT /api/emissoes/{id}/beneficiarios/: the e-ticket, seat, seat type or room type of one beneficiary;
 * only the keys sent change (the screen saves one field at a time).
 */
export async function alterarBeneficiarioEmissao(
  db: Db,
  { emissaoId, dados, ator }: { emissaoId: number; dados: EmissaoBeneficiarioUpdate; ator: AtorEmissao },
): Promise<EmissaoBeneficiario> {
  return db.transaction(async (tx) => {
    const emissao = await carregarEmissaoParaAlterar(tx, emissaoId, ator);
    const antes = await findBeneficiarioEmissaoRow(tx, { emissaoId, id: dados.id });
    if (!antes) throw new AppError('not_found', EMISSAO_MESSAGES.beneficiarioNaoEncontrado);
    const mudancas: Partial<Record<(typeof CAMPOS)[number], string>> = {};
    for (const campo of CAMPOS) {
      const valor = dados[campo];
      if (valor !== undefined) mudancas[campo] = valor;
    }
    await tx
      .update(emissoes_beneficiarios)
      .set({ ...mudancas, updated_at: new Date() })
      .where(eq(emissoes_beneficiarios.id, antes.id));
    await registrarAlteracaoEmissao(tx, {
      tipo: 'emissao_beneficiario',
      title: `Beneficiário alterado na emissão ${formatId(emissao.id)}`,
      emissao,
      antes: Object.fromEntries(
        CAMPOS.filter((campo) => campo in mudancas).map((campo) => [campo, antes[campo]]),
      ),
      depois: mudancas,
      ator,
      meta: { beneficiario: antes.id, contato: antes.contato, acao: 'alterado' },
    });
    const [view] = await findBeneficiariosEmissao(tx, { emissaoId, id: antes.id });
    if (!view) throw new AppError('not_found', EMISSAO_MESSAGES.beneficiarioNaoEncontrado);
    return view;
  });
}

/** DELETE /api/emissoes/{id}/beneficiarios/{beneficiarioId}/: a passenger the ticket is not for. */
export async function removerBeneficiarioEmissao(
  db: Db,
  { emissaoId, id, ator }: { emissaoId: number; id: number; ator: AtorEmissao },
): Promise<void> {
  await db.transaction(async (tx) => {
    const emissao = await carregarEmissaoParaAlterar(tx, emissaoId, ator);
    const antes = await findBeneficiarioEmissaoRow(tx, { emissaoId, id });
    if (!antes) throw new AppError('not_found', EMISSAO_MESSAGES.beneficiarioNaoEncontrado);
    await tx
      .delete(emissoes_beneficiarios)
      .where(and(eq(emissoes_beneficiarios.id, id), eq(emissoes_beneficiarios.emissao, emissaoId)));
    await registrarAlteracaoEmissao(tx, {
      tipo: 'emissao_beneficiario',
      title: `Beneficiário removido da emissão ${formatId(emissao.id)}`,
      emissao,
      antes,
      depois: null,
      ator,
      meta: { beneficiario: antes.id, contato: antes.contato, acao: 'removido' },
    });
  });
}
