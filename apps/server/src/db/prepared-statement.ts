import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { columnCasing, type Executor } from './client';

const dialect = new PgDialect({ casing: columnCasing });

/**
 * A raw statement (`sql`…``) whose values are all `sql.placeholder`s, built once and
 * prepared by PostgreSQL under `name` on each connection that runs it: later runs send only
 * the values, and PostgreSQL neither parses nor re-plans the text. What query builders do
 * with `.prepare(name)`, for a statement they cannot express (data-modifying CTEs).
 *
 * The name must be unique in the process; the text never changes, since every value is a
 * placeholder. Answers the raw result (`rowsOf` reads its rows) on PGlite and PostgreSQL.
 */
export function preparedStatement<TValues extends Record<string, unknown>>(
  name: string,
  build: (placeholder: (key: keyof TValues & string) => Placeholder) => SQL,
): (db: Executor, values: TValues) => Promise<unknown> {
  let query: Query | undefined;
  return (db, values) => {
    query ??= dialect.sqlToQuery(build((key) => sql.placeholder(key)));
    return db._.session.prepareQuery(query, undefined, name, false).execute(values);
  };
}

/**
 * `prepare(db)` run once per database handle and remembered: for query builders'
 * `.prepare(name)` statements, which belong to the handle's session.
 */
export function preparedPerDatabase<T>(prepare: (db: Executor) => T): (db: Executor) => T {
  const prepared = new WeakMap<Executor, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
