import { type TipoEmissao, tipoEmissaoDoBilhete, tipoEmissaoDoServico } from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters';
import { repartirProporcional, valorBaseComissao, valorBaseDaEmissao } from '@skyler/domain/precos/comissao';
import { moneyString } from '@skyler/domain/precos/dinheiro';
import { isValidIsoDate } from '@skyler/domain/validacao';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  beneficiarios,
  cotacoes,
  emissoes,
  emissoes_beneficiarios,
  servicos,
  subcotacoes,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { createNotificacao, membrosDoDepartamento } from '../../platform/notifications.ts';
import { lerViagem, type ViagemEmissao } from './emissoes.queries.ts';

/** Who makes the change, for the audit row (the demo data passes the seed's accounts). */
export type AtorCriacao = { user: { id: number }; ip: string | null };

/** 'YYYY-MM-DD' from a date or a 'YYYY-MM-DDTHH:MM', or null when it is not one. */
function dia(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  const data = valor.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(data) && isValidIsoDate(data) ? data : null;
}

/** A flight's first departure: the first leg of the first trecho that has a date. */
function primeiraPartida(viagem: ViagemEmissao): string | null {
  for (const trecho of viagem.trechos) {
    for (const perna of trecho.pernas) {
      const data = dia(perna.data_hora_partida);
      if (data) return data;
    }
  }
  return null;
}

/** The check-in, the pick-up or the other service's start, as the quote's part keeps them. */
function inicioDoServico(tipo: TipoEmissao, detalhes: Record<string, unknown> | null): string | null {
  const d = detalhes ?? {};
  if (tipo === 'emissao_hotel') return dia(d.checkin_inicio) ?? dia(d.checkout_inicio);
  if (tipo === 'emissao_carro') return dia(d.data_hora_retirada);
  return dia(d.data_inicio);
}

/**
 * The issuances of a service that reached emissao (decision 0027), in the caller's transaction: one per
 * flight ticket, typed by the ticket, with a copy of its legs; one for a hotel, car or other quote. Each
 * lists the service's beneficiaries in order. Creating twice creates nothing more (one issuance per service
 * and ticket); what was created gets an audit row and a notification to the sale's consultant. Answers the
 * ids created.
 */
/** A new issuance's commission base: its charged share, nothing yet moved by its orders (decision 0069). */
function baseDaEmissao(baseCobrada: Parameters<typeof valorBaseDaEmissao>[0]['baseCobrada']) {
  return {
    base_cobrada: moneyString(baseCobrada),
    variacao_lucro: '0.00',
    valor_base: moneyString(valorBaseDaEmissao({ baseCobrada, variacaoLucro: 0 })),
  };
}

