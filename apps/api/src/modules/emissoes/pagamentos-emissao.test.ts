import { AUTH_MESSAGES } from '@skyler/domain/auth';
import {
  EMISSAO_MESSAGES,
  type EmissaoBeneficiario,
  type EmissaoStatus,
  type LinhaPagamentoEmissao,
  type LinhaPagamentoInput,
} from '@skyler/domain/emissoes';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartoes, emissoes, emissoes_pagamentos, logs, notificacoes } from '../../db/schema/index.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { carregarIds } from '../../test/fixtures.ts';
import { contatosDemo } from '../../test/servicos-fixtures.ts';
import {
  contarTabelas,
  criarEmissaoDeTeste,
  definirStatus,
  type EmissaoDeTeste,
  ROLES_NAO_EMISSORES,
} from './detalhe-fixtures.ts';
import { findCamposFormadores } from './emissoes.queries.ts';
import { faturar, servicoFaturado } from './fluxo-fixtures.ts';

let t: TestApp;
let pagante: EmissaoDeTeste;
let milha: EmissaoDeTeste;
let wallet: EmissaoDeTeste;
let hotel: EmissaoDeTeste;
let cartaoAtivo: number;
let cartaoInativo: number;

const BILHETE_PAGANTE = {
  custo_bilhete: '850.00',
  custo_taxa_embarque: '89.90',
  custo_taxa_bagagem: '0',
  custo_taxas_extras: '0',
  rav: '50.00',
};

beforeAll(async () => {
  t = await createTestApp({ referencia: true });
  pagante = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_voo_pagante', bilhete: BILHETE_PAGANTE });
  milha = await criarEmissaoDeTeste(t.db, {
    tipo: 'emissao_voo_milha',
    bilhete: { quantidade_milhas: 30000, custo_bilhete: '420.00', custo_taxa_embarque: '120.00' },
  });
  wallet = await criarEmissaoDeTeste(t.db, {
    tipo: 'emissao_voo_wallet',
    bilhete: { custo_bilhete: '600.00', custo_taxas_extras: '15.50', rav: '30.00' },
  });
  hotel = await criarEmissaoDeTeste(t.db, {
    tipo: 'emissao_hotel',
    detalhes: { nome_hotel: 'Serra Verde', diarias: 4, custo_diaria: '300.00', custo_extras: '0.00' },
  });
  const [ativo, inativo] = await t.db
    .insert(cartoes)
    .values([
      { nome: 'Cartão Corporativo', bandeira: 'Visa', digs: '4821' },
      { nome: 'Cartão Antigo', bandeira: 'Elo', digs: '0007', ativo: false },
    ])
    .returning({ id: cartoes.id });
  cartaoAtivo = ativo?.id ?? 0;
  cartaoInativo = inativo?.id ?? 0;
});
afterAll(() => t.close());

const url = (id: number) => `/api/emissoes/${id}/pagamentos/`;

function salvar(id: number, pagamentos: Partial<LinhaPagamentoInput>[] | unknown, username = 'emissor') {
  return t.injectAs(username, { method: 'POST', url: url(id), payload: { pagamentos } });
}

async function linhas(id: number) {
  return t.db.select().from(emissoes_pagamentos).where(eq(emissoes_pagamentos.emissao, id));
}

