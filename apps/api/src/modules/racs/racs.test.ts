import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { DINHEIRO_MESSAGES } from '@skyler/domain/dinheiro-schema';
import {
  RAC_MESSAGES as M,
  mensagemRacAcimaDoPago,
  type RacView,
  ZRac,
  ZRacsPage,
} from '@skyler/domain/racs';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emissoes, logs, notificacoes, racs, vendas } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { idDoUsuario, ROLES_STAFF } from '../../test/fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { findRacsPage } from './racs.queries.ts';
import {
  abrirRac,
  contarRacs,
  corpoRac,
  criarCartao,
  criarEmissaoConcluida,
  criarFornecedor,
  statusDaEmissao,
} from './test-fixtures.ts';

usarApp();

const criar = (payload: unknown, username = 'consultor') =>
  t.injectAs(username, { method: 'POST', url: '/api/racs/', payload: payload as object });
const mudarStatus = (id: number, status: string, username = 'financeiro') =>
  t.injectAs(username, { method: 'POST', url: `/api/racs/${id}/status/`, payload: { status } });
const lista = (query: string, username = 'consultor') =>
  t.injectAs(username, { method: 'GET', url: `/api/racs/detailed/${query}` });

/** A refused request answers the status and message given and changes none of the RAC area's tables. */
async function recusa(
  pedido: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status: number,
  detail: string,
) {
  const antes = await contarRacs(t.db);
  const response = await pedido();
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { detail: string }).detail).toBe(detail);
  expect(await contarRacs(t.db)).toEqual(antes);
  return response.json() as { detail: string; errors?: Record<string, string[]> };
}

