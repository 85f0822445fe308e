import { PAGAMENTO_UI_MESSAGES as M, type PagamentoView, ZPagamento } from '@skyler/domain/pagamentos';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs, pagamentos } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { corpoPagamento, criarVendaComServicos, statusDoServico } from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

usarApp();

const criar = (payload: unknown, username = 'financeiro') =>
  t.injectAs(username, { method: 'POST', url: '/api/pagamentos/', payload: payload as object });
const alterar = (id: number, payload: unknown, username = 'financeiro') =>
  t.injectAs(username, { method: 'PUT', url: `/api/pagamentos/${id}/`, payload: payload as object });
const reabrir = (id: number, payload: unknown, username = 'financeiro') =>
  t.injectAs(username, { method: 'POST', url: `/api/pagamentos/${id}/reabrir/`, payload: payload as object });
const total = (venda: number, username = 'consultor') =>
  t.injectAs(username, {
    method: 'POST',
    url: '/api/pagamentos/pagamento_total/',
    payload: { venda, meio_pagamento: 'pix' },
  });
const varios = (payload: unknown, username = 'consultor') =>
  t.injectAs(username, {
    method: 'POST',
    url: '/api/pagamentos/criar_pagamentos/',
    payload: payload as object,
  });

async function criado(payload: unknown, username = 'financeiro'): Promise<PagamentoView> {
  const response = await criar(payload, username);
  expect(response.statusCode, response.body).toBe(201);
  return ZPagamento.parse(response.json());
}
async function contarPagamentos(venda: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(pagamentos).where(eq(pagamentos.venda, venda));
  return row?.n ?? 0;
}
const linhaDe = async (id: number) => (await t.db.select().from(pagamentos).where(eq(pagamentos.id, id)))[0];

describe('a concluded payment is not rewritten', () => {
  it('a PUT without status (or with any body) on a concluded payment is refused and changes nothing', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const pago = await criado(corpoPagamento(venda, { status: 'concluido', data_pagamento: '2026-11-20' }));
    const antes = await linhaDe(pago.id);
    for (const corpo of [
      corpoPagamento(venda),
      corpoPagamento(venda, { status: 'concluido', valor_pagamento: { valor: '90.00' } }),
    ]) {
      const response = await alterar(pago.id, corpo);
      expect(response.statusCode).toBe(409);
      expect(expectDetail(response)).toBe(M.concluidoNaoAltera);
    }
    expect(await linhaDe(pago.id)).toEqual(antes);
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento_validacao');
  });

  it('"Reabrir pagamento" is for finance with a reason, audited; then the normal edit works', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'] });
    const pago = await criado(corpoPagamento(venda, { status: 'concluido' }));
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      const response = await reabrir(pago.id, { motivo: 'Estorno pedido pelo cliente' }, role);
      expect(response.statusCode, role).toBe(403);
    }
    const semMotivo = await reabrir(pago.id, { motivo: 'curto' });
    expect(semMotivo.statusCode).toBe(400);
    expect(expectDetail(semMotivo)).toBe(M.motivoReabrir);
    expect((await linhaDe(pago.id))?.status).toBe('concluido');

    const response = await reabrir(pago.id, { motivo: 'Pix devolvido pelo banco', versao: pago.versao });
    expect(response.statusCode, response.body).toBe(200);
    const reaberto = ZPagamento.parse(response.json());
    expect(reaberto).toMatchObject({ status: 'nao_efetuado', concluido_por: null, data_pagamento: null });
    expect(await statusDoServico(t.db, venda.servicos[0] ?? 0)).toBe('pagamento');
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'pagamento_reaberto'), eq(logs.venda, venda.venda)));
    expect(log?.meta).toMatchObject({ motivo: 'Pix devolvido pelo banco', id: pago.id });

    const deNovo = await reabrir(pago.id, { motivo: 'Pix devolvido pelo banco' });
    expect(deNovo.statusCode).toBe(409);
    expect(expectDetail(deNovo)).toBe(M.soConcluidoReabre);
    const editado = await alterar(
      pago.id,
      corpoPagamento(venda, { valor_pagamento: { valor: '90.00' }, versao: reaberto.versao }),
    );
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().valor_pagamento.valor).toBe('90.00');
  });
});

