import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contatos, portal_codigos, usuarios, vendas } from '../../db/schema/index.ts';

/** The sale a proposal link names, with its client contact and that contact's account (login), if any. */
export async function findDestinoDoLink(db: DbOrTx, { venda, contato }: { venda: number; contato: number }) {
  const [linha] = await db
    .select({
      venda: vendas.id,
      contato: contatos.id,
      nome: contatos.nome,
      email: contatos.email,
      conta: contatos.usuario_cliente,
      login: usuarios.username,
    })
    .from(vendas)
    .innerJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(usuarios, eq(usuarios.id, contatos.usuario_cliente))
    .where(and(eq(vendas.id, venda), eq(contatos.id, contato)));
  return linha;
}

/** How many codes a contact was sent since a moment. */
export async function countCodigosDesde(db: DbOrTx, contato: number, desde: Date): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(portal_codigos)
    .where(and(eq(portal_codigos.contato, contato), gt(portal_codigos.created_at, desde)));
  return linha?.n ?? 0;
}

export async function closeCodigosAbertos(db: DbOrTx, contato: number): Promise<void> {
  await db
    .update(portal_codigos)
    .set({ encerrado_em: new Date() })
    .where(and(eq(portal_codigos.contato, contato), isNull(portal_codigos.encerrado_em)));
}

export async function insertCodigo(db: DbOrTx, valores: typeof portal_codigos.$inferInsert) {
  const [linha] = await db.insert(portal_codigos).values(valores).returning();
  if (!linha) throw new Error('access code not written');
  return linha;
}

/**
 * Spends one try of the contact's open code, atomically (parallel guesses cannot exceed the limit): the code
 * row with its tries counted, or undefined when none is open, unexpired and with tries left.
 */
export async function spendTentativaDoCodigo(
  db: DbOrTx,
  { contato, venda, maximo }: { contato: number; venda: number; maximo: number },
) {
  const [aberto] = await db
    .select({ id: portal_codigos.id })
    .from(portal_codigos)
    .where(
      and(
        eq(portal_codigos.contato, contato),
        eq(portal_codigos.venda, venda),
        isNull(portal_codigos.encerrado_em),
        gt(portal_codigos.expira_em, new Date()),
      ),
    )
    .orderBy(desc(portal_codigos.id))
    .limit(1);
  if (!aberto) return undefined;
  const [linha] = await db
    .update(portal_codigos)
    .set({ tentativas: sql`${portal_codigos.tentativas} + 1` })
    .where(
      and(
        eq(portal_codigos.id, aberto.id),
        isNull(portal_codigos.encerrado_em),
        lt(portal_codigos.tentativas, maximo),
      ),
    )
    .returning();
  return linha;
}

/** Closes one code; answers whether it was still open (the one use of a right code). */
export async function closeCodigo(db: DbOrTx, id: number): Promise<boolean> {
  const linhas = await db
    .update(portal_codigos)
    .set({ encerrado_em: new Date() })
    .where(and(eq(portal_codigos.id, id), isNull(portal_codigos.encerrado_em)))
    .returning({ id: portal_codigos.id });
  return linhas.length > 0;
}
