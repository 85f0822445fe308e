import { type ContaOferecida, ZContaOferecida } from '@skyler/domain/milhas-validadas';
import { type ServicoView, ZServico } from '@skyler/domain/servicos';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import {
  emissoes,
  fidelidades,
  logs,
  milhas_proprias_saldos,
  milhas_validadas,
  notificacoes,
  servicos,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Ids } from '../../test/fixtures.ts';
import { pagarServico } from '../../test/pagamentos-fixtures.ts';
import { infoAVista, prepararCarrinho } from '../../test/servicos-fixtures.ts';

/** The key the tests encrypt passwords with (32 bytes in hex). */
export const CHAVE_TESTE = '5ad1a0f7c3e24b6d9e8f00112233445566778899aabbccddeeff0123456789ab';

export type EmValidacao = {
  servico: ServicoView;
  /** the LATAM Pass miles ticket of 60,000 miles */
  milha: number;
  /** the Smiles wallet ticket */
  wallet: number;
  /** the paid ticket, not validated */
  pagante: number;
  passageiros: number[];
};

/**
 * A flight sale (a paid, a miles and a wallet ticket, two passengers) invoiced in cash and by finance: its
 * service waits in `validacao`.
 */
export async function servicoEmValidacao(t: TestApp, ids: Ids, pessoas: number[]): Promise<EmValidacao> {
  const { venda, cotacoes } = await prepararCarrinho(t, ids, ['orcamento_voo']);
  const [a = 0, b = 0] = pessoas;
  const fatura = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/fatura/`,
    payload: {
      carrinho: cotacoes.map((c) => ({ id: c.id, beneficiarios: [{ contato: a }, { contato: b }] })),
      informacoes_pagamento: cotacoes.map((c) => infoAVista(c.id, a)),
    },
  });
  expect(fatura.statusCode, fatura.body).toBe(201);
  const [criado] = z.array(ZServico).parse(fatura.json());
  if (!criado) throw new Error('no service');
  await pagarServico(t.db, criado.id);
  const faturar = await t.injectAs('financeiro', {
    method: 'POST',
    url: `/api/servicos/${criado.id}/faturar/`,
    payload: { seguiu_manual_boas_praticas: true },
  });
  expect(faturar.statusCode, faturar.body).toBe(200);
  const servico = ZServico.parse(faturar.json());
  expect(servico.status).toBe('validacao');
  const bilhete = (tipo: string) => {
    const achado = servico.cotacao.subcotacoes.find((s) => s.tipo_cotacao === tipo);
    if (!achado) throw new Error(`no ${tipo} ticket`);
    return achado.id;
  };
  return {
    servico,
    milha: bilhete('milha'),
    wallet: bilhete('wallet'),
    pagante: bilhete('pagante'),
    passageiros: [a, b],
  };
}

/** What every approval line of the service repeats. */
export function comuns(alvo: EmValidacao) {
  return { servico: alvo.servico.id, cotacao: alvo.servico.cotacao.id, venda: alvo.servico.venda.id };
}

export async function contasOferecidas(t: TestApp, subcotacao: number): Promise<ContaOferecida[]> {
  const response = await t.injectAs('milhas', {
    method: 'GET',
    url: `/api/milhas-validadas/contas/?subcotacao=${subcotacao}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(ZContaOferecida).parse(response.json());
}

/** Row counts of what a validation writes. */
export async function contagens(t: TestApp) {
  const n = async (tabela: typeof milhas_validadas | typeof logs | typeof notificacoes | typeof emissoes) => {
    const [row] = await t.db.select({ n: count() }).from(tabela);
    return row?.n ?? 0;
  };
  const status = await t.db.select({ id: servicos.id, status: servicos.status }).from(servicos);
  return {
    milhas_validadas: await n(milhas_validadas),
    logs: await n(logs),
    notificacoes: await n(notificacoes),
    emissoes: await n(emissoes),
    servicos: status
      .map((s) => `${s.id}:${s.status}`)
      .sort()
      .join(','),
  };
}

/** Gives every own account of the agency a balance of `milhas` miles (decision 0068), so that it can be validated with. */
export async function creditarContasProprias(t: TestApp, milhas = 10_000_000): Promise<void> {
  const contas = await t.db
    .select({ id: fidelidades.id })
    .from(fidelidades)
    .where(eq(fidelidades.conta_propria, true));
  if (contas.length === 0) return;
  await t.db
    .insert(milhas_proprias_saldos)
    .values(contas.map((c) => ({ conta: c.id, saldo: milhas })))
    .onConflictDoUpdate({ target: milhas_proprias_saldos.conta, set: { saldo: milhas } });
}
