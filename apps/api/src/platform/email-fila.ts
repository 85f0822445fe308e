import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { emails_anexos, emails_fila, type whatsapp_mensagens } from '../db/schema/index.ts';
import type { EmailMessage, Mailer } from './email.ts';
import { type Canal, type EventBus, publishEvent } from './events.ts';
import { RELOGIO, type Relogio } from './relogio.ts';

/** After this many failed attempts an e-mail is `falhou` and waits for an administrator's "Reenviar". */
export const EMAIL_MAX_TENTATIVAS = 10;
/** The first retry's wait; each next one doubles, up to EMAIL_MAX_ESPERA_MS (about 3 h over 10 attempts). */
export const EMAIL_PRIMEIRA_ESPERA_MS = 30_000;
export const EMAIL_MAX_ESPERA_MS = 60 * 60_000;
/** A sending process holds an e-mail this long; one that died mid-send leaves it to another after that. */
export const EMAIL_RESERVA_MS = 5 * 60_000;
/** How often each process looks for due e-mails besides the wake-up at each new one's commit. */
export const EMAIL_INTERVALO_MS = 15_000;
/** How many due rows an outbox's round takes at once (`reservarDaFila`). */
export const LOTE_FILA = 10;
const LOTE = LOTE_FILA;

/** The wait before the next attempt of an e-mail that failed `tentativas` times. */
export function esperaDoReenvio(tentativas: number): number {
  return Math.min(EMAIL_MAX_ESPERA_MS, EMAIL_PRIMEIRA_ESPERA_MS * 2 ** Math.max(0, tentativas - 1));
}

/**
 * Puts an e-mail in the outbox, in the caller's transaction: it exists once that commits, and the senders of
 * every API process are woken at the commit. `sensivel` (a login code, a password link): its body is erased
 * once sent. Never talks to the mail server.
 */
export async function enfileirarEmail(
  tx: DbOrTx,
  message: EmailMessage,
  opcoes: { sensivel?: boolean; enviarEm?: Date } = {},
): Promise<number> {
  const [row] = await tx
    .insert(emails_fila)
    .values({
      para: message.to,
      assunto: message.subject,
      texto: message.text,
      html: message.html ?? null,
      sensivel: opcoes.sensivel ?? false,
      ...(opcoes.enviarEm ? { proximo_envio: opcoes.enviarEm } : {}),
    })
    .returning({ id: emails_fila.id });
  if (!row) throw new Error('outbox row not written');
  for (const anexo of message.attachments ?? []) {
    await tx.insert(emails_anexos).values({
      email_id: row.id,
      nome: anexo.filename,
      tipo: anexo.contentType,
      conteudo: anexo.content,
    });
  }
  await publishEvent(tx, 'emails', {});
  return row.id;
}

/**
 * Adds `texto` to the body of an e-mail still waiting for its first attempt (the messages of a burst are one
 * e-mail). Answers false when it went, or a sender took it, already: the caller then queues a new one.
 */
export async function acrescentarAoEmailEmEspera(tx: DbOrTx, id: number, texto: string): Promise<boolean> {
  const rows = await tx
    .update(emails_fila)
    .set({ texto: sql`${emails_fila.texto} || ${texto}`, updated_at: new Date() })
    .where(and(eq(emails_fila.id, id), eq(emails_fila.status, 'pendente'), eq(emails_fila.tentativas, 0)))
    .returning({ id: emails_fila.id });
  return rows.length > 0;
}

/** Makes a failed or pending e-mail due now, with its attempts counted again from zero. */
export async function reabrirEmail(tx: DbOrTx, id: number, agora = new Date()): Promise<void> {
  await tx
    .update(emails_fila)
    .set({ status: 'pendente', tentativas: 0, proximo_envio: agora, updated_at: agora })
    .where(eq(emails_fila.id, id));
  await publishEvent(tx, 'emails', {});
}

type Reservado = typeof emails_fila.$inferSelect;

/** A durable outbox's table: the columns the reservation reads and writes (`emails_fila`, `whatsapp_mensagens`). */
export type TabelaDeFila = typeof emails_fila | typeof whatsapp_mensagens;

/**
 * Takes up to LOTE due rows of an outbox for this process: `FOR UPDATE SKIP LOCKED` so two processes never
 * take the same one, and the claim is a later `proximo_envio` (not a lock held while the provider answers).
 * Answers the ids taken, each with its attempt counted.
 */
