import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, DbOrTx } from '../db/client.ts';

/** PostgreSQL channels of the events the screens follow live. */
export const CANAIS = {
  chat: 'skyler_chat',
  notificacoes: 'skyler_notificacoes',
  /** sent by the database's triggers when a session ends or a user changes (migration 0006) */
  sessoes: 'skyler_sessoes',
  /** an e-mail entered the outbox (platform/email-fila.ts): the processes' senders wake up at the commit */
  emails: 'skyler_emails',
  /** an NFS-e is due at the provider (modules/nfse): the processes' NFS-e queues wake up at the commit */
  nfse: 'skyler_nfse',
  /** sent by the database's triggers when a money row changes (decision 0053) */
  dinheiro: 'skyler_dinheiro',
  /** a message of a sale's conversation with the client (modules/mensagens) */
  mensagens: 'skyler_mensagens',
  /** a WhatsApp message entered its outbox: the processes' senders wake up at the commit */
  whatsapp: 'skyler_whatsapp',
} as const;
export type Canal = keyof typeof CANAIS;

export type ChatEvent = { venda: number; mensagem: unknown };
export type MensagemEvent = { venda: number; mensagem: unknown };
export type NotificacaoEvent = { usuario: number | null };
type Payloads = {
  chat: ChatEvent;
  notificacoes: NotificacaoEvent;
  sessoes: Record<string, never>;
  emails: Record<string, never>;
  nfse: Record<string, never>;
  dinheiro: Record<string, never>;
  mensagens: MensagemEvent;
  whatsapp: Record<string, never>;
};

/**
 * Publishes with NOTIFY inside the caller's transaction: listeners of every API process on the same
 * database (PostgreSQL) or of this process (PGlite) receive it when the transaction commits.
 */
export async function publishEvent<C extends Canal>(
  tx: DbOrTx,
  canal: C,
  payload: Payloads[C],
): Promise<void> {
  await tx.execute(sql`select pg_notify(${CANAIS[canal]}, ${JSON.stringify(payload)})`);
}

export type EventBus = {
  subscribe: <C extends Canal>(canal: C, handler: (payload: Payloads[C]) => void) => () => void;
  /** the listening connection's number (see `Listener.conexao`); null without one */
  conexao: () => number | null;
  /** ends open event streams so the server can close */
  endStreams: () => void;
  trackStream: (end: () => void) => () => void;
  /** the event streams open in this process now (the metrics' live clients) */
  streamsAbertos: () => number;
  close: () => Promise<void>;
};

/** One LISTEN connection per process, fanned out to the streams of this process. */
export async function createEventBus(connectListener?: Database['connectListener']): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const streams = new Set<() => void>();
  const listener = await connectListener?.();
  for (const [canal, channel] of Object.entries(CANAIS)) {
    await listener?.listen(channel, (payload) => {
      try {
        emitter.emit(canal, JSON.parse(payload));
      } catch {
        // a payload that is not JSON was not sent by this app
      }
    });
  }
  return {
    subscribe: (canal, handler) => {
      const wrapped = (payload: unknown) => handler(payload as never);
      emitter.on(canal, wrapped);
      return () => emitter.off(canal, wrapped);
    },
    conexao: () => listener?.conexao() ?? null,
    trackStream: (end) => {
      streams.add(end);
      return () => streams.delete(end);
    },
    streamsAbertos: () => streams.size,
    endStreams: () => {
      for (const end of [...streams]) end();
    },
    close: async () => {
      emitter.removeAllListeners();
      await listener?.close();
    },
  };
}

export type EventStream = { send: (event: string, data: unknown) => void; closed: Promise<void> };

const HEARTBEAT_MS = 25_000;

/** Turns the reply into a server-sent event stream that ends when the client leaves or the app closes. */
export function openEventStream(bus: EventBus, request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  let untrack = () => {};
  const end = () => {
    clearInterval(heartbeat);
    untrack();
    if (!raw.writableEnded) raw.end();
    resolveClosed();
  };
  untrack = bus.trackStream(end);
  request.raw.on('close', end);
  return {
    send: (event, data) => {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    closed,
  };
}
