import {
  CONCILIACAO_BANCO_MESSAGES as M,
  ZCandidatoMovimento,
  ZConciliacaoBanco,
  ZMovimentoConciliado,
} from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contas_bancarias,
  contatos,
  extratos_bancarios,
  fornecedores,
  logs,
  movimentos_bancarios,
  movimentos_bancarios_vinculos,
  ordens_pagamento,
  pagamentos,
} from '../../db/schema/index.ts';
import { corpoPagamento, criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { identificadoresDaLinha } from '../contas-bancarias/extrato-arquivo.ts';
import { criarFornecedor } from '../ordens-pagamento/test-fixtures.ts';
import { sugerirMovimentos } from './movimentos-bancarios.service.ts';
import { resultadosDosMovimentos } from './sugestoes.ts';

let conta = 0;
let chave = 0;

const CPF_ANA = '52998224725';
const CNPJ_FORNECEDOR = '11222333000181';
const OUTROS = ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente'];

/** An open payment of a new client (CPF given) on the due day given. */
async function pagamentoAberto(valor: string, vencimento: string, cpf: string | null = null) {
  const venda = await criarVendaComServicos(t.db, { valores: [valor] });
  if (cpf) await t.db.update(contatos).set({ cpf }).where(eq(contatos.id, venda.cliente));
  const response = await t.injectAs('financeiro', {
    method: 'POST',
    url: '/api/pagamentos/',
    payload: corpoPagamento(venda, { valor_pagamento: { valor, moeda: 'BRL' }, data_vencimento: vencimento }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { id: number }).id, venda };
}

async function movimento(
  valor: string,
  data: string,
  extra: Partial<typeof movimentos_bancarios.$inferInsert> = {},
) {
  chave++;
  const [row] = await t.db
    .insert(movimentos_bancarios)
    .values({
      conta,
      chave: `T${chave}`,
      data,
      tipo: 'credito',
      valor,
      descricao: `PIX RECEBIDO ${chave}`,
      ...extra,
    })
    .returning();
  if (!row) throw new Error('movement not created');
  return row;
}

async function ler(id: number) {
  const [row] = await t.db.select().from(movimentos_bancarios).where(eq(movimentos_bancarios.id, id));
  if (!row) throw new Error('no movement');
  return row;
}

async function post(url: string, payload: unknown, username = 'financeiro') {
  return t.injectAs(username, { method: 'POST', url, payload: payload as Record<string, unknown> });
}

usarApp();

beforeAll(async () => {
  const [c] = await t.db
    .insert(contas_bancarias)
    .values({ banco: '341', agencia: '0001', conta: '12345-6', descricao: 'Itaú movimento' })
    .returning({ id: contas_bancarias.id });
  conta = c?.id ?? 0;
}, 60_000);

describe('matching a statement line', () => {
  it('suggests the exact payment, idempotently, and finance confirms it: the open payment is concluded', async () => {
    const { id: pagamento } = await pagamentoAberto('1234.56', '2020-01-08', CPF_ANA);
    const linha = await movimento('1234.56', '2020-01-09', { documento: CPF_ANA });
    const sem = await movimento('77.77', '2020-01-09');
    const primeira = await t.db.transaction((tx) => sugerirMovimentos(tx, conta));
    expect(primeira.alterados).toBeGreaterThanOrEqual(2);
    expect(await ler(linha.id)).toMatchObject({ status: 'sugerido', motivo_pendencia: null });
    expect(await ler(sem.id)).toMatchObject({ status: 'pendente', motivo_pendencia: 'sem_correspondencia' });
    const segunda = await t.db.transaction((tx) => sugerirMovimentos(tx, conta));
    expect(segunda.alterados).toBe(0);

    const atual = await ler(linha.id);
    const response = await post(`/api/movimentos-bancarios/${linha.id}/conciliar/`, {
      pagamentos: [pagamento],
      versao: atual.versao,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZMovimentoConciliado.parse(response.json());
    expect(body).toMatchObject({ status: 'conciliado', vinculos: [{ pagamento, valor: '1234.56' }] });
    const [p] = await t.db.select().from(pagamentos).where(eq(pagamentos.id, pagamento));
    expect(p).toMatchObject({ status: 'concluido', data_pagamento: '2020-01-09' });
    const auditoria = await t.db
      .select()
      .from(logs)
      .where(inArray(logs.tipo, ['movimento_bancario_conciliado']));
    expect(auditoria.some((l) => (l.meta as { id: number }).id === linha.id)).toBe(true);

    // stale and repeated writes
    const stale = await post(`/api/movimentos-bancarios/${linha.id}/conciliar/`, {
      pagamentos: [pagamento],
      versao: atual.versao,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ detail: MENSAGEM_VERSAO });
    const repetido = await post(`/api/movimentos-bancarios/${linha.id}/conciliar/`, {
      pagamentos: [pagamento],
      versao: body.versao,
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toMatchObject({ detail: M.jaConciliado });
  });

  it('one credit settles two payments; one payment is received in two lines', async () => {
    const a = await pagamentoAberto('100.00', '2020-01-08');
    const b = await pagamentoAberto('250.00', '2020-01-08');
    const junta = await movimento('350.00', '2020-01-08');
    const ok = await post(`/api/movimentos-bancarios/${junta.id}/conciliar/`, {
      pagamentos: [a.id, b.id],
      versao: junta.versao,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ZMovimentoConciliado.parse(ok.json()).vinculos.map((v) => v.valor)).toEqual(['100.00', '250.00']);

    const c = await pagamentoAberto('1000.00', '2020-01-08');
    const parte1 = await movimento('400.00', '2020-01-08');
    const parte2 = await movimento('600.00', '2020-01-09');
    const r1 = await post(`/api/movimentos-bancarios/${parte1.id}/conciliar/`, {
      pagamentos: [c.id],
      versao: parte1.versao,
    });
    expect(r1.statusCode, r1.body).toBe(200);
    const [aberto] = await t.db.select().from(pagamentos).where(eq(pagamentos.id, c.id));
    expect(aberto?.status).toBe('nao_efetuado');
    const demais = await post(`/api/movimentos-bancarios/${parte2.id}/conciliar/`, {
      pagamentos: [c.id],
      versao: parte2.versao,
    });
    expect(demais.statusCode, demais.body).toBe(200);
    const [pago] = await t.db.select().from(pagamentos).where(eq(pagamentos.id, c.id));
    expect(pago?.status).toBe('concluido');
  });

  it('refuses a line larger than what is owed, the wrong side, and both kinds at once, changing nothing', async () => {
    const p = await pagamentoAberto('50.00', '2020-01-08');
    const linha = await movimento('50.01', '2020-01-08');
    const acima = await post(`/api/movimentos-bancarios/${linha.id}/conciliar/`, {
      pagamentos: [p.id],
      versao: linha.versao,
    });
    expect(acima.statusCode).toBe(400);
    expect(acima.json()).toMatchObject({ detail: M.valorAcimaDoDevido });
    const lado = await post(`/api/movimentos-bancarios/${linha.id}/conciliar/`, {
      ordens: [1],
      versao: linha.versao,
    });
    expect(lado.json()).toMatchObject({ detail: M.creditoSoPagamentos });
    const ambos = await post(`/api/movimentos-bancarios/${linha.id}/conciliar/`, {
      pagamentos: [p.id],
      ordens: [1],
      versao: linha.versao,
    });
    expect(ambos.statusCode).toBe(400);
    const inexistente = await post(`/api/movimentos-bancarios/999999/conciliar/`, {
      pagamentos: [p.id],
      versao: 1,
    });
    expect(inexistente.statusCode).toBe(404);
    expect(await ler(linha.id)).toMatchObject({ status: 'pendente', versao: linha.versao });
    const vinculos = await t.db
      .select()
      .from(movimentos_bancarios_vinculos)
      .where(eq(movimentos_bancarios_vinculos.movimento, linha.id));
    expect(vinculos).toEqual([]);
  });

  it('a debit pays an open order through the orders service; undo unlinks it', async () => {
    const fornecedor = await criarFornecedor(t.db);
    await t.db.update(fornecedores).set({ cnpj: CNPJ_FORNECEDOR }).where(eq(fornecedores.id, fornecedor));
    const [ordem] = await t.db
      .insert(ordens_pagamento)
      .values({
        tipo: 'compra_milhas',
        fornecedor,
        valor: '800.00',
        meio_pagamento: 'pix',
        vencimento: '2020-01-08',
      })
      .returning();
    if (!ordem) throw new Error('no order');
    const linha = await movimento('800.00', '2020-01-08', { tipo: 'debito', documento: CNPJ_FORNECEDOR });
    await t.db.transaction((tx) => sugerirMovimentos(tx, conta));
    const sugerido = await ler(linha.id);
    expect(sugerido.status).toBe('sugerido');
    const ok = await post('/api/movimentos-bancarios/conciliar-exatas/?conta=' + conta, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { movimentos: number[] }).movimentos).toContain(linha.id);
    const [paga] = await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.id, ordem.id));
    expect(paga).toMatchObject({ status: 'pago', data_pagamento: '2020-01-08' });

    const conciliado = await ler(linha.id);
    const desfeito = await post(`/api/movimentos-bancarios/${linha.id}/desfazer/`, {
      versao: conciliado.versao,
    });
    expect(desfeito.statusCode, desfeito.body).toBe(200);
    expect(ZMovimentoConciliado.parse(desfeito.json())).toMatchObject({ status: 'sugerido', vinculos: [] });
  });

  it("a debit naming a supplier's Pix key matches that supplier's order among two of the same amount", async () => {
    const comChave = await criarFornecedor(t.db);
    await t.db
      .update(fornecedores)
      .set({ chave_pix: 'pagamentos@hotelmare.com.br' })
      .where(eq(fornecedores.id, comChave));
    const outro = await criarFornecedor(t.db);
    const ordens = await t.db
      .insert(ordens_pagamento)
      .values(
        [comChave, outro].map((fornecedor) => ({
          tipo: 'compra_milhas' as const,
          fornecedor,
          valor: '450.00',
          meio_pagamento: 'pix' as const,
          vencimento: '2020-02-10',
        })),
      )
      .returning();
    const texto = 'PIX ENVIADO PAGAMENTOS@HOTELMARE.COM.BR';
    const linha = await movimento('450.00', '2020-02-10', {
      tipo: 'debito',
      descricao: texto,
      documento: identificadoresDaLinha(texto).documento,
    });
    const semChave = await movimento('450.00', '2020-02-10', { tipo: 'debito', descricao: 'PIX ENVIADO' });
    await t.db.transaction((tx) => sugerirMovimentos(tx, conta));
    expect(await ler(linha.id)).toMatchObject({
      status: 'sugerido',
      documento: 'pagamentos@hotelmare.com.br',
    });
    const [sugestao] =
      (await resultadosDosMovimentos(t.db, [await ler(linha.id)])).get(linha.id)?.sugestoes ?? [];
    expect(sugestao).toMatchObject({ ordens: [ordens[0]?.id], exata: true });
    // with the keyed order taken by its line, the other line of the same amount has one order left
    expect(await ler(semChave.id)).toMatchObject({ status: 'sugerido', motivo_pendencia: null });
  });

  it('ignores a bank fee with its category, and undoes it', async () => {
    const tarifa = await movimento('12.90', '2020-01-08', { tipo: 'debito', descricao: 'TARIFA PACOTE' });
    const semMotivo = await post(`/api/movimentos-bancarios/${tarifa.id}/ignorar/`, {
      categoria: 'tarifa_bancaria',
      motivo: '',
      versao: tarifa.versao,
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json()).toMatchObject({ errors: { motivo: [M.motivoObrigatorio] } });
    const ok = await post(`/api/movimentos-bancarios/${tarifa.id}/ignorar/`, {
      categoria: 'tarifa_bancaria',
      motivo: 'Tarifa mensal do pacote',
      versao: tarifa.versao,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ZMovimentoConciliado.parse(ok.json());
    expect(body).toMatchObject({ status: 'ignorado', categoria: 'tarifa_bancaria' });
    const desfeito = await post(`/api/movimentos-bancarios/${tarifa.id}/desfazer/`, { versao: body.versao });
    expect(desfeito.json()).toMatchObject({ status: 'pendente', categoria: null });
  });

  it('lists what a line may settle by hand: the closest amounts first, searched by name, sale or amount', async () => {
    const perto = await pagamentoAberto('400.10', '2021-05-04');
    const igual = await pagamentoAberto('400.00', '2021-06-30');
    const longe = await pagamentoAberto('950.00', '2021-05-04');
    const linha = await movimento('400.00', '2021-05-05');
    async function candidatos(busca = '') {
      const response = await t.injectAs('financeiro', {
        method: 'GET',
        url: `/api/movimentos-bancarios/${linha.id}/candidatos/?busca=${encodeURIComponent(busca)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return z.array(ZCandidatoMovimento).parse(response.json());
    }
    const todos = (await candidatos()).map((c) => c.id);
    // the same amount first, then 10 cents off; far amounts after them
    expect(todos.indexOf(igual.id)).toBe(0);
    expect(todos.indexOf(perto.id)).toBe(1);
    expect(todos.indexOf(longe.id)).toBeGreaterThan(1);
    expect((await candidatos('950,00')).map((c) => c.id)).toContain(longe.id);
    expect((await candidatos('950,00')).map((c) => c.id)).not.toContain(igual.id);
    const [porVenda] = await candidatos(String(longe.venda.venda));
    expect(porVenda).toMatchObject({
      id: longe.id,
      venda: longe.venda.venda,
      valor: '950.00',
      restante: '950.00',
    });
    await t.db
      .update(contatos)
      .set({ nome: 'Joaquim', nome_busca: 'joaquim pagador' })
      .where(eq(contatos.id, longe.venda.cliente));
    expect(await candidatos('Joaquím')).toEqual([
      expect.objectContaining({ id: longe.id, nome: 'Joaquim Pagador' }),
    ]);
    // a debit lists orders, not payments
    const debito = await movimento('400.00', '2021-05-05', { tipo: 'debito' });
    const ordens = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/movimentos-bancarios/${debito.id}/candidatos/`,
    });
    expect(ordens.json().map((c: { id: number }) => c.id)).not.toContain(igual.id);
    const nenhum = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/movimentos-bancarios/999999/candidatos/',
    });
    expect(nenhum.statusCode).toBe(404);
  });

  it('answers finance and administrators; refuses every other role with 403', async () => {
    const linha = await movimento('3.33', '2020-01-08', { tipo: 'debito' });
    for (const username of OUTROS) {
      for (const [url, payload] of [
        [
          `/api/movimentos-bancarios/${linha.id}/ignorar/`,
          { categoria: 'outros', motivo: 'Teste', versao: 1 },
        ],
        [`/api/movimentos-bancarios/${linha.id}/conciliar/`, { ordens: [1], versao: 1 }],
        [`/api/movimentos-bancarios/${linha.id}/desfazer/`, { versao: 1 }],
        [`/api/movimentos-bancarios/conciliar-exatas/?conta=${conta}`, {}],
        ['/api/movimentos-bancarios/fora-do-banco/', { pagamento: 1, motivo: 'Dinheiro', versao: 1 }],
      ] as const) {
        expect((await post(url, payload, username)).statusCode, `${username} ${url}`).toBe(403);
      }
      for (const url of [
        `/api/conciliacao/banco/?conta=${conta}`,
        `/api/movimentos-bancarios/${linha.id}/candidatos/`,
      ]) {
        const get = await t.injectAs(username, { method: 'GET', url });
        expect(get.statusCode, `${username} ${url}`).toBe(403);
      }
    }
    const admin = await post(
      `/api/movimentos-bancarios/${linha.id}/ignorar/`,
      {
        categoria: 'imposto',
        motivo: 'IOF',
        versao: linha.versao,
      },
      'admin',
    );
    expect(admin.statusCode, admin.body).toBe(200);
  });
});

describe('GET /api/conciliacao/banco/', () => {
  let contaB = 0;
  async function banco(query = '') {
    const response = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/conciliacao/banco/?conta=${contaB}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZConciliacaoBanco.parse(response.json());
  }

  it('closes when every line is explained and every concluded payment has its line; finds what is injected', async () => {
    const [c] = await t.db
      .insert(contas_bancarias)
      .values({ banco: '001', agencia: '1234', conta: '99999-0', descricao: 'BB' })
      .returning({ id: contas_bancarias.id });
    contaB = c?.id ?? 0;
    const [extrato] = await t.db
      .insert(extratos_bancarios)
      .values({
        conta: contaB,
        arquivo_nome: 'extrato.ofx',
        formato: 'ofx',
        hash: 'h1',
        inicio: '2019-03-01',
        fim: '2019-03-31',
        saldo_final: '1500.00',
        saldo_data: '2019-03-31',
      })
      .returning({ id: extratos_bancarios.id });
    // opening balance 1000.00: + 520.00 received − 20.00 fee = 1500.00
    const p = await pagamentoAberto('520.00', '2019-03-10');
    const saved = conta;
    conta = contaB;
    const recebido = await movimento('520.00', '2019-03-11', { extrato: extrato?.id });
    const tarifa = await movimento('20.00', '2019-03-31', { extrato: extrato?.id, tipo: 'debito' });
    conta = saved;

    const antes = await banco();
    expect(antes.pendencias.map((x) => [x.tipo, x.movimento])).toEqual([
      ['movimento_nao_explicado', recebido.id],
      ['movimento_nao_explicado', tarifa.id],
    ]);
    expect(antes).toMatchObject({ saldo_extrato: '1500.00', saldo_sistema: '1000.00' });
    expect(antes.pendencias[0]?.sugestoes).toEqual([
      expect.objectContaining({ pagamentos: [p.id], valor: '520.00', exata: true }),
    ]);
    expect(antes.contas.map((x) => x.id)).toEqual(expect.arrayContaining([conta, contaB]));

    expect(
      (
        await post(`/api/movimentos-bancarios/${recebido.id}/conciliar/`, {
          pagamentos: [p.id],
          versao: recebido.versao,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(`/api/movimentos-bancarios/${tarifa.id}/ignorar/`, {
          categoria: 'tarifa_bancaria',
          motivo: 'Tarifa',
          versao: tarifa.versao,
        })
      ).statusCode,
    ).toBe(200);
    const fechado = await banco();
    expect(fechado.pendencias).toEqual([]);
    expect(fechado).toMatchObject({ saldo_extrato: '1500.00', saldo_sistema: '1500.00' });

    // a line written straight into the database that nothing explains, and a payment concluded with no line
    const [injetado] = await t.db
      .insert(movimentos_bancarios)
      .values({ conta: contaB, chave: 'INJ', data: '2019-03-15', tipo: 'credito', valor: '9.99' })
      .returning({ id: movimentos_bancarios.id });
    const solto = await pagamentoAberto('61.00', '2019-03-12');
    await t.db
      .update(pagamentos)
      .set({ status: 'concluido', data_pagamento: '2019-03-12' })
      .where(eq(pagamentos.id, solto.id));
    // and a conciliado line whose links no longer add up
    await t.db
      .update(movimentos_bancarios_vinculos)
      .set({ valor: '500.00' })
      .where(eq(movimentos_bancarios_vinculos.movimento, recebido.id));
    const aberto = await banco();
    expect(aberto.pendencias.map((x) => [x.tipo, x.pagamento ?? x.movimento]).sort()).toEqual(
      [
        ['movimento_nao_explicado', injetado?.id],
        ['pagamento_sem_movimento', solto.id],
        ['pagamento_sem_movimento', p.id],
        ['vinculos_diferentes', recebido.id],
      ].sort(),
    );
    expect((await banco('&inicio=2019-03-13&fim=2019-03-20')).pendencias.map((x) => x.tipo)).toEqual([
      'movimento_nao_explicado',
    ]);

    // the payment settled in cash is marked outside the bank and leaves the list
    const [lido] = await t.db.select().from(pagamentos).where(eq(pagamentos.id, solto.id));
    const fora = await post('/api/movimentos-bancarios/fora-do-banco/', {
      pagamento: solto.id,
      motivo: 'Recebido em dinheiro na loja',
      versao: lido?.versao,
    });
    expect(fora.statusCode, fora.body).toBe(200);
    expect((await banco()).pendencias.some((x) => x.pagamento === solto.id)).toBe(false);
    const comLinha = await post('/api/movimentos-bancarios/fora-do-banco/', {
      pagamento: p.id,
      motivo: 'Dinheiro',
      versao: 99,
    });
    expect(comLinha.statusCode).toBe(409);

    // one the bank explains in part (500.00 of 520.00 now) is marked for the rest and leaves the list
    const [parcial] = await t.db.select().from(pagamentos).where(eq(pagamentos.id, p.id));
    const resto = await post('/api/movimentos-bancarios/fora-do-banco/', {
      pagamento: p.id,
      motivo: 'Diferença recebida em dinheiro',
      versao: parcial?.versao,
    });
    expect(resto.statusCode, resto.body).toBe(200);
    expect((await banco()).pendencias.some((x) => x.pagamento === p.id)).toBe(false);
    // one the bank explains in full is refused
    await t.db
      .update(movimentos_bancarios_vinculos)
      .set({ valor: '520.00' })
      .where(eq(movimentos_bancarios_vinculos.movimento, recebido.id));
    const desmarcado = await post('/api/movimentos-bancarios/fora-do-banco/', {
      pagamento: p.id,
      motivo: null,
      versao: resto.json().versao,
    });
    expect(desmarcado.statusCode, desmarcado.body).toBe(200);
    const coberto = await post('/api/movimentos-bancarios/fora-do-banco/', {
      pagamento: p.id,
      motivo: 'Dinheiro',
      versao: desmarcado.json().versao,
    });
    expect(coberto.statusCode).toBe(400);
    expect(coberto.json()).toMatchObject({ detail: M.foraDoBancoComMovimento });
  });

  it('refuses an unknown account and a period that ends before it starts', async () => {
    const nenhuma = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/conciliacao/banco/?conta=999999',
    });
    expect(nenhuma.statusCode).toBe(404);
    expect(nenhuma.json()).toMatchObject({ detail: M.contaNaoEncontrada });
    const periodo = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/conciliacao/banco/?conta=${contaB}&inicio=2019-03-10&fim=2019-03-01`,
    });
    expect(periodo.statusCode).toBe(400);
    expect(periodo.json()).toMatchObject({ detail: M.periodoInvalido });
  });
});
