import type { MeioPagamento } from '@skyler/domain/pagamentos';
import { and, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  conciliarMovimentoTx,
  ignorarMovimento,
  marcarForaDoBanco,
  sugerirMovimentos,
} from '../../modules/movimentos-bancarios/movimentos-bancarios.service.ts';
import { resultadosDosMovimentos } from '../../modules/movimentos-bancarios/sugestoes.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { Db, DbOrTx } from '../client.ts';
import {
  contas_bancarias,
  extratos_bancarios,
  movimentos_bancarios,
  ordens_pagamento,
  pagamentos,
  usuarios,
} from '../schema/index.ts';

/** What never passes through the agency's account, by payment method, and why finance says so. */
const FORA_DO_BANCO_PAGAMENTO: Record<string, string> = {
  pagarme: 'Recebido pelo Pagar.me: o repasse do cartão chega somado, sem um movimento por pagamento.',
  rede: 'Recebido pela Rede: o repasse do cartão chega somado, sem um movimento por pagamento.',
  cielo: 'Recebido pela Cielo: o repasse do cartão chega somado, sem um movimento por pagamento.',
  infinitypay: 'Recebido pela InfinitePay: o repasse do cartão chega somado, sem um movimento por pagamento.',
  fornecedor: 'Pago pelo cliente direto ao fornecedor.',
  cliente: 'Pago pelo cliente direto ao fornecedor.',
  pagamento_faturado: 'Faturado: o cliente paga ao fornecedor.',
};
const FORA_DO_BANCO_ORDEM = 'Pago com o cartão de crédito da agência: a fatura do cartão é um débito só.';

/**
 * The demo's bank reconciliation: the matching runs on every account's lines, finance confirms most exact
 * matches (two stay to confirm) and ignores the bank fees, so the Banco tab shows each queue state; what the
 * statement's days hold that never passes through the account (card receipts the acquirer pays in one
 * payout, payments straight to a supplier, orders paid by the agency's card) is marked settled outside it.
 */
export async function seedConciliacaoBancoDemo(tx: DbOrTx): Promise<void> {
  const [financeiro] = await tx
    .select()
    .from(usuarios)
    .where(sql`'financeiro' = any(${usuarios.pertencente})`)
    .limit(1);
  if (!financeiro) return;
  const ator = { user: { ...financeiro, is_superuser: false } as unknown as SessionUser, ip: null };
  for (const conta of await tx.select({ id: contas_bancarias.id }).from(contas_bancarias)) {
    await sugerirMovimentos(tx, conta.id, ator);
    const movimentos = await tx
      .select()
      .from(movimentos_bancarios)
      .where(eq(movimentos_bancarios.conta, conta.id))
      .orderBy(movimentos_bancarios.data, movimentos_bancarios.id);
    const resultados = await resultadosDosMovimentos(tx, movimentos);
    const sugeridos = movimentos.filter((m) => m.status === 'sugerido');
    for (const m of sugeridos.slice(0, Math.max(0, sugeridos.length - 2))) {
      const exata = resultados.get(m.id)?.sugestoes.find((s) => s.exata);
      if (!exata) continue;
      await conciliarMovimentoTx(tx, {
        id: m.id,
        body: { pagamentos: exata.pagamentos, ordens: exata.ordens, versao: m.versao },
        ator,
      });
    }
    await marcarForaDoBancoDemo(tx, conta.id, ator);
    for (const m of movimentos.filter((x) => x.status === 'pendente' && /^TAR |TARIFA/.test(x.descricao))) {
      await ignorarMovimento(tx as Db, {
        id: m.id,
        body: {
          categoria: 'tarifa_bancaria',
          motivo: 'Tarifa mensal do pacote de serviços',
          versao: m.versao,
        },
        ator,
      });
    }
  }
}

async function marcarForaDoBancoDemo(tx: DbOrTx, conta: number, ator: { user: SessionUser; ip: null }) {
  const [cobertura] = await tx
    .select({
      de: sql<string | null>`min(${extratos_bancarios.inicio})`,
      ate: sql<string | null>`max(${extratos_bancarios.fim})`,
    })
    .from(extratos_bancarios)
    .where(eq(extratos_bancarios.conta, conta));
  if (!cobertura?.de || !cobertura.ate) return;
  const recebidos = await tx
    .select({ id: pagamentos.id, versao: pagamentos.versao, meio: pagamentos.meio_pagamento })
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.status, 'concluido'),
        isNull(pagamentos.fora_do_banco_motivo),
        inArray(pagamentos.meio_pagamento, Object.keys(FORA_DO_BANCO_PAGAMENTO) as MeioPagamento[]),
        between(pagamentos.data_pagamento, cobertura.de, cobertura.ate),
      ),
    );
  for (const p of recebidos) {
    await marcarForaDoBanco(tx as Db, {
      alvo: { pagamento: p.id },
      body: { motivo: FORA_DO_BANCO_PAGAMENTO[p.meio] ?? '', versao: p.versao },
      ator,
    });
  }
  const pagas = await tx
    .select({ id: ordens_pagamento.id, versao: ordens_pagamento.versao })
    .from(ordens_pagamento)
    .where(
      and(
        eq(ordens_pagamento.status, 'pago'),
        isNull(ordens_pagamento.fora_do_banco_motivo),
        eq(ordens_pagamento.meio_pagamento, 'cartao_credito'),
        sql`${ordens_pagamento.data_pagamento} between ${cobertura.de}::date and ${cobertura.ate}::date`,
      ),
    );
  for (const o of pagas) {
    await marcarForaDoBanco(tx as Db, {
      alvo: { ordem: o.id },
      body: { motivo: FORA_DO_BANCO_ORDEM, versao: o.versao },
      ator,
    });
  }
}
