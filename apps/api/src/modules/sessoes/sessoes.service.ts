import type { MotivoFimSessao } from '@skyler/domain/auth-regras';
import type { SessaoUsuario } from '@skyler/domain/senha';
import { SENHA_MESSAGES } from '@skyler/domain/senha';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { login_tentativas, sessoes, sessoes_encerradas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { esquecerSessoes } from '../../platform/session-cache.ts';
import { sha256 } from '../../platform/tokens.ts';

/**
 * The id a session is known by in the API: a short hash of its key. The key (the SHA-256 of the cookie's
 * token) never leaves the server, so an answer or a log line cannot be used to look a session up elsewhere.
 */
export function idPublicoSessao(sessionId: string): string {
  return sha256(`sessao:${sessionId}`).slice(0, 16);
}

const DESCONHECIDO = 'Desconhecido';

/** Browser and operating system named from the user agent, e.g. "Chrome 131" and "Windows 10". */
export function descreverUserAgent(userAgent: string): { navegador: string; sistema: string } {
  if (userAgent.trim() === '') return { navegador: DESCONHECIDO, sistema: DESCONHECIDO };
  const { browser, os } = Bowser.parse(userAgent);
  const versao = browser.version?.split('.')[0];
  const navegador = browser.name ? [browser.name, versao].filter(Boolean).join(' ') : DESCONHECIDO;
  const sistema = os.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(' ') : DESCONHECIDO;
  return { navegador, sistema };
}

function ativasDoUsuario(db: DbOrTx, usuarioId: number) {
  return db
    .select()
    .from(sessoes)
    .where(and(eq(sessoes.usuario_id, usuarioId), gt(sessoes.expires_at, new Date())))
    .orderBy(desc(sessoes.last_seen_at), desc(sessoes.created_at));
}

export async function listarSessoes(
  db: Db,
  options: { usuarioId: number; sessaoAtual: string | null },
): Promise<SessaoUsuario[]> {
  const rows = await ativasDoUsuario(db, options.usuarioId);
  // this session first, then the others from the most recently seen
  const ordenadas = [...rows].sort(
    (a, b) => Number(b.id === options.sessaoAtual) - Number(a.id === options.sessaoAtual),
  );
  return ordenadas.map((row) => ({
    id: idPublicoSessao(row.id),
    ...descreverUserAgent(row.user_agent),
    ip: row.ip,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    atual: row.id === options.sessaoAtual,
  }));
}

/** Deletes sessions and records why each ended, for the 401 their cookies get next (decision 0081). */
async function encerrarSessoesTx(
  tx: DbOrTx,
  usuarioId: number,
  filtro: SQL | undefined,
  motivo: MotivoFimSessao,
): Promise<number> {
  const encerradas = await tx.delete(sessoes).where(filtro).returning({ id: sessoes.id });
  if (encerradas.length > 0) {
    await tx
      .insert(sessoes_encerradas)
      .values(encerradas.map(({ id }) => ({ id, usuario_id: usuarioId, motivo })))
      .onConflictDoNothing();
  }
  return encerradas.length;
}

/**
 * Ends every session of the user but `exceto` (all of them without it), recording `motivo`, and the login
 * attempts still waiting for their code: the one writer of ended sessions, inside the caller's transaction,
 * which calls `esquecerSessoes()` after the commit.
 */
export async function encerrarSessoesDoUsuario(
  tx: DbOrTx,
  usuarioId: number,
  options: { exceto?: string | null; motivo: MotivoFimSessao },
): Promise<number> {
  const filtro = options.exceto
    ? and(eq(sessoes.usuario_id, usuarioId), ne(sessoes.id, options.exceto))
    : eq(sessoes.usuario_id, usuarioId);
  const encerradas = await encerrarSessoesTx(tx, usuarioId, filtro, options.motivo);
  await tx
    .update(login_tentativas)
    .set({ encerrada_em: new Date() })
    .where(and(eq(login_tentativas.usuario_id, usuarioId), isNull(login_tentativas.encerrada_em)));
  return encerradas;
}

/** Ends one of the user's own sessions; another user's (or an unknown) id answers 404. */
export async function encerrarSessao(
  db: Db,
  options: { usuarioId: number; idPublico: string; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await ativasDoUsuario(tx, options.usuarioId);
    const sessao = rows.find((row) => idPublicoSessao(row.id) === options.idPublico);
    if (!sessao) throw new AppError('not_found', SENHA_MESSAGES.sessaoNaoEncontrada);
    await encerrarSessoesTx(tx, options.usuarioId, eq(sessoes.id, sessao.id), 'outra_sessao');
    await createAuditLog(tx, {
      tipo: 'sessao_encerrada',
      usuario: options.usuarioId,
      antes: { sessao: options.idPublico, ip: sessao.ip, ...descreverUserAgent(sessao.user_agent) },
      meta: { entidade: 'usuario', id: options.usuarioId, ip: options.ip },
    });
  });
  esquecerSessoes();
}

/** "Encerrar todas as outras": every session of the user but the one making the request. */
export async function encerrarOutrasSessoes(
  db: Db,
  options: { usuarioId: number; sessaoAtual: string | null; ip: string },
): Promise<number> {
  const encerradas = await db.transaction(async (tx) => {
    const n = await encerrarSessoesDoUsuario(tx, options.usuarioId, {
      exceto: options.sessaoAtual,
      motivo: 'outra_sessao',
    });
    await createAuditLog(tx, {
      tipo: 'sessoes_encerradas',
      usuario: options.usuarioId,
      meta: { entidade: 'usuario', id: options.usuarioId, ip: options.ip, encerradas: n },
    });
    return n;
  });
  esquecerSessoes();
  return encerradas;
}
