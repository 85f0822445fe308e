// GET /api/contatos/?search= (the contact list and the contact picker) on 100,000 contacts, in PostgreSQL
// (BENCH_DATABASE_URL) or the embedded PGlite: latency of single searches one after another (p50, p95),
// then throughput at 10 connections. BENCH_CONTATOS overrides the count.
import autocannon from 'autocannon';
import { benchSetup, median, percentile, runSql, signIn, startServer, stopServer } from './lib.mjs';

const total = Number(process.env.BENCH_CONTATOS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('contatos');
const port = 8035;

const NOMES = [
  ['Ana', 'ana'],
  ['Antônio', 'antonio'],
  ['Beatriz', 'beatriz'],
  ['Bruno', 'bruno'],
  ['Camila', 'camila'],
  ['Carlos', 'carlos'],
  ['Cecília', 'cecilia'],
  ['Daniel', 'daniel'],
  ['Eduarda', 'eduarda'],
  ['Felipe', 'felipe'],
  ['Fernanda', 'fernanda'],
  ['Gabriel', 'gabriel'],
  ['Helena', 'helena'],
  ['Igor', 'igor'],
  ['Isabela', 'isabela'],
  ['João', 'joao'],
  ['Júlia', 'julia'],
  ['Laura', 'laura'],
  ['Lucas', 'lucas'],
  ['Luíza', 'luiza'],
  ['Marcelo', 'marcelo'],
  ['Maria', 'maria'],
  ['Mariana', 'mariana'],
  ['Mateus', 'mateus'],
  ['Natália', 'natalia'],
  ['Otávio', 'otavio'],
  ['Patrícia', 'patricia'],
  ['Paulo', 'paulo'],
  ['Rafael', 'rafael'],
  ['Renata', 'renata'],
  ['Rodrigo', 'rodrigo'],
  ['Sofia', 'sofia'],
  ['Tatiana', 'tatiana'],
  ['Thiago', 'thiago'],
  ['Valéria', 'valeria'],
  ['Vinícius', 'vinicius'],
  ['Yasmin', 'yasmin'],
];
const SOBRENOMES = [
  ['Silva', 'silva'],
  ['Santos', 'santos'],
  ['Oliveira', 'oliveira'],
  ['Souza', 'souza'],
  ['Rodrigues', 'rodrigues'],
  ['Ferreira', 'ferreira'],
  ['Alves', 'alves'],
  ['Pereira', 'pereira'],
  ['Lima', 'lima'],
  ['Gomes', 'gomes'],
  ['Costa', 'costa'],
  ['Ribeiro', 'ribeiro'],
  ['Martins', 'martins'],
  ['Carvalho', 'carvalho'],
  ['Araújo', 'araujo'],
  ['Melo', 'melo'],
  ['Barbosa', 'barbosa'],
  ['Cardoso', 'cardoso'],
  ['Nascimento', 'nascimento'],
  ['Rocha', 'rocha'],
  ['Dias', 'dias'],
  ['Teixeira', 'teixeira'],
  ['Mendes', 'mendes'],
  ['Nunes', 'nunes'],
  ['Moreira', 'moreira'],
  ['Conceição', 'conceicao'],
  ['Cavalcanti', 'cavalcanti'],
  ['Monteiro', 'monteiro'],
  ['Magalhães', 'magalhaes'],
  ['Albuquerque', 'albuquerque'],
  ['Vasconcelos', 'vasconcelos'],
  ['Brandão', 'brandao'],
  ['Figueiredo', 'figueiredo'],
];

/** Contacts named from the lists above (first name and two surnames), with an e-mail and its search column. */
const FILL = `
  with n as (select $2::text[] nome, $3::text[] nome_b, $4::text[] sob, $5::text[] sob_b),
       u as (select array_agg(id order by id) ids from usuarios where not cliente),
       g as (select g, 1 + g % 37 i, 1 + (g / 37) % 33 j, 1 + (g / 1221) % 33 k from generate_series(1, $1::int) g)
  insert into contatos (nome, sobrenome, email, nome_busca, perfil, created_by, created_at, updated_at)
  select n.nome[i], n.sob[j] || ' ' || n.sob[k],
         n.nome_b[i] || '.' || n.sob_b[j] || g || '@exemplo.com.br',
         n.nome_b[i] || ' ' || n.sob_b[j] || ' ' || n.sob_b[k] || ' ' || n.nome_b[i] || ' ' || n.sob_b[j] || ' ' || g || ' exemplo com br',
         'contato_basico', u.ids[1 + g % array_length(u.ids, 1)], now() - make_interval(mins => g), now()
  from g, n, u`;

let server = await startServer({ dataDir, port, env });
try {
  await stopServer(server.child);
  const fillMs = await runSql({
    benchDb,
    dataDir,
    sql: FILL,
    params: [
      total,
      NOMES.map((n) => n[0]),
      NOMES.map((n) => n[1]),
      SOBRENOMES.map((s) => s[0]),
      SOBRENOMES.map((s) => s[1]),
    ],
  });
  server = await startServer({ dataDir, port, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'consultor' });
  const get = async (query) => {
    const response = await fetch(`${baseUrl}/api/contatos/?${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const all = await get('page=1');
  const contacts = `${(all.pages * 15).toLocaleString('en')} contacts`;
  console.log(`${dbLabel}: about ${contacts} (${all.pages} pages), filled in ${Math.round(fillMs)} ms`);
  // what staff type: a first name, a surname, a full name, a prefix, accents, a rare pair, nothing found
  const searches = [
    'maria',
    'Oliveira',
    'João Silva',
    'cav',
    'Conceição',
    'yasmin brandao figueiredo',
    'Mar San',
    'zzzz',
  ];
  const allTimes = [];
  for (const search of searches) {
    const times = [];
    let body;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      body = await get(`page=${1 + (i % 3)}&search=${encodeURIComponent(search)}`);
      times.push(performance.now() - started);
    }
    allTimes.push(...times);
    console.log(
      `  search "${search}": ${body.pages} pages found, median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  console.log(
    `search by name, one at a time (${dbLabel}, ${contacts}, ${allTimes.length} requests): ` +
      `p50 ${percentile(allTimes, 50).toFixed(1)} ms, p95 ${percentile(allTimes, 95).toFixed(1)} ms, max ${Math.max(...allTimes).toFixed(1)} ms`,
  );
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    headers: { cookie },
    requests: searches.map((search) => ({
      method: 'GET',
      path: `/api/contatos/?page=1&search=${encodeURIComponent(search)}`,
    })),
  });
  console.log(
    `  under load (10 connections): ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
} finally {
  await stopServer(server.child);
  await cleanUp();
}
