import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type ConfiguracaoFiscalRow, configuracao_fiscal } from '../../db/schema/index.ts';

/** The settings' one row, or undefined when none were kept yet. */
export async function findConfiguracaoFiscal(db: DbOrTx): Promise<ConfiguracaoFiscalRow | undefined> {
  const [linha] = await db.select().from(configuracao_fiscal).where(eq(configuracao_fiscal.id, 1));
  return linha;
}

/** The settings' row read for update (the write's transaction). */
export async function lockConfiguracaoFiscal(db: DbOrTx): Promise<ConfiguracaoFiscalRow | undefined> {
  const [linha] = await db
    .select()
    .from(configuracao_fiscal)
    .where(eq(configuracao_fiscal.id, 1))
    .for('update');
  return linha;
}

export type ConfiguracaoFiscalValores = Omit<ConfiguracaoFiscalRow, 'id' | 'updated_at'>;

/** Writes the one row (insert the first time, update after). */
export async function upsertConfiguracaoFiscal(
  db: DbOrTx,
  valores: ConfiguracaoFiscalValores,
): Promise<ConfiguracaoFiscalRow> {
  const agora = new Date();
  const [linha] = await db
    .insert(configuracao_fiscal)
    .values({ id: 1, ...valores, updated_at: agora })
    .onConflictDoUpdate({ target: configuracao_fiscal.id, set: { ...valores, updated_at: agora } })
    .returning();
  if (!linha) throw new Error('fiscal settings not written');
  return linha;
}
