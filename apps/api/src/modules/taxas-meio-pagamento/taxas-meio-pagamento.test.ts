import { logTipoLabel } from '@skyler/domain/logs';
import { ZResultadoVenda } from '@skyler/domain/precos/resultado';
import { ZTaxasMeioPagamentoResposta } from '@skyler/domain/taxas-meio-pagamento';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cotacoes, emissoes, pagamentos, taxas_meio_pagamento } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { idDoUsuario } from '../../test/fixtures.ts';
import { corpoPagamento, criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { criarEmissaoDeTeste } from '../emissoes/detalhe-fixtures.ts';

usarApp();

const URL = '/api/taxas-meio-pagamento/';
const salvar = (payload: Record<string, unknown>, username = 'admin') =>
  t.injectAs(username, { method: 'PUT', url: URL, payload });
async function tabela(username = 'financeiro') {
  const response = await t.injectAs(username, { method: 'GET', url: URL });
  expect(response.statusCode, response.body).toBe(200);
  return ZTaxasMeioPagamentoResposta.parse(response.json());
}

describe('GET|PUT /api/taxas-meio-pagamento/', () => {
  it('administrators write, financeiro reads, everyone else gets 403 and nothing changes', async () => {
    for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      const leitura = await t.injectAs(username, { method: 'GET', url: URL });
      expect(leitura.statusCode, username).toBe(403);
    }
    for (const username of ['consultor', 'cotador', 'financeiro', 'cliente']) {
      const escrita = await salvar({ meio_pagamento: 'boleto', num_parcelas: 1, percentual: '0' }, username);
      expect(escrita.statusCode, username).toBe(403);
    }
    expect(await t.db.select().from(taxas_meio_pagamento)).toEqual([]);
    expect((await tabela('admin')).taxas).toEqual([]);
  });

  it('archives the row in force with its validity on a change, keeps the history, and refuses a stale version', async () => {
    const criada = await salvar({ meio_pagamento: 'rede', num_parcelas: 3, percentual: '3,79', fixo: '0' });
    expect(criada.statusCode, criada.body).toBe(200);
    expect(criada.json()).toMatchObject({ percentual: '3.79', fixo: '0.00', versao: 1, vigente_ate: null });
    // creating it again as if new: someone else created it meanwhile
    const duplicada = await salvar({ meio_pagamento: 'rede', num_parcelas: 3, percentual: '4', versao: 7 });
    expect(duplicada.statusCode).toBe(409);
    expect(expectDetail(duplicada)).toBe(MENSAGEM_VERSAO);
    const alterada = await salvar({
      meio_pagamento: 'rede',
      num_parcelas: 3,
      percentual: '3.99',
      fixo: '0.50',
      versao: 1,
    });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(alterada.json()).toMatchObject({ percentual: '3.99', fixo: '0.50', versao: 2 });
    // a second administrator still holding version 1 is refused and changes nothing
    const velha = await salvar({ meio_pagamento: 'rede', num_parcelas: 3, percentual: '1', versao: 1 });
    expect(velha.statusCode).toBe(409);
    expect(expectDetail(velha)).toBe(MENSAGEM_VERSAO);
    const lida = await tabela();
    const vigente = lida.taxas.find((x) => x.meio_pagamento === 'rede' && x.num_parcelas === 3);
    expect(vigente).toMatchObject({ percentual: '3.99', versao: 2 });
    const antiga = lida.historico.find((x) => x.meio_pagamento === 'rede' && x.num_parcelas === 3);
    expect(antiga).toMatchObject({ percentual: '3.79', versao: 1, vigente_ate: vigente?.vigente_desde });
    expect(antiga?.alterado_por?.id).toBe(await idDoUsuario(t.db, 'admin'));
    const log = await ultimoLog(t.db, 'taxa_meio_pagamento_alterada');
    expect(log?.dados).toMatchObject({
      antes: { percentual: '3.79' },
      depois: { percentual: '3.99', fixo: '0.50' },
    });
    expect(logTipoLabel('taxa_meio_pagamento_alterada')).toBe('Taxa de meio de pagamento alterada');
  });

  it('answers 400 in Portuguese to bad figures and instalments on a method without them', async () => {
    for (const [payload, campo] of [
      [{ meio_pagamento: 'pix', num_parcelas: 1, percentual: '101' }, 'percentual'],
      [{ meio_pagamento: 'pix', num_parcelas: 1, percentual: 'abc' }, 'percentual'],
      [{ meio_pagamento: 'pix', num_parcelas: 1, percentual: '1', fixo: '-2' }, 'fixo'],
      [{ meio_pagamento: 'pix', num_parcelas: 2, percentual: '1' }, 'num_parcelas'],
      [{ meio_pagamento: 'pagarme', num_parcelas: 13, percentual: '1' }, 'num_parcelas'],
    ] as const) {
      const response = await salvar(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(campo);
    }
    const pix = await t.db
      .select()
      .from(taxas_meio_pagamento)
      .where(and(eq(taxas_meio_pagamento.meio_pagamento, 'pix'), isNull(taxas_meio_pagamento.archived_at)));
    expect(pix).toEqual([]);
  });
});

describe('the fee of a payment concluded by hand', () => {
  it('comes from the table when none is typed; a typed fee (even 0) is kept; audited', async () => {
    expect(
      (await salvar({ meio_pagamento: 'boleto', num_parcelas: 1, percentual: '0', fixo: '3.49' })).statusCode,
    ).toBe(200);
    expect(
      (await salvar({ meio_pagamento: 'pagarme', num_parcelas: 2, percentual: '3.79' })).statusCode,
    ).toBe(200);
    const venda = await criarVendaComServicos(t.db, { valores: ['2000.00'] });
    // concluded at creation, no fee typed: boleto's fixed R$ 3,49
    const boleto = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: corpoPagamento(venda, { meio_pagamento: 'boleto', status: 'concluido' }),
    });
    expect(boleto.statusCode, boleto.body).toBe(201);
    expect(boleto.json().taxa_meio_pagamento).toBe('3.49');
    // scheduled, then concluded ("Concluir") without a fee: Pagar.me 3× takes the 2× row, 3.79 % of 500.00 = 18.95
    const rede = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: corpoPagamento(venda, {
        meio_pagamento: 'pagarme',
        num_parcelas: 3,
        valor_pagamento: { valor: '500.00', moeda: 'BRL' },
      }),
    });
    expect(rede.statusCode, rede.body).toBe(201);
    expect(rede.json().taxa_meio_pagamento).toBe('0.00');
    const { taxa_meio_pagamento: _taxa, ...semTaxa } = corpoPagamento(venda, {
      meio_pagamento: 'pagarme',
      num_parcelas: 3,
      valor_pagamento: { valor: '500.00', moeda: 'BRL' },
    });
    const concluido = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/pagamentos/${rede.json().id}/`,
      payload: { ...semTaxa, status: 'concluido', versao: rede.json().versao },
    });
    expect(concluido.statusCode, concluido.body).toBe(200);
    expect(concluido.json().taxa_meio_pagamento).toBe('18.95');
    const log = await ultimoLog(t.db, 'pagamento_alterado');
    expect(log?.meta).toMatchObject({ taxa_origem: 'tabela', id: rede.json().id });
    expect(log?.dados).toMatchObject({ depois: { taxa_meio_pagamento: '18.95' } });
    // finance's correction is kept: a typed 0 is 0
    const corrigido = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: corpoPagamento(venda, {
        meio_pagamento: 'boleto',
        status: 'concluido',
        taxa_meio_pagamento: '0',
      }),
    });
    expect(corrigido.json().taxa_meio_pagamento).toBe('0.00');
    const [guardado] = await t.db.select().from(pagamentos).where(eq(pagamentos.id, corrigido.json().id));
    expect(guardado?.taxa_meio_pagamento).toBe('0.00');
  });
});

describe('GET /api/vendas/{id}/resultado/', () => {
  it('nets the fees and commissions from the margin, flags commissions above it, for the roles that see margins', async () => {
    await salvar({ meio_pagamento: 'transferencia', num_parcelas: 1, percentual: '0.99' });
    const e = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_outro', passageiros: 0 });
    await t.db.update(cotacoes).set({ custo_agencia: '700.00' }).where(eq(cotacoes.id, e.cotacao));
    await t.db
      .update(emissoes)
      .set({
        valor_base: '891.40',
        cotador: await idDoUsuario(t.db, 'cotador'),
        emitido_por: await idDoUsuario(t.db, 'emissor'),
        pct_consultor: '3.00',
        pct_cotador: '2.50',
        pct_emissor: '1.50',
      })
      .where(eq(emissoes.id, e.id));
    const pago = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: {
        venda: e.venda,
        valor_pagamento: { valor: '1000.00', moeda: 'BRL' },
        servicos: [{ servico: e.servico }],
        meio_pagamento: 'transferencia',
        status: 'concluido',
      },
    });
    expect(pago.statusCode, pago.body).toBe(201);
    const url = `/api/vendas/${e.venda}/resultado/`;
    const response = await t.injectAs('financeiro', { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const resultado = ZResultadoVenda.parse(response.json());
    // fee 1000 × 0.99 % = 9.90; commission 891.40 × (3 % → 26.74, 2.5 % → 22.29 (22.285), 1.5 % → 13.37)
    // of the 1000.00 paid, the 700.00 of cost went to the supplier; the 300.00 above it are the agency's
    const receitaPropria = {
      pago: '1000.00',
      intermediado: '700.00',
      propria: '300.00',
      por_tipo: { rav: '0.00', incentivos: '0.00', taxas: '300.00', cambio: '0.00', estornos: '0.00' },
    };
    expect(resultado).toEqual({
      receita_propria: receitaPropria,
      receita: '1000.00',
      custo: '700.00',
      taxas_meio_pagamento: '9.90',
      comissoes: '62.40',
      estornos: '0.00',
      diferenca_cambial: '0.00',
      margem_bruta: '300.00',
      margem_liquida: '227.70',
      servicos: [
        {
          id: e.servico,
          receita: '1000.00',
          custo: '700.00',
          margem_bruta: '300.00',
          comissoes: '62.40',
          comissao_acima_da_margem: false,
          receita_propria: receitaPropria,
        },
      ],
    });
    // the real cost rises to 950.00: the margin of 50.00 no longer pays the 62.40 of commissions
    await t.db.update(cotacoes).set({ custo_agencia: '950.00' }).where(eq(cotacoes.id, e.cotacao));
    const depois = ZResultadoVenda.parse((await t.injectAs('admin', { method: 'GET', url })).json());
    expect(depois).toMatchObject({ margem_bruta: '50.00', margem_liquida: '-22.30' });
    expect(depois.servicos[0]?.comissao_acima_da_margem).toBe(true);
    // the sale's consultant sees it as on the dashboard; others who do not see margins get 403
    expect((await t.injectAs('consultor', { method: 'GET', url })).statusCode).toBe(200);
    for (const username of ['cotador', 'emissor', 'sdr', 'milhas', 'cliente']) {
      expect((await t.injectAs(username, { method: 'GET', url })).statusCode, username).toBe(403);
    }
    expect(
      (await t.injectAs('admin', { method: 'GET', url: '/api/vendas/999999/resultado/' })).statusCode,
    ).toBe(404);
  });
});
