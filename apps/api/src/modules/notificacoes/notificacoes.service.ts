import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import {
  canalEfetivo,
  NOTIFICACAO_MESSAGES,
  NOTIFICACAO_TIPOS,
  type PreferenciaNotificacao,
  type PreferenciasNotificacaoSave,
  temSinoDeNotificacoes,
  tituloAgrupado,
} from '@skyler/domain/notificacoes';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notificacoes } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { enfileirarEmail } from '../../platform/email-fila.ts';
import { AppError } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import {
  findPreferencias,
  lockNotificacao,
  lockPendentesDoResumo,
  updateEnviadas,
  updateTodasLidas,
  upsertPreferencia,
} from './notificacoes.queries.ts';

type Ator = { user: SessionUser; ip: string };

/** Flips `lido` or `importante` of one of the user's notifications, with its audit row; the counter follows. */
export async function toggleNotificacao(
  db: Db,
  options: { id: number; campo: 'lido' | 'importante' } & Ator,
) {
  return db.transaction(async (tx) => {
    const antes = await lockNotificacao(tx, { id: options.id, usuario: options.user.id });
    if (!antes) throw new AppError('not_found', NOTIFICACAO_MESSAGES.naoEncontrada);
    const valor = !antes[options.campo];
    await tx
      .update(notificacoes)
      .set({ [options.campo]: valor })
      .where(eq(notificacoes.id, options.id));
    await createAuditLog(tx, {
      tipo: options.campo === 'lido' ? 'notificacao_lida' : 'notificacao_importante',
      usuario: options.user.id,
      venda: antes.venda,
      antes: { [options.campo]: antes[options.campo] },
      depois: { [options.campo]: valor },
      meta: { entidade: 'notificacao', id: antes.id, ip: options.ip },
    });
    await publishEvent(tx, 'notificacoes', { usuario: options.user.id });
    return options.campo === 'lido' ? { id: antes.id, lido: valor } : { id: antes.id, importante: valor };
  });
}

/** "Marcar todas como lidas": every unread notification of the user, one audit row. */
export async function marcarTodasLidas(db: Db, options: Ator): Promise<{ marcadas: number }> {
  return db.transaction(async (tx) => {
    const ids = await updateTodasLidas(tx, options.user.id);
    if (ids.length === 0) return { marcadas: 0 };
    await createAuditLog(tx, {
      tipo: 'notificacoes_lidas',
      usuario: options.user.id,
      antes: { lido: false },
      depois: { lido: true },
      meta: { entidade: 'notificacao', id: null, ids, ip: options.ip },
    });
    await publishEvent(tx, 'notificacoes', { usuario: options.user.id });
    return { marcadas: ids.length };
  });
}

/** The user's channel for every type: their choice, or their role's default. */
export async function lerPreferencias(
  db: DbOrTx,
  user: Pick<
    SessionUser,
    'id' | 'is_superuser' | 'perfil_user' | 'pertencente' | 'authorized_restricted_routes'
  >,
): Promise<{ preferencias: PreferenciaNotificacao[] }> {
  const escolhas = new Map((await findPreferencias(db, user.id)).map((p) => [p.tipo, p.canal]));
  return {
    preferencias: NOTIFICACAO_TIPOS.map((tipo) => {
      const escolha = escolhas.get(tipo);
      return { tipo, canal: canalEfetivo(user, tipo, escolha), padrao: escolha === undefined };
    }),
  };
}

/** Records the user's channels (the types sent; the others keep theirs), with an audit row. */
export async function salvarPreferencias(
  db: Db,
  options: { body: PreferenciasNotificacaoSave } & Ator,
): Promise<{ preferencias: PreferenciaNotificacao[] }> {
  if (!temSinoDeNotificacoes(options.user) && options.body.preferencias.some((p) => p.canal === 'app')) {
    throw new AppError('bad_request', NOTIFICACAO_MESSAGES.semSino);
  }
  return db.transaction(async (tx) => {
    const antes = await lerPreferencias(tx, options.user);
    for (const { tipo, canal } of options.body.preferencias) {
      await upsertPreferencia(tx, { usuario: options.user.id, tipo, canal });
    }
    const depois = await lerPreferencias(tx, options.user);
    await createAuditLog(tx, {
      tipo: 'notificacoes_preferencias',
      usuario: options.user.id,
      antes: antes.preferencias,
      depois: depois.preferencias,
      meta: { entidade: 'usuario', id: options.user.id, ip: options.ip },
    });
    return depois;
  });
}

const linhaDoResumo = (n: { title: string; vezes: number; venda: number | null; atualizada_em: Date }) =>
  `- ${formatDateTime(n.atualizada_em.toISOString())}: ${tituloAgrupado(n.title, n.vezes)}${
    n.venda === null ? '' : ` (venda ${formatId(n.venda)})`
  }`;

/**
 * The e-mail digest: one e-mail per user with the notifications that wait for it, queued in the durable
 * outbox in the same transaction that marks them sent (a second run finds nothing), with an audit row.
 */
export async function enviarResumos(
  db: Db,
  options: { user: { id: number } | null; ip: string | null },
): Promise<{ emails: number; notificacoes: number }> {
  return db.transaction(async (tx) => {
    const pendentes = await lockPendentesDoResumo(tx);
    const porUsuario = new Map<number, typeof pendentes>();
    for (const n of pendentes) {
      if (n.destinatario === null) continue;
      porUsuario.set(n.destinatario, [...(porUsuario.get(n.destinatario) ?? []), n]);
    }
    for (const lista of porUsuario.values()) {
      const [primeira] = lista;
      if (!primeira) continue;
      await enfileirarEmail(tx, {
        to: primeira.email,
        subject: `${NOTIFICACAO_MESSAGES.resumoAssunto} (${lista.length})`,
        text: [
          `Olá, ${primeira.nome}.`,
          '',
          lista.length === 1
            ? 'Esta é a notificação que você escolheu receber por e-mail:'
            : `Estas são as ${lista.length} notificações que você escolheu receber por e-mail:`,
          '',
          ...lista.map(linhaDoResumo),
          '',
          'Para mudar o que recebe e como, abra "Preferências de notificação" no menu do seu usuário.',
        ].join('\n'),
      });
    }
    const ids = pendentes.filter((n) => n.destinatario !== null).map((n) => n.id);
    await updateEnviadas(tx, ids);
    if (ids.length > 0) {
      await createAuditLog(tx, {
        tipo: 'notificacoes_resumo_enviado',
        usuario: options.user?.id ?? null,
        antes: null,
        depois: { emails: porUsuario.size, notificacoes: ids.length },
        meta: { entidade: 'notificacao', id: null, ids, ...(options.ip ? { ip: options.ip } : {}) },
      });
    }
    return { emails: porUsuario.size, notificacoes: ids.length };
  });
}
