import { DINHEIRO_MESSAGES } from '@skyler/domain/dinheiro-schema';
import { formatId } from '@skyler/domain/formatters';
import {
  PAGAMENTO_API_MESSAGES as A,
  PAGAMENTO_UI_MESSAGES as M,
  mensagemAcimaDoServico,
  mensagemUnicoAberto,
  type PagamentoView,
  ZPagamento,
} from '@skyler/domain/pagamentos';
import { PAGAMENTO_MESSAGES, repartirSubstituicao } from '@skyler/domain/precos/pagamento';
import { CONCLUIR_LIBERAR_MESSAGES, SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contatos,
  logs,
  notificacoes,
  pagamentos,
  pagamentos_servicos,
  servicos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { CPF_OCULTO } from '../../platform/log-cpf.ts';
import { expectDetail } from '../../test/app.ts';
import { idDoUsuario } from '../../test/fixtures.ts';
import {
  corpoPagamento,
  criarVendaComServicos,
  statusDoServico,
  type VendaDeTeste,
} from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { criarPagamentoTx } from './pagamentos.service.ts';

/** a valid CPF, the client's in the searches */
const CPF = '52998224725';

usarApp();

const criar = (payload: unknown, username = 'consultor') =>
  t.injectAs(username, { method: 'POST', url: '/api/pagamentos/', payload: payload as object });
const alterar = (id: number, payload: unknown, username = 'financeiro') =>
  t.injectAs(username, { method: 'PUT', url: `/api/pagamentos/${id}/`, payload: payload as object });
const reabrir = (id: number, payload: unknown, username = 'financeiro') =>
  t.injectAs(username, {
    method: 'POST',
    url: `/api/pagamentos/${id}/reabrir/`,
    payload: payload as object,
  });
const excluir = (id: number, username = 'financeiro') =>
  t.injectAs(username, { method: 'DELETE', url: `/api/pagamentos/${id}/` });

async function contarPagamentos(venda: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(pagamentos).where(eq(pagamentos.venda, venda));
  return row?.n ?? 0;
}
async function logsDe(tipo: string, id: number) {
  return t.db
    .select()
    .from(logs)
    .where(and(eq(logs.tipo, tipo), eq(logs.venda, id)));
}

async function criado(venda: VendaDeTeste, extra = {}, username = 'consultor'): Promise<PagamentoView> {
  const response = await criar(corpoPagamento(venda, extra), username);
  expect(response.statusCode, response.body).toBe(201);
  return ZPagamento.parse(response.json());
}

describe('POST /api/pagamentos/', () => {
  it('creates a payment of one service for the whole value, with its audit row', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const pagamento = await criado(venda, { taxa_meio_pagamento: '2,50', descricao: 'Sinal' });
    expect(pagamento).toMatchObject({
      venda: { id: venda.venda, status: 'proposta', cliente: { id: venda.cliente } },
      servico: venda.servicos[0],
      servicos: [{ servico: venda.servicos[0], valor: '100.00', descricao: 'Passeio 1' }],
      status: 'nao_efetuado',
      valor_pagamento: { valor: '100.00', moeda: 'BRL' },
      taxa_meio_pagamento: '2.50',
      valor_total: '102.50',
      num_parcelas: 1,
      origem: 'avulso',
      data_vencimento: '2030-01-10',
      concluido_por: null,
      created_by: { nome: 'Carlos' },
    });
    expect(await logsDe('pagamento_criado', venda.venda)).toHaveLength(1);
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento');
  });

  it("is for finance, administrators and the sale's own consultant; refused to every other role", async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['700.00'] });
    for (const role of ['financeiro', 'admin', 'consultor']) {
      expect((await criar(corpoPagamento(venda), role)).statusCode, role).toBe(201);
    }
    for (const role of ['sdr', 'cotador', 'emissor', 'milhas']) {
      const response = await criar(corpoPagamento(venda), role);
      expect(response.statusCode, role).toBe(403);
      expect(expectDetail(response), role).toBe(M.semPermissaoCriar);
    }
    // a consultant on another consultant's sale
    const doAdmin = await criarVendaComServicos(t.db, { valores: ['700.00'], consultor: 'admin' });
    const outroConsultor = await criar(corpoPagamento(doAdmin), 'consultor');
    expect(outroConsultor.statusCode).toBe(403);
    expect(expectDetail(outroConsultor)).toBe(M.semPermissaoCriar);
    expect(await contarPagamentos(doAdmin.venda)).toBe(0);
    expect((await criar(corpoPagamento(venda), 'cliente')).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'POST', url: '/api/pagamentos/', payload: corpoPagamento(venda) }))
        .statusCode,
    ).toBe(401);
    expect(await contarPagamentos(venda.venda)).toBe(3);
  });

  it("refuses a payment that takes the service's scheduled payments above its value, and a fee above the payment", async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['150.00', '50.00'] });
    const [a = 0, b = 0] = venda.servicos;
    await criado(venda, { valor_pagamento: { valor: '100.00' } });
    // 100 + 60 scheduled on a service of 150
    let response = await criar(corpoPagamento(venda, { valor_pagamento: { valor: '60.00' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.servicos).toEqual([mensagemAcimaDoServico(formatId(a), 'R$ 10,00')]);
    // a split whose part is above its service
    response = await criar(
      corpoPagamento(venda, {
        valor_pagamento: { valor: '80.00' },
        servicos: [
          { servico: a, valor: '10.00' },
          { servico: b, valor: '70.00' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(mensagemAcimaDoServico(formatId(b), 'R$ 20,00'));
    // the receivable of a billion reais
    response = await criar(corpoPagamento(venda, { valor_pagamento: { valor: '999999999999.99' } }), 'admin');
    expect(response.statusCode).toBe(400);
    response = await criar(
      corpoPagamento(venda, { valor_pagamento: { valor: '10.00' }, taxa_meio_pagamento: '10.01' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.taxa_meio_pagamento).toEqual([M.taxaAcimaDoValor]);
    expect(await contarPagamentos(venda.venda)).toBe(1);
    // what is still open is accepted to the cent
    expect((await criar(corpoPagamento(venda, { valor_pagamento: { valor: '50.00' } }))).statusCode).toBe(
      201,
    );
  });

  it('refuses money with more than two decimals instead of rounding it', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['150.00'] });
    for (const [extra, campo] of [
      [{ valor_pagamento: { valor: '10.555' } }, 'valor_pagamento.valor'],
      [{ taxa_meio_pagamento: '1,234' }, 'taxa_meio_pagamento'],
    ] as const) {
      const response = await criar(corpoPagamento(venda, extra));
      expect(response.statusCode, campo).toBe(400);
      expect(response.json().errors[campo], campo).toEqual([DINHEIRO_MESSAGES.centavos]);
    }
    expect(await contarPagamentos(venda.venda)).toBe(0);
  });

  it('accepts a sale in proposta or concluída and refuses the others with 409', async () => {
    for (const status of ['concluida'] as const) {
      const venda = await criarVendaComServicos(t.db, { valores: ['100.00'], status });
      expect((await criar(corpoPagamento(venda))).statusCode).toBe(201);
    }
    for (const status of ['cancelada'] as const) {
      const venda = await criarVendaComServicos(t.db, { valores: ['50.00'], status });
      const response = await criar(corpoPagamento(venda));
      expect(response.statusCode).toBe(409);
      expect(expectDetail(response)).toBe(M.vendaNaoPermite);
      expect(await contarPagamentos(venda.venda)).toBe(0);
    }
  });

  it("refuses another sale's service, a cancelled one, a repeated one and a sale that does not exist", async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '50.00'] });
    const outra = await criarVendaComServicos(t.db, { valores: ['10.00'] });
    let response = await criar(corpoPagamento(venda, { servicos: [{ servico: outra.servicos[0] ?? 0 }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: M.servicoDeOutraVenda,
      errors: { servicos: [M.servicoDeOutraVenda] },
    });
    await t.db
      .update(servicos)
      .set({ status: 'cancelado' })
      .where(eq(servicos.id, venda.servicos[1] ?? 0));
    response = await criar(corpoPagamento(venda, { servicos: [{ servico: venda.servicos[1] ?? 0 }] }));
    expect(expectDetail(response)).toBe(A.servicoCancelado);
    response = await criar(
      corpoPagamento(venda, {
        servicos: [
          { servico: venda.servicos[0] ?? 0, valor: '50' },
          { servico: venda.servicos[0] ?? 0, valor: '50' },
        ],
      }),
    );
    expect(expectDetail(response)).toBe(A.servicoRepetido);
    response = await criar(corpoPagamento(venda, { responsavel_financeiro: 999_999 }));
    expect(response.json()).toEqual({
      detail: A.responsavelNaoEncontrado,
      errors: { responsavel_financeiro: [A.responsavelNaoEncontrado] },
    });
    response = await criar(corpoPagamento(venda, { responsavel_financeiro_empresa: 999_999 }));
    expect(expectDetail(response)).toBe(A.responsavelNaoEncontrado);
    response = await criar(corpoPagamento(venda, { venda: 999_999 }));
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(A.vendaNaoEncontrada);
    expect(await contarPagamentos(venda.venda)).toBe(0);
  });

  it('splits one payment over several services when the parts add up within 0.1', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.10', '50.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const pagamento = await criado(venda, {
      valor_pagamento: { valor: '150,00' },
      servicos: [
        { servico: a, valor: '100,05' },
        { servico: b, valor: '49.90' },
      ],
    });
    expect(pagamento.servicos.map((s) => [s.servico, s.valor])).toEqual([
      [a, '100.05'],
      [b, '49.90'],
    ]);
    const response = await criar(
      corpoPagamento(venda, {
        valor_pagamento: { valor: '150.00' },
        servicos: [
          { servico: a, valor: '100.00' },
          { servico: b, valor: '49.80' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.servicos).toEqual([PAGAMENTO_MESSAGES.somaDiferente]);
  });

  it("stores a joined payment's value as the exact sum of its shares, created and changed, concluded too", async () => {
    // 500,05 typed for 300,00 + 200,00: within the tolerance, stored as 500,00
    const venda = await criarVendaComServicos(t.db, { valores: ['300.00', '200.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const partes = [
      { servico: a, valor: '300.00' },
      { servico: b, valor: '200.00' },
    ];
    const pagamento = await criado(venda, { valor_pagamento: { valor: '500.05' }, servicos: partes });
    expect(pagamento.valor_pagamento.valor).toBe('500.00');
    const alterado = await alterar(pagamento.id, {
      ...corpoPagamento(venda, { valor_pagamento: { valor: '499.95' }, servicos: partes }),
      status: 'concluido',
      data_pagamento: '2026-11-20',
      versao: pagamento.versao,
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    const [row] = await t.db
      .select({ valor: pagamentos.valor, status: pagamentos.status })
      .from(pagamentos)
      .where(eq(pagamentos.id, pagamento.id));
    expect(row).toEqual({ valor: '500.00', status: 'concluido' });
    const conciliacao = await t.injectAs('financeiro', { method: 'GET', url: '/api/conciliacao/' });
    expect(
      (conciliacao.json() as { divergencias: { venda: number }[] }).divergencias.filter(
        (d) => d.venda === venda.venda,
      ),
    ).toEqual([]);
  });

  it('answers the messages of the form: value, service, description, fee', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const casos: [Record<string, unknown>, string, string][] = [
      [{ valor_pagamento: { valor: '0' } }, 'valor_pagamento.valor', PAGAMENTO_MESSAGES.valorObrigatorio],
      [{ servicos: [] }, 'servicos', PAGAMENTO_MESSAGES.servicoObrigatorio],
      [{ descricao: 'x'.repeat(100) }, 'descricao', PAGAMENTO_MESSAGES.descricaoLonga],
      [{ taxa_meio_pagamento: '1,2,3' }, 'taxa_meio_pagamento', M.taxaInvalida],
    ];
    for (const [extra, campo, mensagem] of casos) {
      const response = await criar({ ...corpoPagamento(venda), ...extra });
      expect(response.statusCode, campo).toBe(400);
      expect(response.json().errors[campo], campo).toEqual([mensagem]);
    }
    expect((await criar(corpoPagamento(venda, { descricao: 'x'.repeat(99) }))).statusCode).toBe(201);
    // a split whose value or parts are not numbers answers their messages, not a sum it cannot make
    const naoNumeros = await criar({
      ...corpoPagamento(venda),
      valor_pagamento: { valor: 'cem' },
      servicos: [
        { servico: venda.servicos[0], valor: 'p' },
        { servico: venda.servicos[0], valor: '1' },
      ],
    });
    expect(naoNumeros.statusCode).toBe(400);
    expect(naoNumeros.json().errors['valor_pagamento.valor']).toEqual([PAGAMENTO_MESSAGES.valorObrigatorio]);
  });

  it('records a concluded payment only for finance, moving a covered service to payment validation and notifying the consultant', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const concluido = { status: 'concluido' as const, valor_pagamento: { valor: '99.95' } };
    const recusado = await criar(corpoPagamento(venda, concluido), 'consultor');
    expect(recusado.statusCode).toBe(403);
    expect(expectDetail(recusado)).toBe(M.semPermissao);
    const pagamento = await criado(venda, concluido, 'financeiro');
    expect(pagamento).toMatchObject({ status: 'concluido', concluido_por: { nome: 'Fernanda' } });
    expect(pagamento.data_pagamento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento_validacao');
    expect(await logsDe('servico_pago', venda.venda)).toHaveLength(1);
    const avisos = await t.db.select().from(notificacoes).where(eq(notificacoes.venda, venda.venda));
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ context: 'pagamento' });
  });

  it('keeps the number of instalments only for the methods that have them', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['200.00'] });
    expect((await criado(venda, { meio_pagamento: 'pagarme', num_parcelas: 10 })).num_parcelas).toBe(10);
    expect((await criado(venda, { meio_pagamento: 'pix', num_parcelas: 10 })).num_parcelas).toBe(1);
  });
});

describe('PUT /api/pagamentos/{id}/', () => {
  it('is for the financeiro department only', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const pagamento = await criado(venda);
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      const response = await alterar(pagamento.id, corpoPagamento(venda, { descricao: role }), role);
      expect(response.statusCode, role).toBe(403);
    }
    for (const role of ['financeiro', 'admin']) {
      const response = await alterar(pagamento.id, corpoPagamento(venda, { descricao: role }), role);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().descricao).toBe(role);
    }
    expect(await logsDe('pagamento_alterado', venda.venda)).toHaveLength(2);
  });

  it('concluding moves the services it covers, reopening moves them back, in the same change', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '50.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const corpo = {
      valor_pagamento: { valor: '150.00' },
      servicos: [
        { servico: a, valor: '100.00' },
        { servico: b, valor: '50.00' },
      ],
    };
    const pagamento = await criado(venda, corpo);
    let response = await alterar(
      pagamento.id,
      corpoPagamento(venda, { ...corpo, status: 'concluido', data_pagamento: '2026-11-20' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'concluido', data_pagamento: '2026-11-20' });
    expect([await statusDoServico(t.db, a), await statusDoServico(t.db, b)]).toEqual([
      'pagamento_validacao',
      'pagamento_validacao',
    ]);
    // a service further along does not move back
    await t.db.update(servicos).set({ status: 'emissao' }).where(eq(servicos.id, b));
    response = await reabrir(pagamento.id, { motivo: 'Pix devolvido pelo banco do cliente' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'nao_efetuado',
      concluido_por: null,
      concluido_em: null,
    });
    expect([await statusDoServico(t.db, a), await statusDoServico(t.db, b)]).toEqual([
      'pagamento',
      'emissao',
    ]);
    expect(await logsDe('servico_pagamento_reaberto', venda.venda)).toHaveLength(1);
  });

  it('refuses moving a payment to another sale and answers 404 for an unknown one', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const outra = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const pagamento = await criado(venda);
    const response = await alterar(pagamento.id, corpoPagamento(outra));
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(A.outraVenda);
    const nenhum = await alterar(999_999, corpoPagamento(venda));
    expect(nenhum.statusCode).toBe(404);
    expect(expectDetail(nenhum)).toBe(M.naoEncontrado);
  });
});

