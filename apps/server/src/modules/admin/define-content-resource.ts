import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { ContentResource } from './content-resource';

type ContentTable = PgTable & { id: AnyPgColumn; position: AnyPgColumn };

/** A select of a content table's rows that can still be ordered or filtered. */
interface ContentSelect {
  orderBy(...columns: SQL[]): PromiseLike<unknown[]>;
  where(condition: SQL): PromiseLike<unknown[]>;
}

/**
 * One content resource said as data: its table, the columns the console reads (named as its
 * items name them), how an input becomes the row's values and the checks that refuse a save
 * or a delete. Reading in the console's order, writing and deleting by id are the same for all.
 */
export interface ContentDefinition<
  T extends ContentTable,
  Columns extends SelectedFields,
  Input,
  Item,
> extends Pick<ContentResource<Input, Item>, 'path' | 'objectType' | 'noun' | 'unique'> {
  input: z.ZodType<Input>;
  item: z.ZodType<Item>;
  table: T;
  columns: Columns;
  /** The row as the console shows it, when the columns alone do not say it. */
  present?: (row: SelectResultFields<Columns>) => Item;
  /** The row's values of an input; the input itself when its fields are the table's columns. */
  values?: (input: Input) => PgInsertValue<T>;
  /** Refuses a save (422/409) before it is written; `current` is there on an update. */
  checkSave?: (input: Input, current?: Item) => void;
  /** Refuses a delete (409) while the row is in use. */
  checkRemove?: (current: Item) => void;
  /** A delete of its own, for a resource whose check must hold in the delete itself. */
  remove?: ContentResource<Input, Item>['remove'];
}

/** The content resource a definition describes: list and load in order, write, delete by id. */
export function defineContentResource<
  T extends ContentTable,
  Columns extends SelectedFields,
  Input,
  Item,
>(definition: ContentDefinition<T, Columns, Input, Item>): ContentResource<Input, Item> {
  const { table, columns, checkSave, checkRemove } = definition;
  const present = definition.present ?? ((row) => row as Item);
  const values = definition.values ?? ((input: Input) => input as PgInsertValue<T>);
  // The rows are typed by `columns` (SelectResultFields); drizzle cannot follow a generic table.
  const source: PgTable = table;
  const select = (db: Executor) =>
    db.select(columns).from(source).$dynamic() as unknown as ContentSelect;
  const presentAll = (rows: unknown[]) => (rows as SelectResultFields<Columns>[]).map(present);

  return {
    path: definition.path,
    objectType: definition.objectType,
    noun: definition.noun,
    unique: definition.unique,
    input: definition.input,
    item: definition.item,
    list: async (db) => presentAll(await select(db).orderBy(asc(table.position), asc(table.id))),
    load: async (db, id) => presentAll(await select(db).where(eq(table.id, id)))[0],
    insert: async (tx, input: Input) => {
      checkSave?.(input);
      const [row] = await tx.insert(table).values(values(input)).returning({ id: table.id });
      return row!.id as number;
    },
    update: async (tx, id, input: Input, current: Item) => {
      checkSave?.(input, current);
      await tx.update(table).set(values(input)).where(eq(table.id, id));
    },
    remove:
      definition.remove ??
      (async (tx, id, current: Item) => {
        checkRemove?.(current);
        await tx.delete(table).where(eq(table.id, id));
      }),
  };
}
