import { type BuscaMoblix, MOBLIX_MESSAGES as M, type OfertaMoblix } from '@skyler/domain/moblix';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buscas_moblix, cias_aereas, contatos, logs, orcamentos } from '../../db/schema/index.ts';
import { RESPOSTA_MOBLIX } from '../../integrations/moblix.fixtures.ts';
import { createMoblixClient, type MoblixPedido } from '../../integrations/moblix.ts';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { type FakeServer, sendJson, startFakeServer, unreachableUrl } from '../../test/fake-server.ts';
import { criarVendaPeloAdmin } from '../../test/fixtures.ts';

const TOKEN = 'token-moblix-123';
let t: TestApp;
let moblix: FakeServer;
let venda: number;
let voo: number;
let vooFechado: number;
let hotel: number;
let latam: number;

const VOO = {
  tipo_trecho: 'ida_volta',
  economica: false,
  economica_premium: false,
  executiva: true,
  primeira_classe: false,
  adultos: 2,
  criancas: 1,
  bebes: 0,
  trechos: [
    {
      ordem: 1,
      origem: 'São Paulo (GRU)',
      destino: 'Salvador (SSA)',
      data_inicio: '2026-12-20',
      data_fim: null,
    },
    { ordem: 2, origem: 'SSA', destino: 'gru', data_inicio: '2027-01-05', data_fim: null },
  ],
};

const PEDIDO: MoblixPedido = {
  companhia: 1,
  internacional: false,
  pagante: true,
  diamanteSmiles: false,
  clubeSmiles: false,
  agenciaExterna: false,
  classe: 'economica',
  adultos: 1,
  criancas: 0,
  bebes: 0,
  trechos: [{ origem: 'GRU', destino: 'SSA', data: '2026-12-20' }],
};

const respondeBem = () =>
  moblix.handle((request, response) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return sendJson(response, 401, {});
    if (request.method === 'POST' && request.url === '/v2/flights/search')
      return sendJson(response, 200, RESPOSTA_MOBLIX);
    return sendJson(response, 404, {});
  });

async function criarOrcamento(db: TestApp['db'], values: Partial<typeof orcamentos.$inferInsert>) {
  const [row] = await db
    .insert(orcamentos)
    .values({
      venda,
      tipo_servico: 'orcamento_voo',
      descricao: 'Férias em Salvador',
      detalhes: VOO,
      ...values,
    })
    .returning();
  return row?.id ?? 0;
}

beforeAll(async () => {
  moblix = await startFakeServer((_request, response) => sendJson(response, 500, {}));
  respondeBem();
  t = await createTestApp({ env: { MOBLIX_URL: `${moblix.url}/v2/`, MOBLIX_TOKEN: TOKEN } });
  const [cliente] = await t.db.insert(contatos).values({ nome: 'Ana', sobrenome: 'Souza' }).returning();
  ({ venda } = await criarVendaPeloAdmin(t, cliente?.id));
  voo = await criarOrcamento(t.db, {});
  vooFechado = await criarOrcamento(t.db, { status: 'fechado' });
  hotel = await criarOrcamento(t.db, { tipo_servico: 'orcamento_hotel', detalhes: { local: 'Gramado' } });
  const [cia] = await t.db
    .insert(cias_aereas)
    .values({ nome: 'LATAM Airlines Brasil', nome_resumido: 'LATAM', iata: 'LA' })
    .returning();
  latam = cia?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await moblix.close();
});

const corpo = (extra: Record<string, unknown> = {}) => ({
  orcamento: voo,
  internacional: false,
  pagante: true,
  diamanteSmiles: true,
  clubeSmiles: false,
  agenciaExterna: false,
  companhia_aerea_ida: 1,
  ...extra,
});
const buscar = (payload: unknown, username = 'cotador', app = t) =>
  app.injectAs(username, { method: 'POST', url: '/api/moblix/busca/', payload: payload as object });
const contarBuscas = async (app = t) => (await app.db.select().from(buscas_moblix)).length;

