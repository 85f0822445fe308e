// GET /api/ordens-pagamento/?status=pago unfiltered and with each filter, the middle and last pages, one
// request at a time after a warm-up pass: p50 and p95 of single requests, on the issuances of emissoes.mjs
// (about 300,000 in PostgreSQL with BENCH_DATABASE_URL, 30,000 on the embedded PGlite) with about two payment
// orders each: the ticket, daily or total cost and a tax, extra or insurance, half of them by one of six agency
// cards, paid with an invoice id for nine in ten concluded issuances. BENCH_EMISSOES overrides the count,
// BENCH_ROUNDS the requests per filter, BENCH_KEEP keeps the data folder and the database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchSetup, percentile, runSql, signIn, startServer, stopServer } from './lib.mjs';

const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('ordens-pagamento');
if (benchDb && process.env.BENCH_KEEP) benchDb.drop = async () => console.log(`kept ${benchDb.url}`);
const total = Number(process.env.BENCH_EMISSOES ?? (benchDb ? 300_000 : 30_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const port = 8041;

// the same issuances as the issuances benchmark: its fill statements, read from its source
const fonte = readFileSync(path.join(import.meta.dirname, 'emissoes.mjs'), 'utf8');
const fill = (nome) => {
  const achado = fonte.match(new RegExp(`const ${nome} = \`([\\s\\S]*?)\`;`));
  if (!achado) throw new Error(`${nome} not found in emissoes.mjs`);
  return achado[1].replaceAll('\\`', '`');
};

const FILL_CARTOES = `
  insert into cartoes (nome, bandeira, digs, ativo)
  select 'Cartão ' || g, (array['Visa','Master','Elo'])[1 + g % 3], lpad((1000 + g * 737)::text, 4, '0'), true
  from generate_series(1, 6) g`;

/**
 * The orders of every issuance not cancelled: its main cost and, but for other services, a second field;
 * by card on even issuances; paid for nine in ten concluded or in RAC, some days after their issuance.
 */
const FILL_ORDENS = `
  with c as (select array_agg(id order by id) ids from cartoes where ativo)
  insert into ordens_pagamento (emissao, servico, venda, fornecedor, campo_formador, valor, meio_pagamento,
                                cartao, status, id_fatura, data_pagamento, data_solicitacao, data_alteracao)
  select e.id, e.servico, e.venda, e.fornecedor, k.campo, k.valor,
         case when e.id % 2 = 0 then 'cartao_credito' else (array['pix','boleto','teddoc'])[1 + e.id % 3] end,
         case when e.id % 2 = 0 then c.ids[1 + (e.id / 2) % array_length(c.ids, 1)] end,
         case when p.paga then 'pago' else 'aberto' end,
         case when p.paga then 'NF-' || e.id || '-' || k.n end,
         case when p.paga then least((p.pedida + make_interval(days => 1 + e.id % 20))::date, current_date) end,
         p.pedida, p.pedida
  from emissoes e cross join c,
       lateral (select coalesce(e.data_hora_emissao, e.created_at) pedida,
                       e.status in ('finalizada', 'rac') and abs(hashint4(e.id)) % 10 <> 0 paga) p,
       lateral (values
         (1, case e.tipo when 'emissao_voo_milha' then 'milheiro' when 'emissao_hotel' then 'custo_diaria'
                         when 'emissao_carro' then 'custo_diaria' when 'emissao_outro' then 'custo_total'
                         else 'custo_bilhete' end, (600 + (e.id * 31) % 2400)::numeric),
         (2, case e.tipo when 'emissao_hotel' then 'custo_extras' when 'emissao_carro' then 'custo_seguro'
                         when 'emissao_outro' then null else 'custo_taxa_embarque' end, 48.90)) k(n, campo, valor)
  where e.status <> 'cancelada' and k.campo is not null
    and not exists (select 1 from ordens_pagamento x where x.emissao = e.id)
  order by e.id, k.n`;

let server = null;
try {
  server = await startServer({ dataDir, port, env });
  await stopServer(server.child);
  const servicos = Math.round(total / 1.4);
  let fillMs = 0;
  const passos = [];
  for (const [nome, sql, params] of [
    ['consultores', fill('FILL_CONSULTORES'), []],
    ['emissores', fill('FILL_EMISSORES'), []],
    ['vendas', fill('FILL_VENDAS'), [Math.round(servicos / 2.4)]],
    ['orcamentos', fill('FILL_ORCAMENTOS'), [servicos]],
    ['cotacoes', fill('FILL_COTACOES'), []],
    ['subcotacoes', fill('FILL_SUBCOTACOES'), []],
    ['servicos', fill('FILL_SERVICOS'), []],
    ['emissoes', fill('FILL_EMISSOES'), []],
    ['cartoes', FILL_CARTOES, []],
    ['ordens_pagamento', FILL_ORDENS, []],
  ]) {
    const ms = await runSql({ benchDb, dataDir, sql, params });
    fillMs += ms;
    passos.push(`${nome} ${(ms / 1000).toFixed(1)} s`);
  }
  console.log(`  filled: ${passos.join(', ')}`);
  server = await startServer({ dataDir, port, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'financeiro' });
  const get = async (url) => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const lista = '/api/ordens-pagamento/?status=pago';
  const primeira = await get(lista);
  const abertas = await get('/api/ordens-pagamento/?status=aberto');
  // an issuance paid about a year ago, whose sale, supplier, card, locator and value are used
  const meio = await get(`${lista}&page=${Math.ceil(primeira.pages / 2)}`);
  const grupo = meio.ordemPagamento.find((g) => g.emissao.localizador && g.OPs.some((o) => o.cartao));
  const ordem = grupo.OPs.find((o) => o.cartao);
  const fornecedor = grupo.OPs.find((o) => o.fornecedor)?.fornecedor?.id;
  const queries = [
    lista,
    `${lista}&page=100`,
    ...['custo_bilhete', 'milheiro', 'custo_diaria', 'custo_taxa_embarque', 'custo_total'].map(
      (campo) => `${lista}&campo_formador=${campo}`,
    ),
    `${lista}&id_venda=${grupo.emissao.venda}`,
    ...(fornecedor ? [`${lista}&fornecedor=${fornecedor}`] : []),
    `${lista}&cartao=${ordem.cartao.id}`,
    `${lista}&localizador=${grupo.emissao.localizador.slice(0, 1)}`,
    `${lista}&localizador=${grupo.emissao.localizador.slice(0, 3)}`,
    `${lista}&localizador=${grupo.emissao.localizador}`,
    `${lista}&valor=${ordem.valor.replace('.', ',')}`,
    `${lista}&cartao=${ordem.cartao.id}&campo_formador=${ordem.campo_formador}`,
    `${lista}&page=${Math.ceil(primeira.pages / 2)}`,
    `${lista}&page=${primeira.pages}`,
    '/api/ordens-pagamento/?status=aberto',
  ];
  const [contagem] = await Promise.all([get(`${lista}&page=${primeira.pages}`)]);
  console.log(
    `${dbLabel}: ${total.toLocaleString('en')} issuances asked, ${(primeira.pages * 10).toLocaleString('en')} or so with paid orders (${primeira.pages.toLocaleString('en')} pages; the last has ${contagem.ordemPagamento.length}), ${abertas.pages.toLocaleString('en')} pages with open orders; filled in ${Math.round(fillMs)} ms; ${rounds} requests per filter, one at a time`,
  );
  for (let i = 0; i < 5; i++) for (const query of queries) await get(query);
  const todos = [];
  for (const query of queries) {
    const times = [];
    let body;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      body = await get(query);
      times.push(performance.now() - started);
    }
    todos.push(...times);
    const p95 = percentile(times, 95);
    console.log(
      `  ${query.replace('/api/ordens-pagamento/?', '')}: ${body.ordemPagamento.length} issuances of ${body.pages} pages, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${p95 > 30 ? ' (over 30 ms)' : ''}`,
    );
  }
  console.log(
    `  all: p50 ${percentile(todos, 50).toFixed(1)} ms, p95 ${percentile(todos, 95).toFixed(1)} ms`,
  );
} finally {
  if (server) await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
}
