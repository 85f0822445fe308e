import { type CotacaoView, ZCotacao } from '@skyler/domain/cotacoes';
import { MOEDA_MESSAGES } from '@skyler/domain/moedas';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cotacoes, logs, moedas, moedas_historico } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { corpoHotel, criarOrcamento, criarVenda, idDoUsuario, ROLES_STAFF } from '../../test/fixtures.ts';
import { ids, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';

usarAppComReferencia();

const USD = 1;
const BRL = 2;
const EUR = 3;
const ontem = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const put = (id: number, payload: object, username = 'financeiro') =>
  t.injectAs(username, { method: 'PUT', url: `/api/moedas/${id}/`, payload });

async function moeda(id: number) {
  const [row] = await t.db.select().from(moedas).where(eq(moedas.id, id));
  if (!row) throw new Error('no currency');
  return row;
}

describe('PUT /api/moedas/{id}/', () => {
  it('carries the version (409 on a stale write) and refuses a day before the first rate or in the future', async () => {
    const antes = await moeda(USD);
    const lista = await t.injectAs('consultor', { method: 'GET', url: '/api/moedas/' });
    expect(lista.json()).toContainEqual(expect.objectContaining({ id: USD, versao: antes.versao }));
    const [primeira] = await t.db
      .select({ data: moedas_historico.cambio_data })
      .from(moedas_historico)
      .where(eq(moedas_historico.moeda, USD))
      .orderBy(moedas_historico.cambio_data)
      .limit(1);
    const piso = [primeira?.data, antes.cambio_data].filter((d): d is string => !!d).sort()[0] ?? '';
    const vespera = new Date(Date.parse(`${piso}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const historicoAntes = await t.db.select().from(moedas_historico);
    const amanha = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const recusas = [
      [
        { cambio: '5.50', cambio_data: vespera, versao: antes.versao },
        'cambio_data',
        MOEDA_MESSAGES.dataAntesDoPrimeiro(piso),
      ],
      [
        { cambio: '5.50', cambio_data: amanha, versao: antes.versao },
        'cambio_data',
        MOEDA_MESSAGES.dataFutura,
      ],
    ] as const;
    for (const [payload, campo, mensagem] of recusas) {
      const response = await put(USD, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ errors: { [campo]: [mensagem] } });
    }
    const ok = await put(USD, { cambio: '5.50', cambio_data: ontem(), versao: antes.versao });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ cambio: '5.500000', versao: antes.versao + 1 });
    // the second screen still holds the old version: 409, nothing written
    const velha = await put(USD, { cambio: '9.99', cambio_data: ontem(), versao: antes.versao });
    expect(velha.statusCode).toBe(409);
    expect(expectDetail(velha)).toBe(MENSAGEM_VERSAO);
    // with the version the record has now, for the screen's next write once it has shown the record again
    expect(velha.json()).toMatchObject({ versao_atual: antes.versao + 1 });
    expect(await moeda(USD)).toMatchObject({ cambio: '5.500000', versao: antes.versao + 1 });
    expect(await t.db.select().from(moedas_historico)).toHaveLength(historicoAntes.length + 1);
  });

  it.each(['admin', 'financeiro'])('%s changes a rate: currency, history and audit row', async (username) => {
    const antes = await moeda(EUR);
    const data = ontem();
    const response = await put(EUR, { cambio: '6,123456', cambio_data: data }, username);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: EUR, sigla: 'EUR', cambio: '6.123456', cambio_data: data });
    expect(await moeda(EUR)).toMatchObject({ cambio: '6.123456', cambio_data: data });

    const [historico] = await t.db
      .select()
      .from(moedas_historico)
      .where(eq(moedas_historico.moeda, EUR))
      .orderBy(desc(moedas_historico.id))
      .limit(1);
    const usuario = { id: await idDoUsuario(t.db, username) };
    expect(historico).toMatchObject({
      cambio: '6.123456',
      cambio_data: data,
      origem: 'manual',
      usuario: usuario?.id,
    });

    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'moeda_cambio')))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log?.usuario).toBe(usuario?.id);
    expect(log?.meta).toMatchObject({ entidade: 'moeda', id: EUR, origem: 'manual' });
    expect(log?.dados).toMatchObject({
      antes: { cambio: antes.cambio, cambio_data: antes.cambio_data },
      depois: { cambio: '6.123456', cambio_data: data },
    });
  });

  it.each(ROLES_STAFF.filter((r) => r !== 'admin' && r !== 'financeiro'))(
    '%s is refused (403) and nothing changes',
    async (username) => {
      const antes = await moeda(USD);
      const response = await put(USD, { cambio: '9.99', cambio_data: ontem() }, username);
      expect(response.statusCode).toBe(403);
      expect(await moeda(USD)).toEqual(antes);
    },
  );

  it('a client is refused (403), nobody signed in 401', async () => {
    expect((await put(USD, { cambio: '9.99', cambio_data: ontem() }, 'cliente')).statusCode).toBe(403);
    const anonimo = await t.inject({
      method: 'PUT',
      url: `/api/moedas/${USD}/`,
      payload: { cambio: '9.99', cambio_data: ontem() },
    });
    expect(anonimo.statusCode).toBe(401);
  });

  it('refuses bad rates and dates with Portuguese messages, nothing changed', async () => {
    const antes = await moeda(USD);
    const historicos = (await t.db.select().from(moedas_historico)).length;
    const amanha = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const casos: [object, string, string][] = [
      [{ cambio: '0', cambio_data: ontem() }, 'cambio', MOEDA_MESSAGES.cambioPositivo],
      [{ cambio: '-5.1', cambio_data: ontem() }, 'cambio', MOEDA_MESSAGES.cambioInvalido],
      [{ cambio: 'abc', cambio_data: ontem() }, 'cambio', MOEDA_MESSAGES.cambioInvalido],
      [{ cambio: '5.1234567', cambio_data: ontem() }, 'cambio', MOEDA_MESSAGES.cambioInvalido],
      [{ cambio: 5.4, cambio_data: ontem() }, 'cambio', MOEDA_MESSAGES.cambioObrigatorio],
      [{ cambio_data: ontem() }, 'cambio', MOEDA_MESSAGES.cambioObrigatorio],
      [{ cambio: '5.4' }, 'cambio_data', MOEDA_MESSAGES.dataObrigatoria],
      [{ cambio: '5.4', cambio_data: '2026-02-30' }, 'cambio_data', MOEDA_MESSAGES.dataInvalida],
      [{ cambio: '5.4', cambio_data: amanha }, 'cambio_data', MOEDA_MESSAGES.dataFutura],
    ];
    for (const [payload, campo, mensagem] of casos) {
      const response = await put(USD, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.[campo], JSON.stringify(payload)).toEqual([mensagem]);
    }
    expect(await moeda(USD)).toEqual(antes);
    expect((await t.db.select().from(moedas_historico)).length).toBe(historicos);
  });

  it('the real (BRL) stays 1; an unknown currency is 404', async () => {
    const response = await put(BRL, { cambio: '2', cambio_data: ontem() }, 'admin');
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(MOEDA_MESSAGES.realFixo);
    expect((await moeda(BRL)).cambio).toBe('1.000000');
    const inexistente = await put(99_999, { cambio: '2', cambio_data: ontem() }, 'admin');
    expect(inexistente.statusCode).toBe(404);
    expect(expectDetail(inexistente)).toBe(MOEDA_MESSAGES.naoEncontrada);
  });
});

describe('GET /api/moedas/{id}/historico/', () => {
  type Historico = {
    historico: { cambio: string; cambio_data: string; origem: string; usuario: { nome: string } | null }[];
    pages: number;
  };

  it('lists the rates newest first, 20 a page, with who changed them; staff may read', async () => {
    const gbp = 4;
    // only this test's rates
    await t.db.delete(moedas_historico).where(eq(moedas_historico.moeda, gbp));
    // a rate is never typed for a day before the currency's first one: this test's start there
    await t.db.update(moedas).set({ cambio_data: '2020-01-01' }).where(eq(moedas.id, gbp));
    for (const [indice, cambio] of ['7.01', '7.02', '7.03'].entries()) {
      const data = new Date(Date.now() - (10 - indice) * 86_400_000).toISOString().slice(0, 10);
      expect((await put(gbp, { cambio, cambio_data: data }, 'admin')).statusCode).toBe(200);
    }
    const response = await t.injectAs('consultor', { method: 'GET', url: `/api/moedas/${gbp}/historico/` });
    expect(response.statusCode, response.body).toBe(200);
    const pagina = response.json() as Historico;
    expect(pagina.pages).toBe(1);
    expect(pagina.historico.map((h) => h.cambio)).toEqual(['7.030000', '7.020000', '7.010000']);
    expect(pagina.historico[0]).toMatchObject({ origem: 'manual', usuario: { nome: expect.any(String) } });

    for (let i = 0; i < 20; i += 1) {
      expect((await put(gbp, { cambio: `7.${20 + i}`, cambio_data: ontem() }, 'financeiro')).statusCode).toBe(
        200,
      );
    }
    const primeira = (
      await t.injectAs('emissor', { method: 'GET', url: `/api/moedas/${gbp}/historico/` })
    ).json() as Historico;
    expect(primeira.pages).toBe(2);
    expect(primeira.historico).toHaveLength(20);
    expect(primeira.historico[0]?.cambio).toBe('7.390000');
    const segunda = (
      await t.injectAs('emissor', { method: 'GET', url: `/api/moedas/${gbp}/historico/?page=2` })
    ).json() as Historico;
    expect(segunda.historico.map((h) => h.cambio)).toEqual(['7.030000', '7.020000', '7.010000']);
  });

  it('clients are refused, unknown currencies are 404', async () => {
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/moedas/${USD}/historico/` })).statusCode,
    ).toBe(403);
    const response = await t.injectAs('admin', { method: 'GET', url: '/api/moedas/99999/historico/' });
    expect(response.statusCode).toBe(404);
  });
});

