import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/** The role a PostgreSQL URL signs in as. */
export function papelDaUrl(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

/**
 * Gives the application's role, when it is not the tables' owner, what it needs and no more (decision 0047):
 * reading and writing every table of the schema, except the audit table and its chain's head, which it may
 * only insert into and read (the chaining runs as the owner). Run by the owner after the migrations, at every
 * start, so tables added by a migration get their rights too.
 */
export async function concederAoPapelDaAplicacao(owner: Db, papel: string): Promise<void> {
  const role = sql.raw(pg.escapeIdentifier(papel));
  await owner.transaction(async (tx) => {
    await tx.execute(sql`grant usage on schema public, drizzle to ${role}`);
    await tx.execute(sql`grant select on all tables in schema drizzle to ${role}`);
    await tx.execute(sql`grant select, insert, update, delete on all tables in schema public to ${role}`);
    await tx.execute(sql`grant usage, select, update on all sequences in schema public to ${role}`);
    await tx.execute(sql`revoke all on logs, logs_cadeia from ${role}`);
    await tx.execute(sql`grant select, insert on logs to ${role}`);
    await tx.execute(sql`grant select on logs_cadeia to ${role}`);
  });
}