export async function reservarDaFila(db: Db, tabela: TabelaDeFila, agora: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const devidos = await tx
      .select({ id: tabela.id })
      .from(tabela)
      .where(and(eq(tabela.status, 'pendente'), lte(tabela.proximo_envio, agora)))
      .orderBy(asc(tabela.proximo_envio), asc(tabela.id))
      .limit(LOTE)
      .for('update', { skipLocked: true });
    if (devidos.length === 0) return [];
    const ids = devidos.map((d) => d.id);
    await tx
      .update(tabela)
      .set({
        proximo_envio: new Date(agora.getTime() + EMAIL_RESERVA_MS),
        tentativas: sql`${tabela.tentativas} + 1`,
        updated_at: agora,
      })
      .where(inArray(tabela.id, ids));
    return ids;
  });
}

/**
 * A failed attempt of an outbox row: the error kept on the row, and the row pending again after a growing wait,
 * or `falhou` once it had EMAIL_MAX_TENTATIVAS. Answers the error's text, whether it was given up, and when the
 * next attempt is.
 */
export async function reagendarAposFalha(
  db: Db,
  tabela: TabelaDeFila,
  { linha, error, agora }: { linha: { id: number; tentativas: number }; error: unknown; agora: Date },
): Promise<{ erro: string; falhou: boolean; proximo: Date }> {
  const erro = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const falhou = linha.tentativas >= EMAIL_MAX_TENTATIVAS;
  const proximo = new Date(agora.getTime() + esperaDoReenvio(linha.tentativas));
  await db
    .update(tabela)
    .set({
      status: falhou ? 'falhou' : 'pendente',
      proximo_envio: falhou ? agora : proximo,
      ultimo_erro: erro,
      updated_at: agora,
    })
    .where(eq(tabela.id, linha.id));
  return { erro, falhou, proximo };
}

async function reservar(db: Db, agora: Date): Promise<Reservado[]> {
  const ids = await reservarDaFila(db, emails_fila, agora);
  if (ids.length === 0) return [];
  return db.select().from(emails_fila).where(inArray(emails_fila.id, ids)).orderBy(asc(emails_fila.id));
}

export type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export const RESULTADOS_ENVIO = ['enviado', 'reagendado', 'falhou'] as const;
export type ResultadoEnvio = (typeof RESULTADOS_ENVIO)[number];

/**
 * One attempt of one reserved e-mail, the single place an e-mail meets the mail server: sent (a sensitive
 * body is erased), or scheduled again with a growing wait, or `falhou` after EMAIL_MAX_TENTATIVAS. The log
 * lines name the e-mail by id and address only: never its subject or body.
 */
export async function enviarEmailDaFila(
  deps: { db: Db; mailer: Mailer; log: Log },
  email: Reservado,
  agora: Date,
): Promise<ResultadoEnvio> {
  const anexos = await deps.db.select().from(emails_anexos).where(eq(emails_anexos.email_id, email.id));
  try {
    await deps.mailer.send({
      to: email.para,
      subject: email.assunto,
      text: email.texto,
      ...(email.html ? { html: email.html } : {}),
      ...(anexos.length > 0
        ? { attachments: anexos.map((a) => ({ filename: a.nome, content: a.conteudo, contentType: a.tipo })) }
        : {}),
    });
  } catch (error) {
    const { erro, falhou, proximo } = await reagendarAposFalha(deps.db, emails_fila, {
      linha: email,
      error,
      agora,
    });
    const linha = { email: { id: email.id, para: email.para, tentativa: email.tentativas, erro } };
    if (falhou) deps.log.error(linha, 'e-mail not sent: given up, an administrator can send it again');
    else deps.log.warn({ ...linha, proximo_envio: proximo.toISOString() }, 'e-mail not sent: will retry');
    return falhou ? 'falhou' : 'reagendado';
  }
  await deps.db
    .update(emails_fila)
    .set({
      status: 'enviado',
      enviado_em: agora,
      updated_at: agora,
      ultimo_erro: null,
      ...(email.sensivel ? { texto: '', html: null } : {}),
    })
    .where(eq(emails_fila.id, email.id));
  if (email.sensivel) await deps.db.delete(emails_anexos).where(eq(emails_anexos.email_id, email.id));
  deps.log.info({ email: { id: email.id, para: email.para, tentativa: email.tentativas } }, 'e-mail sent');
  return 'enviado';
}