describe('POST /api/pagamentos/{id}/concluir/', () => {
  const concluir = (id: number, payload: unknown, username = 'financeiro') =>
    t.injectAs(username, {
      method: 'POST',
      url: `/api/pagamentos/${id}/concluir/`,
      payload: payload as object,
    });
  const concluido = (venda: VendaDeTeste, extra = {}) =>
    corpoPagamento(venda, { status: 'concluido', data_pagamento: '2026-11-20', ...extra });
  const statusDoPagamento = async (id: number) =>
    (await t.db.select({ status: pagamentos.status }).from(pagamentos).where(eq(pagamentos.id, id)))[0]
      ?.status;

  it('concludes the payment and releases the service it completes in one transaction, each step audited', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '50.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const pagamento = await criado(venda);
    const response = await concluir(pagamento.id, {
      pagamento: concluido(venda),
      liberar: {
        servicos: [a],
        seguiu_manual_boas_praticas: false,
        motivo_nao_seguimento_boas_praticas: 'Cliente pediu urgência',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { pagamento: PagamentoView; servicos: { id: number; status: string }[] };
    expect(body.pagamento).toMatchObject({
      id: pagamento.id,
      status: 'concluido',
      data_pagamento: '2026-11-20',
    });
    expect(body.servicos.map((s) => s.id)).toEqual([a]);
    expect(await statusDoServico(t.db, a)).toBe('emissao');
    // the other service is not paid by it and stays waiting
    expect(await statusDoServico(t.db, b)).toBe('pagamento');
    const [servico] = await t.db.select().from(servicos).where(eq(servicos.id, a));
    expect(servico).toMatchObject({
      seguiu_manual_boas_praticas: false,
      motivo_nao_seguimento_boas_praticas: 'Cliente pediu urgência',
    });
    expect(await logsDe('pagamento_alterado', venda.venda)).toHaveLength(1);
    expect(await logsDe('servico_faturado', venda.venda)).toHaveLength(1);
  });

  it('writes nothing when the release is refused: a service it does not cover stays, and so does the payment', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '50.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const parcial = await criado(venda, { valor_pagamento: { valor: '60.00' } });
    const naoCobre = await concluir(parcial.id, {
      pagamento: concluido(venda, { valor_pagamento: { valor: '60.00' } }),
      liberar: { servicos: [a], seguiu_manual_boas_praticas: true },
    });
    expect(naoCobre.statusCode).toBe(409);
    expect(expectDetail(naoCobre)).toBe(SERVICO_MESSAGES.naoCoberto);
    expect(await statusDoPagamento(parcial.id)).toBe('nao_efetuado');
    expect(await statusDoServico(t.db, a)).toBe('pagamento');
    expect(await logsDe('pagamento_alterado', venda.venda)).toHaveLength(0);

    const doOutro = await criado(venda, { valor_pagamento: { valor: '40.00' } });
    const outroServico = await concluir(doOutro.id, {
      pagamento: concluido(venda, { valor_pagamento: { valor: '40.00' } }),
      liberar: { servicos: [b], seguiu_manual_boas_praticas: true },
    });
    expect(outroServico.statusCode).toBe(400);
    expect(expectDetail(outroServico)).toBe(CONCLUIR_LIBERAR_MESSAGES.servicoDeOutroPagamento);
    expect(await statusDoPagamento(doOutro.id)).toBe('nao_efetuado');

    const semConcluir = await concluir(doOutro.id, {
      pagamento: corpoPagamento(venda, { valor_pagamento: { valor: '40.00' } }),
      liberar: { servicos: [a], seguiu_manual_boas_praticas: true },
    });
    expect(semConcluir.statusCode).toBe(400);
    expect(JSON.stringify(semConcluir.json())).toContain(CONCLUIR_LIBERAR_MESSAGES.soConcluido);
    const semMotivo = await concluir(doOutro.id, {
      pagamento: concluido(venda, { valor_pagamento: { valor: '40.00' } }),
      liberar: {
        servicos: [a],
        seguiu_manual_boas_praticas: false,
        motivo_nao_seguimento_boas_praticas: 'curto',
      },
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(JSON.stringify(semMotivo.json())).toContain(SERVICO_MESSAGES.justificativa);
    expect(await logsDe('servico_faturado', venda.venda)).toHaveLength(0);

    // without a release it only concludes: the covered service waits for finance's check
    const sem = await concluir(parcial.id, {
      pagamento: concluido(venda, { valor_pagamento: { valor: '60.00' } }),
    });
    expect(sem.statusCode, sem.body).toBe(200);
    expect(await statusDoPagamento(parcial.id)).toBe('concluido');
    expect(await statusDoServico(t.db, a)).toBe('pagamento');
  });

  it('is for the financeiro department and administrators only; refused to every other role', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const [a = 0] = venda.servicos;
    const pagamento = await criado(venda);
    const corpo = {
      pagamento: concluido(venda),
      liberar: { servicos: [a], seguiu_manual_boas_praticas: true },
    };
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect((await concluir(pagamento.id, corpo, role)).statusCode, role).toBe(403);
    }
    expect(await statusDoPagamento(pagamento.id)).toBe('nao_efetuado');
    expect(await statusDoServico(t.db, a)).toBe('pagamento');
    const response = await concluir(pagamento.id, corpo, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusDoServico(t.db, a)).toBe('emissao');
  });
});

describe('DELETE /api/pagamentos/{id}/', () => {
  it('is for finance; refused for a concluded payment, the only open one of a live service and on a cancelled sale', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['250.00'] });
    const pagamento = await criado(venda);
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect((await excluir(pagamento.id, role)).statusCode, role).toBe(403);
    }
    const concluido = await criado(venda, { status: 'concluido' }, 'financeiro');
    let response = await excluir(concluido.id);
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.concluidoNaoExclui);
    // the only open payment of a service still sold is what it owes: refused, nothing changes
    response = await excluir(pagamento.id);
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(mensagemUnicoAberto(formatId(venda.servicos[0] ?? 0)));
    expect(await contarPagamentos(venda.venda)).toBe(2);
    expect(await logsDe('pagamento_excluido', venda.venda)).toEqual([]);
    // with another open payment of the service, one of them may go
    const outro = await criado(venda, { valor_pagamento: { valor: '50.00' } });
    response = await excluir(pagamento.id);
    expect(response.statusCode).toBe(200);
    expect(expectDetail(response)).toBe(M.deletado);
    expect(await logsDe('pagamento_excluido', venda.venda)).toHaveLength(1);
    expect(
      await t.db.select().from(pagamentos_servicos).where(eq(pagamentos_servicos.pagamento, pagamento.id)),
    ).toEqual([]);
    expect((await excluir(outro.id)).statusCode).toBe(409);

    const cancelada = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const dela = await criado(cancelada);
    await t.db.update(vendas).set({ status: 'cancelada' }).where(eq(vendas.id, cancelada.venda));
    response = await excluir(dela.id, 'admin');
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.vendaCancelada);
    expect(await contarPagamentos(cancelada.venda)).toBe(1);
  });
});

