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
 * Stand-in for the statement import's demo (remove once the imported demo statement exists): when the agency
 * has no bank account, one account with a statement mirroring the latest concluded payments and paid orders,
 * plus a bank fee, a line nothing explains and one whose amount is a little off.
 */
export async function seedContaBancariaDemoProvisoria(tx: DbOrTx): Promise<void> {
  const [existente] = await tx.select({ id: contas_bancarias.id }).from(contas_bancarias).limit(1);
  if (existente) return;
  const recebidos = await tx
    .select({ valor: pagamentos.valor, data: pagamentos.data_pagamento })
    .from(pagamentos)
    .where(and(eq(pagamentos.status, 'concluido'), isNotNull(pagamentos.data_pagamento)))
    .orderBy(desc(pagamentos.data_pagamento), desc(pagamentos.id))
    .limit(10);
  const pagas = await tx
    .select({ valor: ordens_pagamento.valor, data: ordens_pagamento.data_pagamento })
    .from(ordens_pagamento)
    .where(and(eq(ordens_pagamento.status, 'pago'), eq(ordens_pagamento.moeda, 'BRL')))
    .orderBy(desc(ordens_pagamento.data_pagamento), desc(ordens_pagamento.id))
    .limit(4);
  const linhas = [
    ...recebidos.map((r) => ({
      tipo: 'credito' as const,
      valor: r.valor,
      data: r.data as string,
      descricao: 'PIX RECEBIDO',
    })),
    ...pagas.map((o) => ({
      tipo: 'debito' as const,
      valor: o.valor,
      data: o.data as string,
      descricao: 'PIX ENVIADO',
    })),
  ].filter((l) => l.data);
  const ultimo =
    linhas
      .map((l) => l.data)
      .sort()
      .at(-1) ?? new Date().toISOString().slice(0, 10);
  const primeiro = linhas.map((l) => l.data).sort()[0] ?? ultimo;
  linhas.push(
    { tipo: 'debito', valor: '39.90', data: ultimo, descricao: 'TARIFA PACOTE SERVICOS' },
    { tipo: 'credito', valor: '1873.45', data: ultimo, descricao: 'TED RECEBIDA 033 0001' },
  );
  if (recebidos[0]) {
    linhas.push({
      tipo: 'credito',
      valor: dec(recebidos[0].valor).minus('7.50').toFixed(2),
      data: ultimo,
      descricao: 'PIX RECEBIDO',
    });
  }
  const abertura = '48250.00';
  const saldo = dec(abertura)
    .plus(sum(linhas.filter((l) => l.tipo === 'credito').map((l) => l.valor)))
    .minus(sum(linhas.filter((l) => l.tipo === 'debito').map((l) => l.valor)))
    .toFixed(2);
  const [conta] = await tx
    .insert(contas_bancarias)
    .values({
      banco: '341',
      agencia: '0190',
      conta: '45871-2',
      descricao: 'Itaú — conta movimento',
      chave_pix: '12345678000190',
    })
    .returning({ id: contas_bancarias.id });
  if (!conta) return;
  const [extrato] = await tx
    .insert(extratos_bancarios)
    .values({
      conta: conta.id,
      arquivo_nome: 'extrato-itau.ofx',
      formato: 'ofx',
      hash: 'demo-conciliacao-banco',
      inicio: primeiro,
      fim: ultimo,
      saldo_final: saldo,
      saldo_data: ultimo,
      importados: linhas.length,
    })
    .returning({ id: extratos_bancarios.id });
  await tx
    .insert(movimentos_bancarios)
    .values(
      linhas.map((l, i) => ({ conta: conta.id, extrato: extrato?.id ?? null, chave: `DEMO-${i + 1}`, ...l })),
    );
}

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
    for (const m of movimentos.filter((x) => x.status === 'pendente' && /TARIFA/.test(x.descricao))) {
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