describe('quotes priced before and after a rate change', () => {
  it('a new quote takes the new rate; a saved one keeps its figures, also when edited', async () => {
    const venda = await criarVenda(t.db);
    const orcamento = await criarOrcamento(t.db, { venda, tipo: 'orcamento_hotel' });
    expect((await put(USD, { cambio: '5.00', cambio_data: ontem() }, 'admin')).statusCode).toBe(200);
    const corpo = corpoHotel(ids, { moeda: USD });
    const criar = async (): Promise<CotacaoView> => {
      const response = await t.injectAs('cotador', {
        method: 'POST',
        url: `/api/orcamentos/${orcamento}/cotacoes/`,
        payload: corpo,
      });
      expect(response.statusCode, response.body).toBe(201);
      return ZCotacao.parse(response.json());
    };
    const antiga = await criar();
    expect(antiga.cambios).toEqual({ [String(USD)]: '5.000000' });

    expect((await put(USD, { cambio: '6.00', cambio_data: ontem() }, 'financeiro')).statusCode).toBe(200);
    const nova = await criar();
    expect(nova.cambios).toEqual({ [String(USD)]: '6.000000' });
    // the same hotel in dollars costs 6/5 as much in reais (the agency's fee, 150.00, is in reais)
    expect(Number(nova.custo_agencia)).toBeGreaterThan(Number(antiga.custo_agencia));
    expect(Number(nova.custo_total) - 150).toBeCloseTo(((Number(antiga.custo_total) - 150) * 6) / 5, 1);

    const lida = await t.injectAs('cotador', { method: 'GET', url: `/api/cotacoes/${antiga.id}/` });
    expect(lida.statusCode).toBe(200);
    expect(ZCotacao.parse(lida.json())).toMatchObject({
      custo_total: antiga.custo_total,
      valor_final: antiga.valor_final,
      cambios: antiga.cambios,
    });

    // edited without touching its values: priced again with the rate it was saved with
    const editada = await t.injectAs('cotador', {
      method: 'PUT',
      url: `/api/cotacoes/${antiga.id}/`,
      payload: { ...corpo, descricao: 'Serra, revisada' },
    });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(ZCotacao.parse(editada.json())).toMatchObject({
      descricao: 'Serra, revisada',
      custo_total: antiga.custo_total,
      custo_agencia: antiga.custo_agencia,
      valor_final: antiga.valor_final,
      cambios: { [String(USD)]: '5.000000' },
    });

    // switched to euros: the new currency comes at today's rate
    const euro = await t.injectAs('cotador', {
      method: 'PUT',
      url: `/api/cotacoes/${antiga.id}/`,
      payload: corpoHotel(ids, { moeda: EUR }),
    });
    expect(euro.statusCode, euro.body).toBe(200);
    expect(ZCotacao.parse(euro.json()).cambios).toEqual({ [String(EUR)]: (await moeda(EUR)).cambio });
    const [linha] = await t.db.select().from(cotacoes).where(eq(cotacoes.id, antiga.id));
    expect(linha?.cambios).toEqual({ [String(EUR)]: (await moeda(EUR)).cambio });
  });
});
