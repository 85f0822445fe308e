import type { CampoFormador, LinhaPagamentoEmissao } from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fornecedores, type OrdemPagamentoRow, ordens_pagamento } from '../../db/schema/index.ts';
import type { Ator } from '../../platform/actor.ts';
import { findComprasDaEmissao } from '../emissoes/compras-emissao.queries.ts';
import { devolverMilhasDaEmissaoTx } from '../milhas-proprias/milhas-proprias.service.ts';
import { meioDaOrdem } from './meio-da-ordem.ts';
import { conversorDaEmissao } from './moeda-da-ordem.ts';
import { registrarAlteracaoOrdem, resumoOrdem } from './ordens-pagamento.service.ts';

/** A payment line becomes an order when the agency pays it, its value is not zero and it is not RAV. */
export function linhaGeraOrdem(
  linha: Pick<LinhaPagamentoEmissao, 'responsavel' | 'valor' | 'campo_formador'>,
) {
  return linha.responsavel === 'skyler' && linha.campo_formador !== 'rav' && !dec(linha.valor).isZero();
}

export type OrdensSincronizadas = { criadas: number; atualizadas: number; removidas: number };

/**
 * The issuance's open orders made to follow its payment lines just saved, in the caller's transaction: one
 * open order per line the agency pays (created, or the open order of the same field updated), the open
 * orders of fields the agency no longer pays removed, paid orders never touched (a field with a paid order
 * gets no new one). A validated miles or wallet ticket's cost is owed for what was bought, to the supplier
 * of each account's provider: one order per supplier (decision 0037); miles from the agency's own accounts
 * are owed to no one (decision 0068). One audit row and one notification
 * when anything changed.
 */
