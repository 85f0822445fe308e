import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { logTipoLabel } from '@skyler/domain/logs';
import {
  ORDEM_PAGAMENTO_MESSAGES as M,
  ORDENS_LOG_TIPOS,
  type OrdemPagamento,
  ORDEM_PAGAMENTO_REGRAS_MESSAGES as R,
  ZOrdemPagamento,
  ZOrdensPagamentoPage,
} from '@skyler/domain/ordens-pagamento';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emissoes,
  logs,
  notificacoes,
  ordens_pagamento,
  subcotacoes,
  vendas,
} from '../../db/schema/index.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { criarEmissaoDeTeste, type EmissaoDeTeste } from '../emissoes/detalhe-fixtures.ts';
import { abrirRac, criarEmissaoConcluida } from '../racs/test-fixtures.ts';
import { alterarStatusOrdemPagamento } from './ordens-pagamento.service.ts';
import {
  contarTabelas,
  criarCartao,
  criarFornecedor,
  definirFornecedor,
  esperarRecusa,
  ordensDaEmissao,
  ROLES_SEM_ORDENS,
  salvarLinhas,
} from './test-fixtures.ts';

let voo: EmissaoDeTeste;
let hotel: EmissaoDeTeste;
let cancelada: EmissaoDeTeste;
let fornecedorBoleto: number;
let fornecedorSemMeios: number;
let cartao: number;
let cartao2: number;
let cartaoInativo: number;

usarApp({ referencia: true });

beforeAll(async () => {
  fornecedorBoleto = await criarFornecedor(t.db, ['cartao_credito', 'boleto', 'pix']);
  fornecedorSemMeios = await criarFornecedor(t.db);
  cartao = await criarCartao(t.db, true, '1111');
  cartao2 = await criarCartao(t.db, true, '2222');
  cartaoInativo = await criarCartao(t.db, false, '9999');
  voo = await criarEmissaoDeTeste(t.db, {
    tipo: 'emissao_voo_pagante',
    bilhete: { custo_bilhete: '850.00', custo_taxa_embarque: '89.90', rav: '50.00' },
  });
  hotel = await criarEmissaoDeTeste(t.db, {
    tipo: 'emissao_hotel',
    detalhes: { nome_hotel: 'Serra Verde', diarias: 4, custo_diaria: '300.00', custo_extras: '0.00' },
  });
  cancelada = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_outro', status: 'cancelada' });
  await definirFornecedor(t.db, voo.id, fornecedorBoleto);
  await definirFornecedor(t.db, hotel.id, fornecedorSemMeios);
  await t.db.update(emissoes).set({ localizador: 'ORDLOC' }).where(eq(emissoes.id, voo.id));
});

const listar = (query: string, username = 'financeiro') =>
  t.injectAs(username, { method: 'GET', url: `/api/ordens-pagamento/?${query}` });
const status = (id: number, payload: object, username = 'financeiro') =>
  t.injectAs(username, { method: 'POST', url: `/api/ordens-pagamento/${id}/status/`, payload });
const alterar = (id: number, payload: object, username = 'financeiro') =>
  t.injectAs(username, { method: 'PUT', url: `/api/ordens-pagamento/${id}/`, payload });
const incentivo = (id: number, valor: string, username = 'financeiro') =>
  t.injectAs(username, {
    method: 'PUT',
    url: `/api/ordens-pagamento/${id}/incentivo/`,
    payload: { valor_incentivo: { valor, moeda: 2 } },
  });
const criar = (payload: object, username = 'financeiro') =>
  t.injectAs(username, { method: 'POST', url: '/api/ordens-pagamento/', payload });

async function logMaisRecente() {
  const [log] = await t.db.select().from(logs).orderBy(desc(logs.id)).limit(1);
  return log;
}
async function ultimaNotificacao() {
  const [n] = await t.db.select().from(notificacoes).orderBy(desc(notificacoes.id)).limit(1);
  return n;
}
async function consultorDaVenda(venda: number) {
  const [row] = await t.db.select({ consultor: vendas.consultor }).from(vendas).where(eq(vendas.id, venda));
  return row?.consultor ?? null;
}

