import { hojeNaAgencia } from '@skyler/domain/formatters';
import { dec } from '@skyler/domain/precos/dinheiro';
import { and, asc, eq, gt, inArray, max, ne, sql } from 'drizzle-orm';
import {
  alterarStatusOrdemPagamento,
  registrarCambioPagoOrdem,
} from '../../modules/ordens-pagamento/ordens-pagamento.service.ts';
import { datarAuditoria } from '../../platform/audit-log.ts';
import { toUser } from '../../platform/sessions.ts';
import type { Db, DbOrTx } from '../client.ts';
import { emissoes, emissoes_pagamentos, notificacoes, ordens_pagamento, usuarios } from '../schema/index.ts';

const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * Demo payment orders, after the demo issuances (whose payment lines the agency pays already made their open
 * orders): each order dated when its lines were saved, and two of every three orders of the concluded
 * issuances paid by finance through the orders' own function, with the supplier's invoice id and a payment
 * date some days later (never after today), so both lists have rows across cards and suppliers over the last
 * months. Running it again changes nothing.
 */
export async function seedOrdensPagamentoDemo(tx: DbOrTx, { agora = new Date() }: { agora?: Date } = {}) {
  const [financeiro] = await tx.select().from(usuarios).where(eq(usuarios.username, 'financeiro'));
  if (!financeiro) return;
  // an order is requested when the issuance's payment lines are saved
  await tx.execute(sql`
    update ${ordens_pagamento} o set data_solicitacao = p.created_at, data_alteracao = p.created_at
    from ${emissoes_pagamentos} p
    where p.id = o.pagamento_emissao and o.status = 'aberto' and o.data_solicitacao <> p.created_at`);

  const abertas = await tx
    .select({
      id: ordens_pagamento.id,
      emissao: emissoes.id,
      solicitada: ordens_pagamento.data_solicitacao,
      moeda: ordens_pagamento.moeda,
    })
    .from(ordens_pagamento)
    .innerJoin(emissoes, eq(emissoes.id, ordens_pagamento.emissao))
    .where(and(eq(ordens_pagamento.status, 'aberto'), inArray(emissoes.status, ['finalizada', 'rac'])))
    .orderBy(asc(ordens_pagamento.emissao), asc(ordens_pagamento.id));
  const hoje = hojeNaAgencia(agora);
  const ator = { user: toUser(financeiro), ip: null };
  // the service opens its own transaction: inside the seed's, a savepoint
  const db = tx as unknown as Db;
  for (const ordem of abertas) {
    // a cost bought in another currency is paid, so the rate paid shows (decision 0064)
    if (ordem.emissao % 3 === 0 && ordem.moeda === 'BRL') continue;
    const pagaEm = new Date(
      Math.min(ordem.solicitada.getTime() + (2 + (ordem.id % 19)) * DIA_MS, agora.getTime()),
    );
    const dia = hojeNaAgencia(pagaEm) > hoje ? hoje : hojeNaAgencia(pagaEm);
    await datarAuditoria(tx, pagaEm);
    const [aviso] = await tx.select({ id: max(notificacoes.id) }).from(notificacoes);
    await alterarStatusOrdemPagamento(db, {
      id: ordem.id,
      dados: {
        status: 'pago',
        id_fatura: `NF-${dia.slice(0, 4)}-${String(ordem.id).padStart(5, '0')}`,
        data_pagamento: dia,
      },
      ator,
      hoje,
    });
    await tx
      .update(ordens_pagamento)
      .set({ data_alteracao: pagaEm })
      .where(eq(ordens_pagamento.id, ordem.id));
    await datarAuditoria(tx, null);
    await tx
      .update(notificacoes)
      .set({
        created_at: pagaEm,
        atualizada_em: pagaEm,
        lido: pagaEm.getTime() < agora.getTime() - 7 * DIA_MS,
      })
      .where(gt(notificacoes.id, aviso?.id ?? 0));
  }

  // the rate the card invoice or the remittance really charged, on the paid foreign-currency orders: by turns
  // a loss (1.5 % above the booked factor) and a gain (1.5 % below), the booked value and the cost kept
  const estrangeiras = await tx
    .select()
    .from(ordens_pagamento)
    .where(
      and(
        eq(ordens_pagamento.status, 'pago'),
        ne(ordens_pagamento.moeda, 'BRL'),
        sql`${ordens_pagamento.valor_pago} is null`,
      ),
    )
    .orderBy(asc(ordens_pagamento.id));
  for (const [indice, ordem] of estrangeiras.entries()) {
    const fator = indice % 2 === 0 ? '1.015' : '0.985';
    await datarAuditoria(tx, ordem.data_alteracao);
    await registrarCambioPagoOrdem(db, {
      id: ordem.id,
      dados: { cambio_pago: dec(ordem.cambio).times(fator).toFixed(6) },
      ator,
    });
    await tx
      .update(ordens_pagamento)
      .set({ data_alteracao: ordem.data_alteracao })
      .where(eq(ordens_pagamento.id, ordem.id));
    await datarAuditoria(tx, null);
  }
}