export async function sincronizarOrdensDaEmissaoTx(
  tx: DbOrTx,
  {
    emissao,
    linhas,
    ator,
  }: {
    emissao: { id: number; venda: number; servico: number; fornecedor: number | null };
    linhas: LinhaPagamentoEmissao[];
    ator: Ator;
  },
): Promise<OrdensSincronizadas> {
  const existentes = await tx
    .select()
    .from(ordens_pagamento)
    .where(eq(ordens_pagamento.emissao, emissao.id))
    .orderBy(ordens_pagamento.id)
    .for('update');
  // a miles or wallet ticket is owed to whom it was bought from, for what was paid (decision 0037)
  const compras = await findComprasDaEmissao(tx, emissao.id);
  // the lines are in the quote's (or ticket's) currency; the orders are owed in reais (decision 0064)
  const converter = await conversorDaEmissao(tx, emissao.id, compras !== null);
  const chave = (campo: CampoFormador | null, fornecedor: number | null) =>
    compras && campo === compras.campo ? `${campo}:${fornecedor ?? ''}` : (campo ?? '');
  const desejadas: {
    chave: string;
    linha: LinhaPagamentoEmissao;
    valor: string;
    fornecedor: number | null;
  }[] = [];
  for (const linha of linhas.filter(linhaGeraOrdem)) {
    if (compras && linha.campo_formador === compras.campo) {
      for (const parte of compras.porFornecedor) {
        if (dec(parte.valor).isZero()) continue;
        desejadas.push({
          chave: chave(linha.campo_formador, parte.fornecedor),
          linha,
          valor: parte.valor,
          fornecedor: parte.fornecedor,
        });
      }
      continue;
    }
    desejadas.push({
      chave: linha.campo_formador,
      linha,
      valor: linha.valor,
      fornecedor: emissao.fornecedor,
    });
  }
  const idsFornecedores = [
    ...new Set(desejadas.flatMap((d) => (d.fornecedor === null ? [] : [d.fornecedor]))),
  ];
  const meiosDe = new Map(
    idsFornecedores.length === 0
      ? []
      : (
          await tx
            .select({ id: fornecedores.id, meios: fornecedores.meios_de_pagamento })
            .from(fornecedores)
            .where(inArray(fornecedores.id, idsFornecedores))
        ).map((f) => [f.id, f.meios]),
  );
  const chaveDa = (o: OrdemPagamentoRow) => chave(o.campo_formador, o.fornecedor);
  const pagas = new Set(existentes.filter((o) => o.status === 'pago').map(chaveDa));
  const abertas = new Map<string, OrdemPagamentoRow>();
  for (const ordem of existentes) {
    if (ordem.status === 'aberto' && !abertas.has(chaveDa(ordem))) abertas.set(chaveDa(ordem), ordem);
  }
  const chaves = new Set(desejadas.map((d) => d.chave));
  const antes: ReturnType<typeof resumoOrdem>[] = [];
  const depois: ReturnType<typeof resumoOrdem>[] = [];
  const resultado: OrdensSincronizadas = { criadas: 0, atualizadas: 0, removidas: 0 };
  const agora = new Date();

  for (const desejada of desejadas) {
    const { linha } = desejada;
    const meios = desejada.fornecedor === null ? [] : (meiosDe.get(desejada.fornecedor) ?? []);
    const { meio_pagamento, cartao } = meioDaOrdem(linha, meios);
    const emReais = converter(linha.campo_formador, moneyString(dec(desejada.valor)));
    const valores = {
      valor: emReais.valor,
      moeda: emReais.moeda,
      valor_moeda: emReais.valor_moeda,
      cambio: emReais.cambio,
      meio_pagamento,
      cartao,
      fornecedor: desejada.fornecedor,
      pagamento_emissao: linha.id,
    };
    const aberta = abertas.get(desejada.chave);
    if (aberta) {
      const igual =
        dec(aberta.valor).equals(dec(valores.valor)) &&
        aberta.moeda === valores.moeda &&
        aberta.meio_pagamento === meio_pagamento &&
        aberta.cartao === cartao &&
        aberta.fornecedor === valores.fornecedor;
      if (igual) {
        if (aberta.pagamento_emissao !== linha.id) {
          await tx
            .update(ordens_pagamento)
            .set({ pagamento_emissao: linha.id })
            .where(eq(ordens_pagamento.id, aberta.id));
        }
        continue;
      }
      const [alterada] = await tx
        .update(ordens_pagamento)
        .set({ ...valores, data_alteracao: agora, updated_by: ator.user.id })
        .where(eq(ordens_pagamento.id, aberta.id))
        .returning();
      if (!alterada) continue;
      antes.push(resumoOrdem(aberta));
      depois.push(resumoOrdem(alterada));
      resultado.atualizadas += 1;
      continue;
    }
    if (pagas.has(desejada.chave)) continue;
    const [criada] = await tx
      .insert(ordens_pagamento)
      .values({
        ...valores,
        emissao: emissao.id,
        servico: emissao.servico,
        venda: emissao.venda,
        campo_formador: linha.campo_formador,
        created_by: ator.user.id,
        updated_by: ator.user.id,
      })
      .returning();
    if (!criada) throw new Error('payment order not written');
    depois.push(resumoOrdem(criada));
    resultado.criadas += 1;
  }

  const sobras = existentes.filter((o) => o.status === 'aberto' && !chaves.has(chaveDa(o)));
  if (sobras.length > 0) {
    await tx.delete(ordens_pagamento).where(
      and(
        eq(ordens_pagamento.status, 'aberto'),
        inArray(
          ordens_pagamento.id,
          sobras.map((o) => o.id),
        ),
      ),
    );
    for (const ordem of sobras) antes.push(resumoOrdem(ordem));
    resultado.removidas = sobras.length;
  }

  if (resultado.criadas + resultado.atualizadas + resultado.removidas > 0) {
    await registrarAlteracaoOrdem(tx, {
      tipo: 'ordens_pagamento_geradas',
      title: `Ordens de pagamento da emissão ${formatId(emissao.id)} atualizadas pelos pagamentos`,
      ordem: null,
      emissao,
      antes,
      depois,
      ator,
    });
  }
  return resultado;
}

/**
 * When an issuance is cancelled nothing more is owed for it: its open orders are removed in the caller's
 * transaction (paid ones stay), with one audit row naming them and one notification; the miles its own-account
 * lines took go back when it was never concluded (decision 0068). Answers how many orders were removed.
 */
export async function removerOrdensAbertasDaEmissaoTx(
  tx: DbOrTx,
  { emissao, ator }: { emissao: { id: number; venda: number; servico: number }; ator: Ator },
): Promise<number> {
  // miles an own account gave to an issuance cancelled before it was concluded go back (decision 0068)
  await devolverMilhasDaEmissaoTx(tx, { emissao: emissao.id, ator });
  const removidas = await tx
    .delete(ordens_pagamento)
    .where(and(eq(ordens_pagamento.emissao, emissao.id), eq(ordens_pagamento.status, 'aberto')))
    .returning();
  if (removidas.length === 0) return 0;
  removidas.sort((a, b) => a.id - b.id);
  await registrarAlteracaoOrdem(tx, {
    tipo: 'ordens_pagamento_removidas',
    title: `Ordens de pagamento em aberto da emissão ${formatId(emissao.id)} removidas com o cancelamento: ${removidas.map((o) => formatId(o.id)).join(', ')}`,
    ordem: null,
    emissao,
    antes: removidas.map(resumoOrdem),
    depois: null,
    ator,
  });
  return removidas.length;
}
