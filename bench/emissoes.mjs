// GET /api/emissoes/detailed/ with each filter alone and a few together, one request at a time after a
// warm-up pass: p50 and p95 of single requests, on about 300,000 issuances in PostgreSQL
// (BENCH_DATABASE_URL) or 30,000 on the embedded PGlite. The issuances come from services invoiced over the
// last two years, as the flow creates them: one per ticket of a flight quote (most of them round trips),
// one per hotel, car or other quote; paid, miles and wallet tickets; 20 consultants and 10 issuers; most
// issuances concluded with a locator and their passengers' e-tickets, the newest ones in the queue, some
// cancelled with a reason, a few in an open RAC. BENCH_EMISSOES overrides the count, BENCH_ROUNDS the
// requests per filter, BENCH_KEEP keeps the data folder and the database.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { benchSetup, percentile, runSql, signIn, startServer, stopServer } from './lib.mjs';

const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('emissoes');
// BENCH_KEEP keeps the PostgreSQL database too, to read the statements' plans afterwards
if (benchDb && process.env.BENCH_KEEP) benchDb.drop = async () => console.log(`kept ${benchDb.url}`);
const total = Number(process.env.BENCH_EMISSOES ?? (benchDb ? 300_000 : 30_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const port = 8037;

/** The team beside the demo's: consultants up to 20 in all and issuers up to 10, unable to sign in. */
const FILL_CONSULTORES = `
  insert into usuarios (username, email, nome, sobrenome, senha_hash, consultor, perfil_user, pertencente)
  select 'bench.consultor' || g, 'bench.consultor' || g || '@agencia-demo.com.br',
         (array['Bruno','Camila','Diego','Elaine','Fábio','Gabriela','Heitor','Isabela','João'])[1 + g % 9],
         'Consultor ' || g, '!', true, '{consultor}', '{vendas_1}'
  from generate_series(1, 18) g`;
const FILL_EMISSORES = `
  insert into usuarios (username, email, nome, sobrenome, senha_hash, perfil_user, pertencente)
  select 'bench.emissor' || g, 'bench.emissor' || g || '@agencia-demo.com.br',
         (array['Lara','Mateus','Natália','Otávio','Paula','Rafael','Sara','Tiago','Vera'])[1 + g % 9],
         'Emissor ' || g, '!', '{emissor}', '{emissao}'
  from generate_series(1, 8) g`;

/** $1 sales over the demo's contacts and the 20 consultants, the newest last, over the last two years. */
const FILL_VENDAS = `
  with c as (select array_agg(id order by id) ids from contatos),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into vendas (status, cliente, consultor, created_by, meio_contato_tipo, meio_contato_valor,
                      created_at, updated_at)
  select (array['proposta','concluida','concluida'])[1 + g % 3],
         c.ids[1 + (g * 7) % array_length(c.ids, 1)], u.ids[1 + g % array_length(u.ids, 1)],
         u.ids[1 + g % array_length(u.ids, 1)], 'Email', 'cliente@exemplo.com.br',
         now() - interval '2 years' * (($1::int - g)::float / $1::int) - interval '3 days',
         now() - interval '2 years' * (($1::int - g)::float / $1::int) - interval '3 days'
  from generate_series(1, $1::int) g, c, u`;

/**
 * $1 requests, one per service, spread over the sales in creation order (each sale two or three): half
 * flights, 20 % hotels, 15 % cars, 15 % other services.
 */
const FILL_ORCAMENTOS = `
  with v as (select array_agg(id order by id) ids from vendas where created_by is not null
                and meio_contato_valor = 'cliente@exemplo.com.br'),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into orcamentos (venda, tipo_servico, status, descricao, detalhes, created_by, created_at, updated_at)
  select v.ids[1 + ((g - 1)::bigint * array_length(v.ids, 1)) / $1::int], t.tipo, 'fechado', 'Pedido ' || g,
         '{"local": "Gramado, RS", "adultos": 2}'::jsonb, u.ids[1 + g % array_length(u.ids, 1)],
         now() - interval '2 years' * (($1::int - g)::float / $1::int) - interval '2 days',
         now() - interval '2 years' * (($1::int - g)::float / $1::int) - interval '2 days'
  from generate_series(1, $1::int) g, v, u,
       lateral (select case when g % 20 < 10 then 'orcamento_voo' when g % 20 < 14 then 'orcamento_hotel'
                            when g % 20 < 17 then 'orcamento_carro' else 'orcamento_outro' end tipo) t`;

/**
 * One invoiced quote per request: flights of paid (70 %), miles (20 %) or wallet (10 %) tickets; hotels,
 * cars and other services with the supplier and provider of their kind and their dates in \`detalhes\`.
 */
const FILL_COTACOES = `
  with q as (select array_agg(id order by id) ids from usuarios where cotador and not cliente),
       f as (select array_agg(id order by id) ids from fornecedores),
       p as (select tipo_servico, array_agg(id order by id) ids from provedores group by tipo_servico)
  insert into cotacoes (orcamento, venda, tipo_servico, status, tipo_cotacao, descricao, cotador, cotado_por,
                        custo_total, custo_agencia, valor_final, fornecedor, provedor, detalhes,
                        data_hora_cotacao, created_at, updated_at)
  select o.id, o.venda, o.tipo_servico, 'fatura',
         case when o.tipo_servico <> 'orcamento_voo' then 'pagante'
              when abs(hashint4(o.id)) % 10 < 7 then 'pagante' when abs(hashint4(o.id)) % 10 < 9 then 'milha' else 'wallet' end,
         case o.tipo_servico when 'orcamento_voo' then 'Voo ida e volta' when 'orcamento_hotel' then 'Hotel Serra Azul'
              when 'orcamento_carro' then 'Sedã médio' else 'Passeio guiado' end,
         q.ids[1 + o.id % array_length(q.ids, 1)], q.ids[1 + o.id % array_length(q.ids, 1)],
         (800 + (o.id * 37) % 9000)::numeric, (700 + (o.id * 37) % 9000)::numeric,
         (900 + (o.id * 37) % 9000)::numeric,
         case when o.tipo_servico <> 'orcamento_voo' then f.ids[1 + o.id % array_length(f.ids, 1)] end,
         case o.tipo_servico
           when 'orcamento_hotel' then ph.ids[1 + o.id % array_length(ph.ids, 1)]
           when 'orcamento_carro' then pc.ids[1 + o.id % array_length(pc.ids, 1)]
           when 'orcamento_outro' then po.ids[1 + o.id % array_length(po.ids, 1)] end,
         case o.tipo_servico
           when 'orcamento_hotel' then jsonb_build_object('checkin_inicio', d.ida, 'checkout_inicio', d.ida + 4,
             'diarias', 4, 'custo_diaria', '640.00', 'rav', '120.00', 'quartos', 1, 'adultos', 2)
           when 'orcamento_carro' then jsonb_build_object('data_hora_retirada', d.ida || 'T10:00',
             'data_hora_devolucao', (d.ida + 5) || 'T10:00', 'diarias', 5, 'custo_diaria', '180.00',
             'custo_seguro', '175.00', 'rav', '80.00')
           when 'orcamento_outro' then jsonb_build_object('data_inicio', d.ida, 'data_fim', d.ida,
             'custo_total', '450.00', 'rav', '60.00') end,
         o.created_at, o.created_at, o.created_at
  from orcamentos o cross join q cross join f
       left join p ph on ph.tipo_servico = 'hospedagem'
       left join p pc on pc.tipo_servico = 'locadora_de_carro'
       left join p po on po.tipo_servico = 'outro',
       lateral (select ((o.created_at at time zone 'America/Sao_Paulo')::date + 5 + (o.id * 7) % 150) ida) d
  where o.descricao like 'Pedido %' and not exists (select 1 from cotacoes x where x.orcamento = o.id)`;

/** The tickets of the flight quotes: a round trip (two tickets) for four in five, one way otherwise. */
const FILL_SUBCOTACOES = `
  with cia as (select array_agg(id order by id) ids from cias_aereas where iata in ('LA', 'G3', 'AD')),
       f as (select array_agg(id order by id) ids from fornecedores),
       pr as (select array_agg(id order by id) ids from programas)
  insert into subcotacoes (cotacao, ordem, tipo_cotacao, fornecedor, programa_fidelidade, quantidade_milhas,
                           custo_bilhete, rav, custo_taxa_embarque, bilhete_ida, bilhete_volta,
                           bilhete_independente, viagem, total, custo_agencia)
  select c.id, k, c.tipo_cotacao,
         case when c.tipo_cotacao <> 'milha' then f.ids[1 + c.id % array_length(f.ids, 1)] end,
         case when c.tipo_cotacao = 'milha' then pr.ids[1 + c.id % array_length(pr.ids, 1)] end,
         case when c.tipo_cotacao = 'milha' then 30000 else 0 end,
         (600 + (c.id * 31) % 2400)::numeric, 90, 48.9, k = 1 and ida_volta, k = 2, not ida_volta,
         jsonb_build_object('trechos', jsonb_build_array(jsonb_build_object('pernas', jsonb_build_array(
           jsonb_build_object(
             'origem', case when k = 1 then a.origem else a.destino end,
             'destino', case when k = 1 then a.destino else a.origem end,
             'cia_aerea', cia.ids[1 + c.id % array_length(cia.ids, 1)],
             'data_hora_partida', to_char(d.ida + (k - 1) * 7 + time '08:40', 'YYYY-MM-DD"T"HH24:MI'),
             'data_hora_chegada', to_char(d.ida + (k - 1) * 7 + time '10:15', 'YYYY-MM-DD"T"HH24:MI'),
             'numero_do_voo', '', 'adultos', 2, 'criancas', 0, 'bebes', 0, 'economica', true))))),
         (800 + (c.id * 31) % 2400)::numeric, (700 + (c.id * 31) % 2400)::numeric
  from cotacoes c cross join cia cross join f cross join pr,
       lateral (select c.id % 5 <> 0 ida_volta) t,
       lateral generate_series(1, case when t.ida_volta then 2 else 1 end) k,
       lateral (select (array['GRU','CGH','GIG','BSB','CNF','POA','REC','SSA'])[1 + c.id % 8] origem,
                       (array['FOR','FLN','MCZ','NAT','LIS','MIA','SCL','EZE','CWB'])[1 + c.id % 9] destino) a,
       lateral (select ((c.created_at at time zone 'America/Sao_Paulo')::date + 5 + (c.id * 7) % 150) ida) d
  where c.tipo_servico = 'orcamento_voo' and c.status = 'fatura'
    and not exists (select 1 from subcotacoes x where x.cotacao = c.id)`;

/** One service per quote, a day after it, in emissao but for 3 % cancelled before its issuance. */
const FILL_SERVICOS = `
  insert into servicos (venda, cotacao, status, metodo_pagamento, num_parcelas, valor_entrada, desconto,
                        valor_avista, valor_total, created_by, created_at, updated_at, faturado_em,
                        cancelado_em, motivo_cancelamento)
  select c.venda, c.id, case when abs(hashint4(c.id)) % 100 < 3 then 'cancelado' else 'emissao' end,
         'pagamentoAVista', 1, 0, 0, c.valor_final, c.valor_final, c.cotado_por,
         c.created_at + interval '1 day', c.created_at + interval '1 day', c.created_at + interval '1 day',
         case when abs(hashint4(c.id)) % 100 < 3 then c.created_at + interval '2 days' end,
         case when abs(hashint4(c.id)) % 100 < 3 then 'Cliente desistiu da viagem.' end
  from cotacoes c join orcamentos o on o.id = c.orcamento and o.descricao like 'Pedido %'
  where c.status = 'fatura' and not exists (select 1 from servicos d where d.cotacao = c.id)`;

/** The sale's client on every service, and a second traveller on two in three. */
const FILL_BENEFICIARIOS = `
  with c as (select array_agg(id order by id) ids from contatos)
  insert into beneficiarios (cotacao, servico, contato, ordem, assento, tipo_assento, tipo_quarto)
  select s.cotacao, s.id, b.contato, b.ordem, '', '', ''
  from servicos s join vendas v on v.id = s.venda cross join c,
       lateral (select v.cliente contato, 0 ordem
                union all
                select c.ids[1 + (s.id * 11) % array_length(c.ids, 1)], 1 where s.id % 3 <> 0) b
  where v.cliente is not null and b.contato is not null
    and not exists (select 1 from beneficiarios x where x.servico = s.id)
  on conflict do nothing`;

/**
 * The issuances: one per ticket or per other quote, created with their service. Those of the last 15 days
 * (2 %) are in the queue (a third of them with a locator, a third with an issuer chosen); of the others 3 % are in an open
 * RAC, 5 % cancelled with a reason (a cancelled service's always), the rest concluded by one of the issuers
 * 2 to 30 hours after their creation, with a locator of six letters and digits.
 */
const FILL_EMISSOES = `
  with e as (select array_agg(id order by id) ids from usuarios where 'emissor' = any(perfil_user) and not cliente),
       base as (
         select s.venda, s.id servico, c.id cotacao, sc.id subcotacao, s.created_at, s.status servico_status,
                case when c.tipo_servico = 'orcamento_voo' then
                       case sc.tipo_cotacao when 'milha' then 'emissao_voo_milha'
                            when 'wallet' then 'emissao_voo_wallet' else 'emissao_voo_pagante' end
                     when c.tipo_servico = 'orcamento_hotel' then 'emissao_hotel'
                     when c.tipo_servico = 'orcamento_carro' then 'emissao_carro' else 'emissao_outro' end tipo,
                coalesce(sc.fornecedor, c.fornecedor) fornecedor, c.provedor, sc.viagem,
                coalesce(left(sc.viagem #>> '{trechos,0,pernas,0,data_hora_partida}', 10),
                         c.detalhes ->> 'checkin_inicio', left(c.detalhes ->> 'data_hora_retirada', 10),
                         c.detalhes ->> 'data_inicio')::date data_ida,
                abs(hashint4(s.id * 3 + coalesce(sc.ordem, 0))) % 1000 sorte
         from servicos s join cotacoes c on c.id = s.cotacao
              join orcamentos o on o.id = c.orcamento and o.descricao like 'Pedido %'
              left join subcotacoes sc on sc.cotacao = c.id
         where not exists (select 1 from emissoes x where x.servico = s.id)),
       com_status as (
         select base.*, case when servico_status = 'cancelado' then 'cancelada'
                             when created_at > now() - interval '15 days' then 'fila_de_emissao'
                             when sorte < 30 then 'rac' when sorte < 80 then 'cancelada'
                             else 'finalizada' end status
         from base)
  insert into emissoes (venda, servico, cotacao, subcotacao, tipo, status, fornecedor, provedor, localizador,
                        observacoes, viagem, data_ida, emitido_por, data_hora_emissao, concluida_por,
                        cancelada_em, cancelada_por, motivo_cancelamento, created_at, updated_at)
  select venda, servico, cotacao, subcotacao, tipo, status, fornecedor, provedor,
         case when status in ('finalizada', 'rac') or (status = 'fila_de_emissao' and sorte % 3 = 0)
                or (status = 'cancelada' and sorte % 2 = 0)
              then upper(substr(md5(servico || '-' || coalesce(subcotacao, 0)), 1, 6)) end,
         case when sorte % 9 = 0 then 'Cliente prefere janela' end,
         viagem, data_ida,
         case when status in ('finalizada', 'rac') or (status <> 'cancelada' and sorte % 3 = 1)
              then e.ids[1 + sorte % array_length(e.ids, 1)] end,
         case when status in ('finalizada', 'rac') then created_at + make_interval(hours => 2 + sorte % 29) end,
         case when status in ('finalizada', 'rac') then e.ids[1 + sorte % array_length(e.ids, 1)] end,
         case when status = 'cancelada' then created_at + make_interval(hours => 3 + sorte % 40) end,
         case when status = 'cancelada' then e.ids[1 + (sorte / 7) % array_length(e.ids, 1)] end,
         case when status = 'cancelada' then
           (array['Cliente desistiu da viagem.', 'Voo cancelado pela companhia.', 'Tarifa indisponível na emissão.'])[1 + sorte % 3] end,
         created_at, created_at
  from com_status, e
  order by servico, subcotacao`;

/** Each issuance's travellers, those of its service, with their e-tickets once it was concluded. */
const FILL_EMISSOES_BENEFICIARIOS = `
  insert into emissoes_beneficiarios (emissao, beneficiario, contato, ordem, eticket, assento, tipo_assento, tipo_quarto)
  select e.id, b.id, b.contato, b.ordem,
         case when e.status in ('finalizada', 'rac') and e.subcotacao is not null
              then '957' || lpad(((e.id::bigint * 7 + b.ordem) % 10000000000)::text, 10, '0') else '' end,
         case when e.subcotacao is not null and e.status in ('finalizada', 'rac') then (12 + b.ordem) || 'C' else '' end,
         case when e.subcotacao is not null and e.status in ('finalizada', 'rac') then 'Padrão' else '' end,
         case when e.tipo = 'emissao_hotel' then 'Duplo' else '' end
  from emissoes e join beneficiarios b on b.servico = e.servico
  where not exists (select 1 from emissoes_beneficiarios x where x.emissao = e.id)`;

/** The open RAC of each issuance in rac: rebookings, changes and cancellations, requested or released. */
const FILL_RACS = `
  insert into racs (tipo, status, emissao, venda, servico, created_by, created_at, updated_at)
  select (array['remarcacao', 'alteracao', 'cancelamento'])[1 + e.id % 3],
         (array['aberta', 'em_processo'])[1 + e.id % 2], e.id, e.venda, e.servico, e.venda_consultor,
         e.data_hora_emissao + interval '5 days', e.data_hora_emissao + interval '5 days'
  from emissoes e where e.status = 'rac' and not exists (select 1 from racs r where r.emissao = e.id)`;

/** The rows of one statement on the benchmark's database, with the server stopped. */
async function consultar(sql) {
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

// the first start makes the demo data; a start that fails still leaves nothing behind
let server = null;
try {
  server = await startServer({ dataDir, port, env });
  await stopServer(server.child);
  const servicos = Math.round(total / 1.4);
  let fillMs = 0;
  const passos = [];
  for (const [nome, sql, params] of [
    ['consultores', FILL_CONSULTORES, []],
    ['emissores', FILL_EMISSORES, []],
    ['vendas', FILL_VENDAS, [Math.round(servicos / 2.4)]],
    ['orcamentos', FILL_ORCAMENTOS, [servicos]],
    ['cotacoes', FILL_COTACOES, []],
    ['subcotacoes', FILL_SUBCOTACOES, []],
    ['servicos', FILL_SERVICOS, []],
    ['beneficiarios', FILL_BENEFICIARIOS, []],
    ['emissoes', FILL_EMISSOES, []],
    ['emissoes_beneficiarios', FILL_EMISSOES_BENEFICIARIOS, []],
    ['racs', FILL_RACS, []],
  ]) {
    const ms = await runSql({ benchDb, dataDir, sql, params });
    fillMs += ms;
    passos.push(`${nome} ${(ms / 1000).toFixed(1)} s`);
  }
  console.log(`  filled: ${passos.join(', ')}`);
  const mistura = await consultar(
    `select status, tipo, count(*)::int n from emissoes group by 1, 2 order by 1, 2`,
  );
  const porStatus = {};
  for (const { status, tipo, n } of mistura) {
    porStatus[status] ??= [];
    porStatus[status].push(`${tipo.replace('emissao_', '')} ${n.toLocaleString('en')}`);
  }
  for (const [status, tipos] of Object.entries(porStatus)) console.log(`  ${status}: ${tipos.join(', ')}`);
  server = await startServer({ dataDir, port, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'admin' });
  const get = async (url) => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const lista = '/api/emissoes/detailed/';
  const primeira = await get(`${lista}?page=1`);
  const porPagina = primeira.emissoes.length;
  const todas = primeira.pages * porPagina;
  // a concluded issuance a year old, whose sale, service, consultant, issuer, locator and departure are used
  const umAno = await get(`${lista}?status=finalizada&page=${Math.ceil(primeira.pages / 2)}`);
  const alvo = umAno.emissoes[0];
  const consultor = alvo.venda.consultor.id;
  const emissor = alvo.emitido_por.id;
  const queries = [
    `${lista}?page=1`,
    `${lista}?page=100`,
    `${lista}?consultor=${consultor}`,
    `${lista}?consultor=${consultor}&page=50`,
    ...['fila_de_emissao', 'finalizada', 'cancelada', 'rac'].map((status) => `${lista}?status=${status}`),
    `${lista}?localizador=${alvo.localizador.slice(0, 1)}`,
    `${lista}?localizador=${alvo.localizador.slice(0, 3)}`,
    `${lista}?localizador=${alvo.localizador}`,
    ...[
      'emissao_voo_pagante',
      'emissao_voo_milha',
      'emissao_voo_wallet',
      'emissao_hotel',
      'emissao_carro',
      'emissao_outro',
    ].map((tipo) => `${lista}?tipo=${tipo}`),
    `${lista}?data_ida=${alvo.data_ida}`,
    `${lista}?id_venda=${alvo.venda.id}`,
    `${lista}?id_servico=${alvo.servico.id}`,
    `${lista}?emissor=${emissor}`,
    `${lista}?emissor=${emissor}&page=40`,
    `${lista}?id_emissao=${alvo.id}`,
    `${lista}?status=fila_de_emissao&consultor=${consultor}`,
    `${lista}?status=finalizada&tipo=emissao_voo_milha&emissor=${emissor}`,
    `${lista}?consultor=${consultor}&data_ida=${alvo.data_ida}`,
    `${lista}?status=finalizada&localizador=${alvo.localizador.slice(0, 2)}`,
    `${lista}?tipo=emissao_hotel&consultor=${consultor}&status=cancelada`,
  ];
  console.log(
    `${dbLabel}: about ${todas.toLocaleString('en')} issuances (${primeira.pages.toLocaleString('en')} pages) of ${servicos.toLocaleString('en')} services, filled in ${Math.round(fillMs)} ms; ${rounds} requests per filter, one at a time`,
  );
  // every statement prepared and every code path warm before the first measure
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
      `  ${query.slice(lista.length)}: ${body.emissoes.length} rows of ${body.pages} pages, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${p95 > 30 ? ' (over 30 ms)' : ''}`,
    );
  }
  console.log(
    `  all filters: p50 ${percentile(todos, 50).toFixed(1)} ms, p95 ${percentile(todos, 95).toFixed(1)} ms`,
  );
  // the last page of a few filters: what a deep page costs (not in the figures above)
  for (const filtro of [`emissor=${emissor}`, 'status=rac', `consultor=${consultor}`, 'status=finalizada']) {
    const { pages } = await get(`${lista}?${filtro}`);
    const query = `${lista}?${filtro}&page=${pages}`;
    for (let i = 0; i < 3; i++) await get(query);
    const times = [];
    for (let i = 0; i < Math.min(rounds, 20); i++) {
      const started = performance.now();
      await get(query);
      times.push(performance.now() - started);
    }
    console.log(
      `  last page ${query.slice(lista.length)}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
} finally {
  if (server) await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
}
