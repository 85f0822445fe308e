// GET /api/emissoes/comissao/ unfiltered and with each filter (participante as consultant, quoter and issuer,
// one and several creation and conclusion days), a few mixes, deep and last pages, read by a comissao user
// (every issuance with amounts) and by a consultant (only theirs, without amounts), one request at a time
// after a warm-up pass: p50 and p95 of single requests, on the issuances of emissoes.mjs (about 300,000 in
// PostgreSQL with BENCH_DATABASE_URL, 30,000 on the embedded PGlite) with ten quoters, each issuance's base
// and, once concluded, its rates. BENCH_EMISSOES overrides the count, BENCH_ROUNDS the requests per filter,
// BENCH_KEEP keeps the data folder and the database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchSetup, percentile, runSql, signIn, startServer, stopServer } from './lib.mjs';

const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('comissao');
if (benchDb && process.env.BENCH_KEEP) benchDb.drop = async () => console.log(`kept ${benchDb.url}`);
const total = Number(process.env.BENCH_EMISSOES ?? (benchDb ? 300_000 : 30_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const port = 8043;

// the same issuances as the issuances benchmark: its fill statements, read from its source
const fonte = readFileSync(path.join(import.meta.dirname, 'emissoes.mjs'), 'utf8');
const fill = (nome) => {
  const achado = fonte.match(new RegExp(`const ${nome} = \`([\\s\\S]*?)\`;`));
  if (!achado) throw new Error(`${nome} not found in emissoes.mjs`);
  return achado[1].replaceAll('\\`', '`');
};

/** Quoters up to ten in all, unable to sign in, before the quotes are filled. */
const FILL_COTADORES = `
  insert into usuarios (username, email, nome, sobrenome, senha_hash, cotador, perfil_user)
  select 'bench.cotador' || g, 'bench.cotador' || g || '@agencia-demo.com.br',
         (array['Alice','Bento','Clara','Davi','Ester','Felipe','Gina','Hugo'])[g], 'Cotador ' || g, '!',
         true, '{cotador}'
  from generate_series(1, 8) g`;

/** A few rates other than the defaults, as an administrator would set them. */
const FILL_TAXAS = `
  update usuarios set comissao_consultor = 3.5, comissao_cotador = 3, comissao_emissor = 2
  where username like 'bench.%' and id % 3 = 0`;

/**
 * What the flow gives each issuance: its quoter, its base (the service's total × 0.8914 shared by a flight's
 * tickets in proportion to their totals, the last taking the remainder) and, once concluded, its rates.
 */
const FILL_COMISSAO = `
  with b as (
    select e.id, e.servico, round(s.valor_total * 0.8914, 2) base_total,
           greatest(coalesce(sc.total, 0), 0) peso, coalesce(sc.ordem, 0) ordem, coalesce(sc.id, 0) bilhete,
           coalesce(c.cotado_por, c.cotador) cotador
    from emissoes e join servicos s on s.id = e.servico join cotacoes c on c.id = e.cotacao
         left join subcotacoes sc on sc.id = e.subcotacao),
  p as (select b.*, sum(peso) over w soma, count(*) over w n,
               row_number() over (partition by servico order by ordem desc, bilhete desc) de_tras
        from b window w as (partition by servico)),
  q as (select p.*, case when soma = 0 then round(base_total / n, 2) else round(base_total * peso / soma, 2) end parte
        from p),
  r as (select id, cotador,
               case when de_tras = 1 then base_total - (sum(parte) over (partition by servico) - parte) else parte end valor
        from q)
  update emissoes e set cotador = r.cotador, valor_base = r.valor,
         pct_consultor = case when e.status in ('finalizada', 'rac') then uc.comissao_consultor end,
         pct_cotador = case when e.status in ('finalizada', 'rac') then uq.comissao_cotador end,
         pct_emissor = case when e.status in ('finalizada', 'rac') then ue.comissao_emissor end
  from r left join usuarios uq on uq.id = r.cotador, emissoes x
       left join usuarios uc on uc.id = x.venda_consultor left join usuarios ue on ue.id = x.emitido_por
  where r.id = e.id and x.id = e.id`;

/** 'YYYY-MM-DD' of a timestamp in America/Sao_Paulo. */
const diaSp = (iso) => new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const diasAntes = (dia, n) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(`${dia}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - i);
    return d.toISOString().slice(0, 10);
  }).join(',');

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
    ['cotadores', FILL_COTADORES, []],
    ['taxas', FILL_TAXAS, []],
    ['vendas', fill('FILL_VENDAS'), [Math.round(servicos / 2.4)]],
    ['orcamentos', fill('FILL_ORCAMENTOS'), [servicos]],
    ['cotacoes', fill('FILL_COTACOES'), []],
    ['subcotacoes', fill('FILL_SUBCOTACOES'), []],
    ['servicos', fill('FILL_SERVICOS'), []],
    ['emissoes', fill('FILL_EMISSOES'), []],
    ['comissao', FILL_COMISSAO, []],
  ]) {
    const ms = await runSql({ benchDb, dataDir, sql, params });
    fillMs += ms;
    passos.push(`${nome} ${(ms / 1000).toFixed(1)} s`);
  }
  console.log(`  filled: ${passos.join(', ')}`);
  server = await startServer({ dataDir, port, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const sessoes = {
    admin: await signIn({ baseUrl, dataDir, username: 'admin' }),
    consultor: await signIn({ baseUrl, dataDir, username: 'consultor' }),
  };
  const get = async (url, quem = 'admin') => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie: sessoes[quem] } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const lista = '/api/emissoes/comissao/';
  const primeira = await get(`${lista}?page=1`);
  // a concluded issuance a year old: its participants, sale, service, locator and days are used
  const umAno = await get(`${lista}?status=finalizada&page=${Math.ceil(primeira.pages / 2)}`);
  const alvo = umAno.emissoes.find((e) => e.cotador && e.emissor && e.consultor) ?? umAno.emissoes[0];
  const criacao = diaSp(alvo.created_at);
  const conclusao = diaSp(alvo.data_hora_emissao);
  const queries = [
    [`${lista}?page=1`],
    [`${lista}?page=100`],
    [`${lista}?participante=${alvo.consultor.id}`],
    [`${lista}?participante=${alvo.cotador.id}`],
    [`${lista}?participante=${alvo.emissor.id}`],
    [`${lista}?participante=${alvo.cotador.id}&page=50`],
    [`${lista}?consultor=${alvo.consultor.id}`],
    [`${lista}?status=finalizada`],
    [`${lista}?status=fila_de_emissao`],
    [`${lista}?tipo=emissao_hotel`],
    [`${lista}?localizador=${alvo.localizador.slice(0, 1)}`],
    [`${lista}?localizador=${alvo.localizador}`],
    [`${lista}?data_criacao=${criacao}`],
    [`${lista}?data_criacao=${diasAntes(criacao, 5)}`],
    [`${lista}?data_criacao=${diasAntes(criacao, 31)}`],
    [`${lista}?data_conclusao=${conclusao}`],
    [`${lista}?data_conclusao=${diasAntes(conclusao, 5)}`],
    [`${lista}?data_conclusao=${diasAntes(conclusao, 31)}`],
    [`${lista}?id_venda=${alvo.venda.id}`],
    [`${lista}?id_servico=${alvo.servico.id}`],
    [`${lista}?emissor=${alvo.emissor.id}`],
    [`${lista}?id_emissao=${alvo.id}`],
    [`${lista}?participante=${alvo.cotador.id}&data_criacao=${diasAntes(criacao, 31)}`],
    [`${lista}?consultor=${alvo.consultor.id}&status=finalizada&tipo=emissao_voo_pagante`],
    [`${lista}?participante=${alvo.emissor.id}&data_conclusao=${diasAntes(conclusao, 5)}&tipo=emissao_hotel`],
    [`${lista}?page=1`, 'consultor'],
    [`${lista}?page=30`, 'consultor'],
    [`${lista}?data_criacao=${diasAntes(criacao, 31)}`, 'consultor'],
    [`${lista}?status=finalizada`, 'consultor'],
  ];
  console.log(
    `${dbLabel}: about ${(primeira.pages * 15).toLocaleString('en')} issuances (${primeira.pages.toLocaleString('en')} pages) of ${servicos.toLocaleString('en')} services, filled in ${Math.round(fillMs)} ms; ${rounds} requests per filter, one at a time`,
  );
  for (let i = 0; i < 5; i++) for (const [query, quem] of queries) await get(query, quem);
  const todos = [];
  let acima = 0;
  for (const [query, quem = 'admin'] of queries) {
    const times = [];
    let body;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      body = await get(query, quem);
      times.push(performance.now() - started);
    }
    todos.push(...times);
    const p95 = percentile(times, 95);
    if (p95 > 30) acima += 1;
    console.log(
      `  ${quem === 'consultor' ? '[consultor] ' : ''}${query.slice(lista.length).slice(0, 90)}: ${body.emissoes.length} rows of ${body.pages} pages, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${p95 > 30 ? ' (over 30 ms)' : ''}`,
    );
  }
  console.log(
    `  all filters: p50 ${percentile(todos, 50).toFixed(1)} ms, p95 ${percentile(todos, 95).toFixed(1)} ms; ${acima} over 30 ms at p95`,
  );
  // last pages: what the deepest page of a list costs
  for (const [filtro, quem] of [
    ['', 'admin'],
    [`participante=${alvo.cotador.id}`, 'admin'],
    [`data_criacao=${diasAntes(criacao, 31)}`, 'admin'],
    ['', 'consultor'],
  ]) {
    const { pages } = await get(`${lista}?${filtro}`, quem);
    const query = `${lista}?${filtro}${filtro ? '&' : ''}page=${pages}`;
    for (let i = 0; i < 3; i++) await get(query, quem);
    const times = [];
    for (let i = 0; i < Math.min(rounds, 20); i++) {
      const started = performance.now();
      await get(query, quem);
      times.push(performance.now() - started);
    }
    console.log(
      `  last page ${quem === 'consultor' ? '[consultor] ' : ''}${query.slice(lista.length).slice(0, 80)}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
} finally {
  if (server) await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
}
