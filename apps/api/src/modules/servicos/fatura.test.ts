import { COTACAO_MESSAGES } from '@skyler/domain/cotacoes';
import { DINHEIRO_MESSAGES } from '@skyler/domain/dinheiro-schema';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { BENEFICIARIO_MESSAGES } from '@skyler/domain/passageiros';
import { COTACAO_CALCULO_MESSAGES } from '@skyler/domain/precos/calculo-cotacao';
import { calcularFatura, FATURA_MESSAGES } from '@skyler/domain/precos/fatura';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import {
  FATURA_API_MESSAGES,
  SERVICO_MESSAGES,
  ZBeneficiario,
  ZBeneficiariosDaCotacao,
  ZServico,
} from '@skyler/domain/servicos';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  beneficiarios,
  cotacoes,
  logs,
  notificacoes,
  pagamentos,
  pagamentos_servicos,
  servicos,
  vendas,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { idDoUsuario, ROLES_STAFF } from '../../test/fixtures.ts';
import {
  contarLinhas,
  infoAVista,
  prepararCarrinho,
  statusDasCotacoes,
} from '../../test/servicos-fixtures.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';
import { faturarCarrinhoTx } from './fatura.service.ts';

usarAppComReferencia(4);

const putBeneficiarios = (cotacao: number, lista: unknown[], username = 'consultor') =>
  t.injectAs(username, {
    method: 'PUT',
    url: `/api/cotacoes/${cotacao}/beneficiarios/`,
    payload: { beneficiarios: lista },
  });
const faturar = (venda: number, payload: object, username = 'consultor') =>
  t.injectAs(username, { method: 'POST', url: `/api/vendas/${venda}/fatura/`, payload });

type Erro = { detail: string; errors: Record<string, string[]> };

