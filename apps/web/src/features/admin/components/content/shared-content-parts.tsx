import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocalized, type FieldSpec } from './content-draft';
import { LocalizedName, useLocalized, type Localized } from './localized-text';

/**
 * A column of a content list: a key of the row (its `id`, or a field of the form, headed by
 * the field's label), a field's column that shows the row its own way, or a column of its own.
 */
export type ContentColumn<Item> =
  | (keyof Item & string)
  | { field: keyof Item & string; show: (row: Item) => ReactNode }
  | ColumnDef<Item, unknown>;

/** The table's columns: a field's shows its value, a localised one with its missing languages. */
export function useContentColumns<Item extends { id: number }>(
  columns: ContentColumn<Item>[],
  fields: FieldSpec[],
): ColumnDef<Item, unknown>[] {
  const { t } = useTranslation();
  return columns.map((column) => {
    if (column === 'id') {
      return { id: 'id', header: t('admin.console.users.id'), cell: ({ row }) => row.original.id };
    }
    if (typeof column === 'object' && !('field' in column)) return column;
    const name = typeof column === 'string' ? column : column.field;
    const field = fields.find((spec) => spec.name === name);
    if (!field) throw new Error(`The column "${name}" names no field of the form.`);
    const show =
      typeof column === 'object'
        ? column.show
        : (row: Item) =>
            isLocalized(field) ? (
              <LocalizedName text={row[name] as Localized} />
            ) : (
              (row[name] as ReactNode)
            );
    return { id: name, header: field.label, cell: ({ row }) => show(row.original) };
  });
}

/** What a row is called (its `name` key's text, a localised one in the console's language). */
export function useRowName<Item>(name: keyof Item) {
  const pick = useLocalized();
  return (row: Item) => {
    const value = row[name] as string | Localized;
    return typeof value === 'string' ? value : pick(value);
  };
}

/** A field of a content form, or `position`: the order every content list has. */
export type ContentField = FieldSpec | 'position';

/** The form's fields with `position` spelled out in the console's language. */
export function useContentFields(fields: ContentField[]): FieldSpec[] {
  const { t } = useTranslation();
  const label = t('admin.console.content.common.position');
  return fields.map((field) =>
    field === 'position' ? { name: 'position', label, kind: 'number', initial: '0' } : field,
  );
}

/** A mark after a row's name, such as "default" or "legal page". */
export function RowMark({ children }: { children: ReactNode }) {
  return <span className="ml-2 text-xs text-ink-300">{children}</span>;
}
