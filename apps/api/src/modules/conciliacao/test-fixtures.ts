import { ZConciliacao } from '@skyler/domain/conciliacao';
import { ZPagamento } from '@skyler/domain/pagamentos';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { emissoes } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Ids } from '../../test/fixtures.ts';
import { faturar, servicoFaturado } from '../emissoes/fluxo-fixtures.ts';

/** The reconciliation as finance reads it. */
export async function conciliacao(t: TestApp, query = '') {
  const response = await t.injectAs('financeiro', { method: 'GET', url: `/api/conciliacao/${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZConciliacao.parse(response.json());
}

/** The sale's payments as its Pagamentos tab lists them. */
export async function pagamentosDaVenda(t: TestApp, venda: number) {
  const response = await t.injectAs('financeiro', { method: 'GET', url: `/api/pagamentos/?venda=${venda}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { pagamentos: unknown[] };
  return z.array(ZPagamento).parse(body.pagamentos);
}

/** The PUT body that rewrites a payment as it is, with the status given (finance concludes it). */
export function corpoDoPagamento(p: z.infer<typeof ZPagamento>, status: 'concluido' | 'nao_efetuado') {
  return {
    venda: p.venda.id,
    valor_pagamento: { valor: p.valor_pagamento.valor, moeda: 'BRL' },
    servicos: p.servicos.map((s) => ({ servico: s.servico, valor: s.valor })),
    meio_pagamento: p.meio_pagamento,
    taxa_meio_pagamento: p.taxa_meio_pagamento,
    num_parcelas: p.num_parcelas,
    data_vencimento: p.data_vencimento,
    data_pagamento: status === 'concluido' ? (p.data_pagamento ?? p.data_vencimento) : null,
    status,
  };
}

/** Finance concludes the payment (PUT with status concluido); answers the response. */
export async function concluirPagamento(t: TestApp, p: z.infer<typeof ZPagamento>) {
  return t.injectAs('financeiro', {
    method: 'PUT',
    url: `/api/pagamentos/${p.id}/`,
    payload: corpoDoPagamento(p, 'concluido'),
  });
}

/** The issuances of a sale, oldest first. */
export async function emissoesDaVenda(t: TestApp, venda: number) {
  return t.db
    .select({ id: emissoes.id, status: emissoes.status, servico: emissoes.servico })
    .from(emissoes)
    .where(eq(emissoes.venda, venda))
    .orderBy(emissoes.id);
}

/**
 * The issuer fills the locator, records that the agency pays every cost field the issuance shows (the client
 * the RAV) and concludes; for any kind of hotel, car or other service.
 */
export async function concluirEmissaoOutro(t: TestApp, emissao: number) {
  const detalhe = await t.injectAs('emissor', { method: 'GET', url: `/api/emissoes/${emissao}/` });
  expect(detalhe.statusCode, detalhe.body).toBe(200);
  const campos = (detalhe.json() as { campos_formadores: { campo_formador: string }[] }).campos_formadores;
  const salvar = await t.injectAs('emissor', {
    method: 'PUT',
    url: `/api/emissoes/${emissao}/`,
    payload: { localizador: `LOC${emissao}` },
  });
  expect(salvar.statusCode, salvar.body).toBe(200);
  const linhas = await t.injectAs('emissor', {
    method: 'POST',
    url: `/api/emissoes/${emissao}/pagamentos/`,
    payload: {
      pagamentos: campos.map(({ campo_formador }) => ({
        campo_formador,
        responsavel: campo_formador === 'rav' ? 'cliente' : 'skyler',
        cartao: null,
      })),
    },
  });
  expect(linhas.statusCode, linhas.body).toBe(200);
  // a flight's passengers may have warnings about their documents: the issuer's reason goes along
  const concluir = await t.injectAs('emissor', {
    method: 'POST',
    url: `/api/emissoes/${emissao}/concluir/`,
    payload: { justificativa_documentos: 'Documentos conferidos com o cliente.' },
  });
  expect(concluir.statusCode, concluir.body).toBe(200);
}

/**
 * A sale taken the whole way through the API: an "outro" quote invoiced in cash, its payment concluded,
 * the service released to issuance, the issuance concluded with its payment lines (an order for the cost).
 */
export async function vendaCompleta(t: TestApp, ids: Ids, passageiro: number) {
  const { venda, servico, cotacao } = await servicoFaturado(t, ids, {
    kind: 'outro',
    passageiros: [passageiro],
  });
  for (const p of await pagamentosDaVenda(t, venda)) {
    const response = await concluirPagamento(t, p);
    expect(response.statusCode, response.body).toBe(200);
  }
  expect(await faturar(t, servico)).toBe('emissao');
  const [emissao] = await emissoesDaVenda(t, venda);
  if (!emissao) throw new Error('no issuance');
  await concluirEmissaoOutro(t, emissao.id);
  return { venda, servico, cotacao, emissao: emissao.id };
}
