// GET /api/exportar/vendas.csv on 1,000,000 sales in PostgreSQL (BENCH_DATABASE_URL) or 100,000 on the
// embedded PGlite (BENCH_VENDAS overrides): total time, rows per second, time to the first byte, and the
// server process's peak memory (VmHWM of /proc/<pid>/status, with its RSS polled every 50 ms besides).
// Then the same export filtered by a consultant, and one abandoned after the first megabyte.
import { readFileSync } from 'node:fs';
import { benchSetup, runSql, signIn, startServer, stopServer, VENDAS_FILL } from './lib.mjs';

const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('exportar');
const total = Number(process.env.BENCH_VENDAS ?? (benchDb ? 1_000_000 : 100_000));
const port = Number(process.env.BENCH_PORT ?? 8041);
const MB = 1024 * 1024;

/**
 * The server's memory: of its one process on PGlite; on PostgreSQL, where a primary hands the connections
 * to workers (decision 0030), of the largest of its processes, the worker that serves the export.
 */
function memoria(pid) {
  return [pid, ...filhos(pid)].map(memoriaDe).reduce((a, b) => (b.rss > a.rss ? b : a));
}

function memoriaDe(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (campo) => Number(new RegExp(`${campo}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

function filhos(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Downloads an export, counting bytes and lines, with the time to the first byte and the RSS peak seen. */
async function exportar({ baseUrl, cookie, pid, query = '', abandonarApos = Number.POSITIVE_INFINITY }) {
  let picoRss = memoria(pid).rss;
  const amostras = setInterval(() => {
    picoRss = Math.max(picoRss, memoria(pid).rss);
  }, 50);
  const controle = new AbortController();
  const inicio = performance.now();
  let primeiroByte = null;
  let bytes = 0;
  let linhas = 0;
  try {
    const response = await fetch(`${baseUrl}/api/exportar/vendas.csv${query}`, {
      headers: { cookie },
      signal: controle.signal,
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    for await (const chunk of response.body) {
      primeiroByte ??= performance.now() - inicio;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) linhas += 1;
      if (bytes > abandonarApos) {
        controle.abort();
        break;
      }
    }
  } catch (error) {
    if (error.name !== 'AbortError') throw error;
  } finally {
    clearInterval(amostras);
  }
  const ms = performance.now() - inicio;
  return { ms, primeiroByte, bytes, linhas: linhas - 1, picoRss: Math.max(picoRss, memoria(pid).rss) };
}

let server = await startServer({ dataDir, port, env });
try {
  await stopServer(server.child);
  const demo = 3000;
  const fillMs = await runSql({ benchDb, dataDir, sql: VENDAS_FILL, params: [total - demo] });
  server = await startServer({ dataDir, port, env });
  const pid = server.child.pid;
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'admin' });
  const lista = await (await fetch(`${baseUrl}/api/vendas/detailed/`, { headers: { cookie } })).json();
  const consultor = lista.vendas.find((v) => v.consultor)?.consultor.id;
  console.log(`${dbLabel}: ${total.toLocaleString('en')} sales, filled in ${Math.round(fillMs)} ms`);
  const antes = memoria(pid);
  console.log(
    `  server before: RSS ${(antes.rss / MB).toFixed(0)} MB, peak so far ${(antes.hwm / MB).toFixed(0)} MB`,
  );

  const mostrar = (rotulo, r) =>
    console.log(
      `  ${rotulo}: ${r.linhas.toLocaleString('en')} rows, ${(r.bytes / MB).toFixed(1)} MB in ${(r.ms / 1000).toFixed(2)} s ` +
        `(${Math.round(r.linhas / (r.ms / 1000)).toLocaleString('en')} rows/s), first byte ${r.primeiroByte?.toFixed(0)} ms, ` +
        `server RSS peak ${(r.picoRss / MB).toFixed(0)} MB`,
    );
  const tudo = await exportar({ baseUrl, cookie, pid });
  mostrar('vendas.csv, every sale', tudo);
  const filtrado = await exportar({ baseUrl, cookie, pid, query: `?consultor=${consultor}` });
  mostrar(`vendas.csv?consultor=${consultor}`, filtrado);
  const abandonado = await exportar({ baseUrl, cookie, pid, abandonarApos: MB });
  mostrar('vendas.csv abandoned after 1 MB', abandonado);
  // the abandoned export gave its connection back: the next one runs at once
  const seguinte = await exportar({ baseUrl, cookie, pid, query: `?consultor=${consultor}&status=proposta` });
  mostrar('then vendas.csv?consultor&status=proposta', seguinte);
  const depois = memoria(pid);
  console.log(
    `  server after: RSS ${(depois.rss / MB).toFixed(0)} MB, process peak (VmHWM) ${(depois.hwm / MB).toFixed(0)} MB, ` +
      `the exports' peak over the RSS before them ${((Math.max(tudo.picoRss, filtrado.picoRss, abandonado.picoRss, seguinte.picoRss) - antes.rss) / MB).toFixed(0)} MB`,
  );
  console.log(
    `targets: peak RSS under 250 MB ${depois.hwm < 250 * MB ? 'met' : 'MISSED'}, first byte under 1 s ${
      tudo.primeiroByte < 1000 ? 'met' : 'MISSED'
    }`,
  );
} finally {
  await stopServer(server.child);
  await cleanUp();
}
