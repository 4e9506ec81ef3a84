import { is, Placeholder, sql, type Query, type SQL } from 'drizzle-orm';
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
): PreparedStatement<TValues> {
  let query: Query | undefined;
  const built = () => (query ??= dialect.sqlToQuery(build((key) => sql.placeholder(key))));
  // The driver's prepared query of each handle, made once (not once per run).
  const prepared = preparedPerDatabase((db) =>
    db._.session.prepareQuery(built(), undefined, name, false),
  );
  const run = (db: Executor, values: TValues) => prepared(db).execute(values);
  return Object.assign(run, { statementName: name, render: () => renderedOf(built()) });
}

/** A statement as PostgreSQL receives it: its text ($1, $2, …) and what each parameter is. */
export interface RenderedStatement {
  text: string;
  /** $1, $2, … in order: a value's key, or a value the builder fixed in the statement. */
  parameters: StatementParameter[];
}

export type StatementParameter = { name: string } | { fixed: unknown };

/** Runs the statement (answers the raw result) and renders it for the bench's ceilings. */
export interface PreparedStatement<TValues> {
  (db: Executor, values: TValues): Promise<unknown>;
  readonly statementName: string;
  render(): RenderedStatement;
}

/** The text and parameters of a built query. */
export function renderedOf(query: Query): RenderedStatement {
  return {
    text: query.sql,
    parameters: query.params.map((param) =>
      is(param, Placeholder) ? { name: param.name } : { fixed: param },
    ),
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
