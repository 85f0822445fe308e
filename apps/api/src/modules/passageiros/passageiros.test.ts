import { ZCotacao } from '@skyler/domain/cotacoes';
import {
  BENEFICIARIO_MESSAGES,
  PASSAGEIROS_MESSAGES,
  ZPassageirosDoOrcamento,
} from '@skyler/domain/passageiros';
import { ZBeneficiariosDaCotacao } from '@skyler/domain/servicos';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contatos, documentos_contato, logs, passageiros, vendas } from '../../db/schema/index.ts';
import {
  PASSAGEIROS_DEMO,
  PASSAGEIROS_DEMO_DESCRICAO,
  seedPassageirosDemo,
} from '../../db/seed/passageiros-demo.ts';
import { expectDetail } from '../../test/app.ts';
import {
  carregarIds,
  corpoVoo,
  criarOrcamento,
  criarVenda,
  type Ids,
  ROLES_STAFF,
} from '../../test/fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

let ids: Ids;
/** Lisbon: one with no passport, CPF nor birth date; one with every document */
let semPassaporte: number;
let completo: number;
let outro: number;

const ZResposta = z.array(ZPassageirosDoOrcamento);

async function novoContato(valores: Partial<typeof contatos.$inferInsert> & { nome: string }) {
  const [row] = await t.db
    .insert(contatos)
    .values({ sobrenome: 'Teste', nome_busca: valores.nome.toLowerCase(), ...valores })
    .returning({ id: contatos.id });
  if (!row) throw new Error('contact not created');
  return row.id;
}

usarApp({ referencia: true });

beforeAll(async () => {
  ids = await carregarIds(t.db);
  semPassaporte = await novoContato({ nome: 'Rui', sobrenome: 'Sem Passaporte' });
  completo = await novoContato({ nome: 'Clara', sobrenome: 'Completa', data_nascimento: '1980-02-02' });
  await t.db.insert(documentos_contato).values({
    contato_id: completo,
    tipo: 'passaporte',
    numero: 'YB000001',
    data_validade: '2031-05-05',
    nome_passaporte: 'CLARA COMPLETA',
  });
  outro = await novoContato({ nome: 'Otto', cpf: '52998224725', data_nascimento: '1970-01-01' });
}, 120_000);

/** A sale in proposta with one flight request (2 adults) and `n` of its quotes in the cart. */
async function carrinho(n = 2) {
  const venda = await criarVenda(t.db);
  const orcamento = await criarOrcamento(t.db, { venda, tipo: 'orcamento_voo' });
  const cotacoes: number[] = [];
  for (let i = 0; i < n; i += 1) cotacoes.push(await novaCotacao(orcamento, venda));
  return { venda, orcamento, cotacoes };
}

async function novaCotacao(orcamento: number, venda: number, noCarrinho = true) {
  const criada = await t.injectAs('cotador', {
    method: 'POST',
    url: `/api/orcamentos/${orcamento}/cotacoes/`,
    payload: corpoVoo(ids),
  });
  expect(criada.statusCode, criada.body).toBe(201);
  const { id } = ZCotacao.parse(criada.json());
  if (noCarrinho) await paraOCarrinho(venda, id);
  return id;
}