const listaPagante = (): LinhaPagamentoInput[] => [
  { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao: null },
  { campo_formador: 'custo_taxa_embarque', responsavel: 'cliente', cartao: null },
  { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
];

/** A refusal of the list: 400 with the message on the field given, and the lines as they were. */
async function esperarRecusa(
  emissao: EmissaoDeTeste,
  pagamentos: LinhaPagamentoInput[],
  campo: string,
  mensagem: string,
) {
  const antes = { tabelas: await contarTabelas(t.db), linhas: await linhas(emissao.id) };
  const response = await salvar(emissao.id, pagamentos);
  expect(response.statusCode, response.body).toBe(400);
  const corpo = response.json() as { detail: string; errors: Record<string, string[]> };
  expect(corpo.errors[campo]).toEqual([mensagem]);
  expect(corpo.detail).toBe(Object.values(corpo.errors)[0]?.[0]);
  expect({ tabelas: await contarTabelas(t.db), linhas: await linhas(emissao.id) }).toEqual(antes);
  return corpo;
}

describe('POST /api/emissoes/{id}/pagamentos/', () => {
  it('saves one line per forming field with the value read from the quote, audited and notified', async () => {
    const pagamentos = listaPagante();
    pagamentos[0] = {
      ...pagamentos[0],
      campo_formador: 'custo_bilhete',
      responsavel: 'skyler',
      cartao: cartaoAtivo,
    };
    const response = await salvar(pagante.id, pagamentos);
    expect(response.statusCode, response.body).toBe(200);
    const salvas = response.json() as LinhaPagamentoEmissao[];
    expect(
      salvas.map(({ campo_formador, responsavel, valor, servico, emissao, tipo_rac }) => ({
        campo_formador,
        responsavel,
        valor,
        servico,
        emissao,
        tipo_rac,
      })),
    ).toEqual([
      {
        campo_formador: 'custo_bilhete',
        responsavel: 'skyler',
        valor: '850.00',
        servico: pagante.servico,
        emissao: pagante.id,
        tipo_rac: null,
      },
      {
        campo_formador: 'custo_taxa_embarque',
        responsavel: 'cliente',
        valor: '89.90',
        servico: pagante.servico,
        emissao: pagante.id,
        tipo_rac: null,
      },
      {
        campo_formador: 'rav',
        responsavel: 'cliente',
        valor: '50.00',
        servico: pagante.servico,
        emissao: pagante.id,
        tipo_rac: null,
      },
    ]);
    expect(salvas[0]?.cartao).toEqual({
      id: cartaoAtivo,
      nome: 'Cartão Corporativo',
      bandeira: 'Visa',
      digs: '4821',
      ativo: true,
    });
    expect(salvas[1]?.cartao).toBeNull();

    const lidas = await t.injectAs('financeiro', { method: 'GET', url: url(pagante.id) });
    expect(lidas.statusCode).toBe(200);
    expect(lidas.json()).toEqual(salvas);

    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'emissao_pagamentos'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log).toMatchObject({
      venda: pagante.venda,
      dados: {
        antes: [],
        depois: [
          { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao: cartaoAtivo, valor: '850.00' },
          { campo_formador: 'custo_taxa_embarque', responsavel: 'cliente', cartao: null, valor: '89.90' },
          { campo_formador: 'rav', responsavel: 'cliente', cartao: null, valor: '50.00' },
        ],
      },
      meta: { entidade: 'emissao', id: pagante.id, servico: pagante.servico },
    });
    const [notificacao] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(notificacao).toMatchObject({ context: 'emissao', venda: pagante.venda });
  });

  it('replaces the whole list in one go', async () => {
    const response = await salvar(pagante.id, [
      { campo_formador: 'rav', responsavel: 'skyler', cartao: cartaoAtivo },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: null },
      { campo_formador: 'custo_bilhete', responsavel: 'cliente' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const guardadas = await linhas(pagante.id);
    expect(guardadas).toHaveLength(3);
    expect(
      Object.fromEntries(guardadas.map((linha) => [linha.campo_formador, [linha.responsavel, linha.cartao]])),
    ).toEqual({
      custo_bilhete: ['cliente', null],
      custo_taxa_embarque: ['skyler', null],
      rav: ['skyler', cartaoAtivo],
    });
    // answered in the order of the type's forming fields
    expect((response.json() as LinhaPagamentoEmissao[]).map((l) => l.campo_formador)).toEqual([
      'custo_bilhete',
      'custo_taxa_embarque',
      'rav',
    ]);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'emissao_pagamentos'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect((log?.dados as { antes: unknown[] } | undefined)?.antes).toHaveLength(3);
  });

  it('computes a hotel daily cost times the nights, and keeps rav even at zero', async () => {
    const response = await salvar(hotel.id, [
      { campo_formador: 'custo_diaria', responsavel: 'skyler', cartao: cartaoAtivo },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as LinhaPagamentoEmissao[]).map((l) => [l.campo_formador, l.valor])).toEqual([
      ['custo_diaria', '1200.00'],
      ['rav', '0.00'],
    ]);
  });

  it('requires every forming field of the issuance', async () => {
    const corpo = await esperarRecusa(
      pagante,
      listaPagante().slice(0, 2),
      'pagamentos',
      EMISSAO_MESSAGES.camposFaltando,
    );
    expect(corpo.detail).toBe(EMISSAO_MESSAGES.camposFaltando);
    await esperarRecusa(hotel, [], 'pagamentos', EMISSAO_MESSAGES.camposFaltando);
  });

  it('refuses a forming field twice', async () => {
    await esperarRecusa(
      pagante,
      [...listaPagante(), { campo_formador: 'rav', responsavel: 'skyler', cartao: null }],
      'pagamentos.3.campo_formador',
      EMISSAO_MESSAGES.campoRepetido,
    );
  });

  it('refuses a field the issuance does not have, or one whose value is zero', async () => {
    await esperarRecusa(
      pagante,
      [...listaPagante(), { campo_formador: 'custo_diaria', responsavel: 'cliente', cartao: null }],
      'pagamentos.3.campo_formador',
      EMISSAO_MESSAGES.campoInvalido,
    );
    await esperarRecusa(
      pagante,
      [{ campo_formador: 'custo_taxa_bagagem', responsavel: 'cliente', cartao: null }, ...listaPagante()],
      'pagamentos.0.campo_formador',
      EMISSAO_MESSAGES.campoInvalido,
    );
    // a miles ticket's cost is its milheiro line
    await esperarRecusa(
      milha,
      [{ campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao: null }],
      'pagamentos.0.campo_formador',
      EMISSAO_MESSAGES.campoInvalido,
    );
  });

  it('keeps the miles and a miles or wallet ticket cost with the agency, without a card', async () => {
    const milhaOk: LinhaPagamentoInput[] = [
      { campo_formador: 'milheiro', responsavel: 'skyler', cartao: null },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: cartaoAtivo },
      { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
    ];
    await esperarRecusa(
      milha,
      [
        { ...milhaOk[0], campo_formador: 'milheiro', responsavel: 'cliente', cartao: null },
        ...milhaOk.slice(1),
      ],
      'pagamentos.0.responsavel',
      EMISSAO_MESSAGES.responsavelFixo,
    );
    await esperarRecusa(
      milha,
      [{ campo_formador: 'milheiro', responsavel: 'skyler', cartao: cartaoAtivo }, ...milhaOk.slice(1)],
      'pagamentos.0.cartao',
      EMISSAO_MESSAGES.cartaoNaoPermitido,
    );
    await esperarRecusa(
      wallet,
      [
        { campo_formador: 'custo_bilhete', responsavel: 'cliente', cartao: null },
        { campo_formador: 'custo_taxas_extras', responsavel: 'cliente', cartao: null },
        { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
      ],
      'pagamentos.0.responsavel',
      EMISSAO_MESSAGES.responsavelFixo,
    );
    const response = await salvar(milha.id, milhaOk);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as LinhaPagamentoEmissao[]).map((l) => [l.campo_formador, l.valor])).toEqual([
      ['milheiro', '420.00'],
      ['custo_taxa_embarque', '120.00'],
      ['rav', '0.00'],
    ]);
  });

  it('takes a card only when the agency pays, and only an active one', async () => {
    const comCartao = (responsavel: 'cliente' | 'skyler', cartao: number): LinhaPagamentoInput[] => [
      { campo_formador: 'custo_bilhete', responsavel, cartao },
      ...listaPagante().slice(1),
    ];
    await esperarRecusa(
      pagante,
      comCartao('cliente', cartaoAtivo),
      'pagamentos.0.cartao',
      EMISSAO_MESSAGES.cartaoSoAgencia,
    );
    await esperarRecusa(
      pagante,
      comCartao('skyler', cartaoInativo),
      'pagamentos.0.cartao',
      EMISSAO_MESSAGES.cartaoInvalido,
    );
    await esperarRecusa(
      pagante,
      comCartao('skyler', 999_999),
      'pagamentos.0.cartao',
      EMISSAO_MESSAGES.cartaoInvalido,
    );
  });

  it('reports every line at fault at once', async () => {
    const corpo = await esperarRecusa(
      milha,
      [
        { campo_formador: 'milheiro', responsavel: 'cliente', cartao: cartaoAtivo },
        { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: cartaoInativo },
      ],
      'pagamentos.0.responsavel',
      EMISSAO_MESSAGES.responsavelFixo,
    );
    expect(corpo.errors).toEqual({
      'pagamentos.0.responsavel': [EMISSAO_MESSAGES.responsavelFixo],
      'pagamentos.0.cartao': [EMISSAO_MESSAGES.cartaoSoAgencia],
      'pagamentos.1.cartao': [EMISSAO_MESSAGES.cartaoInvalido],
      pagamentos: [EMISSAO_MESSAGES.camposFaltando],
    });
  });

  it('refuses a malformed body with field errors', async () => {
    const antes = await contarTabelas(t.db);
    const response = await salvar(pagante.id, [{ campo_formador: 'rav', responsavel: 'fornecedor' }]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(['pagamentos.0.responsavel']);
    const semLista = await t.injectAs('emissor', { method: 'POST', url: url(pagante.id), payload: {} });
    expect(semLista.statusCode).toBe(400);
    expect(await contarTabelas(t.db)).toEqual(antes);
  });

  it.each(['finalizada', 'cancelada', 'rac'] satisfies EmissaoStatus[])(
    'refuses saving when the issuance is %s (409), keeping its lines',
    async (status) => {
      const emissao = await criarEmissaoDeTeste(t.db, {
        tipo: 'emissao_voo_pagante',
        bilhete: BILHETE_PAGANTE,
      });
      expect((await salvar(emissao.id, listaPagante())).statusCode).toBe(200);
      await definirStatus(t.db, emissao.id, status);
      const antes = { tabelas: await contarTabelas(t.db), linhas: await linhas(emissao.id) };
      const response = await salvar(
        emissao.id,
        listaPagante().map((linha) => ({ ...linha, responsavel: 'skyler' })),
      );
      expect(response.statusCode).toBe(409);
      expect(expectDetail(response)).toBe(EMISSAO_MESSAGES.naoEditavel);
      expect({ tabelas: await contarTabelas(t.db), linhas: await linhas(emissao.id) }).toEqual(antes);
      const lidas = await t.injectAs('consultor', { method: 'GET', url: url(emissao.id) });
      expect(lidas.json()).toHaveLength(3);
    },
  );

  it.each([...ROLES_NAO_EMISSORES, 'cliente'])('refuses %s (403) and changes nothing', async (username) => {
    const antes = { tabelas: await contarTabelas(t.db), linhas: await linhas(pagante.id) };
    const response = await salvar(pagante.id, listaPagante(), username);
    expect(response.statusCode).toBe(403);
    expect(expectDetail(response)).toBe(AUTH_MESSAGES.forbidden);
    expect({ tabelas: await contarTabelas(t.db), linhas: await linhas(pagante.id) }).toEqual(antes);
  });

  it('answers 404 for an issuance that does not exist', async () => {
    const post = await salvar(999_999, listaPagante());
    expect(post.statusCode).toBe(404);
    expect(expectDetail(post)).toBe(EMISSAO_MESSAGES.naoEncontrada);
    const get = await t.injectAs('consultor', { method: 'GET', url: url(999_999) });
    expect(get.statusCode).toBe(404);
  });
});

describe('GET /api/emissoes/{id}/pagamentos/', () => {
  it('is empty before any line is saved, read by staff and refused to the customer account', async () => {
    const emissao = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_outro',
      detalhes: { custo_total: '90.00' },
    });
    for (const username of ['admin', 'emissor', ...ROLES_NAO_EMISSORES]) {
      const response = await t.injectAs(username, { method: 'GET', url: url(emissao.id) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect((await t.injectAs('cliente', { method: 'GET', url: url(emissao.id) })).statusCode).toBe(403);
  });
});

describe('an issuance created by the flow', () => {
  it('takes its payment lines from its forming fields, and its passengers from the service', async () => {
    const ids = await carregarIds(t.db);
    const passageiros = await contatosDemo(t, 2);
    const { servico } = await servicoFaturado(t, ids, { kind: 'voo_pagantes', passageiros });
    expect(await faturar(t, servico)).toBe('emissao');
    const criadas = await t.db.select().from(emissoes).where(eq(emissoes.servico, servico));
    expect(criadas).toHaveLength(2);
    for (const emissao of criadas) {
      const campos = await findCamposFormadores(t.db, emissao.id);
      expect(campos.map((c) => c.campo_formador)).toContain('rav');
      const response = await salvar(
        emissao.id,
        campos.map((campo) => ({
          campo_formador: campo.campo_formador,
          responsavel: campo.responsavel_fixo ?? 'skyler',
          cartao: campo.cartao_permitido ? cartaoAtivo : null,
        })),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(
        (response.json() as LinhaPagamentoEmissao[]).map((l) => [l.campo_formador, l.valor, l.servico]),
      ).toEqual(campos.map((c) => [c.campo_formador, c.valor, servico]));

      const beneficiarios = await t.injectAs('emissor', {
        method: 'GET',
        url: `/api/emissoes/${emissao.id}/beneficiarios/`,
      });
      const lista = beneficiarios.json() as EmissaoBeneficiario[];
      expect(lista.map((b) => b.contato.id)).toEqual(passageiros);
      const put = await t.injectAs('emissor', {
        method: 'PUT',
        url: `/api/emissoes/${emissao.id}/beneficiarios/`,
        payload: { id: lista[0]?.id, eticket: `957${emissao.id}` },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ eticket: `957${emissao.id}` });
    }
  });
});
