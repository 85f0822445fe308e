// POST /api/vendas/{id}/fatura/: invoicing a cart of 5 quotes (two flights for two, a hotel for two, a car,
// another service; à vista, parcelado com entrada in 10, parcelado in 6, portal do fornecedor, and two
// à vista payments joined) on the built server, one cart after the other: median and p95. The carts are
// written by SQL beforehand with their beneficiaries, on the demo data, on PGlite or on the PostgreSQL
// server of BENCH_DATABASE_URL. BENCH_CARRINHOS sets the carts measured (40), after 5 of warm-up.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { benchSetup, median, percentile, runSql, signIn, startServer, stopServer } from './lib.mjs';

const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('fatura-carrinho');
const aquecimento = 5;
const medidos = Number(process.env.BENCH_CARRINHOS ?? 40);
const port = 8037;
const MARCA = 'Carrinho do benchmark de fatura';

/** Sales in proposta of the demo's clients and consultants, marked by their notes. */
const FILL_VENDAS = `
  with c as (select array_agg(id order by id) ids from contatos where nome <> 'Skyler'),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into vendas (status, cliente, consultor, created_by, meio_contato_tipo, meio_contato_valor, anotacoes)
  select 'proposta', c.ids[1 + (g * 7) % array_length(c.ids, 1)], u.ids[1 + g % array_length(u.ids, 1)],
         u.ids[1 + g % array_length(u.ids, 1)], 'Email', 'cliente@exemplo.com.br', '${MARCA}'
  from generate_series(1, $1::int) g, c, u`;

/** Five requests per sale: two flights for two adults, a hotel for two, a car, another service. */
const FILL_PEDIDOS = `
  insert into orcamentos (venda, tipo_servico, status, descricao, detalhes, created_by)
  select v.id, (array['orcamento_voo','orcamento_voo','orcamento_hotel','orcamento_carro','orcamento_outro'])[k],
         'aberto', 'Pedido ' || k,
         case when k <= 3 then '{"adultos": 2, "criancas": 0, "bebes": 0}'::jsonb else '{}'::jsonb end,
         v.consultor
  from vendas v, generate_series(1, 5) k where v.anotacoes = '${MARCA}'`;

/** One quote per request, in the cart. */
const FILL_COTACOES = `
  insert into cotacoes (orcamento, venda, tipo_servico, status, descricao, custo_total, custo_agencia,
                        valor_final, carrinho_em)
  select o.id, o.venda, o.tipo_servico, 'carrinho', 'Opção do cliente',
         (900 + (o.id * 37) % 4000)::numeric, (850 + (o.id * 37) % 4000)::numeric,
         (1000 + (o.id * 37) % 4000)::numeric + 0.5, now()
  from orcamentos o join vendas v on v.id = o.venda where v.anotacoes = '${MARCA}'`;

/** Each quote's beneficiaries, as the cart saves them: two on flights and hotels, one otherwise. */
const FILL_BENEFICIARIOS = `
  with c as (select array_agg(id order by id) ids from contatos where nome <> 'Skyler')
  insert into beneficiarios (cotacao, contato, ordem)
  select q.id, c.ids[1 + (q.id * 11 + k) % array_length(c.ids, 1)], k + 1
  from cotacoes q join vendas v on v.id = q.venda, c,
       generate_series(0, case when q.tipo_servico in ('orcamento_voo', 'orcamento_hotel') then 1 else 0 end) k
  where v.anotacoes = '${MARCA}'`;

/** Reads rows on the benchmark's database with the server stopped. */
async function query(sql) {
  const db = benchDb
    ? new pg.Client({ connectionString: benchDb.url })
    : await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  if (benchDb) await db.connect();
  try {
    return (await db.query(sql)).rows;
  } finally {
    if (benchDb) await db.end();
    else await db.close();
  }
}

/** The invoicing body of one cart: every payment type, and the first and last quote's payments joined. */
function corpo(venda) {
  const [q1, q2, q3, q4, q5] = venda.cotacoes;
  const base = { desconto: '0', responsavel_financeiro: venda.cliente };
  const entrada = (Math.floor(Number(q2.valor_final) * 30) / 100).toFixed(2);
  return {
    carrinho: venda.cotacoes.map((q) => ({ id: q.id })),
    informacoes_pagamento: [
      { ...base, cotacao: q1.id, name: 'pagamentoAVista' },
      {
        ...base,
        cotacao: q2.id,
        name: 'pagamentoParceladoEntrada',
        meio_pagamento: 'pagarme',
        numeroParcelas: 10,
        valorEntrada: entrada,
      },
      { ...base, cotacao: q3.id, name: 'pagamentoParcelado', meio_pagamento: 'pagarme', numeroParcelas: 6 },
      { ...base, cotacao: q4.id, name: 'pagamentoAVistaPortalFornecedor' },
      { ...base, cotacao: q5.id, name: 'pagamentoAVista' },
    ],
    pagamentosJuntos: [[q1.id, q5.id]],
  };
}

// the first start makes the demo data; a start that fails still leaves nothing behind
let server = null;
try {
  server = await startServer({ dataDir, port, env });
  await stopServer(server.child);
  let fillMs = 0;
  for (const sql of [FILL_VENDAS, FILL_PEDIDOS, FILL_COTACOES, FILL_BENEFICIARIOS]) {
    fillMs += await runSql({
      benchDb,
      dataDir,
      sql,
      params: sql === FILL_VENDAS ? [aquecimento + medidos] : [],
    });
  }
  const linhas = await query(`
    select v.id venda, v.cliente, q.id, q.valor_final::text valor_final
    from vendas v join cotacoes q on q.venda = v.id
    where v.anotacoes = '${MARCA}' order by v.id, q.id`);
  const vendas = [];
  for (const linha of linhas) {
    let venda = vendas.at(-1);
    if (venda?.id !== linha.venda) {
      venda = { id: linha.venda, cliente: linha.cliente, cotacoes: [] };
      vendas.push(venda);
    }
    venda.cotacoes.push({ id: linha.id, valor_final: linha.valor_final });
  }

  server = await startServer({ dataDir, port, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'consultor' });
  const csrf = /csrftoken=([^;]+)/.exec(cookie)?.[1];
  const faturar = async (venda) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/vendas/${venda.id}/fatura/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie },
      body: JSON.stringify(corpo(venda)),
    });
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 201)
      throw new Error(`sale ${venda.id}: ${response.status} ${JSON.stringify(body)}`);
    if (body.length !== 5) throw new Error(`sale ${venda.id}: ${body.length} services`);
    return ms;
  };
  for (const venda of vendas.slice(0, aquecimento)) await faturar(venda);
  const tempos = [];
  for (const venda of vendas.slice(aquecimento)) tempos.push(await faturar(venda));
  const [pagamentos] = await (
    await fetch(`${baseUrl}/api/vendas/${vendas.at(-1).id}/pagamentos/`, { headers: { cookie } })
  )
    .json()
    .then((lista) => [Array.isArray(lista) ? lista.length : (lista.pagamentos?.length ?? '?')]);
  console.log(
    `${dbLabel}: ${tempos.length} carts of 5 quotes invoiced one after the other (after ${aquecimento} of warm-up; carts written in ${Math.round(fillMs)} ms), 5 services and ${pagamentos} payments each: median ${median(tempos).toFixed(1)} ms, p95 ${percentile(tempos, 95).toFixed(1)} ms, slowest ${Math.max(...tempos).toFixed(1)} ms`,
  );
} finally {
  if (server) await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
}