describe('POST /api/racs/', () => {
  it('opens a RAC on a concluded issuance: its lines, sections and the issuance in rac, audited and notified', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const cartao = await criarCartao(t.db);
    const response = await criar(
      corpoRac(
        e,
        {
          tipo: 'alteracao',
          custo_skyler: true,
          custo_skyler_valor: '150,5',
          estorno_skyler_data_previsto: '2027-01-10',
          custo_skyler_anotacao: '  multa da companhia  ',
          cobranca_cliente: 'skyler',
          cobranca_cliente_valor: '300.00',
          cobranca_cliente_meio: 'pix',
          estorno_cliente_data_previsto: '2027-01-15',
          cobranca_cliente_anotacao: 'cobrar a diferença',
          estorno_cliente_tipo: 'cartao',
        },
        [
          { campo_formador: 'custo_bilhete', responsavel: 'skyler', tipo_rac: 'estornar', cartao },
          { campo_formador: 'rav', responsavel: 'cliente', tipo_rac: 'nao_altera' },
        ],
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rac = ZRac.parse(response.json());
    const consultor = await idDoUsuario(t.db, 'consultor');
    expect(rac).toMatchObject({
      tipo: 'alteracao',
      status: 'aberta',
      venda: e.venda,
      servico: e.servico,
      emissao: { id: e.emissao, tipo: 'emissao_voo_pagante', status: 'rac', localizador: 'ABC123' },
      consultor: { id: consultor },
      created_by: { id: consultor },
      custo_skyler: true,
      custo_skyler_valor: '150.50',
      estorno_skyler_data_previsto: '2027-01-10',
      estorno_skyler_data_realizado: null,
      custo_skyler_anotacao: 'multa da companhia',
      cobranca_cliente: 'skyler',
      cobranca_cliente_fornecedor: null,
      cobranca_cliente_valor: '300.00',
      cobranca_cliente_meio: 'pix',
      estorno_cliente_data_previsto: '2027-01-15',
      cobranca_cliente_anotacao: 'cobrar a diferença',
      estorno_cliente_tipo: 'cartao',
      status_alterado_por: null,
      status_alterado_em: null,
    });
    expect(rac.pagamentos).toMatchObject([
      {
        campo_formador: 'custo_bilhete',
        responsavel: 'skyler',
        tipo_rac: 'estornar',
        cartao: { id: cartao },
      },
      { campo_formador: 'rav', responsavel: 'cliente', tipo_rac: 'nao_altera', cartao: null },
    ]);
    expect((await statusDaEmissao(t.db, e.emissao))?.status).toBe('rac');
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'rac_criada'), eq(logs.venda, e.venda)));
    expect(log?.usuario).toBe(consultor);
    expect(log?.meta).toMatchObject({ entidade: 'rac', id: rac.id, emissao: e.emissao });
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(aviso).toMatchObject({ context: 'rac', venda: e.venda, consultor });
    expect(aviso?.ids).toMatchObject({ rac: rac.id, emissao: e.emissao });
  });

  it('any staff member opens one; a customer account is refused and nothing is stored', async () => {
    for (const role of ROLES_STAFF) {
      const e = await criarEmissaoConcluida(t.db);
      const response = await criar(corpoRac(e), role);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(201);
    }
    const e = await criarEmissaoConcluida(t.db);
    await recusa(() => criar(corpoRac(e), 'cliente'), 403, AUTH_MESSAGES.forbidden);
    await recusa(
      () => t.inject({ method: 'POST', url: '/api/racs/', payload: corpoRac(e) }),
      401,
      AUTH_MESSAGES.notAuthenticated,
    );
    expect((await statusDaEmissao(t.db, e.emissao))?.status).toBe('finalizada');
  });

  it('the issuance must be of the sale given and concluded, with no RAC in progress', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const outra = await criarEmissaoConcluida(t.db);
    const erro = await recusa(
      () => criar(corpoRac({ venda: e.venda, emissao: outra.emissao })),
      400,
      M.emissaoNaoEncontrada,
    );
    expect(erro.errors).toEqual({ 'racs.emissao': [M.emissaoNaoEncontrada] });
    await recusa(() => criar(corpoRac({ venda: e.venda, emissao: 2_000_000 })), 400, M.emissaoNaoEncontrada);

    const naFila = await criarEmissaoConcluida(t.db, { status: 'fila_de_emissao' });
    await recusa(() => criar(corpoRac(naFila)), 409, M.emissaoNaoConcluida);
    const cancelada = await criarEmissaoConcluida(t.db);
    await t.db.update(emissoes).set({ status: 'cancelada' }).where(eq(emissoes.id, cancelada.emissao));
    await recusa(() => criar(corpoRac(cancelada)), 409, M.emissaoNaoConcluida);

    const id = await abrirRac(t, e);
    await recusa(() => criar(corpoRac(e, { tipo: 'cancelamento' })), 409, M.racAberta);
    // finance concludes it: the issuance is concluded again and takes a new RAC
    expect((await mudarStatus(id, 'em_processo')).statusCode).toBe(200);
    expect((await mudarStatus(id, 'finalizada')).statusCode).toBe(200);
    expect((await criar(corpoRac(e))).statusCode).toBe(201);
  });

  it('payment lines: forming fields of the issuance once each, no refund for wallet, cards only for the agency and active', async () => {
    const pagante = await criarEmissaoConcluida(t.db);
    const wallet = await criarEmissaoConcluida(t.db, { tipo: 'emissao_voo_wallet' });
    const hotel = await criarEmissaoConcluida(t.db, { tipo: 'emissao_hotel' });
    const ativo = await criarCartao(t.db);
    const inativo = await criarCartao(t.db, false);
    const linha = (campo_formador: string, extra: object = {}) => ({
      campo_formador,
      responsavel: 'cliente',
      tipo_rac: 'nao_altera',
      ...extra,
    });

    let erro = await recusa(
      () => criar(corpoRac(pagante, {}, [linha('custo_diaria')])),
      400,
      M.campoInvalido,
    );
    expect(erro.errors).toEqual({ 'pagamentos.0.campo_formador': [M.campoInvalido] });
    erro = await recusa(
      () => criar(corpoRac(hotel, {}, [linha('custo_diaria'), linha('rav'), linha('custo_diaria')])),
      400,
      M.campoRepetido,
    );
    expect(erro.errors).toEqual({ 'pagamentos.2.campo_formador': [M.campoRepetido] });
    erro = await recusa(
      () => criar(corpoRac(wallet, {}, [linha('custo_bilhete', { tipo_rac: 'estornar' })])),
      400,
      M.estornoWallet,
    );
    expect(erro.errors).toEqual({ 'pagamentos.0.tipo_rac': [M.estornoWallet] });
    erro = await recusa(
      () => criar(corpoRac(pagante, {}, [linha('rav', { cartao: ativo })])),
      400,
      M.cartaoSoAgencia,
    );
    expect(erro.errors).toEqual({ 'pagamentos.0.cartao': [M.cartaoSoAgencia] });
    for (const cartao of [inativo, 2_000_000]) {
      erro = await recusa(
        () => criar(corpoRac(pagante, {}, [linha('rav', { responsavel: 'skyler', cartao })])),
        400,
        M.cartaoInvalido,
      );
      expect(erro.errors).toEqual({ 'pagamentos.0.cartao': [M.cartaoInvalido] });
    }
    // every refused line is named at once
    erro = await recusa(
      () =>
        criar(
          corpoRac(pagante, {}, [
            linha('milheiro'),
            linha('rav', { cartao: ativo }),
            linha('rav', { responsavel: 'skyler', cartao: ativo }),
          ]),
        ),
      400,
      M.campoInvalido,
    );
    expect(erro.errors).toEqual({
      'pagamentos.0.campo_formador': [M.campoInvalido],
      'pagamentos.1.cartao': [M.cartaoSoAgencia],
      'pagamentos.2.campo_formador': [M.campoRepetido],
    });

    // what the rules allow: transfer of credit on a wallet ticket, a refund with the agency's card
    let response = await criar(
      corpoRac(wallet, {}, [
        linha('custo_bilhete', { tipo_rac: 'transferencia_credito', responsavel: 'skyler' }),
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    response = await criar(
      corpoRac(pagante, {}, [
        linha('custo_bilhete', { tipo_rac: 'estornar', responsavel: 'skyler', cartao: ativo }),
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('the agency cost and the client charge need their amount, supplier or means; unchecked they are stored empty', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const fornecedor = await criarFornecedor(t.db);
    let erro = await recusa(
      () => criar(corpoRac(e, { custo_skyler: true, custo_skyler_valor: '0' })),
      400,
      M.valorObrigatorio,
    );
    expect(erro.errors).toEqual({ 'racs.custo_skyler_valor': [M.valorObrigatorio] });
    erro = await recusa(
      () => criar(corpoRac(e, { cobranca_cliente: 'fornecedor' })),
      400,
      M.valorObrigatorio,
    );
    expect(erro.errors).toEqual({
      'racs.cobranca_cliente_valor': [M.valorObrigatorio],
      'racs.cobranca_cliente_fornecedor': [M.fornecedorObrigatorio],
    });
    erro = await recusa(
      () =>
        criar(
          corpoRac(e, {
            cobranca_cliente: 'fornecedor',
            cobranca_cliente_valor: '10',
            cobranca_cliente_fornecedor: 2_000_000,
          }),
        ),
      400,
      M.fornecedorInexistente,
    );
    expect(erro.errors).toEqual({ 'racs.cobranca_cliente_fornecedor': [M.fornecedorInexistente] });
    erro = await recusa(
      () => criar(corpoRac(e, { cobranca_cliente: 'skyler', cobranca_cliente_valor: '10' })),
      400,
      M.meioObrigatorio,
    );
    expect(erro.errors).toEqual({ 'racs.cobranca_cliente_meio': [M.meioObrigatorio] });
    // a field Zod refuses is named the same way
    const response = await criar(corpoRac(e, { custo_skyler_valor: '-5' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['racs.custo_skyler_valor']);

    // unchecked sections keep nothing of what was typed in them
    const vazia = await criar(
      corpoRac(e, {
        custo_skyler: false,
        custo_skyler_valor: '99',
        estorno_skyler_data_previsto: '2027-02-01',
        custo_skyler_anotacao: 'ignorada',
        cobranca_cliente: null,
        cobranca_cliente_valor: '88',
        cobranca_cliente_fornecedor: fornecedor,
        cobranca_cliente_meio: 'cartao',
        estorno_cliente_data_realizado: '2027-02-02',
        cobranca_cliente_anotacao: 'ignorada',
      }),
    );
    expect(vazia.statusCode, vazia.body).toBe(201);
    expect(vazia.json()).toMatchObject({
      custo_skyler_valor: '0.00',
      estorno_skyler_data_previsto: null,
      custo_skyler_anotacao: '',
      cobranca_cliente: null,
      cobranca_cliente_valor: '0.00',
      cobranca_cliente_fornecedor: null,
      cobranca_cliente_meio: null,
      estorno_cliente_data_realizado: null,
      cobranca_cliente_anotacao: '',
    });

    // by the supplier: the supplier kept, the agency's means dropped
    const outra = await criarEmissaoConcluida(t.db);
    const pelaCompanhia = await criar(
      corpoRac(outra, {
        cobranca_cliente: 'fornecedor',
        cobranca_cliente_valor: '120.00',
        cobranca_cliente_fornecedor: fornecedor,
        cobranca_cliente_meio: 'pix',
      }),
    );
    expect(pelaCompanhia.statusCode, pelaCompanhia.body).toBe(201);
    expect(pelaCompanhia.json()).toMatchObject({
      cobranca_cliente: 'fornecedor',
      cobranca_cliente_fornecedor: { id: fornecedor },
      cobranca_cliente_meio: null,
      cobranca_cliente_valor: '120.00',
    });
  });

  it('refuses amounts with more than two decimals and amounts above what the issuance was paid', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const centavos = await criar(corpoRac(e, { custo_skyler: true, custo_skyler_valor: '10.123456' }));
    expect(centavos.statusCode).toBe(400);
    expect(centavos.json().errors['racs.custo_skyler_valor']).toEqual([DINHEIRO_MESSAGES.centavos]);
    const cobranca = await criar(
      corpoRac(e, {
        cobranca_cliente: 'skyler',
        cobranca_cliente_meio: 'pix',
        cobranca_cliente_valor: '1,5555',
      }),
    );
    expect(cobranca.json().errors['racs.cobranca_cliente_valor']).toEqual([DINHEIRO_MESSAGES.centavos]);
    // the issuance's service charged R$ 1.000,00
    const acima = mensagemRacAcimaDoPago('R$ 1.000,00');
    const erro = await recusa(
      () => criar(corpoRac(e, { custo_skyler: true, custo_skyler_valor: '1000.01' })),
      400,
      acima,
    );
    expect(erro.errors).toEqual({ 'racs.custo_skyler_valor': [acima] });
    await recusa(
      () =>
        criar(
          corpoRac(e, {
            cobranca_cliente: 'skyler',
            cobranca_cliente_meio: 'pix',
            cobranca_cliente_valor: '999999999.99',
          }),
        ),
      400,
      acima,
    );
    const noTeto = await criar(corpoRac(e, { custo_skyler: true, custo_skyler_valor: '1000.00' }));
    expect(noTeto.statusCode, noTeto.body).toBe(201);
  });

  it('the client refund type follows the issuance: pix or card when paid, pix or balance for miles and wallet', async () => {
    const pagante = await criarEmissaoConcluida(t.db);
    const milha = await criarEmissaoConcluida(t.db, { tipo: 'emissao_voo_milha' });
    let erro = await recusa(
      () => criar(corpoRac(pagante, { estorno_cliente_tipo: 'saldo' })),
      400,
      M.estornoInvalido,
    );
    expect(erro.errors).toEqual({ 'racs.estorno_cliente_tipo': [M.estornoInvalido] });
    erro = await recusa(
      () => criar(corpoRac(milha, { estorno_cliente_tipo: 'cartao' })),
      400,
      M.estornoInvalido,
    );
    expect(erro.errors).toEqual({ 'racs.estorno_cliente_tipo': [M.estornoInvalido] });
    const response = await criar(corpoRac(milha, { estorno_cliente_tipo: 'saldo' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().estorno_cliente_tipo).toBe('saldo');
  });
});

describe('POST /api/racs/{id}/status/', () => {
  it('finance only: a consultant, an issuer and a customer are refused and nothing changes', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const id = await abrirRac(t, e);
    for (const role of ['consultor', 'emissor', 'sdr', 'cotador', 'milhas']) {
      await recusa(() => mudarStatus(id, 'em_processo', role), 403, M.somenteFinanceiro);
    }
    await recusa(() => mudarStatus(id, 'em_processo', 'cliente'), 403, AUTH_MESSAGES.forbidden);
    const [rac] = await t.db.select().from(racs).where(eq(racs.id, id));
    expect(rac).toMatchObject({ status: 'aberta', status_alterado_por: null, status_alterado_em: null });
  });

  it('valid transitions only, each recorded with who and when, audited and notified', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const id = await abrirRac(t, e);
    const financeiro = await idDoUsuario(t.db, 'financeiro');
    await recusa(() => mudarStatus(id, 'finalizada'), 409, M.transicaoInvalida);
    await recusa(() => mudarStatus(id, 'aberta'), 409, M.transicaoInvalida);
    await recusa(() => mudarStatus(2_000_000, 'em_processo'), 404, M.naoEncontrada);

    let response = await mudarStatus(id, 'em_processo');
    expect(response.statusCode, response.body).toBe(200);
    let rac = ZRac.parse(response.json());
    expect(rac).toMatchObject({ status: 'em_processo', status_alterado_por: { id: financeiro } });
    expect(Date.now() - new Date(rac.status_alterado_em ?? 0).getTime()).toBeLessThan(60_000);
    expect(rac.emissao.status).toBe('rac');
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'rac_status'), eq(logs.venda, e.venda)))
      .orderBy(desc(logs.id));
    expect(log?.dados).toEqual({ antes: { status: 'aberta' }, depois: { status: 'em_processo' } });
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(aviso?.context).toBe('rac');

    // back to aberta, then forward again, by an administrator (of the financeiro department)
    response = await mudarStatus(id, 'aberta', 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status_alterado_por.id).toBe(await idDoUsuario(t.db, 'admin'));
    expect((await mudarStatus(id, 'em_processo')).statusCode).toBe(200);
    await recusa(() => mudarStatus(id, 'em_processo'), 409, M.transicaoInvalida);
    response = await mudarStatus(id, 'finalizada');
    rac = ZRac.parse(response.json());
    expect(rac).toMatchObject({ status: 'finalizada', emissao: { status: 'finalizada' } });
    for (const status of ['aberta', 'em_processo', 'finalizada']) {
      await recusa(() => mudarStatus(id, status), 409, M.transicaoInvalida);
    }
  });

  it('finalising a cancelamento RAC cancels its issuance with the RAC as the reason', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const id = await abrirRac(t, e, { tipo: 'cancelamento' });
    await mudarStatus(id, 'em_processo');
    expect((await statusDaEmissao(t.db, e.emissao))?.status).toBe('rac');
    const response = await mudarStatus(id, 'finalizada');
    expect(response.statusCode, response.body).toBe(200);
    const emissao = await statusDaEmissao(t.db, e.emissao);
    expect(emissao).toMatchObject({
      status: 'cancelada',
      cancelada_por: await idDoUsuario(t.db, 'financeiro'),
      motivo_cancelamento: `RAC ${id}: cancelamento`,
    });
    expect(emissao?.cancelada_em).toBeInstanceOf(Date);
    // a cancelled issuance takes no new RAC
    await recusa(() => criar(corpoRac(e)), 409, M.emissaoNaoConcluida);
  });
});

describe('reading RACs', () => {
  it('GET /api/racs/{id}/ answers the RAC, 404 when there is none; customers are refused', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const id = await abrirRac(t, e);
    for (const role of ROLES_STAFF) {
      const response = await t.injectAs(role, { method: 'GET', url: `/api/racs/${id}/` });
      expect(response.statusCode, role).toBe(200);
      expect(ZRac.parse(response.json()).id).toBe(id);
    }
    const falta = await t.injectAs('consultor', { method: 'GET', url: '/api/racs/2000000/' });
    expect(falta.statusCode).toBe(404);
    expect(expectDetail(falta)).toBe(M.naoEncontrada);
    expect((await t.injectAs('cliente', { method: 'GET', url: `/api/racs/${id}/` })).statusCode).toBe(403);
  });

  it("the sale's concluded issuances, those a RAC can be opened on, for staff", async () => {
    const e = await criarEmissaoConcluida(t.db);
    const concluidas = async (username = 'sdr') => {
      const r = await t.injectAs(username, {
        method: 'GET',
        url: `/api/vendas/${e.venda}/emissoes_concluidas/`,
      });
      return {
        status: r.statusCode,
        ids: r.statusCode === 200 ? (r.json() as { id: number }[]).map((x) => x.id) : [],
      };
    };
    expect(await concluidas()).toEqual({ status: 200, ids: [e.emissao] });
    await t.db.update(emissoes).set({ status: 'rac' }).where(eq(emissoes.id, e.emissao));
    expect(await concluidas()).toEqual({ status: 200, ids: [] });
    const todas = await t.injectAs('sdr', { method: 'GET', url: `/api/vendas/${e.venda}/emissoes/` });
    expect((todas.json() as { id: number }[]).map((x) => x.id)).toEqual([e.emissao]);
    expect((await concluidas('cliente')).status).toBe(403);
  });

  it("the sale's tab lists its RACs newest first", async () => {
    const e = await criarEmissaoConcluida(t.db);
    const primeira = await abrirRac(t, e);
    await mudarStatus(primeira, 'em_processo');
    await mudarStatus(primeira, 'finalizada');
    const segunda = await abrirRac(t, e, { tipo: 'cancelamento' });
    await abrirRac(t, await criarEmissaoConcluida(t.db));
    const response = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/${e.venda}/racs/` });
    expect(response.statusCode, response.body).toBe(200);
    const lidas = (response.json() as RacView[]).map((rac) => ZRac.parse(rac));
    expect(lidas.map((rac) => [rac.id, rac.status])).toEqual([
      [segunda, 'aberta'],
      [primeira, 'finalizada'],
    ]);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/vendas/${e.venda}/racs/` })).statusCode,
    ).toBe(403);
  });

  it('the global lists: by status, 15 a page id descending, filtered by type and the sale consultant', async () => {
    await t.db.delete(racs);
    await t.db.update(emissoes).set({ status: 'finalizada' }).where(eq(emissoes.status, 'rac'));
    const ids: number[] = [];
    for (let i = 0; i < 16; i += 1) ids.push(await abrirRac(t, await criarEmissaoConcluida(t.db)));
    const doAdmin = await criarEmissaoConcluida(t.db, { consultor: 'admin' });
    const cancelamento = await abrirRac(t, doAdmin, { tipo: 'cancelamento' });
    const liberada = ids[0] ?? 0;
    await mudarStatus(liberada, 'em_processo');

    const response = await lista('?page=1');
    expect(response.statusCode, response.body).toBe(200);
    let page = ZRacsPage.parse(response.json());
    expect(page.pages).toBe(2);
    const abertas = [cancelamento, ...ids.slice(1).reverse()];
    expect(page.rac.map((rac) => rac.id)).toEqual(abertas.slice(0, 15));
    page = ZRacsPage.parse((await lista('?page=2&status=aberta')).json());
    expect(page.rac.map((rac) => rac.id)).toEqual(abertas.slice(15));

    page = ZRacsPage.parse((await lista('?status=em_processo')).json());
    expect(page).toMatchObject({ pages: 1, rac: [{ id: liberada, status: 'em_processo' }] });
    page = ZRacsPage.parse((await lista('?status=finalizada')).json());
    expect(page).toEqual({ rac: [], pages: 1 });

    page = ZRacsPage.parse((await lista('?status=aberta&tipo=cancelamento')).json());
    expect(page.rac.map((rac) => rac.id)).toEqual([cancelamento]);
    const admin = await idDoUsuario(t.db, 'admin');
    page = ZRacsPage.parse((await lista(`?consultor=${admin}`)).json());
    expect(page).toMatchObject({ pages: 1, rac: [{ id: cancelamento, consultor: { id: admin } }] });
    const consultor = await idDoUsuario(t.db, 'consultor');
    page = ZRacsPage.parse((await lista(`?consultor=${consultor}&tipo=remarcacao`)).json());
    expect(page.pages).toBe(1);
    expect(page.rac).toHaveLength(15);
    // the consultant is the sale's, as it is now
    await t.db.update(vendas).set({ consultor }).where(eq(vendas.id, doAdmin.venda));
    page = ZRacsPage.parse((await lista(`?consultor=${admin}`)).json());
    expect(page.rac).toEqual([]);

    expect((await lista('?status=outro')).statusCode).toBe(400);
    expect((await lista('', 'cliente')).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/racs/detailed/' })).statusCode).toBe(401);
    for (const role of ROLES_STAFF) expect((await lista('', role)).statusCode, role).toBe(200);
  });

  it('reads a page in the same few statements whatever its size', async () => {
    for (let i = 0; i < 3; i += 1) {
      const e = await criarEmissaoConcluida(t.db);
      await criar(
        corpoRac(e, {}, [{ campo_formador: 'rav', responsavel: 'skyler', cartao: await criarCartao(t.db) }]),
      );
    }
    const cliente = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const espiao = vi.spyOn(cliente, 'query');
    const contar = async (consultor?: number) => {
      espiao.mockClear();
      const page = await findRacsPage(t.db, { page: 1, status: 'aberta', consultor });
      expect(page.rows.length).toBeGreaterThan(0);
      return { n: espiao.mock.calls.length, linhas: page.rows.length };
    };
    const todas = await contar();
    const doConsultor = await contar(await idDoUsuario(t.db, 'consultor'));
    espiao.mockRestore();
    expect(todas.linhas).toBe(15);
    expect(todas.n).toBeLessThanOrEqual(3);
    expect(doConsultor.n).toBeLessThanOrEqual(3);
  });
});
