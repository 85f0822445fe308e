import {
  type ContaPropria,
  MILHAS_PROPRIAS_MESSAGES as M,
  ZContasProprias,
  ZMovimentoResponse,
  ZMovimentosPage,
} from '@skyler/domain/milhas-proprias';
import { ZValidarMilhasResponse } from '@skyler/domain/milhas-validadas';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emissoes,
  fidelidades,
  fornecedores_provedores,
  logs,
  milhas_proprias_movimentos,
  ordens_pagamento,
  programas,
  provedores,
} from '../../db/schema/index.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { carregarIds, type Ids } from '../../test/fixtures.ts';
import { contatosDemo } from '../../test/servicos-fixtures.ts';
import { registrarLinhas } from '../emissoes/detalhe-fixtures.ts';
import {
  CHAVE_TESTE,
  comuns,
  contasOferecidas,
  servicoEmValidacao,
} from '../milhas-validadas/test-fixtures.ts';
import { criarFornecedor, ordensDaEmissao } from '../ordens-pagamento/test-fixtures.ts';

let t: TestApp;
let ids: Ids;
let pessoas: number[];
/** the agency's own LATAM Pass and Smiles accounts */
let latam: number;
let smiles: number;

beforeAll(async () => {
  t = await createTestApp({ referencia: true, env: { MILHAS_SECRET_KEY: CHAVE_TESTE } });
  ids = await carregarIds(t.db);
  pessoas = await contatosDemo(t, 2);
  const propria = async (programa: string) => {
    const [row] = await t.db
      .select({ id: fidelidades.id })
      .from(fidelidades)
      .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
      .where(
        and(eq(programas.nome, programa), eq(fidelidades.conta_propria, true), eq(fidelidades.ativo, true)),
      )
      .orderBy(asc(fidelidades.id));
    if (!row) throw new Error(`no own ${programa} account`);
    return row.id;
  };
  latam = await propria('LATAM Pass');
  smiles = await propria('Smiles');
}, 120_000);
afterAll(() => t.close());

const movimentar = (conta: number, payload: object, username = 'milhas') =>
  t.injectAs(username, { method: 'POST', url: `/api/milhas-proprias/contas/${conta}/movimentos/`, payload });

async function conta(id: number): Promise<ContaPropria> {
  const response = await t.injectAs('milhas', { method: 'GET', url: '/api/milhas-proprias/contas/' });
  expect(response.statusCode, response.body).toBe(200);
  const achada = ZContasProprias.parse(response.json()).contas.find((c) => c.id === id);
  if (!achada) throw new Error(`account ${id} not listed`);
  return achada;
}