describe('a payment of a cancelled service', () => {
  it('is not reopened: the refusal names the RAC and changes nothing, alone or joined with another service', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '50.00'] });
    const [cancelado = 0, ativo = 0] = venda.servicos;
    const sozinho = await criado(
      corpoPagamento(venda, { status: 'concluido', valor_pagamento: { valor: '70.00', moeda: 'BRL' } }),
    );
    const junto = await criado(
      corpoPagamento(venda, {
        status: 'concluido',
        valor_pagamento: { valor: '80.00', moeda: 'BRL' },
        servicos: [
          { servico: cancelado, valor: '30.00' },
          { servico: ativo, valor: '50.00' },
        ],
      }),
    );
    const cancelar = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/servicos/${cancelado}/cancel/`,
      payload: { motivo_cancelamento: 'Cliente desistiu da viagem' },
    });
    expect(cancelar.statusCode, cancelar.body).toBe(200);
    for (const pago of [sozinho, junto]) {
      const antes = await linhaDe(pago.id);
      const response = await reabrir(pago.id, { motivo: 'Estorno pedido pelo banco do cliente' });
      expect(response.statusCode, response.body).toBe(409);
      expect(expectDetail(response)).toBe(M.canceladoNaoReabre);
      expect(await linhaDe(pago.id)).toEqual(antes);
    }
    const [reaberturas] = await t.db
      .select({ n: count() })
      .from(logs)
      .where(and(eq(logs.tipo, 'pagamento_reaberto'), eq(logs.venda, venda.venda)));
    expect(reaberturas?.n).toBe(0);
    expect(await statusDoServico(t.db, ativo)).toBe('pagamento_validacao');
  });
});

describe('two people changing the same payment', () => {
  it('the second conclusion sent with the same version gets 409 and the first one stays', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.01'] });
    const pagamento = await criado(corpoPagamento(venda), 'consultor');
    expect(pagamento.versao).toBeGreaterThan(0);
    const primeira = await alterar(
      pagamento.id,
      corpoPagamento(venda, {
        status: 'concluido',
        data_pagamento: '2026-11-20',
        taxa_meio_pagamento: '1.00',
        versao: pagamento.versao,
      }),
    );
    expect(primeira.statusCode, primeira.body).toBe(200);
    const segunda = await alterar(
      pagamento.id,
      corpoPagamento(venda, {
        status: 'concluido',
        data_pagamento: '2026-11-21',
        taxa_meio_pagamento: '9.00',
        versao: pagamento.versao,
      }),
      'admin',
    );
    expect(segunda.statusCode).toBe(409);
    expect(expectDetail(segunda)).toBe(MENSAGEM_VERSAO);
    expect(await linhaDe(pagamento.id)).toMatchObject({
      data_pagamento: '2026-11-20',
      taxa_meio_pagamento: '1.00',
    });
    // an edit of an open payment with an older version, too
    const outro = await criado(corpoPagamento(venda, { valor_pagamento: { valor: '0.01' } }), 'consultor');
    await alterar(outro.id, corpoPagamento(venda, { valor_pagamento: { valor: '0.01' }, descricao: 'a' }));
    const velho = await alterar(
      outro.id,
      corpoPagamento(venda, { valor_pagamento: { valor: '0.01' }, descricao: 'b', versao: outro.versao }),
    );
    expect(velho.statusCode).toBe(409);
    const velhoReabrir = await reabrir(pagamento.id, { motivo: 'Motivo qualquer aqui', versao: 1 });
    expect(velhoReabrir.statusCode).toBe(409);
  });
});

describe('pagamento_total/ and criar_pagamentos/ schedule only what is still open', () => {
  it('two pagamento_total/ calls at once create one payment; the other is told nothing is open', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '50.00'] });
    const respostas = await Promise.all([total(venda.venda), total(venda.venda, 'financeiro')]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(expectDetail(respostas.find((r) => r.statusCode === 409) ?? respostas[0])).toBe(M.semValorAberto);
    expect(await contarPagamentos(venda.venda)).toBe(1);
  });

  it('two criar_pagamentos/ calls at once create one set; a call with nothing open is refused', async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00', '200.00'] });
    const [a = 0, b = 0] = venda.servicos;
    const corpo = {
      pagamentos: [
        corpoPagamento(venda, { valor_pagamento: { valor: '100' } }),
        corpoPagamento(venda, { valor_pagamento: { valor: '200' }, servicos: [{ servico: b }] }),
      ],
    };
    const respostas = await Promise.all([varios(corpo), varios(corpo, 'financeiro')]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await contarPagamentos(venda.venda)).toBe(2);
    const nada = await varios({
      pagamentos: [corpoPagamento(venda, { valor_pagamento: { valor: '1' }, servicos: [{ servico: a }] })],
    });
    expect(nada.statusCode).toBe(409);
    expect(expectDetail(nada)).toBe(M.semValorAberto);
    expect(await contarPagamentos(venda.venda)).toBe(2);
  });

  it("both are for finance, administrators and the sale's own consultant", async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['100.00'], consultor: 'admin' });
    for (const role of ['sdr', 'cotador', 'emissor', 'milhas', 'consultor']) {
      expect((await total(venda.venda, role)).statusCode, role).toBe(403);
      expect((await varios({ pagamentos: [corpoPagamento(venda)] }, role)).statusCode, role).toBe(403);
    }
    expect(await contarPagamentos(venda.venda)).toBe(0);
    expect((await total(venda.venda, 'admin')).statusCode).toBe(201);
  });
});
