import type { ServerResponse } from 'node:http';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { moedas, moedas_historico, ptax_execucoes } from '../../db/schema/index.ts';
import { createPtaxClient } from '../../integrations/ptax.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import {
  type FakeRequest,
  type FakeServer,
  sendJson,
  startFakeServer,
  unreachableUrl,
} from '../../test/fake-server.ts';
import { relogioFalso } from '../../test/relogio-falso.ts';
import { agendarPtax, atualizarCambiosPtax } from './ptax.job.ts';

let t: TestApp;
let fake: FakeServer;

type Boletim = { cotacaoVenda: number; tipoBoletim: string; hora: string };
/** the fake's bulletins by currency and day 'MM-DD-YYYY' */
let boletins: Record<string, Record<string, Boletim[]>> = {};

/** The Olinda OData contract of CotacaoMoedaDia. */
function olinda(request: FakeRequest, response: ServerResponse) {
  const url = new URL(request.url, 'http://fake');
  if (!url.pathname.endsWith('/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)')) {
    return sendJson(response, 404, { error: 'not found' });
  }
  expect(url.searchParams.get('$format')).toBe('json');
  const moeda = url.searchParams.get('@moeda')?.replace(/'/g, '') ?? '';
  const dia = url.searchParams.get('@dataCotacao')?.replace(/'/g, '') ?? '';
  const [mes, dd, ano] = dia.split('-');
  const lista = boletins[moeda]?.[dia] ?? [];
  sendJson(response, 200, {
    '@odata.context':
      'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata$metadata#_CotacaoMoedaDia',
    value: lista.map((b) => ({
      paridadeCompra: 1,
      paridadeVenda: 1,
      cotacaoCompra: b.cotacaoVenda - 0.0006,
      cotacaoVenda: b.cotacaoVenda,
      dataHoraCotacao: `${ano}-${mes}-${dd} ${b.hora}`,
      tipoBoletim: b.tipoBoletim,
    })),
  });
}

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
/** Wednesday 2026-11-25, 15:00 in São Paulo */
const QUARTA = new Date('2026-11-25T18:00:00Z');
/** Sunday 2026-11-22, 10:00 in São Paulo */
const DOMINGO = new Date('2026-11-22T13:00:00Z');

async function moeda(sigla: string) {
  const [row] = await t.db.select().from(moedas).where(eq(moedas.sigla, sigla));
  if (!row) throw new Error(sigla);
  return row;
}
const historicoPtax = (id: number) =>
  t.db
    .select()
    .from(moedas_historico)
    .where(and(eq(moedas_historico.moeda, id), eq(moedas_historico.origem, 'ptax')))
    .orderBy(desc(moedas_historico.id));

beforeAll(async () => {
  t = await createTestApp({ referencia: true });
  fake = await startFakeServer(olinda);
  // the demo's rates are of the seeding day; these tests run on fixed days of November 2026
  await t.db.update(moedas).set({ cambio_data: '2025-06-30' });
  await t.db.delete(moedas_historico);
}, 120_000);
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(() => {
  fake.handle(olinda);
  fake.requests.length = 0;
  boletins = {};
});

describe('the PTAX update against a fake Olinda service', () => {
  it('takes the Fechamento bulletin, else the last of the day; history rows and one audit row', async () => {
    boletins = {
      USD: {
        '11-25-2026': [
          { cotacaoVenda: 5.3012, tipoBoletim: 'Abertura', hora: '10:04:19.386' },
          { cotacaoVenda: 5.3374, tipoBoletim: 'Fechamento', hora: '13:09:27.411' },
          { cotacaoVenda: 5.3201, tipoBoletim: 'Intermediário', hora: '12:03:22.1' },
        ],
      },
      EUR: {
        '11-25-2026': [
          { cotacaoVenda: 6.1, tipoBoletim: 'Abertura', hora: '10:04:19.386' },
          { cotacaoVenda: 6.1234, tipoBoletim: 'Intermediário', hora: '11:03:22.1' },
        ],
      },
    };
    const registro = log();
    const client = createPtaxClient({ baseUrl: `${fake.url}/olinda/servico/PTAX/versao/v1/odata/` });
    const brlAntes = await moeda('BRL');
    const gbpAntes = await moeda('GBP');

    const alteradas = await atualizarCambiosPtax({ db: t.db, client, log: registro, agora: QUARTA });
    expect(alteradas).toEqual(['USD', 'EUR']);
    expect(await moeda('USD')).toMatchObject({ cambio: '5.337400', cambio_data: '2026-11-25' });
    expect(await moeda('EUR')).toMatchObject({ cambio: '6.123400', cambio_data: '2026-11-25' });
    // a currency the service has no rate for in 7 days stays; the real is never asked
    expect(await moeda('GBP')).toEqual(gbpAntes);
    expect(await moeda('BRL')).toEqual(brlAntes);
    expect(fake.requests.some((r) => decodeURIComponent(r.url).includes("@moeda='BRL'"))).toBe(false);
    expect(fake.requests.filter((r) => decodeURIComponent(r.url).includes("@moeda='GBP'"))).toHaveLength(8);

    const [usd] = await historicoPtax((await moeda('USD')).id);
    expect(usd).toMatchObject({
      cambio: '5.337400',
      cambio_data: '2026-11-25',
      origem: 'ptax',
      usuario: null,
    });
    const log_ = await ultimoLog(t.db, 'moeda_cambio');
    expect(log_?.usuario).toBeNull();
    expect(log_?.meta).toMatchObject({ entidade: 'moeda', origem: 'ptax', moedas: ['USD', 'EUR'] });
    expect(registro.info).toHaveBeenCalled();

    // run again: same rates, nothing new written
    expect(await atualizarCambiosPtax({ db: t.db, client, log: log(), agora: QUARTA })).toEqual([]);
    expect(await historicoPtax((await moeda('USD')).id)).toHaveLength(1);
  });

  it('on a weekend goes back to the last day with a bulletin', async () => {
    boletins = {
      CHF: { '11-20-2026': [{ cotacaoVenda: 6.6543, tipoBoletim: 'Fechamento', hora: '13:06:27.1' }] },
    };
    const client = createPtaxClient({ baseUrl: fake.url });
    expect(await atualizarCambiosPtax({ db: t.db, client, log: log(), agora: DOMINGO })).toEqual(['CHF']);
    expect(await moeda('CHF')).toMatchObject({ cambio: '6.654300', cambio_data: '2026-11-20' });
    const pedidos = fake.requests
      .filter((r) => decodeURIComponent(r.url).includes("@moeda='CHF'"))
      .map((r) => decodeURIComponent(r.url));
    expect(pedidos).toHaveLength(3);
    expect(pedidos.map((u) => /@dataCotacao='([\d-]+)'/.exec(u)?.[1])).toEqual([
      '11-22-2026',
      '11-21-2026',
      '11-20-2026',
    ]);
  });

  it('a rate typed for a later day is kept', async () => {
    const jpy = await moeda('JPY');
    const resposta = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/moedas/${jpy.id}/`,
      payload: { cambio: '0.0355', cambio_data: '2026-11-26' },
    });
    expect(resposta.statusCode, resposta.body).toBe(200);
    boletins = {
      JPY: { '11-25-2026': [{ cotacaoVenda: 0.0341, tipoBoletim: 'Fechamento', hora: '13:00:00' }] },
    };
    const client = createPtaxClient({ baseUrl: fake.url });
    expect(await atualizarCambiosPtax({ db: t.db, client, log: log(), agora: QUARTA })).toEqual([]);
    expect(await moeda('JPY')).toMatchObject({ cambio: '0.035500', cambio_data: '2026-11-26' });
  });

  it.each([
    ['answers 500', (_: FakeRequest, r: ServerResponse) => sendJson(r, 500, { erro: 'fora' })],
    [
      'answers garbage',
      (_: FakeRequest, r: ServerResponse) => sendJson(r, 200, { value: [{ cotacaoVenda: 'x' }] }),
    ],
    ['answers HTML', (_: FakeRequest, r: ServerResponse) => r.end('<html>manutenção</html>')],
    [
      'answers a negative rate',
      (_: FakeRequest, r: ServerResponse) =>
        sendJson(r, 200, {
          value: [{ cotacaoVenda: -1, dataHoraCotacao: '2026-11-25 13:00', tipoBoletim: 'Fechamento' }],
        }),
    ],
  ])('the service %s: a log line, nothing changed', async (_nome, handler) => {
    boletins = { USD: { '11-25-2026': [{ cotacaoVenda: 9.9, tipoBoletim: 'Fechamento', hora: '13:00' }] } };
    // the first currency asked answers well, the next one fails: nothing at all is written
    fake.handle((request, response) =>
      decodeURIComponent(request.url).includes("@moeda='USD'")
        ? olinda(request, response)
        : handler(request, response),
    );
    const antes = await t.db.select().from(moedas).orderBy(moedas.id);
    const historicos = (await t.db.select().from(moedas_historico)).length;
    const registro = log();
    const client = createPtaxClient({ baseUrl: fake.url });
    expect(await atualizarCambiosPtax({ db: t.db, client, log: registro, agora: QUARTA })).toBeNull();
    expect(registro.warn).toHaveBeenCalledWith(expect.anything(), 'PTAX update skipped: nothing changed');
    expect(await t.db.select().from(moedas).orderBy(moedas.id)).toEqual(antes);
    expect((await t.db.select().from(moedas_historico)).length).toBe(historicos);
  });

  it('the service cannot be reached: a log line, nothing changed', async () => {
    const antes = await t.db.select().from(moedas).orderBy(moedas.id);
    const registro = log();
    const client = createPtaxClient({ baseUrl: await unreachableUrl() });
    expect(await atualizarCambiosPtax({ db: t.db, client, log: registro, agora: QUARTA })).toBeNull();
    expect(registro.warn).toHaveBeenCalledTimes(1);
    expect(await t.db.select().from(moedas).orderBy(moedas.id)).toEqual(antes);
  });
});

describe('the scheduler', () => {
  it('runs after the start delay, then every day; of two processes only one runs each hour', async () => {
    await t.db.delete(ptax_execucoes);
    boletins = { USD: {} };
    const hoje = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    })
      .format(new Date())
      .replace(/\//g, '-');
    boletins.USD = { [hoje]: [{ cotacaoVenda: 5.4321, tipoBoletim: 'Fechamento', hora: '13:00' }] };
    const client = createPtaxClient({ baseUrl: fake.url });
    const a = relogioFalso();
    const b = relogioFalso();
    const fimA: (string[] | null)[] = [];
    const fimB: (string[] | null)[] = [];
    let avisar: () => void = () => {};
    const terminou = () =>
      new Promise<void>((resolve) => {
        avisar = resolve;
      });
    const pararA = agendarPtax({
      db: t.db,
      client,
      log: log(),
      atrasoMs: 60_000,
      relogio: a.relogio,
      aoTerminar: (r) => {
        fimA.push(r);
        avisar();
      },
    });
    const pararB = agendarPtax({
      db: t.db,
      client,
      log: log(),
      atrasoMs: 60_000,
      relogio: b.relogio,
      aoTerminar: (r) => {
        fimB.push(r);
        avisar();
      },
    });
    expect(a.pendentes.map((p) => p.ms)).toEqual([60_000]);
    expect(fake.requests).toHaveLength(0);

    let espera = terminou();
    expect(a.disparar()).toBe(60_000);
    await espera;
    expect(fimA).toEqual([['USD']]);
    expect((await moeda('USD')).cambio).toBe('5.432100');
    const pedidos = fake.requests.length;

    espera = terminou();
    b.disparar();
    await espera;
    // the other process finds the hour taken and asks nothing
    expect(fimB).toEqual([null]);
    expect(fake.requests).toHaveLength(pedidos);

    // the next run is a day later
    expect(a.pendentes.map((p) => p.ms)).toEqual([24 * 60 * 60_000]);
    pararA();
    pararB();
    expect(a.pendentes).toHaveLength(0);
    expect(b.pendentes).toHaveLength(0);
  });
});
