// GET /api/orcamentos/detalhado/ with each filter, one request at a time: p50 and p95 of single requests, on
// 200,000 quote requests in PostgreSQL (BENCH_DATABASE_URL) or 20,000 on the embedded PGlite, spread over
// 80,000 or 8,000 sales, with their quotes. BENCH_ORCAMENTOS overrides the count, BENCH_ROUNDS the requests
// per filter.
import { benchSetup, percentile, runSql, signIn, startServer, stopServer } from './lib.mjs';

const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('orcamentos');
const total = Number(process.env.BENCH_ORCAMENTOS ?? (benchDb ? 200_000 : 20_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const port = 8035;

/** Sales of every status, spread over the demo's contacts and consultants. */
const FILL_VENDAS = `
  with c as (select array_agg(id order by id) ids from contatos),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into vendas (status, cliente, consultor, created_by, meio_contato_tipo, meio_contato_valor,
                      created_at, updated_at)
  select (array['proposta','concluida','cancelada','fechada'])[1 + g % 4],
         c.ids[1 + g % array_length(c.ids, 1)], u.ids[1 + g % array_length(u.ids, 1)],
         u.ids[1 + g % array_length(u.ids, 1)], 'Email', 'cliente@exemplo.com.br',
         now() - make_interval(mins => 3 * g), now() - make_interval(mins => 3 * g)
  from generate_series(1, $1::int) g, c, u`;

/**
 * Requests of every kind over all the sales, a third closed; 0 to 3 quotes each, one in 500 with 20 or more.
 * The nested object is the same small one: no filter reads it.
 */
const FILL_ORCAMENTOS = `
  with v as (select min(id) lo, max(id) hi from vendas),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into orcamentos (venda, tipo_servico, status, descricao, detalhes, quantidade_cotacoes, created_by,
                          created_at, updated_at)
  select v.lo + (g::bigint * 7919) % (v.hi - v.lo + 1),
         (array['orcamento_voo','orcamento_voo','orcamento_hotel','orcamento_carro','orcamento_outro'])[1 + g % 5],
         case when g % 3 = 0 then 'fechado' else 'aberto' end,
         'Pedido ' || g, '{"local": "Gramado, RS", "adultos": 2}'::jsonb,
         case when g % 500 = 0 then 20 + g % 5 else (g / 7) % 4 end,
         u.ids[1 + g % array_length(u.ids, 1)],
         now() - make_interval(secs => 60 * ($1::int - g)), now() - make_interval(secs => 60 * ($1::int - g))
  from generate_series(1, $1::int) g, v, u`;

/** The quotes the counts say, credited to the quoters in turn, one in 11 in the cart; plus archived ones. */
const FILL_COTACOES = `
  with q as (select array_agg(id order by id) ids from usuarios where cotador and not cliente)
  insert into cotacoes (orcamento, venda, tipo_servico, status, descricao, cotador, cotado_por, archived_at)
  select o.id, o.venda, o.tipo_servico,
         case when k = 1 and o.id % 11 = 0 then 'carrinho' else 'orcamento' end, 'Opção ' || k,
         q.ids[1 + (o.id + k) % array_length(q.ids, 1)], q.ids[1 + (o.id + k) % array_length(q.ids, 1)],
         case when k > o.quantidade_cotacoes then now() end
  from orcamentos o, q,
       generate_series(1, o.quantidade_cotacoes + case when o.id % 10 = 0 then 1 else 0 end) k
  where o.quantidade_cotacoes > 0 or o.id % 10 = 0`;

let server = await startServer({ dataDir, port, env });
try {
  await stopServer(server.child);
  const vendas = Math.round(total / 2.5);
  let fillMs = await runSql({ benchDb, dataDir, sql: FILL_VENDAS, params: [vendas] });
  fillMs += await runSql({ benchDb, dataDir, sql: 'delete from cotacoes' });
  fillMs += await runSql({ benchDb, dataDir, sql: 'delete from orcamentos' });
  fillMs += await runSql({ benchDb, dataDir, sql: FILL_ORCAMENTOS, params: [total] });
  fillMs += await runSql({ benchDb, dataDir, sql: FILL_COTACOES });
  server = await startServer({ dataDir, port, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'admin' });
  const get = async (query) => {
    const response = await fetch(`${baseUrl}/api/orcamentos/detalhado/?${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const first = await get('page=1');
  const consultor = first.orcamentos.find((o) => o.consultor)?.consultor.id;
  const cotador = first.orcamentos.find((o) => o.cotadores.length > 0)?.cotadores[0].id;
  const venda = first.orcamentos[0].venda;
  const queries = [
    'page=1',
    'page=100',
    'status=aberto',
    'status=fechado&page=3',
    `consultor=${consultor}`,
    'tipo_servico=orcamento_hotel',
    'quantidade_cotacoes=0',
    'quantidade_cotacoes=2',
    'quantidade_cotacoes=20',
    `cotado_por=${cotador}`,
    'status_venda=proposta',
    'status_venda=concluida&page=2',
    `id_venda=${venda}`,
    `status=aberto&consultor=${consultor}&tipo_servico=orcamento_voo`,
    `cotado_por=${cotador}&status_venda=proposta&quantidade_cotacoes=3`,
  ];
  console.log(
    `${dbLabel}: ${(first.pages * 15 >= total ? total : '?').toLocaleString('en')} requests on ${vendas.toLocaleString('en')} sales, filled in ${Math.round(fillMs)} ms; ${rounds} requests per filter, one at a time`,
  );
  // every statement prepared and every code path warm before the first measure
  for (let i = 0; i < 5; i++) for (const query of queries) await get(query);
  const all = [];
  for (const query of queries) {
    const times = [];
    let body;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      body = await get(query);
      times.push(performance.now() - started);
    }
    all.push(...times);
    console.log(
      `  ${query}: ${body.orcamentos.length} rows of ${body.pages} pages, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  console.log(
    `  all filters: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
  );
} finally {
  await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
}
