// Chat delivery: time from sending POST /api/vendas/{id}/chat_messages/ as one user to the message arriving on
// another signed-in user's event stream (/api/vendas/{id}/chat/stream/), 100 messages one after another.
// BENCH_DATABASE_URL (a PostgreSQL server): through LISTEN/NOTIFY there instead of the embedded PGlite.
import { benchSetup, median, signIn, startServer, stopServer } from './lib.mjs';

const messages = 100;
const { dataDir, dbLabel, env, cleanUp } = await benchSetup('chat');
const port = 8035;
const server = await startServer({
  dataDir,
  port,
  env,
});
const baseUrl = `http://127.0.0.1:${port}`;
const abort = new AbortController();
try {
  const autor = await signIn({ baseUrl, dataDir, username: 'consultor' });
  const leitor = await signIn({ baseUrl, dataDir, username: 'admin' });
  const lista = await (await fetch(`${baseUrl}/api/vendas/detailed/`, { headers: { cookie: autor } })).json();
  const venda = lista.vendas[0].id;

  const waiting = new Map();
  const stream = await fetch(`${baseUrl}/api/vendas/${venda}/chat/stream/`, {
    headers: { cookie: leitor, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  let ready;
  const pronto = new Promise((resolve) => {
    ready = resolve;
  });
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of stream.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (frame.includes('event: pronto')) ready();
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!frame.includes('event: mensagem') || !data) continue;
          const { message } = JSON.parse(data);
          waiting.get(message)?.(performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await pronto;

  const csrf = /csrftoken=([^;]+)/.exec(autor)?.[1];
  const times = [];
  for (let i = 0; i < messages; i++) {
    const message = `mensagem ${i} ${Date.now()}`;
    const arrived = new Promise((resolve) => waiting.set(message, resolve));
    const sent = performance.now();
    const response = await fetch(`${baseUrl}/api/vendas/${venda}/chat_messages/`, {
      method: 'POST',
      headers: { cookie: autor, 'content-type': 'application/json', 'x-csrftoken': csrf },
      body: JSON.stringify({ message }),
    });
    if (response.status !== 201) throw new Error(`POST ${response.status}: ${await response.text()}`);
    times.push((await arrived) - sent);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `chat POST → other user's stream (${dbLabel}, ${messages} messages): ` +
      `median ${median(times).toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms, ` +
      `max ${sorted.at(-1).toFixed(1)} ms`,
  );
} finally {
  abort.abort();
  await stopServer(server.child);
  await cleanUp();
}
