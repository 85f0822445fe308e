import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { logs } from '../db/schema/index.ts';

/** The newest audit-log row of a type, as a test reads what a change wrote (undefined when there is none). */
export async function ultimoLog(db: DbOrTx, tipo: string) {
  const [log] = await db.select().from(logs).where(eq(logs.tipo, tipo)).orderBy(desc(logs.id)).limit(1);
  return log;
}
