import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contatos, usuarios } from '../db/schema/index.ts';
import { LINK_PAGARME } from '../integrations/pagarme.fixtures.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { type FakeServer, sendJson, startFakeServer } from '../test/fake-server.ts';
import { fornecedorBody, provedorBody } from '../test/fornecedores-fixtures.ts';
import {
  arbitraryFor,
  hostileJsonText,
  hostileValue,
  type JsonSchema,
  mutated,
} from '../test/schema-arbitrary.ts';
import { createSession, SESSION_COOKIE } from './sessions.ts';

/**
 * Requests built from the OpenAPI document for every route: valid ones and ones with hostile values,
 * sent as the administrator (who passes every access rule, so the input reaches validation). No answer
 * may be a 5xx, and a refused write (4xx) may leave no row behind. `FUZZ_RUNS` sets the cases per route
 * (`npm run fuzz` runs many more).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/** Event streams stay open; the docs are the plugin's. */
const SKIP = [/\/stream\/$/, /^\/api\/docs/];
/** Tables a refused request may write: login failures, sessions and rate-limited requests are counted on purpose. */
const WRITTEN_ON_REFUSAL = [
  'auth_eventos',
  'login_tentativas',
  'sessoes',
  'limites_requisicoes',
  '__drizzle_migrations',
];

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
};
type Route = { method: string; path: string; operation: Operation };

// Built while the file is collected, so that each route is a test of its own name.
const viacep = await startFakeServer((_, response) => sendJson(response, 200, { erro: 'true' }));
const credito = await startFakeServer((_, response) => sendJson(response, 200, { general_flag: 'verde' }));
const moblix = await startFakeServer((_, response) => sendJson(response, 200, { ofertas: [] }));
let linkSeq = 0;
const pagarme = await startFakeServer((_, response) => {
  linkSeq += 1;
  sendJson(response, 200, { ...LINK_PAGARME, id: `pl_fuzz_${linkSeq}` });
});
const fakes: FakeServer[] = [viacep, credito, moblix, pagarme];
const t: TestApp = await createTestApp({
  env: {
    VIACEP_URL: `${viacep.url}/ws`,
    CREDITO_API_URL: credito.url,
    CREDITO_API_KEY: 'chave',
    MOBLIX_URL: moblix.url,
    MOBLIX_TOKEN: 'token',
    PAGARME_URL: pagarme.url,
    PAGARME_API_KEY: 'chave',
    PAGARME_WEBHOOK_SECRET: 'segredo',
    WHATSAPP_APP_SECRET: 'segredo',
    WHATSAPP_VERIFY_TOKEN: 'verifica',
  },
});
const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
const routes: Route[] = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )
  .filter((route) => !SKIP.some((pattern) => pattern.test(route.path)));
let fingerprintSql = '';
/**
 * The last fingerprint read, with the transaction counter at the time: while the counter has not moved no
 * transaction has ended, so no table has changed (every write, committed or rolled back, takes a transaction
 * id) and the fingerprint is that one, without reading every table again.
 */
let known: { xid: string; fingerprint: string } | null = null;
/**
 * The fingerprint a refused write was just checked against, while no other request has run since: the next
 * write starts from it (on a PostgreSQL server the counter is the whole cluster's, moved by the other files).
 */
let unchanged: string | null = null;

beforeAll(async () => {
  // a few rows so that ids 1–3 exist in the main tables
  await t.db.insert(contatos).values([
    { nome: 'Ana', sobrenome: 'Um' },
    { nome: 'Bia', sobrenome: 'Dois' },
    { nome: 'Caio', sobrenome: 'Três' },
  ]);
  await t.injectAs('admin', { method: 'POST', url: '/api/provedores/', payload: provedorBody() });
  await t.injectAs('admin', { method: 'POST', url: '/api/fornecedores/', payload: fornecedorBody() });
  const [admin] = await t.db.select().from(usuarios).where(sql`username = 'admin'`);
  for (const cliente of [1, 2, 3]) {
    const venda = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/vendas/',
      payload: { cliente, consultor: admin?.id, meio_contato_tipo: 'Email', meio_contato_valor: 'a@b.com' },
    });
    expect(venda.statusCode, venda.body).toBe(201);
  }
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  fingerprintSql = tables.rows
    .map((row) => row.table_name)
    .filter((name) => !WRITTEN_ON_REFUSAL.includes(name))
    .map(
      (name) =>
        `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${name}" x`,
    )
    .join(' union all ');
}, 120_000);

