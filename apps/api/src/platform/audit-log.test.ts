import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs, logs_cadeia, notificacoes, usuarios } from '../db/schema/index.ts';
import { verificarAuditoria } from '../modules/logs/verificar-auditoria.ts';
import { t, usarApp } from '../test/suite-com-app.ts';
import { createAuditLog, datarAuditoria } from './audit-log.ts';
import { createNotificacao } from './notifications.ts';

usarApp();

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
        autor: admin?.id ?? null,
        para: [after?.id],
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
    const [{ id: emissorId } = { id: 0 }] = await t.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.username, 'emissor'));
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(usuarios).set({ nome: 'Não salvo' }).where(eq(usuarios.username, 'emissor'));
        await createAuditLog(tx, {
          tipo: 'usuario_editado',
          usuario: null,
          meta: { entidade: 'usuario', id: null },
        });
        await createNotificacao(tx, { title: 'x', context: 'venda', autor: null, para: [emissorId] });
        throw new Error('falha no meio');
      }),
    ).rejects.toThrow('falha no meio');
    expect(await t.db.select().from(logs)).toHaveLength(before.length);
    const [emissor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'emissor'));
    expect(emissor?.nome).toBe('Elisa');
    expect(await t.db.select().from(notificacoes).where(eq(notificacoes.title, 'x'))).toHaveLength(0);
  });
});

describe('audit rows cannot be rewritten (decision 0047)', () => {
  const RECUSA = 'Registros de auditoria não podem ser alterados nem apagados.';

  /** The database's error message of a refused statement (drizzle wraps it in its cause). */
  async function recusa(statement: Promise<unknown>): Promise<string> {
    const error = await statement.then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    if (!error) throw new Error('statement accepted');
    return error.cause?.message ?? error.message;
  }

  it('refuses an update, a delete and a truncate of an audit row, and keeps the row as it was', async () => {
    const [row] = await t.db.select().from(logs).orderBy(logs.id).limit(1);
    if (!row) throw new Error('demo data without audit rows');
    expect(await recusa(t.db.update(logs).set({ tipo: 'apagado' }).where(eq(logs.id, row.id)))).toBe(RECUSA);
    expect(
      await recusa(
        t.db
          .update(logs)
          .set({ created_at: new Date(0) })
          .where(eq(logs.id, row.id)),
      ),
    ).toBe(RECUSA);
    expect(
      await recusa(
        t.db
          .update(logs)
          .set({ hash: '0'.repeat(64) })
          .where(eq(logs.id, row.id)),
      ),
    ).toBe(RECUSA);
    expect(await recusa(t.db.delete(logs).where(eq(logs.id, row.id)))).toBe(RECUSA);
    expect(await recusa(t.db.execute(sql`truncate logs cascade`))).toBe(RECUSA);
    const [depois] = await t.db.select().from(logs).where(eq(logs.id, row.id));
    expect(depois).toEqual(row);
  });

  it('chains a new row to the previous one when its transaction commits, whatever chain values it brings', async () => {
    const [cabeca] = await t.db.select().from(logs_cadeia);
    if (!cabeca) throw new Error('the chain has no head');
    const [id1, id2] = await t.db.transaction(async (tx) => {
      const primeiro = await createAuditLog(tx, {
        tipo: 'teste',
        usuario: null,
        meta: { entidade: 'x', id: 1 },
      });
      const [segundo] = await tx
        .insert(logs)
        .values({ tipo: 'teste', dados: {}, meta: {}, sequencia: 1, hash_anterior: 'x', hash: 'y' })
        .returning();
      // not chained before the commit
      const [ainda] = await tx.select().from(logs).where(eq(logs.id, primeiro));
      expect(ainda?.hash).toBeNull();
      expect(segundo?.hash).toBeNull();
      return [primeiro, segundo?.id ?? 0];
    });
    const [um] = await t.db.select().from(logs).where(eq(logs.id, id1));
    const [dois] = await t.db.select().from(logs).where(eq(logs.id, id2));
    expect(um).toMatchObject({ sequencia: cabeca.sequencia + 1, hash_anterior: cabeca.hash });
    expect(um?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(dois).toMatchObject({ sequencia: cabeca.sequencia + 2, hash_anterior: um?.hash });
    const [novaCabeca] = await t.db.select().from(logs_cadeia);
    expect(novaCabeca).toEqual({ id: 1, sequencia: cabeca.sequencia + 2, hash: dois?.hash });
  });

  it('chains the many rows of one transaction in the order of their ids, and moves the head once', async () => {
    const [cabeca] = await t.db.select().from(logs_cadeia);
    if (!cabeca) throw new Error('the chain has no head');
    const ids = await t.db.transaction(async (tx) => {
      const escritos: number[] = [];
      for (let i = 0; i < 300; i++)
        escritos.push(
          await createAuditLog(tx, { tipo: 'teste', usuario: null, meta: { entidade: 'x', id: i } }),
        );
      return escritos;
    });
    const linhas = await t.db.select().from(logs).where(sql`${logs.id} >= ${ids[0]}`).orderBy(logs.id);
    expect(linhas.map((l) => l.id)).toEqual(ids);
    let anterior = cabeca.hash;
    for (const [i, linha] of linhas.entries()) {
      expect(linha).toMatchObject({ sequencia: cabeca.sequencia + i + 1, hash_anterior: anterior });
      anterior = linha.hash ?? '';
    }
    const [novaCabeca] = await t.db.select().from(logs_cadeia);
    expect(novaCabeca).toEqual({ id: 1, sequencia: cabeca.sequencia + 300, hash: anterior });
    // each hash is the row's own: the check the Logs screen and the CLI run finds no break
    const verificacao = await verificarAuditoria(t.db);
    expect(verificacao.quebra).toBeNull();
    expect(verificacao.verificadas).toBe(novaCabeca?.sequencia);
  });

  it('dates the rows of a transaction as the demo seed asks, and goes back to the present', async () => {
    const em = new Date('2026-01-05T12:00:00.000Z');
    const [passado, presente] = await t.db.transaction(async (tx) => {
      await datarAuditoria(tx, em);
      const a = await createAuditLog(tx, { tipo: 'teste', usuario: null, meta: { entidade: 'x', id: 2 } });
      await datarAuditoria(tx, null);
      const b = await createAuditLog(tx, { tipo: 'teste', usuario: null, meta: { entidade: 'x', id: 3 } });
      return [a, b];
    });
    const [a] = await t.db.select().from(logs).where(eq(logs.id, passado));
    const [b] = await t.db.select().from(logs).where(eq(logs.id, presente));
    expect(a?.created_at).toEqual(em);
    expect(b?.created_at.getTime()).toBeGreaterThan(em.getTime());
  });
});
