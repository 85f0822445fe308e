import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, notificacoes, usuarios } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAuditLog } from './audit-log.ts';
import { createNotificacao } from './notifications.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audit log and notifications in the transaction of the change', () => {
  it('writes the change, its log row and its notification together', async () => {
    const [admin] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'admin'));
    const logId = await t.db.transaction(async (tx) => {
      const [before] = await tx.select().from(usuarios).where(eq(usuarios.username, 'cotador'));
      const [after] = await tx
        .update(usuarios)
        .set({ nome: 'Caio Renato' })
        .where(eq(usuarios.username, 'cotador'))
        .returning();
      const id = await createAuditLog(tx, {
        tipo: 'usuario_editado',
        usuario: admin?.id ?? null,
        venda: 42,
        antes: { nome: before?.nome },
        depois: { nome: after?.nome },
        meta: { entidade: 'usuario', id: after?.id ?? null, ip: '127.0.0.1' },
      });
      await createNotificacao(tx, {
        title: 'Usuário editado',
        context: 'contato',
        venda: 42,
        log: id,
        ids: { usuario: 1 },
      });
      return id;
    });
    const [row] = await t.db.select().from(logs).where(eq(logs.id, logId));
    expect(row).toMatchObject({
      tipo: 'usuario_editado',
      venda: 42,
      usuario: admin?.id,
      dados: { antes: { nome: 'Caio' }, depois: { nome: 'Caio Renato' } },
      meta: { entidade: 'usuario', ip: '127.0.0.1' },
    });
    const [notificacao] = await t.db.select().from(notificacoes).where(eq(notificacoes.log, logId));
    expect(notificacao).toMatchObject({
      title: 'Usuário editado',
      context: 'contato',
      lido: false,
      importante: false,
    });
  });

  it('keeps nothing when the transaction fails', async () => {
    const before = await t.db.select().from(logs);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(usuarios).set({ nome: 'Não salvo' }).where(eq(usuarios.username, 'emissor'));
        await createAuditLog(tx, {
          tipo: 'usuario_editado',
          usuario: null,
          meta: { entidade: 'usuario', id: null },
        });
        await createNotificacao(tx, { title: 'x', context: 'venda' });
        throw new Error('falha no meio');
      }),
    ).rejects.toThrow('falha no meio');
    expect(await t.db.select().from(logs)).toHaveLength(before.length);
    const [emissor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'emissor'));
    expect(emissor?.nome).toBe('Elisa');
    expect(await t.db.select().from(notificacoes).where(eq(notificacoes.title, 'x'))).toHaveLength(0);
  });
});
