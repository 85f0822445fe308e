import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';
import { AppError, GENERIC_MESSAGES } from './errors.ts';

/**
 * What an operator watches in Prometheus (decision 0049). One registry per process, prom-client's global
 * one: the counters below are called from modules that know no app (e-mail, integrations). Under the
 * cluster the worker that receives the scrape asks the primary, which sums every worker's registry over
 * the cluster's IPC channel (`AggregatorRegistry`), so one scrape of the shared port sees the whole API.
 */
export const registro = register;

// process CPU and memory, heap, GC and the event loop's lag (nodejs_eventloop_lag_seconds and its percentiles)
collectDefaultMetrics({ register: registro });

export const requisicoes = new Counter({
  name: 'skyler_http_requests_total',
  help: 'Requisições HTTP respondidas, pela rota (o padrão, não a URL), método e status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registro],
});

export const duracaoRequisicoes = new Histogram({
  name: 'skyler_http_request_duration_seconds',
  help: 'Tempo de resposta das requisições HTTP, pela rota, método e status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registro],
});

/** The route label of a request that matched none (404s): never its raw URL, which anyone can vary. */
export const ROTA_DESCONHECIDA = 'sem_rota';

/** Counts an answered request (Fastify's onResponse hook). */
export function medirRequisicao(request: FastifyRequest, reply: FastifyReply): void {
  const labels = {
    route: request.routeOptions.url ?? ROTA_DESCONHECIDA,
    method: request.method,
    status: String(reply.statusCode),
  };
  requisicoes.inc(labels);
  duracaoRequisicoes.observe(labels, reply.elapsedTime / 1000);
}

/** A database pool's state: PostgreSQL's pg.Pool, or the embedded database's one connection and its queue. */
export type EstadoPool = { emUso: number; ociosas: number; aguardando: number };

const fontesPool = new Set<() => EstadoPool>();
const fontesEventos = new Set<() => number>();

function somar<T>(fontes: Set<() => T>, valor: (item: T) => number): number {
  let total = 0;
  for (const fonte of fontes) total += valor(fonte());
  return total;
}

new Gauge({
  name: 'skyler_db_pool_connections_in_use',
  help: 'Conexões do pool do banco ocupadas por uma consulta (PGlite: 1 enquanto há consulta em curso).',
  registers: [registro],
  collect() {
    this.set(somar(fontesPool, (e) => e.emUso));
  },
});

new Gauge({
  name: 'skyler_db_pool_connections_idle',
  help: 'Conexões do pool do banco abertas e livres.',
  registers: [registro],
  collect() {
    this.set(somar(fontesPool, (e) => e.ociosas));
  },
});

new Gauge({
  name: 'skyler_db_pool_waiting',
  help: 'Consultas esperando uma conexão do pool (PGlite: esperando a conexão única).',
  registers: [registro],
  collect() {
    this.set(somar(fontesPool, (e) => e.aguardando));
  },
});

new Gauge({
  name: 'skyler_sse_clients',
  help: 'Clientes conectados aos eventos ao vivo (server-sent events: chat, notificações).',
  registers: [registro],
  collect() {
    this.set(somar(fontesEventos, (n) => n));
  },
});

/** Reads this pool on every scrape until the returned function is called (when its app closes). */
export function observarPool(fonte: () => EstadoPool): () => void {
  fontesPool.add(fonte);
  return () => fontesPool.delete(fonte);
}

/** Reads the open event streams of an app on every scrape until the returned function is called. */
export function observarEventos(fonte: () => number): () => void {
  fontesEventos.add(fonte);
  return () => fontesEventos.delete(fonte);
}

const emails = new Counter({
  name: 'skyler_emails_total',
  help: 'E-mails entregues ao servidor de e-mail (enviado) ou recusados por ele (falhou).',
  labelNames: ['result'] as const,
  registers: [registro],
});
for (const result of ['enviado', 'falhou']) emails.inc({ result }, 0);

const emailsNaFila = new Gauge({
  name: 'skyler_emails_queued',
  help: 'E-mails na fila esperando envio.',
  registers: [registro],
});

export type ResultadoEmail = 'enviado' | 'falhou';

/** One send attempt's outcome: the mailer, and the outbox that retries, call it. */
export function registrarEmail(resultado: ResultadoEmail): void {
  emails.inc({ result: resultado });
}

/** The outbox's size, set by whoever reads it. */
export function definirEmailsNaFila(n: number): void {
  emailsNaFila.set(n);
}

export type Integracao = 'pagarme' | 'moblix' | 'cep' | 'credito' | 'nfse' | 'whatsapp';

const chamadas = new Counter({
  name: 'skyler_integration_calls_total',
  help: 'Chamadas aos serviços externos (Pagar.me, Moblix, ViaCEP, bureau de crédito, NFS-e), pelo resultado: ok ou o código do erro respondido.',
  labelNames: ['service', 'result'] as const,
  registers: [registro],
});

const duracaoChamadas = new Histogram({
  name: 'skyler_integration_call_duration_seconds',
  help: 'Tempo das chamadas aos serviços externos.',
  labelNames: ['service'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registro],
});

/**
 * Runs one call to an outside service and counts it: `ok`, or the code of the AppError it gave (the
 * clients turn every failure into one: `bad_gateway`, `unavailable`, `not_found`…), else `erro`.
 */