afterAll(async () => {
  await t.close();
  await Promise.all(fakes.map((fake) => fake.close()));
});

async function fingerprint(): Promise<string> {
  // the first id not yet assigned to a transaction (reading it assigns none)
  const counter = (await t.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  )) as unknown as {
    rows: { xid: string }[];
  };
  const xid = counter.rows[0]?.xid ?? '';
  if (known?.xid === xid) return known.fingerprint;
  const result = (await t.db.execute(sql.raw(fingerprintSql))) as unknown as {
    rows: { t: string; n: number; h: string }[];
  };
  known = { xid, fingerprint: result.rows.map((row) => `${row.t}:${row.n}:${row.h}`).join('\n') };
  return known.fingerprint;
}

function pathParams(operation: Operation) {
  return (operation.parameters ?? []).filter((p) => p.in === 'path');
}

function queryArbitrary(operation: Operation): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of (operation.parameters ?? []).filter((q) => q.in === 'query')) {
    record[p.name] = mutated(arbitraryFor(p.schema));
  }
  return fc.record(record, { requiredKeys: [] });
}

/** Percent-encodes a value; a lone UTF-16 half becomes the bytes of an invalid UTF-8 sequence. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'))}`;
  }
}

function pathArbitrary(route: Route): fc.Arbitrary<string> {
  const params = pathParams(route.operation);
  const values = params.map((p) =>
    fc.oneof(
      { arbitrary: fc.constantFrom('1', '2', '3'), weight: 4 },
      { arbitrary: arbitraryFor(p.schema).map(String), weight: 1 },
      {
        arbitrary: hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        weight: 2,
      },
    ),
  );
  return fc
    .tuple(...values)
    .map((chosen) =>
      params.reduce(
        (path, p, i) => path.replace(`{${p.name}}`, encodePathValue(String(chosen[i]).slice(0, 2000))),
        route.path,
      ),
    );
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      search.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function bodyArbitrary(route: Route): fc.Arbitrary<{ payload?: string; type?: string }> {
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant({});
  const schema = route.operation.requestBody?.content?.['application/json']?.schema;
  const json = mutated(arbitraryFor(schema ?? { type: 'object' })).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    type: 'application/json',
  }));
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    { arbitrary: hostileJsonText.map((payload) => ({ payload, type: 'application/json' })), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        {
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000',
          type: 'multipart/form-data; boundary=x',
        },
        { payload: 'a=1', type: 'application/x-www-form-urlencoded' },
      ),
      weight: 1,
    },
  );
}

/** A session of the administrator for each request of the logout route, so the others keep theirs. */
async function cookiesFor(route: Route): Promise<Record<string, string> | undefined> {
  if (!route.path.startsWith('/api/logout')) return undefined;
  const [admin] = await t.db.select().from(usuarios).where(sql`username = 'admin'`);
  const token = await createSession(t.db, {
    usuarioId: admin?.id ?? 0,
    ip: '127.0.0.1',
    userAgent: 'fuzz',
    hours: 1,
  });
  // the test app's inject adds the CSRF pair made for this session
  return { [SESSION_COOKIE]: token };
}

describe('every route of the OpenAPI document under generated and hostile input', () => {
  it('lists the routes', () => {
    expect(routes.length).toBeGreaterThan(90);
  });

  it.each(routes.map((route) => [route.method, route.path, route] as const))(
    '%s %s',
    async (_m, _p, route) => {
      const isWrite = route.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(
          pathArbitrary(route),
          queryArbitrary(route.operation),
          bodyArbitrary(route),
          async (path, query, body) => {
            const before = isWrite ? (unchanged ?? (await fingerprint())) : '';
            unchanged = null;
            const cookies = await cookiesFor(route);
            const request = {
              method: route.method as 'GET',
              url: `${path}${queryString(query)}`,
              ...(body.payload !== undefined
                ? { payload: body.payload, headers: { 'content-type': body.type ?? '' } }
                : {}),
            };
            const response = cookies
              ? await t.inject({ ...request, cookies })
              : await t.injectAs('admin', request);
            const where = `${route.method} ${route.path} → ${request.method} ${request.url.slice(0, 300)} ${String(body.payload ?? '').slice(0, 300)}`;
            expect(response.statusCode, `${where}\n${response.body.slice(0, 500)}`).toBeLessThan(500);
            expect(response.headers['content-type'] ?? '', where).not.toMatch(/text\/html/);
            if (isWrite && response.statusCode >= 400) {
              const after = await fingerprint();
              expect(after, `a refused ${where} changed the database`).toBe(before);
              unchanged = after;
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});
