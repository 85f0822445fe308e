// GET /api/pagamentos/pagamentos_abertos (Contas a Receber) and GET /api/servicos/detailed/ with each filter,
// one request at a time after a warm-up pass: p50 and p95 of single requests, on 500,000 services and
// 500,000 payments in PostgreSQL (BENCH_DATABASE_URL) or 50,000 on the embedded PGlite, over 200,000 or
// 20,000 sales, each service with its quote, request, beneficiary and payment split. BENCH_SERVICOS
// overrides the count, BENCH_ROUNDS the requests per filter, BENCH_KEEP keeps the data folder.
import { benchSetup, percentile, runSql, signIn, startServer, stopServer } from './lib.mjs';

const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('servicos');
const total = Number(process.env.BENCH_SERVICOS ?? (benchDb ? 500_000 : 50_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const port = 8036;

/** Sales of every status, spread over the demo's contacts and consultants, the newest last. */
const FILL_VENDAS = `
  with c as (select array_agg(id order by id) ids from contatos),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into vendas (status, cliente, consultor, created_by, meio_contato_tipo, meio_contato_valor,
                      created_at, updated_at)
  select (array['proposta','concluida','concluida','cancelada'])[1 + g % 4],
         c.ids[1 + g % array_length(c.ids, 1)], u.ids[1 + g % array_length(u.ids, 1)],
         u.ids[1 + g % array_length(u.ids, 1)], 'Email', 'cliente@exemplo.com.br',
         now() - make_interval(mins => 5 * ($1::int - g)), now() - make_interval(mins => 5 * ($1::int - g))
  from generate_series(1, $1::int) g, c, u`;

/** One request per two services, on the sales in turn; its quotes are invoiced (status fatura). */
const FILL_ORCAMENTOS = `
  with v as (select min(id) lo, max(id) hi from vendas),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into orcamentos (venda, tipo_servico, status, descricao, detalhes, created_by, created_at, updated_at)
  select v.lo + (g::bigint * 7919) % (v.hi - v.lo + 1),
         (array['orcamento_voo','orcamento_voo','orcamento_hotel','orcamento_carro','orcamento_outro'])[1 + g % 5],
         'fechado', 'Pedido ' || g, '{"local": "Gramado, RS", "adultos": 2}'::jsonb,
         u.ids[1 + g % array_length(u.ids, 1)],
         now() - make_interval(secs => 240 * ($1::int - g)), now() - make_interval(secs => 240 * ($1::int - g))
  from generate_series(1, $1::int) g, v, u`;

const FILL_COTACOES = `
  with q as (select array_agg(id order by id) ids from usuarios where cotador and not cliente)
  insert into cotacoes (orcamento, venda, tipo_servico, status, descricao, cotador, cotado_por,
                        custo_total, valor_final, data_hora_cotacao, created_at, updated_at)
  select o.id, o.venda, o.tipo_servico, 'fatura', 'Opção ' || k,
         q.ids[1 + (o.id + k) % array_length(q.ids, 1)], q.ids[1 + (o.id + k) % array_length(q.ids, 1)],
         (800 + (o.id * 37 + k) % 9000)::numeric, (900 + (o.id * 37 + k) % 9000)::numeric,
         o.created_at, o.created_at, o.created_at
  from orcamentos o, q, generate_series(1, 2) k`;

/**
 * One service per quote, created $1 seconds apart so that they span the last two years (two minutes for
 * 500,000): 15 % awaiting payment, 7 %
 * payment in validation, 10 % ticket validation, 60 % issuance, 8 % cancelled.
 */
const FILL_SERVICOS = `
  with m as (select max(id) hi from cotacoes)
  insert into servicos (venda, cotacao, status, metodo_pagamento, num_parcelas, valor_entrada, desconto,
                        valor_avista, valor_total, created_by, created_at, updated_at, cancelado_em,
                        motivo_cancelamento)
  select c.venda, c.id, s.status,
         (array['pagamentoAVista','pagamentoParceladoEntrada','pagamentoParcelado','pagamentoAVistaPortalFornecedor'])[1 + c.id % 4],
         case when c.id % 4 in (1, 2) then 1 + c.id % 12 else 1 end,
         case when c.id % 4 = 1 then round(c.valor_final * 0.3, 2) else 0 end, 0,
         c.valor_final, c.valor_final, c.cotado_por,
         now() - make_interval(secs => $1::int * (m.hi - c.id)), now() - make_interval(secs => $1::int * (m.hi - c.id)),
         case when s.status = 'cancelado' then now() - make_interval(secs => $1::int * (m.hi - c.id)) end,
         case when s.status = 'cancelado' then 'Cliente desistiu da viagem.' end
  from cotacoes c, m,
       lateral (select case when (c.id * 37) % 100 < 15 then 'pagamento'
                            when (c.id * 37) % 100 < 22 then 'pagamento_validacao'
                            when (c.id * 37) % 100 < 32 then 'validacao'
                            when (c.id * 37) % 100 < 92 then 'emissao'
                            else 'cancelado' end status) s
  where c.status = 'fatura' and not exists (select 1 from servicos d where d.cotacao = c.id)`;

const FILL_BENEFICIARIOS = `
  insert into beneficiarios (cotacao, servico, contato, ordem)
  select s.cotacao, s.id, v.cliente, 0 from servicos s join vendas v on v.id = s.venda
  where v.cliente is not null and not exists (select 1 from beneficiarios b where b.servico = s.id)`;

/**
 * One payment per service for its whole total: concluded once the service left pagamento (cancelled
 * ones too), otherwise open and due 0 to 29 days after the service was created, so the older open ones
 * are overdue.
 */
const FILL_PAGAMENTOS = `
  insert into pagamentos (venda, status, descricao, valor, meio_pagamento, num_parcelas, origem,
                          data_vencimento, data_pagamento, created_by, created_at, updated_at, concluido_em)
  select s.venda, case when s.status = 'pagamento' then 'nao_efetuado' else 'concluido' end,
         'Pagamento do serviço ' || s.id, s.valor_total,
         (array['pix','pagarme','rede','fornecedor'])[1 + s.id % 4], s.num_parcelas,
         case when s.num_parcelas > 1 then 'parcelado' else 'avista' end,
         to_char((s.created_at at time zone 'America/Sao_Paulo') + make_interval(days => (s.id % 30)::int), 'YYYY-MM-DD'),
         case when s.status = 'pagamento' then null
              else to_char((s.created_at at time zone 'America/Sao_Paulo') + interval '1 day', 'YYYY-MM-DD') end,
         s.created_by, s.created_at, s.created_at,
         case when s.status = 'pagamento' then null else s.created_at + interval '1 day' end
  from servicos s where not exists (select 1 from pagamentos_servicos d where d.servico = s.id) order by s.id`;

const FILL_SPLITS = `
  insert into pagamentos_servicos (pagamento, servico, valor)
  select p.id, s.id, s.valor_total from pagamentos p
  join servicos s on s.venda = p.venda and p.descricao = 'Pagamento do serviço ' || s.id`;

// the first start makes the demo data; a start that fails still leaves nothing behind
let server = null;
try {
  server = await startServer({ dataDir, port, env });
  await stopServer(server.child);
  const vendas = Math.round(total / 2.5);
  let fillMs = 0;
  for (const [sql, params] of [
    [FILL_VENDAS, [vendas]],
    [FILL_ORCAMENTOS, [total / 2]],
    [FILL_COTACOES, []],
    [FILL_SERVICOS, [Math.round(60_000_000 / total)]],
    [FILL_BENEFICIARIOS, []],
    [FILL_PAGAMENTOS, []],
    [FILL_SPLITS, []],
  ]) {
    fillMs += await runSql({ benchDb, dataDir, sql, params });
  }
  server = await startServer({ dataDir, port, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'admin' });
  const get = async (url) => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  /** the rows of a page, whatever the list calls them */
  const rows = (body) => Object.values(body).find((value) => Array.isArray(value)) ?? [];

  const abertos = '/api/pagamentos/pagamentos_abertos';
  const servicos = '/api/servicos/detailed/';
  const primeiroPagamento = rows(await get(`${abertos}?page=1`))[0];
  const primeiroServico = rows(await get(`${servicos}?page=1`))[0];
  const consultor = primeiroServico.venda.consultor.id;
  const contato = primeiroPagamento.venda.cliente.id;
  const venda = primeiroPagamento.venda.id;
  const dia = (dias) => new Date(Date.now() - dias * 86_400_000).toISOString().slice(0, 10);
  const queries = [
    `${abertos}?page=1`,
    `${abertos}?page=100`,
    `${abertos}?consultor=${consultor}`,
    `${abertos}?consultor=${consultor}&page=20`,
    `${abertos}?contato=${contato}`,
    `${abertos}?venda=${venda}`,
    `${abertos}?consultor=${consultor}&contato=${contato}`,
    `${servicos}?page=1`,
    `${servicos}?page=100`,
    ...['pagamento', 'pagamento_validacao', 'validacao', 'emissao', 'cancelado'].map(
      (status) => `${servicos}?status=${status}`,
    ),
    `${servicos}?consultor=${consultor}`,
    `${servicos}?venda=${primeiroServico.venda.id}`,
    `${servicos}?data_inicio=${dia(30)}`,
    `${servicos}?data_fim=${dia(300)}`,
    `${servicos}?data_inicio=${dia(400)}&data_fim=${dia(380)}`,
    `${servicos}?status=pagamento&consultor=${consultor}`,
    `${servicos}?status=emissao&consultor=${consultor}&data_inicio=${dia(200)}&data_fim=${dia(100)}`,
  ];
  console.log(
    `${dbLabel}: ${total.toLocaleString('en')} services and payments on ${vendas.toLocaleString('en')} sales, filled in ${Math.round(fillMs)} ms; ${rounds} requests per filter, one at a time`,
  );
  // every statement prepared and every code path warm before the first measure
  for (let i = 0; i < 5; i++) for (const query of queries) await get(query);
  const porLista = { [abertos]: [], [servicos]: [] };
  for (const query of queries) {
    const times = [];
    let body;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      body = await get(query);
      times.push(performance.now() - started);
    }
    porLista[query.startsWith(abertos) ? abertos : servicos].push(...times);
    const p95 = percentile(times, 95);
    console.log(
      `  ${query}: ${rows(body).length} rows of ${body.pages} pages, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${p95 > 30 ? ' (over 30 ms)' : ''}`,
    );
  }
  for (const [lista, times] of Object.entries(porLista)) {
    console.log(
      `  ${lista}, all filters: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
} finally {
  if (server) await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
}