describe('POST /api/moblix/busca/', () => {
  it("sends the request's flight with the flags, stores criteria and normalized offers, with its audit row", async () => {
    moblix.requests.length = 0;
    const response = await buscar(corpo());
    expect(response.statusCode, response.body).toBe(201);
    expect(moblix.requests).toHaveLength(1);
    expect(moblix.requests[0]).toMatchObject({ method: 'POST', url: '/v2/flights/search' });
    expect(JSON.parse(moblix.requests[0]?.body ?? '')).toEqual({
      companhia: 1,
      internacional: false,
      pagante: true,
      diamanteSmiles: true,
      clubeSmiles: false,
      agenciaExterna: false,
      classe: 'executiva',
      adultos: 2,
      criancas: 1,
      bebes: 0,
      trechos: [
        { origem: 'GRU', destino: 'SSA', data: '2026-12-20' },
        { origem: 'SSA', destino: 'GRU', data: '2027-01-05' },
      ],
    });
    const { id, ofertas } = response.json() as { id: number; ofertas: OfertaMoblix[] };
    expect(ofertas).toHaveLength(2);
    const [primeira, segunda] = ofertas;
    expect(primeira).toMatchObject({
      id: 'of-1',
      companhia: { codigo: 1, iata: 'LA', nome: 'LATAM' },
      preco: '1234.50',
      taxas: '89.90',
      total: '1324.40',
      moeda: 'BRL',
      milhas: null,
      bagagem: { mao: 1, despachada: 1 },
    });
    expect(primeira?.trechos[0]).toEqual({
      origem: 'GRU',
      destino: 'SSA',
      partida: '2026-12-20T07:10',
      chegada: '2026-12-20T12:00',
      paradas: 1,
      pernas: [
        {
          origem: 'GRU',
          destino: 'BSB',
          partida: '2026-12-20T07:10',
          chegada: '2026-12-20T08:55',
          numero_do_voo: '3456',
          cia_iata: 'LA',
          cia_aerea: latam,
        },
        {
          origem: 'BSB',
          destino: 'SSA',
          partida: '2026-12-20T10:05',
          chegada: '2026-12-20T12:00',
          numero_do_voo: '3300',
          cia_iata: 'LA',
          cia_aerea: latam,
        },
      ],
    });
    expect(primeira?.trechos[1]?.partida).toBe('2027-01-05T18:40');
    expect(segunda).toMatchObject({
      id: '77',
      milhas: 42000,
      preco: '0.00',
      total: '56.12',
      bagagem: { mao: 0, despachada: 0 },
    });
    expect(segunda?.trechos[0]?.pernas[0]?.cia_aerea).toBeNull();

    const guardada = await t.injectAs('emissor', { method: 'GET', url: `/api/moblix/${id}` });
    expect(guardada.statusCode, guardada.body).toBe(200);
    const busca = guardada.json() as BuscaMoblix;
    expect(busca).toMatchObject({ id, orcamento: voo, venda, ofertas });
    expect(busca.criterios).toMatchObject({
      companhia_aerea_ida: 1,
      diamanteSmiles: true,
      cabine: 'executiva',
    });
    expect(busca.created_by).toMatchObject({ nome: 'Caio' });

    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'busca_moblix'), eq(logs.venda, venda)));
    expect(log?.meta).toMatchObject({ entidade: 'busca_moblix', id, orcamento: voo });
    expect(log?.dados).toMatchObject({ depois: { orcamento: voo, ofertas: 2 } });
  });

  it('refuses a request that is not a flight, is closed or does not exist, and a bad airline code', async () => {
    const antes = await contarBuscas();
    moblix.requests.length = 0;
    const naoVoo = await buscar(corpo({ orcamento: hotel }));
    expect([naoVoo.statusCode, expectDetail(naoVoo)]).toEqual([400, M.naoVoo]);
    const fechado = await buscar(corpo({ orcamento: vooFechado }));
    expect([fechado.statusCode, expectDetail(fechado)]).toEqual([400, M.fechado]);
    const inexistente = await buscar(corpo({ orcamento: 999_999 }));
    expect([inexistente.statusCode, expectDetail(inexistente)]).toEqual([404, M.orcamentoNaoEncontrado]);
    const companhia = await buscar(corpo({ companhia_aerea_ida: 4 }));
    expect([companhia.statusCode, expectDetail(companhia)]).toEqual([400, M.companhiaInvalida]);
    expect(moblix.requests).toHaveLength(0);
    expect(await contarBuscas()).toBe(antes);
  });

  it('answers 502 in Portuguese when Moblix fails, is unreachable or answers garbage, storing nothing', async () => {
    const antes = await contarBuscas();
    const casos: [(r: import('node:http').ServerResponse) => void, string][] = [
      [(r) => sendJson(r, 500, { error: 'boom' }), M.indisponivel],
      [(r) => sendJson(r, 401, {}), M.tokenRecusado],
      [(r) => sendJson(r, 200, { ofertas: [{ id: 'x' }] }), M.respostaInvalida],
      [(r) => sendJson(r, 200, [1, 2]), M.respostaInvalida],
      [
        (r) => {
          r.writeHead(200, { 'content-type': 'application/json' });
          r.end('<html>not json');
        },
        M.respostaInvalida,
      ],
    ];
    try {
      for (const [responder, mensagem] of casos) {
        moblix.handle((_request, response) => responder(response));
        const response = await buscar(corpo());
        expect([response.statusCode, expectDetail(response)]).toEqual([502, mensagem]);
      }
    } finally {
      respondeBem();
    }
    const fora = createMoblixClient({ baseUrl: await unreachableUrl(), token: TOKEN });
    const falha = await fora.buscar(PEDIDO).catch((error: unknown) => error);
    expect(falha).toBeInstanceOf(AppError);
    expect(falha).toMatchObject({ code: 'bad_gateway', message: M.indisponivel });
    expect(await contarBuscas()).toBe(antes);
  });

  it('says it is not configured, and stores nothing, without MOBLIX_URL and MOBLIX_TOKEN', {
    timeout: 60_000,
  }, async () => {
    const semConfiguracao = await createTestApp();
    try {
      const [cliente] = await semConfiguracao.db
        .insert(contatos)
        .values({ nome: 'Bia', sobrenome: 'Lima' })
        .returning();
      const { venda } = await criarVendaPeloAdmin(semConfiguracao, cliente?.id);
      const [row] = await semConfiguracao.db
        .insert(orcamentos)
        .values({
          venda,
          tipo_servico: 'orcamento_voo',
          descricao: 'Voo',
          detalhes: VOO,
        })
        .returning();
      const response = await buscar(corpo({ orcamento: row?.id }), 'cotador', semConfiguracao);
      expect([response.statusCode, expectDetail(response)]).toEqual([503, M.naoConfigurado]);
      expect(await contarBuscas(semConfiguracao)).toBe(0);
    } finally {
      await semConfiguracao.close();
    }
  });

  it('is for staff: the customer account gets 403 on both routes', async () => {
    for (const username of ['admin', 'consultor', 'sdr', 'emissor', 'financeiro', 'milhas']) {
      expect((await buscar(corpo(), username)).statusCode, username).toBe(201);
    }
    const cliente = await buscar(corpo(), 'cliente');
    expect(cliente.statusCode).toBe(403);
    const [busca] = await t.db.select().from(buscas_moblix).limit(1);
    expect((await t.injectAs('cliente', { method: 'GET', url: `/api/moblix/${busca?.id}` })).statusCode).toBe(
      403,
    );
    expect((await t.inject({ method: 'GET', url: `/api/moblix/${busca?.id}` })).statusCode).toBe(401);
  });

  it('answers 404 for a search that does not exist', async () => {
    const response = await t.injectAs('cotador', { method: 'GET', url: '/api/moblix/999999' });
    expect([response.statusCode, expectDetail(response)]).toEqual([404, M.buscaNaoEncontrada]);
  });
});
