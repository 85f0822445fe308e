import type { NotificacaoTipo } from '@skyler/domain/notificacoes';
import type { DbOrTx } from '../db/client.ts';
import { notificacoes } from '../db/schema/index.ts';
import { publishEvent } from './events.ts';

export type NewNotificacao = {
  title: string;
  context: NotificacaoTipo;
  ids?: Record<string, number>;
  venda?: number | null;
  consultor?: number | null;
  cliente?: number | null;
  log?: number | null;
  importante?: boolean;
};

/** Creates a notification; call it inside the transaction of the change it reports. */
export async function createNotificacao(tx: DbOrTx, notificacao: NewNotificacao): Promise<number> {
  const [row] = await tx
    .insert(notificacoes)
    .values({
      title: notificacao.title,
      context: notificacao.context,
      ids: notificacao.ids ?? {},
      venda: notificacao.venda ?? null,
      consultor: notificacao.consultor ?? null,
      cliente: notificacao.cliente ?? null,
      log: notificacao.log ?? null,
      importante: notificacao.importante ?? false,
    })
    .returning({ id: notificacoes.id });
  if (!row) throw new Error('notification not written');
  await publishEvent(tx, 'notificacoes', { consultor: notificacao.consultor ?? null });
  return row.id;
}