export type FilaEmails = FilaDuravel<ResultadoEnvio>;

/** A durable queue's worker in this process: the e-mail outbox's, the WhatsApp outbox's, the NFS-e's. */
export type FilaDuravel<R extends string> = {
  /** works every due item now and answers when done (what the timer and the wake-ups run; the tests' flush) */
  processar: (agora?: Date) => Promise<Record<R, number>>;
  /** stops the timer and the wake-ups and waits for a round in flight (the shutdown) */
  parar: () => Promise<void>;
};

/**
 * The loop of a durable queue (decision 0050): rounds of `reservar` (at most `lote` due items, claimed for this
 * process) and `trabalhar` each, one round at a time per process. With `automatico` it runs every
 * `intervaloMs` and at the commit of each `canal` event; without it (the tests) only when `processar` is called.
 */
export function criarFilaDuravel<T, R extends string>(deps: {
  resultados: readonly R[];
  reservar: (agora: Date) => Promise<T[]>;
  trabalhar: (item: T, agora: Date) => Promise<R>;
  lote: number;
  nome: string;
  canal: Canal;
  log: Log;
  events?: EventBus | undefined;
  automatico: boolean;
  intervaloMs: number;
  relogio?: Relogio | undefined;
}): FilaDuravel<R> {
  const relogio = deps.relogio ?? RELOGIO;
  let parado = false;
  let timer: unknown;
  let rodando: Promise<Record<R, number>> | null = null;
  let denovo = false;

  const umaRodada = async (agora: Date | undefined) => {
    const contagem = Object.fromEntries(deps.resultados.map((r) => [r, 0])) as Record<R, number>;
    for (;;) {
      const momento = agora ?? new Date();
      const lote = await deps.reservar(momento);
      for (const item of lote) contagem[await deps.trabalhar(item, momento)]++;
      if (lote.length < deps.lote) return contagem;
    }
  };

  const processar = async (agora?: Date): Promise<Record<R, number>> => {
    // one round at a time in a process
    while (rodando) await rodando.catch(() => {});
    rodando = umaRodada(agora);
    try {
      return await rodando;
    } finally {
      rodando = null;
    }
  };

  const tick = () => {
    if (parado) return;
    if (rodando) {
      denovo = true;
      return;
    }
    denovo = false;
    processar()
      .catch((error: unknown) => deps.log.error({ err: error }, `${deps.nome} round failed`))
      .finally(() => {
        if (!parado && denovo) tick();
      });
  };

  let cancelar = () => {};
  if (deps.automatico) {
    const agendar = (ms: number) => {
      timer = relogio.setTimeout(() => {
        tick();
        if (!parado) agendar(deps.intervaloMs);
      }, ms);
    };
    // at once: what the last run of the app left pending
    agendar(0);
    cancelar = deps.events?.subscribe(deps.canal, () => tick()) ?? (() => {});
  }
  return {
    processar,
    parar: async () => {
      parado = true;
      cancelar();
      if (timer !== undefined) relogio.clearTimeout(timer);
      await rodando?.catch(() => {});
    },
  };
}

/**
 * The outbox's sender of this process. With `automatico` it runs every EMAIL_INTERVALO_MS and at each new
 * e-mail's commit (the `emails` event); without it (the tests) only when `processar` is called.
 */
export function criarFilaEmails(deps: {
  db: Db;
  mailer: Mailer;
  log: Log;
  events?: EventBus;
  automatico: boolean;
  intervaloMs?: number;
  relogio?: Relogio;
}): FilaEmails {
  return criarFilaDuravel<Reservado, ResultadoEnvio>({
    resultados: RESULTADOS_ENVIO,
    reservar: (agora) => reservar(deps.db, agora),
    trabalhar: (email, agora) => enviarEmailDaFila(deps, email, agora),
    lote: LOTE,
    nome: 'outbox',
    canal: 'emails',
    log: deps.log,
    events: deps.events,
    automatico: deps.automatico,
    intervaloMs: deps.intervaloMs ?? EMAIL_INTERVALO_MS,
    relogio: deps.relogio,
  });
}