describe('orders made from an issuance payment lines', () => {
  it('creates one open order per agency-paid line with a value, not RAV, by card or the supplier method', async () => {
    const response = await salvarLinhas(t, voo.id, [
      { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: null },
      { campo_formador: 'rav', responsavel: 'skyler', cartao: null },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const ordens = await ordensDaEmissao(t.db, voo.id);
    expect(
      ordens.map(({ campo_formador, valor, meio_pagamento, cartao, fornecedor, status, venda, servico }) => ({
        campo_formador,
        valor,
        meio_pagamento,
        cartao,
        fornecedor,
        status,
        venda,
        servico,
      })),
    ).toEqual([
      {
        campo_formador: 'custo_bilhete',
        valor: '850.00',
        meio_pagamento: 'cartao_credito',
        cartao,
        fornecedor: fornecedorBoleto,
        status: 'aberto',
        venda: voo.venda,
        servico: voo.servico,
      },
      {
        campo_formador: 'custo_taxa_embarque',
        valor: '89.90',
        meio_pagamento: 'boleto',
        cartao: null,
        fornecedor: fornecedorBoleto,
        status: 'aberto',
        venda: voo.venda,
        servico: voo.servico,
      },
    ]);
    expect(ordens.every((o) => o.pagamento_emissao !== null && o.id_fatura === null)).toBe(true);
    const log = await ultimoLog(t.db, 'ordens_pagamento_geradas');
    expect(log?.meta).toMatchObject({ entidade: 'ordem_pagamento', emissao: voo.id, servico: voo.servico });
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(aviso?.context).toBe('ordem_pagamento');
    expect(aviso?.consultor).toBe(await consultorDaVenda(voo.venda));
  });

  it('saving the same lines again changes nothing and writes no order log', async () => {
    const antes = await ordensDaEmissao(t.db, voo.id);
    const logsAntes = await t.db.select().from(logs).where(eq(logs.tipo, 'ordens_pagamento_geradas'));
    const response = await salvarLinhas(t, voo.id, [
      { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: null },
      { campo_formador: 'rav', responsavel: 'skyler', cartao: null },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const depois = await ordensDaEmissao(t.db, voo.id);
    expect(depois.map((o) => [o.id, o.valor, o.meio_pagamento, o.cartao])).toEqual(
      antes.map((o) => [o.id, o.valor, o.meio_pagamento, o.cartao]),
    );
    // the lines were written again: the orders point to the new ones
    expect(depois.every((o) => o.pagamento_emissao !== null)).toBe(true);
    expect(await t.db.select().from(logs).where(eq(logs.tipo, 'ordens_pagamento_geradas'))).toHaveLength(
      logsAntes.length,
    );
  });

  it('updates the open order of the same field and removes the open orders the agency no longer pays', async () => {
    const antes = await ordensDaEmissao(t.db, voo.id);
    const response = await salvarLinhas(t, voo.id, [
      { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao: null },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'cliente', cartao: null },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const depois = await ordensDaEmissao(t.db, voo.id);
    expect(depois.map((o) => [o.id, o.campo_formador, o.meio_pagamento, o.cartao])).toEqual([
      [antes[0]?.id, 'custo_bilhete', 'boleto', null],
    ]);
    const log = await ultimoLog(t.db, 'ordens_pagamento_geradas');
    expect(log?.dados).toMatchObject({ antes: [{}, {}], depois: [{ campo_formador: 'custo_bilhete' }] });
  });

  it('never touches a paid order, and gives its field no new order', async () => {
    const [bilhete] = await ordensDaEmissao(t.db, voo.id);
    const pago = await status(bilhete?.id ?? 0, {
      status: 'pago',
      id_fatura: 'NF-100',
      data_pagamento: '2025-01-15',
    });
    expect(pago.statusCode, pago.body).toBe(200);
    const response = await salvarLinhas(t, voo.id, [
      { campo_formador: 'custo_bilhete', responsavel: 'cliente', cartao: null },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: cartao2 },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const depois = await ordensDaEmissao(t.db, voo.id);
    expect(depois.map((o) => [o.campo_formador, o.status, o.valor, o.id_fatura, o.cartao])).toEqual([
      ['custo_bilhete', 'pago', '850.00', 'NF-100', null],
      ['custo_taxa_embarque', 'aberto', '89.90', null, cartao2],
    ]);
    const again = await salvarLinhas(t, voo.id, [
      { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao: null },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: cartao2 },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await ordensDaEmissao(t.db, voo.id)).toHaveLength(2);
  });

  it('pays by Pix when the supplier has no other method, and without a supplier', async () => {
    const response = await salvarLinhas(t, hotel.id, [
      { campo_formador: 'custo_diaria', responsavel: 'skyler', cartao: null },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [ordem] = await ordensDaEmissao(t.db, hotel.id);
    expect(ordem).toMatchObject({
      campo_formador: 'custo_diaria',
      valor: '1200.00',
      meio_pagamento: 'pix',
      fornecedor: fornecedorSemMeios,
    });
    const outro = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_outro',
      detalhes: { descricao: 'Passeio', custo_total: '75.50' },
    });
    const linhas = await salvarLinhas(t, outro.id, [
      { campo_formador: 'custo_total', responsavel: 'skyler', cartao: null },
      { campo_formador: 'rav', responsavel: 'skyler', cartao: null },
    ]);
    expect(linhas.statusCode, linhas.body).toBe(200);
    const ordens = await ordensDaEmissao(t.db, outro.id);
    expect(ordens.map((o) => [o.campo_formador, o.meio_pagamento, o.fornecedor])).toEqual([
      ['custo_total', 'pix', null],
    ]);
  });

  it('a refused save of the lines leaves the orders as they were', async () => {
    const antes = await contarTabelas(t.db);
    const response = await salvarLinhas(t, hotel.id, [
      { campo_formador: 'custo_diaria', responsavel: 'skyler', cartao: cartaoInativo },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(await contarTabelas(t.db)).toEqual(antes);
  });
});

describe('GET /api/ordens-pagamento/', () => {
  it('lists the issuances with open orders, newest first, each with its orders and their sum', async () => {
    const response = await listar('status=aberto');
    expect(response.statusCode, response.body).toBe(200);
    const corpo = ZOrdensPagamentoPage.parse(response.json());
    const ids = corpo.ordemPagamento.map((g) => g.emissao?.id ?? 0);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const grupoHotel = corpo.ordemPagamento.find((g) => g.emissao?.id === hotel.id);
    expect(grupoHotel).toMatchObject({
      emissao: { id: hotel.id, tipo: 'emissao_hotel', status: 'fila_de_emissao', venda: hotel.venda },
      custo_total: '1200.00',
    });
    expect(grupoHotel?.OPs[0]).toMatchObject({
      campo_formador: 'custo_diaria',
      status: 'aberto',
      tipo_servico: 'orcamento_hotel',
      fornecedor: { id: fornecedorSemMeios },
      incentivo: null,
    });
    const grupoVoo = corpo.ordemPagamento.find((g) => g.emissao?.id === voo.id);
    expect(grupoVoo?.emissao?.localizador).toBe('ORDLOC');
    expect(grupoVoo?.OPs.map((o) => o.status)).toEqual(['aberto']);
    expect(grupoVoo?.OPs[0]?.cartao).toMatchObject({ id: cartao2, digs: '2222' });
  });

  it('lists the paid orders with the invoice and each filter', async () => {
    const pagos = ZOrdensPagamentoPage.parse((await listar('status=pago')).json());
    expect(pagos.ordemPagamento.map((g) => g.emissao?.id)).toEqual([voo.id]);
    expect(pagos.ordemPagamento[0]).toMatchObject({ custo_total: '850.00' });
    expect(pagos.ordemPagamento[0]?.OPs[0]).toMatchObject({
      id_fatura: 'NF-100',
      data_pagamento: '2025-01-15',
      incentivo: { subcotacao: voo.subcotacao, valor: '0.00', porcentagem: '0.00' },
    });
    const ids = async (query: string) =>
      ZOrdensPagamentoPage.parse((await listar(query)).json()).ordemPagamento.map((g) => g.emissao?.id);
    expect(await ids('status=aberto&campo_formador=custo_diaria')).toEqual([hotel.id]);
    expect(await ids(`status=aberto&id_venda=${voo.venda}`)).toEqual([voo.id]);
    expect(await ids(`status=aberto&fornecedor=${fornecedorSemMeios}`)).toEqual([hotel.id]);
    expect(await ids(`status=aberto&cartao=${cartao2}`)).toEqual([voo.id]);
    expect(await ids('status=pago&localizador=ordl')).toEqual([voo.id]);
    expect(await ids('status=aberto&localizador=ordl')).toEqual([voo.id]);
    expect(await ids('status=aberto&localizador=%25')).toEqual([]);
    expect(await ids('status=aberto&valor=1200,00')).toEqual([hotel.id]);
    expect(await ids('status=aberto&valor=1200')).toEqual([hotel.id]);
    expect(await ids('status=pago&fornecedor=999999')).toEqual([]);
  });

  it('pages 10 issuances at a time', async () => {
    const criadas: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const e = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_outro', passageiros: 1 });
      criadas.push(e.id);
      await t.db.insert(ordens_pagamento).values({
        emissao: e.id,
        venda: e.venda,
        servico: e.servico,
        campo_formador: 'custo_total',
        valor: '10.00',
        meio_pagamento: 'teddoc',
        status: 'pago',
        id_fatura: `P-${i}`,
        data_pagamento: '2025-02-01',
      });
    }
    const primeira = ZOrdensPagamentoPage.parse((await listar('status=pago')).json());
    expect(primeira.pages).toBe(2);
    expect(primeira.ordemPagamento.map((g) => g.emissao?.id)).toEqual(criadas.slice(1).reverse());
    const segunda = ZOrdensPagamentoPage.parse((await listar('status=pago&page=2')).json());
    expect(segunda.ordemPagamento.map((g) => g.emissao?.id)).toEqual([criadas[0], voo.id]);
    expect((await listar('status=pago&page=9')).json()).toEqual({ ordemPagamento: [], pages: 2 });
  });

  it('is for who has the route; bad filters get a 400', async () => {
    expect((await listar('', 'admin')).statusCode).toBe(200);
    for (const username of ROLES_SEM_ORDENS) {
      expect((await listar('', username)).statusCode, username).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/ordens-pagamento/' })).statusCode).toBe(401);
    expect((await listar('status=x')).statusCode).toBe(400);
    const valor = await listar('valor=abc');
    expect(valor.statusCode).toBe(400);
    expect((valor.json() as { errors: Record<string, string[]> }).errors.valor).toEqual([M.valorPositivo]);
  });
});

describe('POST /api/ordens-pagamento/', () => {
  const corpo = (extra: Record<string, unknown> = {}) => ({
    emissao: hotel.id,
    campo_formador: 'custo_extras',
    fornecedor: fornecedorBoleto,
    valor: '45,50',
    meio_pagamento: 'cartao_credito',
    cartao,
    ...extra,
  });

  it('creates an open order by hand, audited and notified', async () => {
    const response = await criar(corpo());
    expect(response.statusCode, response.body).toBe(201);
    const ordem = ZOrdemPagamento.parse(response.json());
    expect(ordem).toMatchObject({
      emissao: hotel.id,
      venda: hotel.venda,
      servico: hotel.servico,
      campo_formador: 'custo_extras',
      valor: '45.50',
      status: 'aberto',
      meio_pagamento: 'cartao_credito',
      cartao: { id: cartao },
      fornecedor: { id: fornecedorBoleto },
      pagamento_emissao: null,
      id_fatura: null,
    });
    const log = await logMaisRecente();
    expect(log).toMatchObject({ tipo: 'ordem_pagamento_criada', venda: hotel.venda });
    expect(log?.meta).toMatchObject({ entidade: 'ordem_pagamento', id: ordem.id, emissao: hotel.id });
    const aviso = await ultimaNotificacao();
    expect(aviso).toMatchObject({ context: 'ordem_pagamento', log: log?.id });
    expect(aviso?.consultor).toBe(await consultorDaVenda(hotel.venda));
    expect((await criar(corpo({ meio_pagamento: 'teddoc', cartao: null }), 'admin')).statusCode).toBe(201);
  });

  it('refuses what breaks a rule, changing nothing', async () => {
    await esperarRecusa(t, () => criar(corpo({ emissao: cancelada.id })), 409, M.emissaoCancelada);
    await esperarRecusa(t, () => criar(corpo({ emissao: 99999999 })), 404, EMISSAO_MESSAGES.naoEncontrada);
    await esperarRecusa(
      t,
      () => criar(corpo({ campo_formador: 'custo_bilhete' })),
      400,
      EMISSAO_MESSAGES.campoInvalido,
      'campo_formador',
    );
    await esperarRecusa(t, () => criar(corpo({ valor: '0,00' })), 400, M.valorPositivo, 'valor');
    await esperarRecusa(t, () => criar(corpo({ valor: '-3' })), 400, M.valorPositivo, 'valor');
    await esperarRecusa(t, () => criar(corpo({ cartao: null })), 400, M.cartaoObrigatorio, 'cartao');
    await esperarRecusa(t, () => criar(corpo({ cartao: cartaoInativo })), 400, M.cartaoInvalido, 'cartao');
    await esperarRecusa(t, () => criar(corpo({ cartao: 99999999 })), 400, M.cartaoInvalido, 'cartao');
    await esperarRecusa(t, () => criar(corpo({ meio_pagamento: 'pix' })), 400, M.cartaoSoCartao, 'cartao');
    await esperarRecusa(
      t,
      () => criar(corpo({ fornecedor: 99999999 })),
      400,
      R.fornecedorInvalido,
      'fornecedor',
    );
    await esperarRecusa(t, () => criar(corpo({ valor: undefined })), 400, M.obrigatorio, 'valor');
  });

  it('is for finance and administrators only', async () => {
    for (const username of ROLES_SEM_ORDENS) {
      await esperarRecusa(t, () => criar(corpo(), username), 403, AUTH_MESSAGES.forbidden);
    }
  });
});

describe('PUT /api/ordens-pagamento/{id}/', () => {
  let aberta: OrdemPagamento;
  beforeAll(async () => {
    const response = await criar({
      emissao: hotel.id,
      campo_formador: 'custo_diaria',
      fornecedor: null,
      valor: '100',
      meio_pagamento: 'pix',
      cartao: null,
    });
    aberta = ZOrdemPagamento.parse(response.json());
  });

  it('changes the value, the means and card, the supplier; audited', async () => {
    const valor = await alterar(aberta.id, { valor: '120,35' });
    expect(valor.statusCode, valor.body).toBe(200);
    expect(ZOrdemPagamento.parse(valor.json())).toMatchObject({ valor: '120.35', meio_pagamento: 'pix' });
    const log = await logMaisRecente();
    expect(log?.tipo).toBe('ordem_pagamento_alterada');
    expect(log?.dados).toMatchObject({ antes: { valor: '100.00' }, depois: { valor: '120.35' } });
    const cartaoNovo = await alterar(aberta.id, { meio_pagamento: 'cartao_credito', cartao: cartao2 });
    expect(cartaoNovo.json()).toMatchObject({ meio_pagamento: 'cartao_credito', cartao: { id: cartao2 } });
    const semCartao = await alterar(aberta.id, { meio_pagamento: 'boleto', fornecedor: fornecedorBoleto });
    expect(semCartao.json()).toMatchObject({
      meio_pagamento: 'boleto',
      cartao: null,
      fornecedor: { id: fornecedorBoleto },
    });
    const logs1 = await contarTabelas(t.db);
    const nada = await alterar(aberta.id, { valor: '120.35' });
    expect(nada.statusCode).toBe(200);
    expect(await contarTabelas(t.db)).toEqual(logs1);
  });

  it('refuses what breaks a rule, changing nothing', async () => {
    await esperarRecusa(t, () => alterar(aberta.id, { valor: '0' }), 400, M.valorPositivo, 'valor');
    await esperarRecusa(t, () => alterar(aberta.id, { cartao }), 400, M.cartaoSoCartao, 'cartao');
    await esperarRecusa(
      t,
      () => alterar(aberta.id, { meio_pagamento: 'cartao_credito' }),
      400,
      M.cartaoObrigatorio,
      'cartao',
    );
    await esperarRecusa(
      t,
      () => alterar(aberta.id, { meio_pagamento: 'cartao_credito', cartao: cartaoInativo }),
      400,
      M.cartaoInvalido,
      'cartao',
    );
    await esperarRecusa(
      t,
      () => alterar(aberta.id, { fornecedor: 99999999 }),
      400,
      R.fornecedorInvalido,
      'fornecedor',
    );
    await esperarRecusa(t, () => alterar(99999999, { valor: '1' }), 404, M.naoEncontrada);
    const [paga] = await t.db
      .select()
      .from(ordens_pagamento)
      .where(eq(ordens_pagamento.status, 'pago'))
      .limit(1);
    await esperarRecusa(t, () => alterar(paga?.id ?? 0, { valor: '1' }), 409, M.soAberta);
  });

  it('is for finance and administrators only', async () => {
    expect((await alterar(aberta.id, { valor: '130' }, 'admin')).statusCode).toBe(200);
    for (const username of ROLES_SEM_ORDENS) {
      expect((await alterar(aberta.id, { valor: '1' }, username)).statusCode, username).toBe(403);
    }
    expect(
      (await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.id, aberta.id)))[0]?.valor,
    ).toBe('130.00');
  });
});

describe('POST /api/ordens-pagamento/{id}/status/', () => {
  let ordem: OrdemPagamento;
  beforeAll(async () => {
    ordem = ZOrdemPagamento.parse(
      (
        await criar({
          emissao: hotel.id,
          campo_formador: 'custo_diaria',
          fornecedor: fornecedorBoleto,
          valor: '300',
          meio_pagamento: 'boleto',
          cartao: null,
        })
      ).json(),
    );
  });

  it('records the rate really paid of a foreign-currency order, never of one in reais', async () => {
    // an order in reais has no exchange difference to record
    await esperarRecusa(
      t,
      () =>
        status(ordem.id, {
          status: 'pago',
          id_fatura: 'F0',
          data_pagamento: '2025-01-01',
          cambio_pago: '5.10',
        }),
      400,
      M.cambioPagoSoEstrangeira,
      'cambio_pago',
    );
    // a EUR 200.00 order at 6.00 (R$ 1,200.00), paid by a remittance at 5.90: a gain of R$ 20.00
    const [estrangeira] = await t.db
      .insert(ordens_pagamento)
      .values({
        emissao: hotel.id,
        servico: hotel.servico,
        venda: hotel.venda,
        campo_formador: 'custo_extras',
        valor: '1200.00',
        moeda: 'EUR',
        valor_moeda: '200',
        cambio: '6',
        meio_pagamento: 'pix',
      })
      .returning();
    if (!estrangeira) throw new Error('order not written');
    await esperarRecusa(
      t,
      () =>
        t.injectAs('financeiro', {
          method: 'PUT',
          url: `/api/ordens-pagamento/${estrangeira.id}/cambio-pago/`,
          payload: { cambio_pago: '5.90' },
        }),
      409,
      M.cambioPagoSoPaga,
    );
    const paga = await status(estrangeira.id, {
      status: 'pago',
      id_fatura: 'REM-1',
      data_pagamento: '2025-01-02',
      cambio_pago: '5.90',
    });
    expect(paga.statusCode, paga.body).toBe(200);
    expect(ZOrdemPagamento.parse(paga.json())).toMatchObject({
      valor: '1200.00',
      valor_pago: '1180.00',
      diferenca_cambial: '-20.00',
    });
    const corrigida = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/ordens-pagamento/${estrangeira.id}/cambio-pago/`,
      payload: { cambio_pago: '6.10' },
    });
    expect(corrigida.statusCode, corrigida.body).toBe(200);
    expect(ZOrdemPagamento.parse(corrigida.json())).toMatchObject({
      valor_pago: '1220.00',
      diferenca_cambial: '20.00',
    });
    expect(await logMaisRecente()).toMatchObject({ tipo: 'ordem_pagamento_cambio_pago' });
    // back to open: nothing was paid, at no rate
    const reaberta = await status(estrangeira.id, { status: 'aberto' });
    expect(ZOrdemPagamento.parse(reaberta.json())).toMatchObject({
      cambio_pago: null,
      valor_pago: null,
      diferenca_cambial: '0.00',
    });
    await t.db.delete(ordens_pagamento).where(eq(ordens_pagamento.id, estrangeira.id));
  });

  it('needs the invoice id and a payment date not in the future', async () => {
    await esperarRecusa(
      t,
      () => status(ordem.id, { status: 'pago', data_pagamento: '2025-01-01' }),
      400,
      M.idFaturaObrigatorio,
      'id_fatura',
    );
    await esperarRecusa(
      t,
      () => status(ordem.id, { status: 'pago', id_fatura: '  ', data_pagamento: '2025-01-01' }),
      400,
      M.idFaturaObrigatorio,
      'id_fatura',
    );
    await esperarRecusa(
      t,
      () => status(ordem.id, { status: 'pago', id_fatura: 'F1' }),
      400,
      M.dataPagamentoObrigatoria,
      'data_pagamento',
    );
    await esperarRecusa(
      t,
      () => status(ordem.id, { status: 'pago', id_fatura: 'F1', data_pagamento: '2999-01-01' }),
      400,
      M.dataPagamentoFutura,
      'data_pagamento',
    );
    await esperarRecusa(t, () => status(ordem.id, { status: 'aberto' }), 409, M.jaNoStatus);
    await esperarRecusa(t, () => status(99999999, { status: 'aberto' }), 404, M.naoEncontrada);
    await esperarRecusa(
      t,
      () =>
        alterarStatusOrdemPagamento(t.db, {
          id: ordem.id,
          dados: { status: 'pago', id_fatura: 'F1', data_pagamento: '2025-03-02' },
          ator: { user: { pertencente: ['financeiro'] } as never, ip: null },
          hoje: '2025-03-01',
        }).then(
          () => ({ statusCode: 200, body: '', json: () => ({}) }),
          (error: { status: number; toBody: () => unknown }) => ({
            statusCode: error.status,
            body: '',
            json: () => error.toBody(),
          }),
        ),
      400,
      M.dataPagamentoFutura,
      'data_pagamento',
    );
  });

  it('marks it paid, then back to open clearing the invoice and date; audited and notified', async () => {
    const pago = await status(ordem.id, {
      status: 'pago',
      id_fatura: ' FAT-2025-77 ',
      data_pagamento: '2025-03-10',
    });
    expect(pago.statusCode, pago.body).toBe(200);
    expect(pago.json()).toMatchObject({
      status: 'pago',
      id_fatura: 'FAT-2025-77',
      data_pagamento: '2025-03-10',
    });
    expect(await logMaisRecente()).toMatchObject({ tipo: 'ordem_pagamento_status' });
    expect((await ultimaNotificacao())?.context).toBe('ordem_pagamento');
    await esperarRecusa(
      t,
      () => status(ordem.id, { status: 'pago', id_fatura: 'X', data_pagamento: '2025-03-10' }),
      409,
      M.jaNoStatus,
    );
    const aberto = await status(ordem.id, { status: 'aberto', id_fatura: 'ignored' }, 'admin');
    expect(aberto.statusCode, aberto.body).toBe(200);
    expect(aberto.json()).toMatchObject({ status: 'aberto', id_fatura: null, data_pagamento: null });
    const log = await logMaisRecente();
    expect(log?.dados).toMatchObject({
      antes: { status: 'pago', id_fatura: 'FAT-2025-77' },
      depois: { status: 'aberto', id_fatura: null },
    });
  });

  it('is for finance and administrators only', async () => {
    for (const username of ROLES_SEM_ORDENS) {
      expect(
        (await status(ordem.id, { status: 'pago', id_fatura: 'F', data_pagamento: '2025-01-01' }, username))
          .statusCode,
        username,
      ).toBe(403);
    }
    const [row] = await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.id, ordem.id));
    expect(row?.status).toBe('aberto');
  });
});

describe('PUT /api/ordens-pagamento/{id}/incentivo/', () => {
  let bilhete: OrdemPagamento;
  let taxa: OrdemPagamento;
  beforeAll(async () => {
    const e = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_voo_wallet',
      bilhete: { custo_bilhete: '600.00', custo_taxas_extras: '15.50' },
    });
    const linhas = await salvarLinhas(t, e.id, [
      { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao: null },
      { campo_formador: 'custo_taxas_extras', responsavel: 'skyler', cartao: null },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ]);
    expect(linhas.statusCode, linhas.body).toBe(200);
    const grupo = ZOrdensPagamentoPage.parse((await listar(`status=aberto&id_venda=${e.venda}`)).json())
      .ordemPagamento[0];
    const ops = grupo?.OPs ?? [];
    bilhete = ops.find((o) => o.campo_formador === 'custo_bilhete') as OrdemPagamento;
    taxa = ops.find((o) => o.campo_formador === 'custo_taxas_extras') as OrdemPagamento;
    expect(bilhete.incentivo).toMatchObject({ valor: '0.00', porcentagem: '0.00' });
    expect(taxa.incentivo).toBeNull();
  });

  it("sets the ticket's incentive and its percentage over the order's value", async () => {
    const response = await incentivo(bilhete.id, '45,75');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZOrdemPagamento.parse(response.json()).incentivo).toEqual({
      subcotacao: bilhete.incentivo?.subcotacao,
      valor: '45.75',
      porcentagem: '7.63',
    });
    const [sub] = await t.db
      .select()
      .from(subcotacoes)
      .where(eq(subcotacoes.id, bilhete.incentivo?.subcotacao ?? 0));
    expect([sub?.valor_incentivo, sub?.porcentagem_incentivo]).toEqual(['45.75', '7.6300']);
    const log = await logMaisRecente();
    expect(log).toMatchObject({ tipo: 'ordem_pagamento_incentivo' });
    expect(log?.dados).toMatchObject({
      antes: { valor_incentivo: '0.00' },
      depois: { valor_incentivo: '45.75' },
    });
    expect((await incentivo(bilhete.id, '0', 'admin')).json()).toMatchObject({
      incentivo: { valor: '0.00', porcentagem: '0.00' },
    });
  });

  it('only on the ticket-cost order of a flight, never above the order', async () => {
    await esperarRecusa(t, () => incentivo(taxa.id, '1'), 400, M.incentivoSoVoo, 'valor_incentivo');
    const [hotelOrdem] = await ordensDaEmissao(t.db, hotel.id);
    await esperarRecusa(
      t,
      () => incentivo(hotelOrdem?.id ?? 0, '1'),
      400,
      M.incentivoSoVoo,
      'valor_incentivo',
    );
    await esperarRecusa(
      t,
      () => incentivo(bilhete.id, '600.01'),
      400,
      R.incentivoAcimaDoValor,
      'valor_incentivo.valor',
    );
    await esperarRecusa(t, () => incentivo(99999999, '1'), 404, M.naoEncontrada);
    for (const username of ROLES_SEM_ORDENS) {
      expect((await incentivo(bilhete.id, '5', username)).statusCode, username).toBe(403);
    }
  });
});

describe('open orders of a cancelled issuance', () => {
  it('cancelling the issuance removes its open orders in the same change, audited; paid ones stay', async () => {
    const e = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_voo_pagante',
      bilhete: { custo_bilhete: '700.00', custo_taxa_embarque: '60.00', rav: '40.00' },
    });
    await definirFornecedor(t.db, e.id, fornecedorBoleto);
    const salvo = await salvarLinhas(t, e.id, [
      { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: null },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ]);
    expect(salvo.statusCode, salvo.body).toBe(200);
    const [bilhete, taxa] = await ordensDaEmissao(t.db, e.id);
    if (!bilhete || !taxa) throw new Error('orders not created');
    const paga = await status(taxa.id, {
      status: 'pago',
      id_fatura: 'NF-CANC-1',
      data_pagamento: '2025-01-10',
    });
    expect(paga.statusCode, paga.body).toBe(200);

    const response = await t.injectAs('emissor', {
      method: 'POST',
      url: `/api/emissoes/${e.id}/cancelar/`,
      payload: { motivo_cancelamento: 'Cliente desistiu da viagem' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const restantes = await ordensDaEmissao(t.db, e.id);
    expect(restantes.map((o) => [o.id, o.status, o.id_fatura])).toEqual([[taxa.id, 'pago', 'NF-CANC-1']]);
    const log = await ultimoLog(t.db, 'ordens_pagamento_removidas');
    expect(log).toMatchObject({
      venda: e.venda,
      dados: {
        antes: [{ id: bilhete.id, campo_formador: 'custo_bilhete', valor: '700.00', status: 'aberto' }],
        depois: null,
      },
      meta: { entidade: 'ordem_pagamento', emissao: e.id, servico: e.servico },
    });
    expect(await ultimaNotificacao()).toMatchObject({ context: 'ordem_pagamento' });
    // the open list no longer shows the issuance; the paid one still does
    const abertas = ZOrdensPagamentoPage.parse((await listar('status=aberto')).json());
    expect(abertas.ordemPagamento.map((g) => g.emissao?.id)).not.toContain(e.id);
    const pagas = ZOrdensPagamentoPage.parse((await listar('status=pago')).json());
    expect(pagas.ordemPagamento.map((g) => g.emissao?.id)).toContain(e.id);
  });

  it('a refused cancellation keeps the open orders', async () => {
    const e = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_hotel', detalhes: { custo_diaria: '90.00' } });
    await t.db.insert(ordens_pagamento).values({
      emissao: e.id,
      servico: e.servico,
      venda: e.venda,
      campo_formador: 'custo_diaria',
      valor: '90.00',
      meio_pagamento: 'pix',
    });
    const antes = await contarTabelas(t.db);
    for (const username of ['consultor', 'cliente']) {
      const response = await t.injectAs(username, {
        method: 'POST',
        url: `/api/emissoes/${e.id}/cancelar/`,
        payload: { motivo_cancelamento: 'Cliente desistiu da viagem' },
      });
      expect(response.statusCode, username).toBe(403);
    }
    expect(await contarTabelas(t.db)).toEqual(antes);
    expect((await ordensDaEmissao(t.db, e.id)).map((o) => o.status)).toEqual(['aberto']);
  });

  it('finalising a cancelamento RAC removes the open orders of the issuance it cancels; paid ones stay', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const [aberta, paga] = await t.db
      .insert(ordens_pagamento)
      .values([
        {
          emissao: e.emissao,
          servico: e.servico,
          venda: e.venda,
          campo_formador: 'custo_bilhete',
          valor: '410.00',
          meio_pagamento: 'pix',
        },
        {
          emissao: e.emissao,
          servico: e.servico,
          venda: e.venda,
          campo_formador: 'custo_taxa_embarque',
          valor: '35.50',
          meio_pagamento: 'boleto',
          status: 'pago',
          id_fatura: 'NF-RAC-1',
          data_pagamento: '2025-02-01',
        },
      ])
      .returning();
    if (!aberta || !paga) throw new Error('orders not written');
    const rac = await abrirRac(t, e, { tipo: 'cancelamento' });
    const mudar = (novo: string) =>
      t.injectAs('financeiro', {
        method: 'POST',
        url: `/api/racs/${rac}/status/`,
        payload: { status: novo },
      });
    expect((await mudar('em_processo')).statusCode).toBe(200);
    expect((await ordensDaEmissao(t.db, e.emissao)).length).toBe(2);
    const response = await mudar('finalizada');
    expect(response.statusCode, response.body).toBe(200);
    const [emissao] = await t.db.select().from(emissoes).where(eq(emissoes.id, e.emissao));
    expect(emissao?.status).toBe('cancelada');
    expect((await ordensDaEmissao(t.db, e.emissao)).map((o) => o.id)).toEqual([paga.id]);
    const log = await ultimoLog(t.db, 'ordens_pagamento_removidas');
    expect(log).toMatchObject({
      venda: e.venda,
      usuario: emissao?.cancelada_por,
      dados: { antes: [{ id: aberta.id, valor: '410.00', status: 'aberto' }], depois: null },
      meta: { entidade: 'ordem_pagamento', emissao: e.emissao },
    });
  });
});

describe('audit rows', () => {
  it('every payment-order log kind has its label', async () => {
    const tipos = await t.db
      .selectDistinct({ tipo: logs.tipo })
      .from(logs)
      .where(and(like(logs.tipo, 'orde%'), inArray(logs.tipo, Object.keys(ORDENS_LOG_TIPOS))));
    expect(tipos.map((row) => row.tipo).sort()).toEqual(Object.keys(ORDENS_LOG_TIPOS).sort());
    for (const { tipo } of tipos) expect(logTipoLabel(tipo)).toBe(ORDENS_LOG_TIPOS[tipo]);
  });
});
