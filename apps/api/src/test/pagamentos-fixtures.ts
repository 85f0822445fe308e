import type { PagamentoSaveInput } from '@skyler/domain/pagamentos';
import type { VendaStatus } from '@skyler/domain/vendas';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contatos, cotacoes, pagamentos, pagamentos_servicos, servicos, vendas } from '../db/schema/index.ts';
import { criarOrcamento, idDoUsuario } from './fixtures.ts';

export type VendaDeTeste = { venda: number; cliente: number; servicos: number[]; cotacoes: number[] };

let sequencia = 0;

/**
 * A sale of the demo consultant for a new client, with one invoiced service per value given (quotes in
 * `fatura`, services in `pagamento`), written straight to the tables as invoicing leaves them.
 */
export async function criarVendaComServicos(
  db: Db,
  options: { valores: string[]; status?: VendaStatus; consultor?: string; nome?: string },
): Promise<VendaDeTeste> {
  sequencia += 1;
  const [cliente] = await db
    .insert(contatos)
    .values({
      nome: options.nome ?? `Cliente${sequencia}`,
      sobrenome: 'Pagador',
      nome_busca: `${(options.nome ?? `cliente${sequencia}`).toLowerCase()} pagador`,
    })
    .returning({ id: contatos.id });
  if (!cliente) throw new Error('client not created');
  const consultor = await idDoUsuario(db, options.consultor ?? 'consultor');
  const [venda] = await db
    .insert(vendas)
    .values({ status: options.status ?? 'proposta', cliente: cliente.id, consultor })
    .returning({ id: vendas.id });
  if (!venda) throw new Error('sale not created');
  const orcamento = await criarOrcamento(db, { venda: venda.id, tipo: 'orcamento_outro', status: 'fechado' });
  const criados: VendaDeTeste = { venda: venda.id, cliente: cliente.id, servicos: [], cotacoes: [] };
  for (const [indice, valor] of options.valores.entries()) {
    const [cotacao] = await db
      .insert(cotacoes)
      .values({
        orcamento,
        venda: venda.id,
        tipo_servico: 'orcamento_outro',
        status: 'fatura',
        descricao: `Passeio ${indice + 1}`,
        valor_final: valor,
      })
      .returning({ id: cotacoes.id });
    if (!cotacao) throw new Error('quote not created');
    const [servico] = await db
      .insert(servicos)
      .values({
        venda: venda.id,
        cotacao: cotacao.id,
        metodo_pagamento: 'pagamentoAVista',
        valor_avista: valor,
        valor_total: valor,
        created_by: consultor,
      })
      .returning({ id: servicos.id });
    if (!servico) throw new Error('service not created');
    criados.cotacoes.push(cotacao.id);
    criados.servicos.push(servico.id);
  }
  return criados;
}

export async function statusDoServico(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ status: servicos.status }).from(servicos).where(eq(servicos.id, id));
  return row?.status;
}

/** A payment body of one service taking the whole value. */
export function corpoPagamento(
  venda: VendaDeTeste,
  extra: Partial<PagamentoSaveInput> = {},
): PagamentoSaveInput {
  return {
    venda: venda.venda,
    valor_pagamento: { valor: '100.00', moeda: 'BRL' },
    servicos: [{ servico: venda.servicos[0] ?? 0 }],
    meio_pagamento: 'pix',
    data_vencimento: '2030-01-10',
    ...extra,
  };
}

/**
 * Concludes every payment of the service (what finance does when the money arrives), straight in the table:
 * releasing the service (faturar/) needs its concluded payments to cover it.
 */
export async function pagarServico(db: Db, servico: number): Promise<void> {
  await db
    .update(pagamentos)
    .set({ status: 'concluido', data_pagamento: '2026-11-20', concluido_em: new Date() })
    .where(
      inArray(
        pagamentos.id,
        db
          .select({ id: pagamentos_servicos.pagamento })
          .from(pagamentos_servicos)
          .where(eq(pagamentos_servicos.servico, servico)),
      ),
    );
}
