import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../../components/ui/button';
import { ErrorBox } from '../../../../components/ui/feedback';
import { LoadingBlock } from '../../../../components/ui/spinner';
import { confirm } from '../../../../lib/modals';
import { toast } from '../../../../lib/toast';
import {
  useContentList,
  useDeleteContent,
  useSaveContent,
  type ContentItem,
  type ContentPath,
} from '../../api/content-api';
import { DataTable } from '../data-table';
import { toDraft, type Draft, type FieldSpec } from './content-draft';
import { ContentForm } from './content-form';
import {
  useContentColumns,
  useContentFields,
  useRowName,
  type ContentColumn,
  type ContentField,
} from './shared-content-parts';

/** Each list's sub-tab, whose name is the table's caption. */
const tabOf = {
  rooms: 'rooms',
  bundles: 'bundles',
  currencies: 'currencies',
  languages: 'languages',
  faq: 'faq',
  'static-pages': 'pages',
  'social-links': 'social',
} as const satisfies Record<ContentPath, string>;

export interface ContentEditorProps<TPath extends ContentPath> {
  path: TPath;
  columns: ContentColumn<ContentItem<TPath>>[];
  /** The form's fields; a row's draft holds their values, a new row's their `initial` ones. */
  fields: ContentField[];
  /** The key of what a row is called (for screen readers and in the delete question). */
  name: keyof ContentItem<TPath> & string;
  /** False hides the delete button of a row the server would refuse anyway. */
  canDelete?: (item: ContentItem<TPath>) => boolean;
}

/** The row being edited (`id` null for a new one) and its draft. */
interface Editing {
  id: number | null;
  draft: Draft;
}

/** A small button among a row's actions, named with the row for screen readers. */
function RowAction({
  label,
  name,
  icon: Icon,
  ...props
}: Pick<ButtonProps, 'variant' | 'onClick'> & { label: string; name: string; icon: LucideIcon }) {
  return (
    <Button
      {...props}
      size="sm"
      icon={<Icon className="size-4" aria-hidden="true" />}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
}

/** The form of the row being edited or created; saved, it says so and closes. */
function EditingForm({
  editing,
  fields,
  save,
  onClose,
}: {
  editing: Editing;
  fields: FieldSpec[];
  save: ReturnType<typeof useSaveContent>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ContentForm
      title={
        editing.id === null
          ? t('admin.console.content.common.creating')
          : t('admin.console.content.common.editing', { id: editing.id })
      }
      fields={fields}
      initial={editing.draft}
      isSaving={save.isPending}
      error={save.error}
      onCancel={onClose}
      onSubmit={(body) =>
        save.mutate(
          { id: editing.id, body },
          {
            onSuccess: () => {
              toast.success(
                editing.id === null
                  ? t('admin.console.content.common.created')
                  : t('admin.console.common.saved'),
              );
              onClose();
            },
          },
        )
      }
    />
  );
}

/** Asks before deleting a row; a refused delete (409) says why in a toast. */
function useConfirmDelete<TPath extends ContentPath>(
  path: TPath,
  nameOf: (row: ContentItem<TPath>) => string,
  onDeleted: (row: ContentItem<TPath>) => void,
) {
  const { t } = useTranslation();
  const remove = useDeleteContent(path);
  return (row: ContentItem<TPath>) =>
    confirm({
      title: t('admin.console.content.common.delete'),
      message: t('admin.console.content.common.confirmDelete', { name: nameOf(row) }),
      confirmLabel: t('admin.console.content.common.delete'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          await remove.mutateAsync(row.id);
          toast.success(t('admin.console.content.common.deleted'));
          onDeleted(row);
        } catch (error) {
          toast.error(error instanceof Error ? error.message : String(error));
        }
      },
    });
}

/**
 * One content list with its editor: a table of every row (edit, delete) and, above it,
 * the form of the row being edited or created. Field errors of a 422 appear under their
 * fields; a refused delete (409) says why in a toast.
 */
export function ContentEditor<TPath extends ContentPath>(props: ContentEditorProps<TPath>) {
  type Item = ContentItem<TPath>;
  const { t } = useTranslation();
  const nameOf = useRowName<Item>(props.name);
  const fields = useContentFields(props.fields);
  const contentColumns = useContentColumns(props.columns, fields);
  const list = useContentList(props.path);
  const save = useSaveContent(props.path);
  const [editing, setEditing] = useState<Editing | null>(null);
  const onDelete = useConfirmDelete(props.path, nameOf, (row) =>
    setEditing((current) => (current?.id === row.id ? null : current)),
  );

  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };
  const columns: ColumnDef<Item, unknown>[] = [
    ...contentColumns.map((column) => ({ ...column, enableSorting: false })),
    {
      id: 'actions',
      header: t('admin.console.common.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <RowAction
            label={t('admin.console.content.common.edit')}
            name={nameOf(row.original)}
            icon={Pencil}
            variant="outline"
            onClick={() => open({ id: row.original.id, draft: toDraft(fields, row.original) })}
          />
          {(props.canDelete?.(row.original) ?? true) && (
            <RowAction
              label={t('admin.console.content.common.delete')}
              name={nameOf(row.original)}
              icon={Trash2}
              variant="ghost"
              onClick={() => onDelete(row.original)}
            />
          )}
        </div>
      ),
    },
  ];

  if (list.isPending) return <LoadingBlock label={t('admin.console.common.loading')} />;
  if (list.isError) return <ErrorBox message={t('admin.console.common.error')} />;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => open({ id: null, draft: toDraft(fields) })}
        >
          {t('admin.console.content.common.add')}
        </Button>
      </div>
      {editing && (
        <EditingForm
          key={editing.id ?? 'new'}
          editing={editing}
          fields={fields}
          save={save}
          onClose={() => setEditing(null)}
        />
      )}
      <DataTable
        caption={t(`admin.console.content.nav.${tabOf[props.path]}`)}
        columns={columns}
        query={list}
      />
    </div>
  );
}
