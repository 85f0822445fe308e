import { isEmissaoVoo } from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters';
import { valorBaseDaEmissao } from '@skyler/domain/precos/comissao';
import { cotacaoComCustoReal } from '@skyler/domain/precos/custo-real';
import { type Dec, dec, moneyString, sum } from '@skyler/domain/precos/dinheiro';
import { fatorMoeda } from '@skyler/domain/precos/moedas';
import { campoComVariacaoEmReais } from '@skyler/domain/precos/ordem-em-reais';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cotacoes,
  emissoes,
  emissoes_pagamentos,
  moedas,
  type OrdemPagamentoRow,
  ordens_pagamento,
  subcotacoes,
} from '../../db/schema/index.ts';
import type { Ator } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { anoDaCotacao } from '../cotacoes/cotacoes.service.ts';
import { campoDaCompra } from '../emissoes/compras-emissao.queries.ts';
import { diarias, valorDe } from '../emissoes/emissoes.queries.ts';
import { cambioDaCotacao } from '../moedas/cambio-da-cotacao.ts';

type CampoBilhete = 'custo_bilhete' | 'custo_taxa_embarque' | 'custo_taxa_bagagem' | 'custo_taxas_extras';
const CAMPOS_BILHETE: readonly string[] = [
  'custo_bilhete',
  'custo_taxa_embarque',
  'custo_taxa_bagagem',
  'custo_taxas_extras',
];

/** The factor from a currency to reais at the rate the quote was priced with. */
async function fator(
  tx: DbOrTx,
  moeda: number | null,
  cotacao: { data_hora_cotacao: Date; cambios: Record<string, string> | null },
): Promise<Dec> {
  if (moeda === null) return dec(1);
  const [row] = await tx
    .select({ id: moedas.id, sigla: moedas.sigla, cambio: moedas.cambio })
    .from(moedas)
    .where(eq(moedas.id, moeda));
  return row
    ? fatorMoeda({
        sigla: row.sigla,
        cambio: cambioDaCotacao(cotacao.cambios, row),
        ano: anoDaCotacao(cotacao.data_hora_cotacao),
      })
    : dec(1);
}

/** The incentive of a flight quote's tickets (value, or percentage of the ticket's price in reais). */
async function incentivoDosBilhetes(
  tx: DbOrTx,
  cotacao: { id: number; data_hora_cotacao: Date; cambios: Record<string, string> | null },
) {
  const bilhetes = await tx.select().from(subcotacoes).where(eq(subcotacoes.cotacao, cotacao.id));
  const valores: Dec[] = [];
  for (const b of bilhetes) {
    const valor = dec(b.valor_incentivo);
    if (!valor.isZero()) valores.push(valor);
    else {
      const f = await fator(tx, b.moeda, cotacao);
      valores.push(dec(b.custo_bilhete).times(f).times(dec(b.porcentagem_incentivo)).div(100));
    }
  }
  return sum(valores);
}

/**
 * What the agency pays for an issuance's forming field changed (an order's value) or the incentive of its
 * ticket did: the quote follows in the caller's transaction (decision 0037). The forming field takes the
 * change (a paid ticket's price or fee, a hotel's or car's daily cost, extras or insurance, another service's
 * total); a miles or wallet ticket's purchase moves only the ticket's cost. The quote's sum of parts, cost,
 * incentive and profit are recomputed, what the client was charged stays; the issuance's payment line of the
 * field takes the sum of its orders, and its commission base moves with the profit (decision 0053). One audit row (`cotacao_custo_real`).
 */