describe('POST /api/pagamentos/{id}/substituir/', () => {
  const substituir = (id: number, payload: unknown, username = 'financeiro') =>
    t.injectAs(username, {
      method: 'POST',
      url: `/api/pagamentos/${id}/substituir/`,
      payload: payload as object,
    });
  const partesPorServico = async (venda: number) =>
    t.db
      .select({
        servico: pagamentos_servicos.servico,
        valor: sql<string>`sum(${pagamentos_servicos.valor})::text`,
      })
      .from(pagamentos_servicos)
      .innerJoin(pagamentos, eq(pagamentos.id, pagamentos_servicos.pagamento))
      .where(eq(pagamentos.venda, venda))
      .groupBy(pagamentos_servicos.servico)
      .orderBy(pagamentos_servicos.servico);

  it('swaps a joined payment for others charging each service the same, in one audited, versioned change', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['300.00', '200.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const antigo = await criado(venda, {
      valor_pagamento: { valor: '500.00' },
      servicos: [
        { servico: a, valor: '300.00' },
        { servico: b, valor: '200.00' },
      ],
    });
    const antes = await partesPorServico(venda.venda);
    const novos = (repartirSubstituicao(antigo.servicos, ['250.00', '250.00']) ?? []).map((servicos, i) => ({
      valor_pagamento: { valor: '250.00' },
      servicos,
      meio_pagamento: i === 0 ? 'pagarme' : 'pix',
      num_parcelas: i === 0 ? 3 : 1,
      data_vencimento: i === 0 ? '2030-02-10' : '2030-03-10',
    }));
    expect((await substituir(antigo.id, { pagamentos: novos }, 'consultor')).statusCode).toBe(403);
    // a stale version, and shares that do not charge each service what the old one did: nothing changes
    let response = await substituir(antigo.id, { pagamentos: novos, versao: antigo.versao + 1 });
    expect(response.statusCode).toBe(409);
    response = await substituir(antigo.id, {
      pagamentos: [
        { ...novos[0], servicos: [{ servico: a, valor: '250.00' }] },
        { ...novos[1], servicos: [{ servico: b, valor: '250.00' }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.pagamentos).toEqual([M.substituicaoDiferente]);
    expect(await contarPagamentos(venda.venda)).toBe(1);

    response = await substituir(antigo.id, { pagamentos: novos, versao: antigo.versao });
    expect(response.statusCode, response.body).toBe(200);
    const criados = z.array(ZPagamento).parse(response.json());
    expect(criados.map((p) => [p.valor_pagamento.valor, p.meio_pagamento, p.num_parcelas, p.status])).toEqual(
      [
        ['250.00', 'pagarme', 3, 'nao_efetuado'],
        ['250.00', 'pix', 1, 'nao_efetuado'],
      ],
    );
    expect(await t.db.select().from(pagamentos).where(eq(pagamentos.id, antigo.id))).toEqual([]);
    expect(await partesPorServico(venda.venda)).toEqual(antes);
    expect(await logsDe('pagamento_substituido', venda.venda)).toHaveLength(1);
    const conciliacao = await t.injectAs('financeiro', { method: 'GET', url: '/api/conciliacao/' });
    expect(
      (conciliacao.json() as { divergencias: { venda: number }[] }).divergencias.filter(
        (d) => d.venda === venda.venda,
      ),
    ).toEqual([]);
    // a concluded payment is not replaced
    const [primeiro] = criados;
    if (!primeiro) throw new Error('no payment');
    await t.db.update(pagamentos).set({ status: 'concluido' }).where(eq(pagamentos.id, primeiro.id));
    response = await substituir(primeiro.id, { pagamentos: novos.slice(0, 1) });
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.concluidoNaoSubstitui);
  });

  it('is atomic: a new payment refused after another was written leaves the old payment as it was', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['300.00', '200.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const antigo = await criado(venda, {
      valor_pagamento: { valor: '500.00' },
      servicos: [
        { servico: a, valor: '300.00' },
        { servico: b, valor: '200.00' },
      ],
    });
    // the second service was cancelled behind the payment's back: its new payment is refused
    await t.db.update(servicos).set({ status: 'cancelado' }).where(eq(servicos.id, b));
    const response = await substituir(antigo.id, {
      pagamentos: [
        {
          valor_pagamento: { valor: '300.00' },
          servicos: [{ servico: a, valor: '300.00' }],
          meio_pagamento: 'pix',
        },
        {
          valor_pagamento: { valor: '200.00' },
          servicos: [{ servico: b, valor: '200.00' }],
          meio_pagamento: 'pix',
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    const linhas = await t.db.select().from(pagamentos).where(eq(pagamentos.venda, venda.venda));
    expect(linhas.map((p) => [p.id, p.valor, p.versao])).toEqual([[antigo.id, '500.00', antigo.versao]]);
    expect(await logsDe('pagamento_substituido', venda.venda)).toEqual([]);
  });
});

describe('POST /api/pagamentos/criar_pagamentos/', () => {
  it('creates every payment and the joined ones in one transaction', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '200.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/pagamentos/criar_pagamentos/',
      payload: {
        pagamentos: [corpoPagamento(venda, { valor_pagamento: { valor: '30' } })],
        pagamentosJuntos: [
          corpoPagamento(venda, {
            valor_pagamento: { valor: '270' },
            meio_pagamento: 'pagarme',
            num_parcelas: 10,
            servicos: [
              { servico: a, valor: '70' },
              { servico: b, valor: '200' },
            ],
          }),
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const criados = response.json() as PagamentoView[];
    expect(criados.map((p) => [p.valor_pagamento.valor, p.servicos.length])).toEqual([
      ['30.00', 1],
      ['270.00', 2],
    ]);
  });

  it('writes nothing when one of them is refused, naming it in the errors', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/pagamentos/criar_pagamentos/',
      payload: {
        pagamentos: [corpoPagamento(venda), corpoPagamento(venda, { servicos: [{ servico: 999_999 }] })],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'pagamentos.1.servicos': [M.servicoDeOutraVenda] });
    expect(await contarPagamentos(venda.venda)).toBe(0);
    const vazio = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/pagamentos/criar_pagamentos/',
      payload: { pagamentos: [] },
    });
    expect(expectDetail(vazio)).toBe(A.nenhumPagamento);
    const cliente = await t.injectAs('cliente', {
      method: 'POST',
      url: '/api/pagamentos/criar_pagamentos/',
      payload: { pagamentos: [corpoPagamento(venda)] },
    });
    expect(cliente.statusCode).toBe(403);
  });
});

