import type { DbOrTx } from './client.ts';

/**
 * A query built once per database handle and sent as a named prepared statement: Drizzle builds its
 * SQL a single time, and PostgreSQL parses and plans it once per connection. For the queries every
 * request runs (the session, the rows a page points to); values go in as `sql.placeholder(…)`.
 */
export function preparedQuery<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