export async function medirIntegracao<T>(servico: Integracao, chamada: () => Promise<T>): Promise<T> {
  const fim = duracaoChamadas.startTimer({ service: servico });
  try {
    const resultado = await chamada();
    chamadas.inc({ service: servico, result: 'ok' });
    return resultado;
  } catch (error) {
    chamadas.inc({ service: servico, result: error instanceof AppError ? error.code : 'erro' });
    throw error;
  } finally {
    fim();
  }
}

/** `Authorization: Bearer <token>` equal to the configured one, compared in constant time. */
export function tokenConfere(authorization: string | undefined, esperado: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return false;
  // digests of equal length: the comparison's time tells nothing about the token's length or content
  const digest = (texto: string) => createHash('sha256').update(texto).digest();
  return timingSafeEqual(digest(match[1]), digest(esperado));
}

const PEDIDO = 'skyler:metricas';
const RESPOSTA = 'skyler:metricas:resposta';
const ESPERA_PRIMARIO_MS = 5_000;

type Pedido = { tipo: typeof PEDIDO; id: number };
type Resposta = { tipo: typeof RESPOSTA; id: number; texto?: string; erro?: string };

let proximoPedido = 0;
const pendentes = new Map<number, (resposta: Resposta) => void>();
let ouvindoPrimario = false;

/** The Prometheus text of this process, or, in a cluster's worker, of every worker summed by the primary. */
export async function textoMetricas(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registro.metrics();
  if (!ouvindoPrimario) {
    ouvindoPrimario = true;
    process.on('message', (mensagem: Resposta) => {
      if (mensagem?.tipo !== RESPOSTA) return;
      pendentes.get(mensagem.id)?.(mensagem);
    });
  }
  const id = ++proximoPedido;
  const resposta = await new Promise<Resposta>((resolve) => {
    const prazo = setTimeout(() => {
      pendentes.delete(id);
      resolve({ tipo: RESPOSTA, id, erro: 'o processo principal não respondeu' });
    }, ESPERA_PRIMARIO_MS);
    pendentes.set(id, (r) => {
      clearTimeout(prazo);
      pendentes.delete(id);
      resolve(r);
    });
    process.send?.({ tipo: PEDIDO, id } satisfies Pedido);
  });
  if (resposta.texto === undefined) throw new Error(`métricas do cluster: ${resposta.erro}`);
  return resposta.texto;
}

/**
 * In the cluster's primary: answers a worker's request for the metrics with every worker's registry summed
 * (prom-client asks each worker over IPC; counters and histograms add up, gauges too).
 */
export function servirMetricasDoCluster(): void {
  const agregador = new AggregatorRegistry();
  cluster.on('message', (worker, mensagem: Pedido) => {
    if (mensagem?.tipo !== PEDIDO) return;
    agregador.clusterMetrics().then(
      (texto) => worker.send({ tipo: RESPOSTA, id: mensagem.id, texto } satisfies Resposta),
      (error: Error) =>
        worker.send({ tipo: RESPOSTA, id: mensagem.id, erro: error.message } satisfies Resposta),
    );
  });
}

export const METRICAS_MESSAGES = { token: 'Token de métricas ausente ou inválido.' } as const;

/** `GET /metrics`: off (404) without METRICS_TOKEN, 401 without the right bearer token. */
export async function responderMetricas(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
): Promise<string> {
  if (!token) throw new AppError('not_found', GENERIC_MESSAGES.notFound);
  if (!tokenConfere(request.headers.authorization, token)) {
    reply.header('www-authenticate', 'Bearer');
    throw new AppError('unauthenticated', METRICAS_MESSAGES.token);
  }
  reply.header('content-type', registro.contentType).header('cache-control', 'no-store');
  return textoMetricas();
}

export type DestinoLeitura = 'replica' | 'primario';
/** why a read that could go to the replica went to the primary */
export type MotivoLeitura =
  | 'ok'
  | 'propria_escrita'
  | 'replica_fora'
  | 'replica_atrasada'
  | 'replica_verificando';

const leituras = new Counter({
  name: 'skyler_db_reads_total',
  help: 'Leituras de listas, buscas, painel e exportações por destino (réplica ou primário) e motivo.',
  labelNames: ['destino', 'motivo'],
  registers: [registro],
});

const fontesReplica = new Set<() => { apta: boolean; atrasoMs: number | null }>();

new Gauge({
  name: 'skyler_db_replica_lag_seconds',
  help: 'Atraso da réplica em relação ao primário na última verificação (-1: réplica fora do ar).',
  registers: [registro],
  collect() {
    for (const fonte of fontesReplica) {
      const e = fonte();
      this.set(e.atrasoMs === null ? -1 : e.atrasoMs / 1000);
    }
  },
});

new Gauge({
  name: 'skyler_db_replica_usable',
  help: 'Se a réplica recebe leituras (1) ou foi posta de lado por estar fora do ar ou atrasada (0).',
  registers: [registro],
  collect() {
    for (const fonte of fontesReplica) this.set(fonte().apta ? 1 : 0);
  },
});

export function registrarLeitura(destino: DestinoLeitura, motivo: MotivoLeitura): void {
  leituras.inc({ destino, motivo });
}

/** Reads the replica's state on every scrape until the returned function is called. */
export function observarReplica(fonte: () => { apta: boolean; atrasoMs: number | null }): () => void {
  fontesReplica.add(fonte);
  return () => fontesReplica.delete(fonte);
}