export async function recalcularCotacaoDaOrdemTx(
  tx: DbOrTx,
  {
    ordem,
    valorNovo,
    incentivoAlterado = false,
    ator,
  }: { ordem: OrdemPagamentoRow; valorNovo: string; incentivoAlterado?: boolean; ator: Ator },
): Promise<void> {
  // only an issuance's order moves its quote's cost (a refund or a miles purchase has none)
  if (ordem.emissao === null || ordem.campo_formador === null) return;
  const [emissao] = await tx.select().from(emissoes).where(eq(emissoes.id, ordem.emissao));
  if (!emissao) return;
  const [cotacao] = await tx.select().from(cotacoes).where(eq(cotacoes.id, emissao.cotacao)).for('update');
  if (!cotacao) return;
  const delta = dec(valorNovo).minus(dec(ordem.valor));
  const campo = ordem.campo_formador;
  let venda = dec(0);
  let custo = dec(0);
  let campoAntes: string | null = null;
  let campoDepois: string | null = null;

  if (!delta.isZero()) {
    if (campoDaCompra(emissao.tipo) === campo && emissao.subcotacao !== null) {
      // what was bought for a miles or wallet ticket: its cost, not its sale value
      custo = delta;
      const [b] = await tx.select().from(subcotacoes).where(eq(subcotacoes.id, emissao.subcotacao));
      await tx
        .update(subcotacoes)
        .set({ custo_agencia: moneyString(dec(b?.custo_agencia).plus(delta)) })
        .where(eq(subcotacoes.id, emissao.subcotacao));
    } else if (isEmissaoVoo(emissao.tipo) && emissao.subcotacao !== null && CAMPOS_BILHETE.includes(campo)) {
      const [b] = await tx.select().from(subcotacoes).where(eq(subcotacoes.id, emissao.subcotacao));
      if (!b) return;
      const f = await fator(tx, b.moeda, cotacao);
      const chave = campo as CampoBilhete;
      campoAntes = b[chave];
      // the order's change is reais: the ticket's field moves by reais ÷ factor, its cost by the reais
      campoDepois = moneyString(campoComVariacaoEmReais(b[chave], delta, f));
      venda = delta;
      // a wallet ticket's price is sold, not what it cost (that is its purchase)
      custo = b.tipo_cotacao === 'wallet' && campo === 'custo_bilhete' ? dec(0) : venda;
      await tx
        .update(subcotacoes)
        .set({
          [chave]: campoDepois,
          total: moneyString(dec(b.total).plus(venda)),
          custo_agencia: moneyString(dec(b.custo_agencia).plus(custo)),
        })
        .where(eq(subcotacoes.id, b.id));
    } else if (!isEmissaoVoo(emissao.tipo) && campo !== 'rav') {
      const detalhes = { ...(cotacao.detalhes ?? {}) };
      const f = await fator(tx, cotacao.moeda, cotacao);
      campoAntes = valorDe(detalhes[campo]);
      // the daily cost: the change shared by the nights, to the cent; in the quote's currency reais ÷ factor
      const noites = campo === 'custo_diaria' ? diarias(detalhes) || 1 : 1;
      campoDepois = moneyString(campoComVariacaoEmReais(campoAntes, delta, f, noites));
      // the order's change is reais: the quote's cost moves by exactly that (decision 0064)
      venda = delta;
      custo = venda;
      detalhes[campo] = campoDepois;
      await tx.update(cotacoes).set({ detalhes }).where(eq(cotacoes.id, cotacao.id));
    }
    // the issuance's payment line of the field is what its orders add up to, in the field's currency
    const doCampo = await tx
      .select({ valor: ordens_pagamento.valor_moeda })
      .from(ordens_pagamento)
      .where(and(eq(ordens_pagamento.emissao, emissao.id), eq(ordens_pagamento.campo_formador, campo)));
    await tx
      .update(emissoes_pagamentos)
      .set({ valor: moneyString(sum(doCampo.map((o) => o.valor))) })
      .where(and(eq(emissoes_pagamentos.emissao, emissao.id), eq(emissoes_pagamentos.campo_formador, campo)));
  }
  if (delta.isZero() && !incentivoAlterado) return;

  // an incentive recorded by finance on an order is real: it counts in the quote's profit
  const incentivo =
    isEmissaoVoo(emissao.tipo) && (incentivoAlterado || cotacao.incentivo_ativado)
      ? await incentivoDosBilhetes(tx, cotacao)
      : dec(cotacao.valor_incentivo);
  const totais = cotacaoComCustoReal(cotacao, { venda, custo }, incentivo);
  const [depois] = await tx
    .update(cotacoes)
    .set({
      ...totais,
      ...(incentivoAlterado && !incentivo.isZero() ? { incentivo_ativado: true } : {}),
      updated_at: new Date(),
    })
    .where(eq(cotacoes.id, cotacao.id))
    .returning();
  // ——— the commission base (decisions 0053, 0069) ———
  // The order's issuance keeps, exact, how much what its sale really earns moved (incentive − cost, in reais,
  // as the quote's stored totals moved); its base is computed from that state, never moved by a rounded step.
  const variacaoLucro = dec(totais.valor_incentivo)
    .minus(dec(cotacao.valor_incentivo))
    .minus(dec(totais.custo_agencia).minus(dec(cotacao.custo_agencia)));
  const baseAntes = emissao.valor_base;
  const variacaoDepois = moneyString(dec(emissao.variacao_lucro).plus(variacaoLucro));
  const baseDepois = moneyString(
    valorBaseDaEmissao({ baseCobrada: emissao.base_cobrada, variacaoLucro: variacaoDepois }),
  );
  if (variacaoDepois !== moneyString(emissao.variacao_lucro) || baseDepois !== moneyString(baseAntes)) {
    await tx
      .update(emissoes)
      .set({ variacao_lucro: variacaoDepois, valor_base: baseDepois })
      .where(eq(emissoes.id, emissao.id));
  }
  // ——— end of the commission base ———
  const resumo = (c: typeof cotacao) => ({
    custo_total: c.custo_total,
    custo_agencia: c.custo_agencia,
    valor_ajuste: c.valor_ajuste,
    valor_final: c.valor_final,
    valor_incentivo: c.valor_incentivo,
    lucro_porcentagem: c.lucro_porcentagem,
  });
  await createAuditLog(tx, {
    tipo: 'cotacao_custo_real',
    usuario: ator.user.id,
    venda: cotacao.venda,
    antes: {
      ...resumo(cotacao),
      campo_formador: campo,
      valor_campo: campoAntes,
      ordem: ordem.valor,
      valor_base_emissao: moneyString(baseAntes),
    },
    depois: depois
      ? {
          ...resumo(depois),
          campo_formador: campo,
          valor_campo: campoDepois,
          ordem: valorNovo,
          valor_base_emissao: baseDepois,
        }
      : null,
    meta: {
      entidade: 'cotacao',
      id: cotacao.id,
      ordem_pagamento: ordem.id,
      emissao: emissao.id,
      descricao: `Cotação ${formatId(cotacao.id)} recalculada pela ordem de pagamento ${formatId(ordem.id)}`,
      ...(ator.ip ? { ip: ator.ip } : {}),
    },
  });
}