describe('PUT and GET /api/cotacoes/{id}/beneficiarios/', () => {
  it('replaces the list in order, answers it and audits the change', async () => {
    const { cotacoes: [hotel] = [] } = await prepararCarrinho(t, ids, ['orcamento_hotel']);
    if (!hotel) throw new Error('no quote');
    const [a = 0, b = 0, c = 0] = pessoas;
    const primeira = await putBeneficiarios(hotel.id, [{ contato: a, tipo_quarto: 'Duplo' }]);
    expect(primeira.statusCode, primeira.body).toBe(200);
    const segunda = await putBeneficiarios(hotel.id, [{ contato: c }, { contato: b, tipo_quarto: 'Duplo' }]);
    expect(segunda.statusCode, segunda.body).toBe(200);
    const lista = z.array(ZBeneficiario).parse(segunda.json());
    expect(lista.map((x) => [x.contato.id, x.tipo_quarto, x.servico, x.cotacao])).toEqual([
      [c, null, null, hotel.id],
      [b, 'Duplo', null, hotel.id],
    ]);
    const lida = await t.injectAs('emissor', {
      method: 'GET',
      url: `/api/cotacoes/${hotel.id}/beneficiarios/`,
    });
    expect(lida.json()).toEqual(segunda.json());
    const auditorias = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'beneficiarios_alterados'), sql`${logs.meta}->>'id' = ${String(hotel.id)}`))
      .orderBy(logs.id);
    expect(auditorias).toHaveLength(2);
    expect((auditorias[1]?.dados as { antes: unknown[] } | undefined)?.antes).toHaveLength(1);
  });

  it('refuses a contact twice, a contact that does not exist and more than the passengers', async () => {
    const { cotacoes: [hotel] = [] } = await prepararCarrinho(t, ids, ['orcamento_hotel']);
    if (!hotel) throw new Error('no quote');
    const [a = 0, b = 0, c = 0] = pessoas;
    const duplicado = await putBeneficiarios(hotel.id, [{ contato: a }, { contato: a }]);
    expect(duplicado.statusCode).toBe(400);
    expect(duplicado.json()).toEqual({
      detail: BENEFICIARIO_MESSAGES.duplicado,
      errors: { 'beneficiarios.1.contato': [BENEFICIARIO_MESSAGES.duplicado] },
    });
    const inexistente = await putBeneficiarios(hotel.id, [{ contato: 999_999 }]);
    expect(inexistente.statusCode).toBe(400);
    expect((inexistente.json() as Erro).errors).toEqual({
      'beneficiarios.0.contato': [BENEFICIARIO_MESSAGES.semContato],
    });
    const demais = await putBeneficiarios(hotel.id, [{ contato: a }, { contato: b }, { contato: c }]);
    expect(demais.statusCode).toBe(400);
    expect((demais.json() as Erro).errors).toEqual({
      beneficiarios: [FATURA_API_MESSAGES.beneficiariosDemais],
    });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(beneficiarios)
      .where(eq(beneficiarios.cotacao, hotel.id));
    expect(row?.n).toBe(0);
  });

  it('is only for a quote in the cart of a sale in proposta, and 404 for a quote that does not exist', async () => {
    const { venda, cotacoes: [outro] = [] } = await prepararCarrinho(t, ids, ['orcamento_outro']);
    if (!outro) throw new Error('no quote');
    const [a = 0] = pessoas;
    await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda}/remove_carrinho/`,
      payload: { cotacao: outro.id },
    });
    const foraDoCarrinho = await putBeneficiarios(outro.id, [{ contato: a }]);
    expect(foraDoCarrinho.statusCode).toBe(409);
    expect(expectDetail(foraDoCarrinho)).toBe(COTACAO_MESSAGES.naoNoCarrinho);
    await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda}/carrinho/`,
      payload: { cotacao: outro.id },
    });
    await t.db.update(vendas).set({ status: 'fechada' }).where(eq(vendas.id, venda));
    const fechada = await putBeneficiarios(outro.id, [{ contato: a }]);
    expect(fechada.statusCode).toBe(409);
    expect(expectDetail(fechada)).toBe(COTACAO_MESSAGES.vendaNaoProposta);
    const ausente = await putBeneficiarios(999_999, [{ contato: a }]);
    expect(ausente.statusCode).toBe(404);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: '/api/cotacoes/999999/beneficiarios/' }))
        .statusCode,
    ).toBe(404);
  });

  it('is for every staff member; a customer account gets 403', async () => {
    const { cotacoes: [outro] = [] } = await prepararCarrinho(t, ids, ['orcamento_outro']);
    if (!outro) throw new Error('no quote');
    for (const [indice, username] of ROLES_STAFF.entries()) {
      const response = await putBeneficiarios(
        outro.id,
        [{ contato: pessoas[indice % pessoas.length] }],
        username,
      );
      expect(response.statusCode, username).toBe(200);
    }
    expect((await putBeneficiarios(outro.id, [], 'cliente')).statusCode).toBe(403);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/cotacoes/${outro.id}/beneficiarios/` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/vendas/{id}/beneficiarios/', () => {
  it("answers each cart quote's beneficiaries and how many its request's passengers need", async () => {
    const { venda, cotacoes: cart } = await prepararCarrinho(t, ids, [
      'orcamento_voo',
      'orcamento_hotel',
      'orcamento_carro',
    ]);
    const [voo, hotel, carro] = cart;
    if (!voo || !hotel || !carro) throw new Error('no quotes');
    await putBeneficiarios(hotel.id, [{ contato: pessoas[0] }]);
    const response = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/${venda}/beneficiarios/`,
    });
    expect(response.statusCode).toBe(200);
    const lista = z.array(ZBeneficiariosDaCotacao).parse(response.json());
    expect(lista.map((q) => [q.cotacao, q.quantidade, q.beneficiarios.map((b) => b.contato.id)])).toEqual([
      [voo.id, 2, []],
      [hotel.id, 2, [pessoas[0]]],
      [carro.id, 1, []],
    ]);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: '/api/vendas/999999/beneficiarios/' })).statusCode,
    ).toBe(404);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/vendas/${venda}/beneficiarios/` })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/vendas/{id}/fatura/', () => {
  it('creates one service per quote with its beneficiaries, the payments due in São Paulo, quotes in fatura', async () => {
    const { venda, cotacoes: cart } = await prepararCarrinho(t, ids, ['orcamento_hotel', 'orcamento_outro']);
    const [hotel, outro] = cart;
    if (!hotel || !outro) throw new Error('no quotes');
    const [a = 0, b = 0, c = 0] = pessoas;
    await putBeneficiarios(hotel.id, [{ contato: a }, { contato: b }]);
    const antes = await contarLinhas(t);
    const entrada = '300.00';
    const termosHotel = calcularFatura({
      valorAVista: hotel.valor_final,
      tipo: 'pagamentoParceladoEntrada',
      parcelas: 10,
      valorEntrada: entrada,
    });
    if (!termosHotel.ok) throw new Error('terms refused');
    const response = await faturar(venda, {
      carrinho: [{ id: hotel.id }, { id: outro.id, beneficiarios: [{ contato: c }] }],
      informacoes_pagamento: [
        {
          cotacao: hotel.id,
          name: 'pagamentoParceladoEntrada',
          numeroParcelas: 10,
          valorEntrada: entrada,
          desconto: termosHotel.fatura.maxDesconto,
          data_vencimento: '2030-01-15',
          responsavel_financeiro: a,
        },
        infoAVista(outro.id, a, { responsavel_financeiro: null, responsavel_financeiro_empresa: 1 }),
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const criados = z.array(ZServico).parse(response.json());
    expect(criados.map((s) => s.cotacao.id)).toEqual([hotel.id, outro.id]);
    const [sHotel, sOutro] = criados;
    if (!sHotel || !sOutro) throw new Error('no services');
    expect(sHotel).toMatchObject({
      status: 'pagamento',
      metodo_pagamento: 'pagamentoParceladoEntrada',
      num_parcelas: 10,
      valor_entrada: entrada,
      valor_avista: hotel.valor_final,
      valor_pago: '0.00',
      venda: { id: venda, status: 'proposta' },
      responsavel_financeiro: { id: a },
      fatura_pdf_url: null,
    });
    const precoHotel = calcularFatura({
      valorAVista: hotel.valor_final,
      tipo: 'pagamentoParceladoEntrada',
      parcelas: 10,
      valorEntrada: entrada,
      desconto: termosHotel.fatura.maxDesconto,
    });
    if (!precoHotel.ok) throw new Error('terms refused');
    expect(sHotel.valor_total).toBe(precoHotel.fatura.valorTotal);
    expect(sHotel.desconto).toBe(precoHotel.fatura.desconto);
    expect(sHotel.beneficiarios.map((x) => x.contato.id)).toEqual([a, b]);
    expect(sOutro.beneficiarios.map((x) => x.contato.id)).toEqual([c]);
    const precoOutro = calcularFatura({
      valorAVista: outro.valor_final,
      tipo: 'pagamentoAVista',
      desconto: '0',
    });
    if (!precoOutro.ok) throw new Error('terms refused');
    expect(sOutro).toMatchObject({
      valor_total: precoOutro.fatura.valorTotal,
      desconto: '0.00',
      responsavel_financeiro_empresa: { id: 1 },
    });

    const linhas = await t.db
      .select({
        pagamento: pagamentos,
        servico: pagamentos_servicos.servico,
        parte: pagamentos_servicos.valor,
      })
      .from(pagamentos)
      .innerJoin(pagamentos_servicos, eq(pagamentos_servicos.pagamento, pagamentos.id))
      .where(eq(pagamentos.venda, venda))
      .orderBy(asc(pagamentos.id));
    const hoje = hojeNaAgencia();
    expect(
      linhas.map((l) => [
        l.servico,
        l.pagamento.origem,
        l.pagamento.meio_pagamento,
        l.pagamento.num_parcelas,
        l.pagamento.valor,
        l.parte,
        l.pagamento.data_vencimento,
        l.pagamento.status,
      ]),
    ).toEqual([
      [sHotel.id, 'entrada', 'pix', 1, entrada, entrada, hoje, 'nao_efetuado'],
      [
        sHotel.id,
        'parcelado',
        'pagarme',
        10,
        precoHotel.fatura.pagamentos[1]?.valor,
        precoHotel.fatura.pagamentos[1]?.valor,
        '2030-01-15',
        'nao_efetuado',
      ],
      [
        sOutro.id,
        'avista',
        'pix',
        1,
        precoOutro.fatura.valorTotal,
        precoOutro.fatura.valorTotal,
        hoje,
        'nao_efetuado',
      ],
    ]);
    expect(await statusDasCotacoes(t, [hotel.id, outro.id])).toEqual(['fatura', 'fatura']);
    const depois = await contarLinhas(t);
    expect(depois.servicos - antes.servicos).toBe(2);
    expect(depois.pagamentos - antes.pagamentos).toBe(3);
    const auditorias = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'carrinho_faturado'), eq(logs.venda, venda)));
    expect(auditorias).toHaveLength(2);
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.venda, venda), eq(notificacoes.context, 'servico')));
    expect(aviso?.consultor).toBe(await idDoUsuario(t.db, 'consultor'));
    expect(aviso?.title).toBe(`Carrinho da venda ${String(venda).padStart(4, '0')} faturado: 2 serviços`);

    // the cart is empty now: a second invoicing is refused
    const outraVez = await faturar(venda, { carrinho: [{ id: hotel.id }], informacoes_pagamento: [] });
    expect(outraVez.statusCode).toBe(400);
    expect(expectDetail(outraVez)).toBe(SERVICO_MESSAGES.carrinhoVazio);
  });

  it('joins main payments of the same method and instalments into one payment split over the services', async () => {
    const { venda, cotacoes: cart } = await prepararCarrinho(t, ids, ['orcamento_carro', 'orcamento_outro']);
    const [carro, outro] = cart;
    if (!carro || !outro) throw new Error('no quotes');
    const [a = 0, b = 0] = pessoas;
    const response = await faturar(venda, {
      carrinho: [
        { id: carro.id, beneficiarios: [{ contato: a }] },
        { id: outro.id, beneficiarios: [{ contato: b }] },
      ],
      informacoes_pagamento: [
        {
          cotacao: carro.id,
          name: 'pagamentoParcelado',
          numeroParcelas: 3,
          desconto: '0',
          responsavel_financeiro: a,
        },
        {
          cotacao: outro.id,
          name: 'pagamentoParcelado',
          numeroParcelas: 3,
          desconto: '0',
          responsavel_financeiro: a,
        },
      ],
      pagamentosJuntos: [[carro.id, outro.id]],
    });
    expect(response.statusCode, response.body).toBe(201);
    const criados = z.array(ZServico).parse(response.json());
    const pagos = await t.db.select().from(pagamentos).where(eq(pagamentos.venda, venda));
    expect(pagos).toHaveLength(1);
    const [junto] = pagos;
    const partes = await t.db
      .select()
      .from(pagamentos_servicos)
      .where(eq(pagamentos_servicos.pagamento, junto?.id ?? 0))
      .orderBy(asc(pagamentos_servicos.servico));
    expect(partes.map((p) => p.servico)).toEqual(criados.map((s) => s.id));
    const soma = partes.reduce((acc, p) => acc + Math.round(Number(p.valor) * 100), 0);
    expect(Math.round(Number(junto?.valor) * 100)).toBe(soma);
    expect(junto).toMatchObject({ origem: 'parcelado', meio_pagamento: 'pagarme', num_parcelas: 3 });
    expect(partes.map((p) => p.valor)).toEqual(criados.map((s) => s.valor_total));
  });

  it('refuses each missing or wrong field at once, by field, and leaves nothing behind', async () => {
    const { venda, cotacoes: cart } = await prepararCarrinho(t, ids, [
      'orcamento_hotel',
      'orcamento_outro',
      'orcamento_carro',
    ]);
    const [hotel, outro, carro] = cart;
    if (!hotel || !outro || !carro) throw new Error('no quotes');
    const [a = 0] = pessoas;
    await putBeneficiarios(hotel.id, [{ contato: a }]);
    const antes = await contarLinhas(t);
    const response = await faturar(venda, {
      carrinho: [{ id: hotel.id }, { id: outro.id, beneficiarios: [{ contato: a }] }, { id: 999_999 }],
      informacoes_pagamento: [
        { cotacao: hotel.id, name: 'pagamentoAVista', desconto: '99999', responsavel_financeiro: a },
        { cotacao: outro.id, name: 'pagamentoAVista', desconto: '0' },
        { cotacao: outro.id, name: 'pagamentoAVista', desconto: '0', responsavel_financeiro: a },
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Erro;
    expect(body.detail).toBe(SERVICO_MESSAGES.requerimentoIncompleto);
    expect(body.errors).toEqual({
      'carrinho.2.id': [SERVICO_MESSAGES.cotacaoForaDoCarrinho],
      carrinho: [FATURA_API_MESSAGES.carrinhoIncompleto],
      'carrinho.0.beneficiarios': [BENEFICIARIO_MESSAGES.incompletos],
      'informacoes_pagamento.0.desconto': [PAGAMENTO_MESSAGES.descontoInvalido],
      'informacoes_pagamento.1.responsavel_financeiro': [PAGAMENTO_MESSAGES.responsavelObrigatorio],
      'informacoes_pagamento.2.cotacao': [FATURA_API_MESSAGES.cotacaoRepetida],
      informacoes_pagamento: [PAGAMENTO_MESSAGES.todasCotacoes],
    });
    expect(await contarLinhas(t)).toEqual(antes);
    expect(await statusDasCotacoes(t, [hotel.id, outro.id, carro.id])).toEqual([
      'carrinho',
      'carrinho',
      'carrinho',
    ]);
    // the beneficiaries sent with the refused cart were not kept
    const doOutro = await t.db.select().from(beneficiarios).where(eq(beneficiarios.cotacao, outro.id));
    expect(doOutro).toHaveLength(0);
  });

  it('answers the pricing messages of each term and the responsible that does not exist', async () => {
    const { venda, cotacoes: [outro] = [] } = await prepararCarrinho(t, ids, ['orcamento_outro']);
    if (!outro) throw new Error('no quote');
    const [a = 0] = pessoas;
    const tenta = async (info: Record<string, unknown>) => {
      const response = await faturar(venda, {
        carrinho: [{ id: outro.id, beneficiarios: [{ contato: a }] }],
        informacoes_pagamento: [{ cotacao: outro.id, desconto: '0', responsavel_financeiro: a, ...info }],
      });
      expect(response.statusCode).toBe(400);
      return (response.json() as Erro).errors;
    };
    expect(await tenta({ name: 'pagamentoParceladoEntrada', valorEntrada: '0' })).toEqual({
      'informacoes_pagamento.0.valorEntrada': [
        'O valor de entrada deve ser maior que zero e menor que o valor à vista.',
      ],
    });
    expect(await tenta({ name: 'pagamentoParcelado', meio_pagamento: 'pix', numeroParcelas: 3 })).toEqual({
      'informacoes_pagamento.0.meio_pagamento': ['Parcelamento só é possível por Pagar.me ou Rede.'],
    });
    expect(await tenta({ name: 'pagamentoAVista', responsavel_financeiro: 999_999 })).toEqual({
      'informacoes_pagamento.0.responsavel_financeiro': [FATURA_API_MESSAGES.responsavelInexistente],
    });
    expect(
      await tenta({
        name: 'pagamentoAVista',
        responsavel_financeiro: null,
        responsavel_financeiro_empresa: 999_999,
      }),
    ).toEqual({
      'informacoes_pagamento.0.responsavel_financeiro_empresa': [FATURA_API_MESSAGES.empresaInexistente],
    });
    const semTipo = await faturar(venda, {
      carrinho: [{ id: outro.id }],
      informacoes_pagamento: [{ cotacao: outro.id, desconto: '0' }],
    });
    expect(semTipo.statusCode).toBe(400);
    expect((semTipo.json() as Erro).errors['informacoes_pagamento.0.name']).toEqual([
      PAGAMENTO_MESSAGES.tipoObrigatorio,
    ]);
  });

  it('nothing becomes free: a quote worth R$ 0,00 that costs the agency something is not invoiced nor carted', async () => {
    const { venda, cotacoes: [outro] = [] } = await prepararCarrinho(t, ids, ['orcamento_outro']);
    if (!outro) throw new Error('no quote');
    const [a = 0] = pessoas;
    // stored before free quotes were refused: an adjustment equal to cost + RAV
    await t.db
      .update(cotacoes)
      .set({ valor_ajuste: sql`-${cotacoes.custo_total}`, valor_final: '0.00' })
      .where(eq(cotacoes.id, outro.id));
    const response = await faturar(venda, {
      carrinho: [{ id: outro.id, beneficiarios: [{ contato: a }] }],
      informacoes_pagamento: [infoAVista(outro.id, a)],
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Erro).errors).toEqual({
      'informacoes_pagamento.0.cotacao': [FATURA_MESSAGES.valorGratuito],
    });
    expect(await t.db.select().from(servicos).where(eq(servicos.venda, venda))).toEqual([]);
    const fora = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda}/remove_carrinho/`,
      payload: { cotacao: outro.id },
    });
    expect(fora.statusCode, fora.body).toBe(200);
    const deVolta = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda}/carrinho/`,
      payload: { cotacao: outro.id },
    });
    expect(deVolta.statusCode).toBe(400);
    expect(expectDetail(deVolta)).toBe(COTACAO_CALCULO_MESSAGES.valorFinalGratuito);
  });

  it('joins only payments of the same method and instalment count, each quote in one group', async () => {
    const { venda, cotacoes: cart } = await prepararCarrinho(t, ids, ['orcamento_carro', 'orcamento_outro']);
    const [carro, outro] = cart;
    if (!carro || !outro) throw new Error('no quotes');
    const [a = 0, b = 0] = pessoas;
    const base = {
      carrinho: [
        { id: carro.id, beneficiarios: [{ contato: a }] },
        { id: outro.id, beneficiarios: [{ contato: b }] },
      ],
      informacoes_pagamento: [
        {
          cotacao: carro.id,
          name: 'pagamentoParcelado',
          numeroParcelas: 3,
          desconto: '0',
          responsavel_financeiro: a,
        },
        {
          cotacao: outro.id,
          name: 'pagamentoParcelado',
          numeroParcelas: 4,
          desconto: '0',
          responsavel_financeiro: a,
        },
      ],
    };
    const diferentes = await faturar(venda, { ...base, pagamentosJuntos: [[carro.id, outro.id]] });
    expect(diferentes.statusCode).toBe(400);
    expect((diferentes.json() as Erro).errors).toEqual({
      'pagamentosJuntos.0': [FATURA_API_MESSAGES.naoJuntaveis],
    });
    const duasVezes = await faturar(venda, {
      ...base,
      pagamentosJuntos: [
        [carro.id, outro.id],
        [outro.id, 999_999],
      ],
    });
    expect((duasVezes.json() as Erro).errors['pagamentosJuntos.1']).toEqual([
      FATURA_API_MESSAGES.juntoDuasVezes,
      SERVICO_MESSAGES.cotacaoForaDoCarrinho,
    ]);
    expect(await statusDasCotacoes(t, [carro.id, outro.id])).toEqual(['carrinho', 'carrinho']);
  });

  it('is only for a sale in proposta, 404 for a sale that does not exist, 403 for a customer account', async () => {
    const { venda, cotacoes: [outro] = [] } = await prepararCarrinho(t, ids, ['orcamento_outro']);
    if (!outro) throw new Error('no quote');
    const [a = 0] = pessoas;
    const body = {
      carrinho: [{ id: outro.id, beneficiarios: [{ contato: a }] }],
      informacoes_pagamento: [infoAVista(outro.id, a)],
    };
    expect((await faturar(venda, body, 'cliente')).statusCode).toBe(403);
    const ausente = await faturar(999_999, body);
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe(VENDA_ERROS.naoEncontrada);
    await t.db.update(vendas).set({ status: 'concluida' }).where(eq(vendas.id, venda));
    const concluida = await faturar(venda, body);
    expect(concluida.statusCode).toBe(409);
    expect(expectDetail(concluida)).toBe(SERVICO_MESSAGES.vendaNaoProposta);
    await t.db.update(vendas).set({ status: 'proposta' }).where(eq(vendas.id, venda));
    const vazio = await faturar(venda, { carrinho: [], informacoes_pagamento: [] });
    expect(vazio.statusCode).toBe(400);
    expect(expectDetail(vazio)).toBe(SERVICO_MESSAGES.carrinhoVazio);
  });

  it('refuses a discount or a down payment with more than two decimals instead of rounding it', async () => {
    const { venda, cotacoes: [outro] = [] } = await prepararCarrinho(t, ids, ['orcamento_outro']);
    if (!outro) throw new Error('no quote');
    const [a = 0] = pessoas;
    const antes = await contarLinhas(t);
    for (const [extra, campo] of [
      [{ desconto: '10.555' }, 'informacoes_pagamento.0.desconto'],
      [
        { name: 'pagamentoParceladoEntrada', valorEntrada: '100.001' },
        'informacoes_pagamento.0.valorEntrada',
      ],
    ] as const) {
      const response = await faturar(venda, {
        carrinho: [{ id: outro.id, beneficiarios: [{ contato: a }] }],
        informacoes_pagamento: [infoAVista(outro.id, a, extra)],
      });
      expect(response.statusCode, campo).toBe(400);
      expect(response.json().errors[campo], campo).toEqual([DINHEIRO_MESSAGES.centavos]);
    }
    expect(await contarLinhas(t)).toEqual(antes);
  });

  it.each(ROLES_STAFF)('lets %s invoice a cart', async (username) => {
    const { venda, cotacoes: [outro] = [] } = await prepararCarrinho(t, ids, ['orcamento_outro']);
    if (!outro) throw new Error('no quote');
    const [a = 0] = pessoas;
    const response = await faturar(
      venda,
      {
        carrinho: [{ id: outro.id, beneficiarios: [{ contato: a }] }],
        informacoes_pagamento: [infoAVista(outro.id, a)],
      },
      username,
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('leaves no row behind when the database fails in the middle of the writes', async () => {
    const { venda, cotacoes: cart } = await prepararCarrinho(t, ids, ['orcamento_outro', 'orcamento_carro']);
    const [outro, carro] = cart;
    if (!outro || !carro) throw new Error('no quotes');
    const [a = 0, b = 0] = pessoas;
    const antes = await contarLinhas(t);
    const usuario = await idDoUsuario(t.db, 'consultor');
    // the database refuses the second quote's service, after the first one and its beneficiaries are written
    const falha = t.db.transaction(async (tx) => {
      await tx.execute(
        sql`create or replace function falha_servico() returns trigger language plpgsql as $$ begin if new.cotacao = ${sql.raw(String(carro.id))} then raise exception 'falha provocada'; end if; return new; end $$`,
      );
      await tx.execute(
        sql`create trigger falha_servico before insert on servicos for each row execute function falha_servico()`,
      );
      await faturarCarrinhoTx(tx, {
        venda,
        body: {
          carrinho: [
            { id: outro.id, beneficiarios: [{ contato: a }] },
            { id: carro.id, beneficiarios: [{ contato: b }] },
          ],
          informacoes_pagamento: [infoAVista(outro.id, a), infoAVista(carro.id, a)],
        },
        user: { id: usuario },
        ip: null,
      });
    });
    await expect(falha).rejects.toThrow();
    expect(await contarLinhas(t)).toEqual(antes);
    expect(await statusDasCotacoes(t, [outro.id, carro.id])).toEqual(['carrinho', 'carrinho']);
    const restos = await t.db.select().from(servicos).where(eq(servicos.venda, venda));
    expect(restos).toHaveLength(0);
    const [semServico] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(beneficiarios)
      .where(eq(beneficiarios.cotacao, outro.id));
    expect(semServico?.n).toBe(0);
    // the same cart invoices once the failure is gone
    const ok = await faturar(venda, {
      carrinho: [
        { id: outro.id, beneficiarios: [{ contato: a }] },
        { id: carro.id, beneficiarios: [{ contato: b }] },
      ],
      informacoes_pagamento: [infoAVista(outro.id, a), infoAVista(carro.id, a)],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [cot] = await t.db.select().from(cotacoes).where(eq(cotacoes.id, carro.id));
    expect(cot?.status).toBe('fatura');
  });
});
