import {
  EMISSAO_MESSAGES,
  type EmissaoBeneficiario,
  type EmissaoBeneficiarioUpdate,
} from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { emissoes_beneficiarios } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { findBeneficiarioEmissaoRow, findBeneficiariosEmissao } from './beneficiarios.queries.ts';
import {
  type AtorEmissao,
  carregarEmissaoParaAlterar,
  registrarAlteracaoEmissao,
} from './emissao-alteracao.ts';

const CAMPOS = ['eticket', 'assento', 'tipo_assento', 'tipo_quarto'] as const;
type Mudancas = Partial<Record<(typeof CAMPOS)[number], string>>;

/**
 * One beneficiary's change in the caller's transaction: locks its row (404 when it is not the issuance's),
 * refuses a stale version (409, decision 0054) and writes only the keys sent. Answers what it was and is.
 */
async function alterarLinhaBeneficiario(
  tx: DbOrTx,
  { emissaoId, dados }: { emissaoId: number; dados: EmissaoBeneficiarioUpdate },
) {
  const antes = await findBeneficiarioEmissaoRow(tx, { emissaoId, id: dados.id });
  if (!antes) throw new AppError('not_found', EMISSAO_MESSAGES.beneficiarioNaoEncontrado);
  conferirVersao(antes.versao, dados.versao);
  const mudancas: Mudancas = {};
  for (const campo of CAMPOS) {
    const valor = dados[campo];
    if (valor !== undefined) mudancas[campo] = valor;
  }
  await tx
    .update(emissoes_beneficiarios)
    .set({ ...mudancas, updated_at: new Date() })
    .where(eq(emissoes_beneficiarios.id, antes.id));
  const eram: Mudancas = Object.fromEntries(
    CAMPOS.filter((campo) => campo in mudancas).map((campo) => [campo, antes[campo]]),
  );
  return { antes, eram, mudancas };
}

/**
 * PUT /api/emissoes/{id}/beneficiarios/: the e-ticket, seat, seat type or room type of one beneficiary;
 * only the keys sent change.
 */
export async function alterarBeneficiarioEmissao(
  db: Db,
  { emissaoId, dados, ator }: { emissaoId: number; dados: EmissaoBeneficiarioUpdate; ator: AtorEmissao },
): Promise<EmissaoBeneficiario> {
  return db.transaction(async (tx) => {
    const emissao = await carregarEmissaoParaAlterar(tx, emissaoId, ator);
    const { antes, eram, mudancas } = await alterarLinhaBeneficiario(tx, { emissaoId, dados });
    await registrarAlteracaoEmissao(tx, {
      tipo: 'emissao_beneficiario',
      title: `Beneficiário alterado na emissão ${formatId(emissao.id)}`,
      emissao,
      antes: eram,
      depois: mudancas,
      ator,
      meta: { beneficiario: antes.id, contato: antes.contato, acao: 'alterado' },
    });
    const [view] = await findBeneficiariosEmissao(tx, { emissaoId, id: antes.id });
    if (!view) throw new AppError('not_found', EMISSAO_MESSAGES.beneficiarioNaoEncontrado);
    return view;
  });
}

/**
 * PUT /api/emissoes/{id}/beneficiarios/lote/: the Beneficiários tab's one Salvar. Every changed passenger in
 * one transaction, each checked against the version it was read at: one stale or unknown row refuses the
 * whole save and nothing is written. One audit row and one notification for the save; answers the whole list.
 */
export async function alterarBeneficiariosEmissao(
  db: Db,
  {
    emissaoId,
    beneficiarios,
    ator,
  }: { emissaoId: number; beneficiarios: EmissaoBeneficiarioUpdate[]; ator: AtorEmissao },
): Promise<EmissaoBeneficiario[]> {
  return db.transaction(async (tx) => {
    const emissao = await carregarEmissaoParaAlterar(tx, emissaoId, ator);
    const alteracoes = [];
    // in id order, so two saves of overlapping passengers lock their rows in the same order
    for (const dados of [...beneficiarios].sort((a, b) => a.id - b.id)) {
      alteracoes.push(await alterarLinhaBeneficiario(tx, { emissaoId, dados }));
    }
    await registrarAlteracaoEmissao(tx, {
      tipo: 'emissao_beneficiario',
      title:
        alteracoes.length === 1
          ? `Beneficiário alterado na emissão ${formatId(emissao.id)}`
          : `${alteracoes.length} beneficiários alterados na emissão ${formatId(emissao.id)}`,
      emissao,
      antes: alteracoes.map((a) => ({ beneficiario: a.antes.id, ...a.eram })),
      depois: alteracoes.map((a) => ({ beneficiario: a.antes.id, ...a.mudancas })),
      ator,
      meta: {
        beneficiarios: alteracoes.map((a) => a.antes.id),
        contatos: alteracoes.map((a) => a.antes.contato),
        acao: 'alterado',
      },
    });
    return findBeneficiariosEmissao(tx, { emissaoId });
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
