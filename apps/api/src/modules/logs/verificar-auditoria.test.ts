import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contatos, logs } from '../../db/schema/index.ts';
import { CONTATO_AGENCIA } from '../../db/seed/contatos.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { relatorioDaAuditoria, verificarAuditoria } from './verificar-auditoria.ts';

let t: TestApp;
/** a second copy, for the changes that cannot be put back */
let outro: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  outro = await createTestApp();
}, 300_000);
afterAll(async () => {
  await t.close();
  await outro.close();
});

/** Runs `change` on the audit table with its triggers off, as someone with the owner's rights could. */
async function porTrasDoGatilho(change: string): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table logs disable trigger user`);
    await tx.execute(sql.raw(change));
    await tx.execute(sql`alter table logs enable trigger user`);
  });
}

async function contarLogs(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(logs);
  return row?.n ?? 0;
}

describe('cli verificar-auditoria: the audit hash chain', () => {
  it('verifies every row of the demo data, from the first one', async () => {
    const total = await contarLogs();
    expect(total).toBeGreaterThan(5);
    const resultado = await verificarAuditoria(t.db);
    expect(resultado).toEqual({ verificadas: total, quebra: null });
    expect(relatorioDaAuditoria(resultado)).toBe(
      `Auditoria íntegra: ${total} registro(s) verificado(s) na cadeia.`,
    );
  });

  it('verifies after concurrent writes through the API, in pages smaller than the chain', async () => {
    const [agencia] = await t.db.select().from(contatos).where(eq(contatos.nome, CONTATO_AGENCIA.nome));
    const antes = await contarLogs();
    const respostas = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.injectAs(i % 2 === 0 ? 'admin' : 'consultor', {
          method: 'POST',
          url: '/api/contatos/',
          payload: {
            nome: `Concorrente${i}`,
            sobrenome: 'Auditoria',
            indicacao: agencia?.id,
            cpf: null,
            email: `concorrente${i}@example.com`,
            telefone: { pais: 'BR', codigo: '55', numero: '(11) 91234-5678' },
            cliente_estrangeiro: false,
          },
        }),
      ),
    );
    for (const resposta of respostas) expect(resposta.statusCode, resposta.body).toBe(201);
    const total = await contarLogs();
    expect(total).toBeGreaterThanOrEqual(antes + 12);
    expect(await verificarAuditoria(t.db, { lote: 7 })).toEqual({ verificadas: total, quebra: null });
  });

  it('names a row whose content was changed behind the trigger, and verifies again once it is put back', async () => {
    const [alvo] = await t.db.select().from(logs).where(eq(logs.sequencia, 4));
    if (!alvo) throw new Error('demo data without 4 audit rows');
    const original = JSON.stringify(alvo.dados).replaceAll("'", "''");
    await porTrasDoGatilho(
      `update logs set dados = '{"antes": null, "depois": {"valor": "0.00"}}' where id = ${alvo.id}`,
    );
    const { quebra, verificadas } = await verificarAuditoria(t.db);
    expect(verificadas).toBe(3);
    expect(quebra).toEqual({
      id: alvo.id,
      created_at: alvo.created_at,
      motivo: 'o conteúdo não confere com o hash gravado (alterado)',
    });
    expect(relatorioDaAuditoria({ verificadas, quebra })).toBe(
      `Cadeia de auditoria quebrada no registro ${alvo.id} de ${alvo.created_at.toISOString()}: o conteúdo não confere com o hash gravado (alterado). 3 registro(s) anteriores conferem.`,
    );
    await porTrasDoGatilho(`update logs set dados = '${original}' where id = ${alvo.id}`);
    expect((await verificarAuditoria(t.db)).quebra).toBeNull();
  });

  it('names the row after one deleted in the middle, and the last row when the newest ones are deleted', async () => {
    const [apagada] = await t.db.select().from(logs).where(eq(logs.sequencia, 3));
    const [seguinte] = await t.db.select().from(logs).where(eq(logs.sequencia, 4));
    await porTrasDoGatilho(`delete from logs where sequencia = 3`);
    expect((await verificarAuditoria(t.db)).quebra).toMatchObject({
      id: seguinte?.id,
      motivo: 'faltam 1 registro(s) da cadeia antes deste (apagados; o anterior é o nº 2)',
    });
    expect(apagada).toBeDefined();

    // the same on a copy whose last two rows are gone: the chain's head still counts them
    {
      const [maior] = await outro.db.select({ n: sql<number>`max(sequencia)::int` }).from(logs);
      const ultima = maior?.n ?? 0;
      const [restante] = await outro.db
        .select()
        .from(logs)
        .where(eq(logs.sequencia, ultima - 2));
      await outro.db.transaction(async (tx) => {
        await tx.execute(sql`alter table logs disable trigger user`);
        await tx.execute(sql`delete from logs where sequencia > ${ultima - 2}`);
        await tx.execute(sql`alter table logs enable trigger user`);
      });
      expect((await verificarAuditoria(outro.db)).quebra).toEqual({
        id: restante?.id,
        created_at: restante?.created_at,
        motivo: `a cadeia registra ${ultima} registro(s), e 2 depois deste foram apagados`,
      });
    }
  });

  it('names a row written with the triggers off, outside the chain, before the chain’s missing end', async () => {
    {
      await outro.db.transaction(async (tx) => {
        await tx.execute(sql`alter table logs disable trigger user`);
        await tx.execute(
          sql`insert into logs (tipo, dados, meta) values ('venda_cancelada', '{}'::jsonb, '{"entidade": "venda", "id": 1}'::jsonb)`,
        );
        await tx.execute(sql`alter table logs enable trigger user`);
      });
      const [inserida] = await outro.db.select().from(logs).where(sql`${logs.sequencia} is null`);
      expect((await verificarAuditoria(outro.db)).quebra).toEqual({
        id: inserida?.id,
        created_at: inserida?.created_at,
        motivo: 'entrou sem ser encadeado (gravado com o gatilho desligado)',
      });
    }
  });
});