describe('POST /api/pagamentos/pagamento_total/', () => {
  it('creates one payment of the open amount split by what each service still owes', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '200.00', '40.00'] });
    const [a = 0, b = 0, c = 0] = venda.servicos;
    await t.db.update(servicos).set({ status: 'cancelado' }).where(eq(servicos.id, c));
    await criado(venda, { valor_pagamento: { valor: '60' }, status: 'concluido' }, 'financeiro');
    await criado(venda, { valor_pagamento: { valor: '30' } }); // not concluded, but already scheduled
    const total = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/pagamentos/pagamento_total/',
      payload: { venda: venda.venda, meio_pagamento: 'pix' },
    });
    expect(total.statusCode, total.body).toBe(201);
    const pagamento = ZPagamento.parse(total.json());
    expect(pagamento.valor_pagamento.valor).toBe('210.00');
    expect(pagamento.servicos.map((s) => [s.servico, s.valor])).toEqual([
      [a, '10.00'],
      [b, '200.00'],
    ]);
  });

  it('answers 409 when nothing is open, and refuses the customer account', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    await criado(venda, { status: 'concluido' }, 'financeiro');
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/pagamentos/pagamento_total/',
      payload: { venda: venda.venda, meio_pagamento: 'pix' },
    });
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.semValorAberto);
    const cliente = await t.injectAs('cliente', {
      method: 'POST',
      url: '/api/pagamentos/pagamento_total/',
      payload: { venda: venda.venda, meio_pagamento: 'pix' },
    });
    expect(cliente.statusCode).toBe(403);
  });
});

