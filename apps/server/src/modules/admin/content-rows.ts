import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

type ContentTable = PgTable & { id: AnyPgColumn };

/** A select of a content table's rows that can still be ordered or filtered. */
interface ContentSelect<Row> {
  orderBy(...columns: SQL[]): PromiseLike<Row[]>;
  where(condition: SQL): PromiseLike<Row[]>;
}

/**
 * The list, in the console's order (`position`, then id), and one row by id, of a content
 * table, each row presented as the console shows it (the audit's before → after too).
 */
export function contentReads<Row, Item>(
  table: ContentTable & { position: AnyPgColumn },
  select: (db: Executor) => ContentSelect<Row>,
  present: (row: Row) => Item,
) {
  return {
    list: async (db: Executor): Promise<Item[]> =>
      (await select(db).orderBy(asc(table.position), asc(table.id))).map(present),
    load: async (db: Executor, id: number): Promise<Item | undefined> => {
      const [row] = await select(db).where(eq(table.id, id));
      return row && present(row);
    },
  };
}

/**
 * Insert, update and delete by id of one content table's rows, with the row's `values` of
 * an input: what every content resource writes the same way, its own checks before.
 */
export function contentRows<T extends ContentTable, Input>(
  table: T,
  values: (input: Input) => PgInsertValue<T>,
) {
  return {
    insert: async (tx: Executor, input: Input): Promise<number> => {
      const [row] = await tx.insert(table).values(values(input)).returning({ id: table.id });
      return row!.id as number;
    },
    update: async (tx: Executor, id: number, input: Input): Promise<void> => {
      await tx.update(table).set(values(input)).where(eq(table.id, id));
    },
    remove: async (tx: Executor, id: number): Promise<void> => {
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}