async function movimentos(id: number, page = 1) {
  const response = await t.injectAs('milhas', {
    method: 'GET',
    url: `/api/milhas-proprias/contas/${id}/movimentos/?page=${page}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZMovimentosPage.parse(response.json());
}

/** Brings the account's balance to exactly `saldo` with one adjustment. */
async function saldoDe(id: number, saldo: number) {
  const atual = (await conta(id)).saldo;
  if (atual === saldo) return;
  const response = await movimentar(id, {
    tipo: 'ajuste',
    milhas: saldo - atual,
    observacao: 'Saldo do teste',
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('validating a miles ticket with an own account', () => {
  it('takes the miles from the balance with a movement, owes no broker, and a cancelled issuance gives them back', async () => {
    await saldoDe(latam, 50_000);
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const oferecida = (await contasOferecidas(t, alvo.milha)).find((c) => c.id === latam);
    // the picker shows the balance and the own cost per thousand of the own-cost table
    expect(oferecida).toMatchObject({ conta_propria: true, saldo: 50_000, custo_milheiro: '25.80' });

    // the own account's broker: the supplier an order would go to
    const [provedor] = await t.db
      .select({ id: provedores.id })
      .from(provedores)
      .innerJoin(fidelidades, eq(fidelidades.provedor_id, provedores.id))
      .where(eq(fidelidades.id, latam));
    const corretora = await criarFornecedor(t.db, ['pix']);
    if (provedor)
      await t.db
        .insert(fornecedores_provedores)
        .values({ fornecedor_id: corretora, provedor_id: provedor.id });
    const [terceiro] = await t.db
      .select({ id: provedores.id })
      .from(provedores)
      .where(eq(provedores.tipo_servico, 'milhas'))
      .orderBy(asc(provedores.id));
    const [latamPass] = await t.db
      .select({ id: programas.id })
      .from(programas)
      .where(eq(programas.nome, 'LATAM Pass'));
    const linhaPropria = (valor: number) => ({
      ...comuns(alvo),
      subcotacao: alvo.milha,
      tipo: 'milha',
      conta_fidelidade: latam,
      valor,
      valor_compra: '21,50',
    });
    const linhaTerceiro = (valor: number) => ({
      ...comuns(alvo),
      subcotacao: alvo.milha,
      tipo: 'milha',
      provedor_milhas: terceiro?.id,
      programa_fidelidade: latamPass?.id,
      login: 'vendedor.milhas@email-demo.com.br',
      senha: 'Segredo#123',
      cpf: '529.982.247-25',
      titular: 'Vendedor de Milhas',
      valor,
      valor_compra: '23.00',
    });
    const wallet = {
      ...comuns(alvo),
      subcotacao: alvo.wallet,
      tipo: 'wallet',
      provedor_milhas: terceiro?.id,
      programa_fidelidade: latamPass?.id,
      login: 'wallet@email-demo.com.br',
      senha: 'Segredo#123',
      cpf: '529.982.247-25',
      desagio_compra: '10',
    };
    const validar = (linhas: object[]) =>
      t.injectAs('milhas', {
        method: 'POST',
        url: '/api/milhas-validadas/validate/',
        payload: {
          cotacao: alvo.servico.cotacao.id,
          milhas_validadas: linhas,
          seguiu_manual_boas_praticas_milhas: true,
        },
      });

    // more miles than the account holds: refused, nothing taken
    const demais = await validar([linhaPropria(60_000), wallet]);
    expect(demais.statusCode, demais.body).toBe(400);
    expect(expectDetail(demais)).toBe(M.saldoContaInsuficiente(50_000));
    expect(
      (demais.json() as { errors: Record<string, string[]> }).errors['milhas_validadas.0.valor'],
    ).toEqual([M.saldoContaInsuficiente(50_000)]);
    expect((await conta(latam)).saldo).toBe(50_000);

    const response = await validar([linhaPropria(40_000), linhaTerceiro(20_000), wallet]);
    expect(response.statusCode, response.body).toBe(201);
    const resposta = ZValidarMilhasResponse.parse(response.json());
    // the own account's miles cost the own cost per thousand, not the price typed
    const propria = resposta.milhas_validadas.find((m) => m.conta_propria);
    expect(propria).toMatchObject({ valor: 40_000, valor_compra: '25.80', custo: '1032.00' });

    expect((await conta(latam)).saldo).toBe(10_000);
    const [tomada] = (await movimentos(latam)).movimentos;
    expect(tomada).toMatchObject({
      tipo: 'emissao',
      milhas: -40_000,
      saldo_apos: 10_000,
      valor: '1032.00',
      custo_milheiro: '25.80',
      milha_validada: propria?.id,
      venda: alvo.servico.venda.id,
    });
    const [emissao] = await t.db
      .select({ id: emissoes.id })
      .from(emissoes)
      .where(eq(emissoes.subcotacao, alvo.milha));
    if (!emissao) throw new Error('no issuance');
    expect(tomada?.emissao).toBe(emissao.id);

    // the ticket costs both lines; only the third party's is owed
    const detalhe = await t.injectAs('emissor', { method: 'GET', url: `/api/emissoes/${emissao.id}/` });
    const campos = (detalhe.json() as { campos_formadores: { campo_formador: string; valor: string }[] })
      .campos_formadores;
    expect(campos.find((c) => c.campo_formador === 'milheiro')?.valor).toBe('1492.00');
    await registrarLinhas(t, emissao.id);
    const milheiro = (await ordensDaEmissao(t.db, emissao.id)).filter((o) => o.campo_formador === 'milheiro');
    expect(milheiro.map((o) => o.valor)).toEqual(['460.00']);
    expect(milheiro.map((o) => o.fornecedor)).not.toContain(corretora);

    // cancelled before it was concluded: the miles go back, with a movement and an audit row
    const cancelar = await t.injectAs('emissor', {
      method: 'POST',
      url: `/api/emissoes/${emissao.id}/cancelar/`,
      payload: { motivo_cancelamento: 'Cliente desistiu da viagem' },
    });
    expect(cancelar.statusCode, cancelar.body).toBe(200);
    expect((await conta(latam)).saldo).toBe(50_000);
    const [devolvida] = (await movimentos(latam)).movimentos;
    expect(devolvida).toMatchObject({ tipo: 'estorno_emissao', milhas: 40_000, emissao: emissao.id });
    const auditados = await t.db
      .select({ meta: logs.meta })
      .from(logs)
      .where(eq(logs.tipo, 'milhas_proprias_movimento'));
    expect(
      auditados.some((l) => (l.meta as { movimentos: number[] }).movimentos.includes(devolvida?.id ?? 0)),
    ).toBe(true);
  });
});

describe('POST /api/milhas-proprias/contas/{id}/movimentos/', () => {
  it('records purchases, transfers with bonus, expiries and adjustments, never below zero, versioned', async () => {
    await saldoDe(latam, 0);
    await saldoDe(smiles, 0);
    const vendedor = await criarFornecedor(t.db, ['pix']);
    const compra = await movimentar(latam, {
      tipo: 'compra',
      milhas: 100_000,
      valor: '2.450,00'.replace('.', ''),
      fornecedor: vendedor,
      observacao: 'Lote de novembro',
    });
    expect(compra.statusCode, compra.body).toBe(201);
    const comprada = ZMovimentoResponse.parse(compra.json());
    expect(comprada.conta.saldo).toBe(100_000);
    expect(comprada.movimentos[0]).toMatchObject({
      tipo: 'compra',
      milhas: 100_000,
      valor: '2450.00',
      custo_milheiro: '24.50',
      fornecedor: { id: vendedor },
    });
    // buying miles is a payable: an open order to the seller for the price, with no issuance
    const [ordem] = await t.db
      .select()
      .from(ordens_pagamento)
      .where(eq(ordens_pagamento.id, comprada.movimentos[0]?.ordem_pagamento ?? 0));
    expect(ordem).toMatchObject({
      tipo: 'compra_milhas',
      fornecedor: vendedor,
      valor: '2450.00',
      status: 'aberto',
      meio_pagamento: 'pix',
      emissao: null,
      venda: null,
    });
    // the stock at the own cost per thousand (25.80)
    expect(comprada.conta.valor_estoque).toBe('2580.00');

    // a transfer takes from the origin and credits the destination with the bonus
    const transferencia = await movimentar(latam, {
      tipo: 'transferencia',
      milhas: 30_001,
      conta_destino: smiles,
      bonus_porcentagem: '50',
      versao: comprada.conta.versao,
    });
    expect(transferencia.statusCode, transferencia.body).toBe(201);
    const transferida = ZMovimentoResponse.parse(transferencia.json());
    expect(transferida.movimentos.map((m) => [m.conta, m.tipo, m.milhas, m.saldo_apos])).toEqual([
      [latam, 'transferencia_saida', -30_001, 69_999],
      [smiles, 'transferencia_entrada', 45_002, 45_002],
    ]);
    expect((await conta(smiles)).saldo).toBe(45_002);

    // a stale version: 409, nothing written
    const velha = await movimentar(latam, { tipo: 'expiracao', milhas: 1, versao: comprada.conta.versao });
    expect(velha.statusCode).toBe(409);
    expect(expectDetail(velha)).toBe(MENSAGEM_VERSAO);

    // never negative: an expiry or a debit above the balance is refused with it
    const acima = await movimentar(latam, { tipo: 'expiracao', milhas: 70_000 });
    expect(acima.statusCode).toBe(400);
    expect(expectDetail(acima)).toBe(M.saldoInsuficiente(69_999));
    const debito = await movimentar(smiles, { tipo: 'ajuste', milhas: -45_003, observacao: 'Correção' });
    expect(debito.statusCode).toBe(400);
    // two expiries at once that together exceed the balance: the account's row is locked, one passes
    const simultaneas = await Promise.all([
      movimentar(latam, { tipo: 'expiracao', milhas: 40_000 }),
      movimentar(latam, { tipo: 'expiracao', milhas: 40_000 }),
    ]);
    expect(simultaneas.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await conta(latam)).saldo).toBe(29_999);

    // bad input: clear texts, nothing written
    const antes = await t.db.select().from(milhas_proprias_movimentos);
    for (const [payload, campo, mensagem] of [
      [{ tipo: 'expiracao', milhas: 0 }, 'milhas', M.milhasInvalidas],
      [{ tipo: 'ajuste', milhas: 10 }, 'observacao', M.observacaoObrigatoria],
      [{ tipo: 'transferencia', milhas: 10, conta_destino: latam }, 'conta_destino', M.destinoInvalido],
      [
        { tipo: 'transferencia', milhas: 10, conta_destino: smiles, bonus_porcentagem: '500' },
        'bonus_porcentagem',
        M.bonusInvalido,
      ],
      [{ tipo: 'compra', milhas: 10, valor: '0', fornecedor: vendedor }, 'valor', M.valorObrigatorio],
      [{ tipo: 'compra', milhas: 10, valor: '10', fornecedor: 999_999 }, 'fornecedor', M.fornecedorInvalido],
    ] as const) {
      const response = await movimentar(latam, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { errors: Record<string, string[]> }).errors[campo]).toContain(mensagem);
    }
    expect(await t.db.select().from(milhas_proprias_movimentos)).toHaveLength(antes.length);
    expect((await movimentar(999_999, { tipo: 'expiracao', milhas: 1 })).statusCode).toBe(404);

    // the history, newest first, 15 per page
    const pagina = await movimentos(latam);
    expect(pagina.movimentos[0]).toMatchObject({ tipo: 'expiracao', milhas: -40_000, saldo_apos: 29_999 });
    const todas = [...pagina.movimentos];
    for (let page = 2; page <= pagina.pages; page += 1)
      todas.push(...(await movimentos(latam, page)).movimentos);
    expect(todas.map((m) => m.id)).toEqual([...todas.map((m) => m.id)].sort((a, b) => b - a));
    // each movement's balance follows from the previous one
    const cronologica = [...todas].reverse();
    cronologica.slice(1).forEach((m, i) => {
      expect(m.saldo_apos).toBe((cronologica[i]?.saldo_apos ?? 0) + m.milhas);
    });
  });

  it('is for the milhas department and administrators', async () => {
    for (const username of ['consultor', 'financeiro', 'emissor', 'cotador']) {
      const lista = await t.injectAs(username, { method: 'GET', url: '/api/milhas-proprias/contas/' });
      expect(lista.statusCode, username).toBe(403);
      expect((await movimentar(latam, { tipo: 'expiracao', milhas: 1 }, username)).statusCode, username).toBe(
        403,
      );
    }
    expect(
      (await t.injectAs('admin', { method: 'GET', url: '/api/milhas-proprias/contas/' })).statusCode,
    ).toBe(200);
    const ajuste = await movimentar(
      latam,
      { tipo: 'ajuste', milhas: 5, observacao: 'Ajuste do admin' },
      'admin',
    );
    expect(ajuste.statusCode, ajuste.body).toBe(201);
  });
});