describe('reads', () => {
  let venda: VendaDeTeste;
  let atrasado: PagamentoView;
  let pago: PagamentoView;

  beforeAll(async () => {
    venda = await criarVendaComServicos(t.db, { valores: ['100.00', '80.00'], nome: 'Zuleica' });
    // the client's CPF, kept in digits and in the search form as a contact's save writes them
    await t.db
      .update(contatos)
      .set({ cpf: CPF, nome_busca: `zuleica pagador ${CPF}` })
      .where(eq(contatos.id, venda.cliente));
    atrasado = await criado(venda, { data_vencimento: '2020-01-01', meio_pagamento: 'boleto' });
    pago = await criado(
      venda,
      {
        valor_pagamento: { valor: '80.00' },
        servicos: [{ servico: venda.servicos[1] ?? 0 }],
        status: 'concluido',
        meio_pagamento: 'pix',
      },
      'financeiro',
    );
  });

  const listar = async (query: string, username = 'consultor') => {
    const response = await t.injectAs(username, { method: 'GET', url: `/api/pagamentos/${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { pagamentos: PagamentoView[]; pages: number };
  };

  it('lists 15 per page, newest first, with the derived status', async () => {
    const pagina = await listar('');
    expect(pagina.pagamentos.length).toBe(15);
    expect(pagina.pages).toBeGreaterThan(1);
    const ids = pagina.pagamentos.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const segunda = await listar('?page=2');
    expect(segunda.pagamentos[0]?.id).toBeLessThan(ids.at(-1) ?? 0);
    const daVenda = await listar(`?venda=${venda.venda}`);
    expect(daVenda.pagamentos.map((p) => [p.id, p.status])).toEqual([
      [pago.id, 'concluido'],
      [atrasado.id, 'atrasado'],
    ]);
    expect((await listar(`?venda=${venda.venda}&status=atrasado`)).pagamentos.map((p) => p.id)).toEqual([
      atrasado.id,
    ]);
    expect((await listar(`?venda=${venda.venda}&status=nao_efetuado`)).pagamentos).toEqual([]);
  });

  it("searches by sale id, service id, client's name and method", async () => {
    const ids = async (search: string) =>
      (await listar(`?search=${encodeURIComponent(search)}`)).pagamentos.map((p) => p.id).sort();
    // a number is a sale id or a service id: both of this sale's payments answer to its sale id
    expect(await ids(String(venda.venda))).toEqual(expect.arrayContaining([atrasado.id, pago.id]));
    expect(await ids(String(venda.servicos[1]))).toEqual([pago.id]);
    expect(await ids('zuleica')).toEqual([atrasado.id, pago.id].sort());
    expect(await ids('Boleto')).toContain(atrasado.id);
    expect(await ids('Boleto')).not.toContain(pago.id);
    expect(await ids('nada-assim')).toEqual([]);
  });

  it("searches by the client's CPF, formatted or not, and answers every other input without a server error", async () => {
    const ids = async (search: string) =>
      (await listar(`?search=${encodeURIComponent(search)}`)).pagamentos.map((p) => p.id).sort();
    const daVenda = [atrasado.id, pago.id].sort();
    expect(await ids(CPF)).toEqual(daVenda);
    expect(await ids('529.982.247-25')).toEqual(daVenda);
    expect(await ids(' 529982247-25 ')).toEqual(daVenda);
    // part of a CPF is searched in the client's search form, like a name
    expect(await ids('529.982')).toEqual(expect.arrayContaining(daVenda));
    expect(await ids('52998224726')).toEqual([]);
    for (const search of [
      '12345678901',
      '123456789012',
      '12345678901234567890',
      '9'.repeat(100),
      '00000000000',
      "'; drop table pagamentos; --",
      "zuleica' or '1'='1",
      '%_%',
      '\\',
      'a\\',
      '$1 ::text',
      '(){}[]<>*+?|^$',
      'ção 529.982.247-25 zuleica',
      'x'.repeat(100),
    ]) {
      const response = await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/pagamentos/?search=${encodeURIComponent(search)}`,
      });
      expect(response.statusCode, search).toBe(200);
    }
    const longa = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/pagamentos/?search=${'1'.repeat(5000)}`,
    });
    expect(longa.statusCode).toBe(400);
  });

  it('never writes a CPF in the log: neither the request nor an error', async () => {
    const linhas: string[] = [];
    const app = await t.buildSibling({ log: (linha) => linhas.push(linha) });
    app.get('/api/teste-erro-cpf/', { config: { access: { kind: 'public' } } }, async () => {
      // what a failed query's error carries: the statement and its parameters
      throw new Error(`Failed query: select * from contatos where cpf = $1\nparams: ${CPF}`);
    });
    await app.ready();
    try {
      for (const url of [
        `/api/pagamentos/?search=${CPF}`,
        '/api/pagamentos/?search=529.982.247-25',
        `/api/pagamentos/?search=zuleica%20${CPF}`,
        `/api/teste-erro-cpf/?cpf=${CPF}`,
      ]) {
        await app.inject({ method: 'GET', url });
      }
    } finally {
      await app.close();
    }
    const texto = linhas.join('');
    expect(texto).toContain('unhandled error');
    expect(texto).toContain('/api/pagamentos/?search=');
    expect(texto).toContain(CPF_OCULTO);
    expect(texto).not.toContain(CPF);
    expect(texto).not.toContain('529.982.247-25');
  });

  it("answers the sale's tab and the payments of a quote's service", async () => {
    const aba = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/${venda.venda}/pagamentos/`,
    });
    expect(aba.statusCode).toBe(200);
    expect((aba.json() as PagamentoView[]).map((p) => p.id)).toEqual([pago.id, atrasado.id]);
    const daCotacao = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/pagamentos/${venda.cotacoes[1]}/pagamentos_cotacao/`,
    });
    expect((daCotacao.json() as PagamentoView[]).map((p) => p.id)).toEqual([pago.id]);
    const um = await t.injectAs('consultor', { method: 'GET', url: `/api/pagamentos/${pago.id}/` });
    expect(um.json().id).toBe(pago.id);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: '/api/pagamentos/999999/' })).statusCode,
    ).toBe(404);
  });

  it('refuses every read to the customer account', async () => {
    for (const url of [
      '/api/pagamentos/',
      `/api/pagamentos/${pago.id}/`,
      `/api/pagamentos/${venda.cotacoes[0]}/pagamentos_cotacao/`,
      '/api/pagamentos/pagamentos_abertos',
      `/api/pagamentos/${pago.id}/documento/`,
    ]) {
      expect((await t.injectAs('cliente', { method: 'GET', url })).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/pagamentos/pagamentos_abertos', () => {
  const abertos = async (query: string, username = 'financeiro', barra = false) => {
    const response = await t.injectAs(username, {
      method: 'GET',
      url: `/api/pagamentos/pagamentos_abertos${barra ? '/' : ''}${query}`,
    });
    return response;
  };

  it('is for those who reach the Contas a Receber route', async () => {
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect((await abertos('', role)).statusCode, role).toBe(403);
    }
    for (const role of ['financeiro', 'admin']) expect((await abertos('', role)).statusCode, role).toBe(200);
  });

  it('lists the payments not concluded, filtered by consultant, contact and sale, 15 per page', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['200.00'], consultor: 'admin' });
    const aberto = await criado(venda, { data_vencimento: '2020-05-05' }, 'admin');
    await criado(venda, { status: 'concluido' }, 'financeiro');
    const outra = await criarVendaComServicos(t.db, { valores: ['200.00'], consultor: 'admin' });
    // the other sale's payment has the first sale's client as its financial responsible
    const doResponsavel = await criado(outra, { responsavel_financeiro: venda.cliente }, 'admin');
    await criado(outra, {}, 'admin');

    const ids = async (query: string, barra = false) => {
      const response = await abertos(query, 'financeiro', barra);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { pagamentos_abertos: PagamentoView[]; pages: number };
      expect(body.pagamentos_abertos.every((p) => p.status !== 'concluido')).toBe(true);
      return body.pagamentos_abertos.map((p) => p.id);
    };
    expect(await ids(`?venda=${venda.venda}`)).toEqual([aberto.id]);
    expect(await ids(`?venda=${venda.venda}`, true)).toEqual([aberto.id]);
    // by due date: the overdue one first
    expect(await ids(`?contato=${venda.cliente}`)).toEqual([aberto.id, doResponsavel.id]);
    const admin = await idDoUsuario(t.db, 'admin');
    const doAdmin = await ids(`?consultor=${admin}`);
    expect(doAdmin).toHaveLength(3);
    expect(doAdmin).toContain(aberto.id);
    expect(await ids(`?consultor=${admin}&contato=${venda.cliente}&venda=${outra.venda}`)).toEqual([
      doResponsavel.id,
    ]);
    const primeira = await abertos('');
    expect(primeira.json().pagamentos_abertos.length).toBe(15);
    expect(primeira.json().pagamentos_abertos[0].status).toMatch(/nao_efetuado|atrasado/);
    const lista = (await ids(`?venda=${venda.venda}`))[0];
    expect(lista).toBe(aberto.id);
    const atrasados = (await abertos(`?venda=${venda.venda}`)).json().pagamentos_abertos as PagamentoView[];
    expect(atrasados[0]?.status).toBe('atrasado');
  });

  it('sorts by due date, the overdue first, and filters a period of due dates', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['900.00'], consultor: 'admin' });
    const depois = await criado(venda, { data_vencimento: '2031-03-01' }, 'admin');
    const atrasado = await criado(venda, { data_vencimento: '2021-01-15' }, 'admin');
    const meio = await criado(venda, { data_vencimento: '2031-02-01' }, 'admin');
    const lista = async (query: string) => {
      const response = await abertos(query);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().pagamentos_abertos as PagamentoView[]).map((p) => p.id);
    };
    expect(await lista(`?venda=${venda.venda}`)).toEqual([atrasado.id, meio.id, depois.id]);
    expect(await lista(`?contato=${venda.cliente}`)).toEqual([atrasado.id, meio.id, depois.id]);
    expect(
      await lista(`?venda=${venda.venda}&vencimento_inicio=2031-01-01&vencimento_fim=2031-02-28`),
    ).toEqual([meio.id]);
    expect(await lista(`?venda=${venda.venda}&vencimento_inicio=2031-02-01`)).toEqual([meio.id, depois.id]);
    // the whole list starts with the oldest due date
    const todos = (await abertos('')).json().pagamentos_abertos as PagamentoView[];
    const datas = todos.map((p) => p.data_vencimento ?? '9999');
    expect(datas).toEqual([...datas].sort());
    const invalida = await abertos('?vencimento_inicio=2031-02-30');
    expect(invalida.statusCode).toBe(400);
  });
});

describe('receipts', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const multipart = (conteudo: Buffer, nome: string, campo = 'documento_comprovante') => {
    const boundary = 'limite123';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      conteudo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('finance attaches a receipt checked by its content; anyone on staff reads it back with its type', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const pagamento = await criado(venda);
    const url = `/api/pagamentos/${pagamento.id}/documentos/`;
    let response = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/pagamentos/${pagamento.id}/documento/`,
    });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(M.comprovanteNaoEncontrado);
    for (const role of ['consultor', 'cliente']) {
      expect(
        (await t.injectAs(role, { method: 'POST', url, ...multipart(PDF, 'r.pdf') })).statusCode,
        role,
      ).toBe(403);
    }
    response = await t.injectAs('financeiro', {
      method: 'POST',
      url,
      ...multipart(Buffer.from('só texto'), 'r.pdf'),
    });
    expect(response.statusCode).toBe(415);
    response = await t.injectAs('financeiro', { method: 'POST', url, ...multipart(PDF, 'recibo.pdf') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      documento_comprovante: `/api/pagamentos/${pagamento.id}/documento/`,
      documento_nome: 'recibo.pdf',
    });
    expect(await logsDe('pagamento_comprovante', venda.venda)).toHaveLength(1);
    const arquivo = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/pagamentos/${pagamento.id}/documento/`,
    });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.rawPayload.equals(PDF)).toBe(true);
    const semArquivo = await t.injectAs('financeiro', {
      method: 'POST',
      url,
      ...multipart(PDF, 'x.pdf', 'outro'),
    });
    expect(semArquivo.statusCode).toBe(400);
    const json = await t.injectAs('financeiro', { method: 'POST', url, payload: {} });
    expect(json.statusCode).toBe(415);
  });
});

describe('criarPagamentoTx', () => {
  it('creates a payment inside the caller transaction, as the demo data does', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const [usuario] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'financeiro'));
    if (!usuario) throw new Error('no finance user');
    const id = await t.db.transaction((tx) =>
      criarPagamentoTx(tx, {
        body: corpoPagamento(venda, { status: 'concluido' }),
        user: { id: usuario.id, pertencente: usuario.pertencente },
        ip: null,
      }),
    );
    expect(id).toBeGreaterThan(0);
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento_validacao');
  });
});