export async function criarEmissoesDoServicoTx(
  tx: DbOrTx,
  options: { servico: number; ator: AtorCriacao },
): Promise<number[]> {
  const [servico] = await tx
    .select({
      id: servicos.id,
      venda: servicos.venda,
      cotacao: servicos.cotacao,
      valor_total: servicos.valor_total,
      cotado_por: cotacoes.cotado_por,
      cotador: cotacoes.cotador,
      tipo_servico: cotacoes.tipo_servico,
      fornecedor: cotacoes.fornecedor,
      provedor: cotacoes.provedor,
      detalhes: cotacoes.detalhes,
    })
    .from(servicos)
    .innerJoin(cotacoes, eq(cotacoes.id, servicos.cotacao))
    .where(eq(servicos.id, options.servico));
  if (!servico) throw new Error(`service ${options.servico} not found`);

  type NovaEmissao = typeof emissoes.$inferInsert;
  const novas: NovaEmissao[] = [];
  // the quote's credited quoter, and the commission's base: the service's total × the payout factor
  // (decision 0028), shared by a flight's tickets in proportion to their totals
  const base = {
    venda: servico.venda,
    servico: servico.id,
    cotacao: servico.cotacao,
    cotador: servico.cotado_por ?? servico.cotador,
  };
  const valorBase = valorBaseComissao(servico.valor_total);
  if (servico.tipo_servico === 'orcamento_voo') {
    const bilhetes = await tx
      .select({
        id: subcotacoes.id,
        tipo_cotacao: subcotacoes.tipo_cotacao,
        fornecedor: subcotacoes.fornecedor,
        provedor: subcotacoes.provedor,
        viagem: subcotacoes.viagem,
        total: subcotacoes.total,
      })
      .from(subcotacoes)
      .where(eq(subcotacoes.cotacao, servico.cotacao))
      .orderBy(asc(subcotacoes.ordem), asc(subcotacoes.id));
    const partes = repartirProporcional(
      valorBase,
      bilhetes.map((b) => b.total),
    );
    for (const [i, bilhete] of bilhetes.entries()) {
      const viagem = lerViagem(bilhete.viagem);
      novas.push({
        ...base,
        ...baseDaEmissao(partes[i] ?? 0),
        subcotacao: bilhete.id,
        tipo: tipoEmissaoDoBilhete(bilhete.tipo_cotacao),
        fornecedor: bilhete.fornecedor,
        provedor: bilhete.provedor,
        viagem,
        data_ida: primeiraPartida(viagem),
      });
    }
  } else {
    const tipo = tipoEmissaoDoServico(servico.tipo_servico);
    novas.push({
      ...base,
      ...baseDaEmissao(valorBase),
      subcotacao: null,
      tipo,
      fornecedor: servico.fornecedor,
      provedor: servico.provedor,
      data_ida: inicioDoServico(tipo, servico.detalhes),
    });
  }
  if (novas.length === 0) return [];

  const criadas = await tx
    .insert(emissoes)
    .values(novas)
    .onConflictDoNothing()
    .returning({ id: emissoes.id, tipo: emissoes.tipo, subcotacao: emissoes.subcotacao });
  if (criadas.length === 0) return [];
  criadas.sort((a, b) => a.id - b.id);

  const passageiros = await tx
    .select()
    .from(beneficiarios)
    .where(eq(beneficiarios.servico, servico.id))
    .orderBy(asc(beneficiarios.ordem), asc(beneficiarios.id));
  if (passageiros.length > 0) {
    await tx
      .insert(emissoes_beneficiarios)
      .values(
        criadas.flatMap((emissao) =>
          passageiros.map((p) => ({
            emissao: emissao.id,
            beneficiario: p.id,
            contato: p.contato,
            ordem: p.ordem,
            assento: p.assento ?? '',
            tipo_assento: p.tipo_assento ?? '',
            tipo_quarto: p.tipo_quarto ?? '',
          })),
        ),
      )
      .onConflictDoNothing();
  }

  const [venda] = await tx
    .select({ consultor: vendas.consultor, cliente: vendas.cliente })
    .from(vendas)
    .where(eq(vendas.id, servico.venda));
  const log = await createAuditLog(tx, {
    tipo: 'emissoes_criadas',
    usuario: options.ator.user.id,
    venda: servico.venda,
    antes: null,
    depois: criadas,
    meta: {
      entidade: 'servico',
      id: servico.id,
      emissoes: criadas.map((e) => e.id),
      ...(options.ator.ip ? { ip: options.ator.ip } : {}),
    },
  });
  await createNotificacao(tx, {
    title:
      criadas.length === 1
        ? `Emissão ${formatId(criadas[0]?.id ?? 0)} na fila do serviço ${formatId(servico.id)}`
        : `${criadas.length} emissões na fila do serviço ${formatId(servico.id)}`,
    context: 'emissao',
    ids: { venda: servico.venda, servico: servico.id, emissao: criadas[0]?.id ?? 0 },
    venda: servico.venda,
    consultor: venda?.consultor ?? null,
    cliente: venda?.cliente ?? null,
    log,
    autor: options.ator.user.id,
    // the issuers have new work; the consultant hears of it with the release it comes from
    para: [venda?.consultor, ...(await membrosDoDepartamento(tx, 'emissao'))],
    chave: `servico:${servico.id}`,
  });
  return criadas.map((e) => e.id);
}
