import {
  type CampoFormador,
  type CampoFormadorEmissao,
  EMISSAO_MESSAGES,
  type LinhaPagamentoEmissao,
  type LinhaPagamentoInput,
} from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartoes, emissoes, emissoes_pagamentos } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { sincronizarOrdensDaEmissaoTx } from '../ordens-pagamento/sincronizacao.ts';
import {
  type AtorEmissao,
  carregarEmissaoParaAlterar,
  registrarAlteracaoEmissao,
} from './emissao-alteracao.ts';
import { findCamposFormadores } from './emissoes.queries.ts';
import { findPagamentosEmissao } from './pagamentos-emissao.queries.ts';

type Erros = Record<string, string[]>;

function adicionar(errors: Erros, campo: string, mensagem: string) {
  errors[campo] = [...(errors[campo] ?? []), mensagem];
}

/**
 * The rules of decision 0027 over the list sent: each forming field the issuance has, once; the agency
 * pays what it must; a card only when the agency pays, where the field allows one, active.
 */
async function validarLinhas(
  tx: DbOrTx,
  campos: CampoFormadorEmissao[],
  linhas: LinhaPagamentoInput[],
): Promise<void> {
  const errors: Erros = {};
  const porCampo = new Map(campos.map((campo) => [campo.campo_formador, campo]));
  const idsCartoes = [...new Set(linhas.flatMap((linha) => (linha.cartao === null ? [] : [linha.cartao])))];
  const ativos = new Set(
    idsCartoes.length === 0
      ? []
      : (
          await tx
            .select({ id: cartoes.id, ativo: cartoes.ativo })
            .from(cartoes)
            .where(inArray(cartoes.id, idsCartoes))
            .for('share')
        )
          .filter((cartao) => cartao.ativo)
          .map((cartao) => cartao.id),
  );
  const vistos = new Set<CampoFormador>();
  for (const [indice, linha] of linhas.entries()) {
    const chave = (campo: string) => `pagamentos.${indice}.${campo}`;
    const campo = porCampo.get(linha.campo_formador);
    if (!campo) {
      adicionar(errors, chave('campo_formador'), EMISSAO_MESSAGES.campoInvalido);
      continue;
    }
    if (vistos.has(linha.campo_formador)) {
      adicionar(errors, chave('campo_formador'), EMISSAO_MESSAGES.campoRepetido);
      continue;
    }
    vistos.add(linha.campo_formador);
    if (campo.responsavel_fixo && linha.responsavel !== campo.responsavel_fixo) {
      adicionar(errors, chave('responsavel'), EMISSAO_MESSAGES.responsavelFixo);
    }
    if (linha.cartao === null) continue;
    if (linha.responsavel !== 'skyler') adicionar(errors, chave('cartao'), EMISSAO_MESSAGES.cartaoSoAgencia);
    else if (!campo.cartao_permitido) adicionar(errors, chave('cartao'), EMISSAO_MESSAGES.cartaoNaoPermitido);
    else if (!ativos.has(linha.cartao)) adicionar(errors, chave('cartao'), EMISSAO_MESSAGES.cartaoInvalido);
  }
  if (campos.some((campo) => !vistos.has(campo.campo_formador))) {
    adicionar(errors, 'pagamentos', EMISSAO_MESSAGES.camposFaltando);
  }
  const primeiro = Object.values(errors)[0]?.[0];
  if (primeiro) throw new AppError('bad_request', primeiro, errors);
}

/**
 * POST /api/emissoes/{id}/pagamentos/ in the caller's transaction: locks the issuance (issuers, in the
 * queue), checks the list against its forming fields, replaces its payment lines with the values read from
 * the quote, and records the change. What the agency pays is what later becomes its payment orders.
 */
export async function salvarPagamentosEmissaoTx(
  tx: DbOrTx,
  {
    emissaoId,
    pagamentos,
    ator,
    versao,
  }: { emissaoId: number; pagamentos: LinhaPagamentoInput[]; ator: AtorEmissao; versao?: number },
): Promise<LinhaPagamentoEmissao[]> {
  const emissao = await carregarEmissaoParaAlterar(tx, emissaoId, ator, versao);
  const campos = await findCamposFormadores(tx, emissao.id);
  await validarLinhas(tx, campos, pagamentos);
  const antes = await findPagamentosEmissao(tx, emissao);
  await tx.delete(emissoes_pagamentos).where(eq(emissoes_pagamentos.emissao, emissao.id));
  const valores = new Map(campos.map((campo) => [campo.campo_formador, campo.valor]));
  if (pagamentos.length > 0) {
    await tx.insert(emissoes_pagamentos).values(
      pagamentos.map((linha) => ({
        emissao: emissao.id,
        servico: emissao.servico,
        campo_formador: linha.campo_formador,
        responsavel: linha.responsavel,
        cartao: linha.cartao,
        valor: valores.get(linha.campo_formador) ?? '0',
        created_by: ator.user.id,
      })),
    );
  }
  const depois = await findPagamentosEmissao(tx, emissao);
  // the lines are part of the issuance: its version rises, so a screen that read it before is told
  await tx.update(emissoes).set({ updated_at: new Date() }).where(eq(emissoes.id, emissao.id));
  // what the agency pays becomes its open payment orders, in this transaction (decision 0028)
  await sincronizarOrdensDaEmissaoTx(tx, { emissao, linhas: depois, ator });
  const resumo = (linhas: LinhaPagamentoEmissao[]) =>
    linhas.map((linha) => ({
      campo_formador: linha.campo_formador,
      responsavel: linha.responsavel,
      cartao: linha.cartao?.id ?? null,
      valor: linha.valor,
    }));
  await registrarAlteracaoEmissao(tx, {
    tipo: 'emissao_pagamentos',
    title: `Pagamentos da emissão ${formatId(emissao.id)} registrados`,
    emissao,
    antes: resumo(antes),
    depois: resumo(depois),
    ator,
  });
  return depois;
}

export function salvarPagamentosEmissao(
  db: Db,
  options: { emissaoId: number; pagamentos: LinhaPagamentoInput[]; ator: AtorEmissao; versao?: number },
): Promise<LinhaPagamentoEmissao[]> {
  return db.transaction((tx) => salvarPagamentosEmissaoTx(tx, options));
}