async function paraOCarrinho(venda: number, cotacao: number) {
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/carrinho/`,
    payload: { cotacao },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const salvarPassageiros = (orcamento: number, lista: number[], username = 'consultor') =>
  t.injectAs(username, {
    method: 'PUT',
    url: `/api/orcamentos/${orcamento}/passageiros/`,
    payload: { contatos: lista },
  });
const excluir = (cotacao: number, excluidos: number[], username = 'consultor') =>
  t.injectAs(username, {
    method: 'PUT',
    url: `/api/cotacoes/${cotacao}/passageiros/`,
    payload: { excluidos },
  });

/** contact ids of each cart quote's beneficiaries */
async function beneficiarios(venda: number): Promise<Record<number, number[]>> {
  const response = await t.injectAs('consultor', {
    method: 'GET',
    url: `/api/vendas/${venda}/beneficiarios/`,
  });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    z
      .array(ZBeneficiariosDaCotacao)
      .parse(response.json())
      .map((c) => [c.cotacao, c.beneficiarios.map((b) => b.contato.id)]),
  );
}

const ultimoLog = async (tipo: string, venda: number) =>
  (
    await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, tipo), eq(logs.venda, venda)))
      .orderBy(desc(logs.id))
      .limit(1)
  )[0];

describe('passengers chosen once for all the quotes of a request', () => {
  it('become the beneficiaries of every quote in the cart, with their documents’ warnings, audited', async () => {
    const { venda, orcamento, cotacoes } = await carrinho();
    const response = await salvarPassageiros(orcamento, [completo, semPassaporte]);
    expect(response.statusCode, response.body).toBe(200);
    const [doOrcamento] = ZResposta.parse(response.json());
    expect(doOrcamento?.passageiros.map((p) => p.id)).toEqual([completo, semPassaporte]);
    expect(doOrcamento?.quantidade).toBe(2);
    expect(await beneficiarios(venda)).toEqual({
      [cotacoes[0] ?? 0]: [completo, semPassaporte],
      [cotacoes[1] ?? 0]: [completo, semPassaporte],
    });
    // GRU → Madrid → Lisbon and back: the one without documents is warned, the complete one is not
    for (const cotacao of doOrcamento?.cotacoes ?? []) {
      expect(cotacao.avisos.map((a) => [a.contato.id, a.avisos.map((x) => x.codigo)])).toEqual([
        [completo, []],
        [semPassaporte, ['passaporte_ausente', 'nascimento_ausente']],
      ]);
    }
    const log = await ultimoLog('passageiros_alterados', venda);
    expect(log?.meta).toMatchObject({ entidade: 'orcamento', id: orcamento });
    const { depois } = (log?.dados ?? {}) as { depois: { id: number }[] };
    expect(depois.map((p) => p.id)).toEqual([completo, semPassaporte]);

    // the same answer is read back for the cart
    const lido = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/${venda}/passageiros/` });
    expect(ZResposta.parse(lido.json())).toEqual(ZResposta.parse(response.json()));
  });

  it('lets one quote drop a passenger, the others keep them; a quote sent later takes them', async () => {
    const { venda, orcamento, cotacoes } = await carrinho();
    const [primeira = 0, segunda = 0] = cotacoes;
    expect((await salvarPassageiros(orcamento, [completo, semPassaporte])).statusCode).toBe(200);
    const response = await excluir(segunda, [semPassaporte]);
    expect(response.statusCode, response.body).toBe(200);
    const terceira = await novaCotacao(orcamento, venda);
    expect(await beneficiarios(venda)).toEqual({
      [primeira]: [completo, semPassaporte],
      [segunda]: [completo],
      [terceira]: [completo, semPassaporte],
    });
    const log = await ultimoLog('passageiros_excluidos', venda);
    expect(log?.dados).toEqual({ antes: { excluidos: [] }, depois: { excluidos: [semPassaporte] } });

    // a passenger replaced on the request leaves every quote; the one dropped stays dropped
    expect((await salvarPassageiros(orcamento, [outro, semPassaporte])).statusCode).toBe(200);
    expect(await beneficiarios(venda)).toEqual({
      [primeira]: [outro, semPassaporte],
      [segunda]: [outro],
      [terceira]: [outro, semPassaporte],
    });
  });

  it('a quote’s own list (its beneficiaries) adds its new contacts to the request and its other quotes', async () => {
    const { venda, orcamento, cotacoes } = await carrinho();
    const [primeira = 0, segunda = 0] = cotacoes;
    expect((await salvarPassageiros(orcamento, [completo])).statusCode).toBe(200);
    const response = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/cotacoes/${primeira}/beneficiarios/`,
      payload: { beneficiarios: [{ contato: outro, assento: '12A' }, { contato: completo }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await beneficiarios(venda)).toEqual({
      [primeira]: [outro, completo],
      [segunda]: [completo, outro],
    });
    const lista = await t.db.select().from(passageiros).where(eq(passageiros.orcamento, orcamento));
    expect(lista.map((p) => p.contato).sort()).toEqual([completo, outro].sort());
  });

  it('refuses a contact twice, an unknown one, more than the request’s passengers, and a drop of a stranger', async () => {
    const { venda, orcamento, cotacoes } = await carrinho(1);
    const duplicado = await salvarPassageiros(orcamento, [completo, completo]);
    expect(duplicado.statusCode).toBe(400);
    expect(duplicado.json()).toMatchObject({
      detail: BENEFICIARIO_MESSAGES.duplicado,
      errors: { 'contatos.1': [BENEFICIARIO_MESSAGES.duplicado] },
    });
    expect(expectDetail(await salvarPassageiros(orcamento, [999_999]))).toBe(
      BENEFICIARIO_MESSAGES.semContato,
    );
    const demais = await salvarPassageiros(orcamento, [completo, semPassaporte, outro]);
    expect(demais.statusCode).toBe(400);
    expect(expectDetail(demais)).toBe(PASSAGEIROS_MESSAGES.demais);
    expect((await salvarPassageiros(orcamento, [completo])).statusCode).toBe(200);
    const estranho = await excluir(cotacoes[0] ?? 0, [outro]);
    expect(estranho.statusCode).toBe(400);
    expect(expectDetail(estranho)).toBe(PASSAGEIROS_MESSAGES.naoPassageiro);
    expect(await beneficiarios(venda)).toEqual({ [cotacoes[0] ?? 0]: [completo] });
    expect((await salvarPassageiros(999_999, [])).statusCode).toBe(404);
    expect((await excluir(999_999, [])).statusCode).toBe(404);
  });

  it('refuses changes once the sale left proposta, and a quote not in the cart', async () => {
    const { venda, orcamento, cotacoes } = await carrinho(1);
    const fora = await novaCotacao(orcamento, venda, false);
    expect((await excluir(fora, [])).statusCode).toBe(409);
    await t.db.update(vendas).set({ status: 'concluida' }).where(eq(vendas.id, venda));
    expect((await salvarPassageiros(orcamento, [completo])).statusCode).toBe(409);
    expect((await excluir(cotacoes[0] ?? 0, [])).statusCode).toBe(409);
    expect(await t.db.select().from(passageiros).where(eq(passageiros.orcamento, orcamento))).toEqual([]);
  });

  it('is open to every staff role and closed to customers and to anyone signed out', async () => {
    const { venda, orcamento } = await carrinho(1);
    for (const role of ROLES_STAFF) {
      expect((await salvarPassageiros(orcamento, [completo], role)).statusCode, role).toBe(200);
      const lido = await t.injectAs(role, { method: 'GET', url: `/api/vendas/${venda}/passageiros/` });
      expect(lido.statusCode, role).toBe(200);
    }
    expect((await salvarPassageiros(orcamento, [outro], 'cliente')).statusCode).toBe(403);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/vendas/${venda}/passageiros/` })).statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/vendas/${venda}/passageiros/` })).statusCode).toBe(
      401,
    );
    const lista = await t.db.select().from(passageiros).where(eq(passageiros.orcamento, orcamento));
    expect(lista.map((p) => p.contato)).toEqual([completo]);
  });
});

describe('the demo data', () => {
  it('holds a Lisbon cart whose passengers show a complete one, a missing passport and a minor', async () => {
    await t.db.transaction((tx) => seedPassageirosDemo(tx));
    const [venda] = await t.db
      .select({ id: vendas.id })
      .from(vendas)
      .innerJoin(contatos, eq(contatos.id, vendas.cliente))
      .where(eq(contatos.nome, PASSAGEIROS_DEMO.completa.nome))
      .orderBy(desc(vendas.id))
      .limit(1);
    const lido = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/${venda?.id}/passageiros/`,
    });
    const [orcamento] = ZResposta.parse(lido.json());
    expect(orcamento?.descricao).toBe(PASSAGEIROS_DEMO_DESCRICAO);
    expect(orcamento?.cotacoes).toHaveLength(2);
    for (const cotacao of orcamento?.cotacoes ?? [])
      expect(cotacao.avisos.map((a) => [a.contato.nome, a.avisos.map((x) => x.codigo)])).toEqual([
        ['Helena', []],
        ['Rui', ['passaporte_ausente', 'nascimento_ausente']],
        ['Marina', ['menor_sem_pais']],
      ]);
  });
});
