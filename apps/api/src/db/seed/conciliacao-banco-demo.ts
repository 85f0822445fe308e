import { dec, sum } from '@skyler/domain/precos/dinheiro';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  conciliarMovimentoTx,
  ignorarMovimento,
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

/**
 * The demo's bank reconciliation: the matching runs on every account's lines, finance confirms most exact
 * matches (two stay to confirm) and ignores the bank fees, so the Banco tab shows each queue state.
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
