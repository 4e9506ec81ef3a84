import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
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
import { ContentForm, toDraft, type Draft, type FieldSpec } from './content-form';

export interface ContentEditorProps<TPath extends ContentPath> {
  path: TPath;
  caption: string;
  columns: ColumnDef<ContentItem<TPath>, unknown>[];
  /** The form's fields; a row's draft holds their values, a new row's their `initial` ones. */
  fields: FieldSpec[];
  /** What the row is called in the delete question. */
  nameOf: (item: ContentItem<TPath>) => string;
  /** False hides the delete button of a row the server would refuse anyway. */
  canDelete?: (item: ContentItem<TPath>) => boolean;
}

/** The row being edited (`id` null for a new one) and its draft. */
interface Editing {
  id: number | null;
  draft: Draft;
}

/** Edit and (unless the server would refuse) Delete of one row, named for screen readers. */
function RowActions({
  name,
  canDelete,
  onEdit,
  onDelete,
}: {
  name: string;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        icon={<Pencil className="size-4" aria-hidden="true" />}
        aria-label={`${t('admin.console.content.common.edit')}: ${name}`}
        onClick={onEdit}
      >
        {t('admin.console.content.common.edit')}
      </Button>
      {canDelete && (
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          aria-label={`${t('admin.console.content.common.delete')}: ${name}`}
          onClick={onDelete}
        >
          {t('admin.console.content.common.delete')}
        </Button>
      )}
    </div>
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

/**
 * One content list with its editor: a table of every row (edit, delete) and, above it,
 * the form of the row being edited or created. Field errors of a 422 appear under their
 * fields; a refused delete (409) says why in a toast.
 */
export function ContentEditor<TPath extends ContentPath>(props: ContentEditorProps<TPath>) {
  type Item = ContentItem<TPath>;
  const { t } = useTranslation();
  const list = useContentList(props.path);
  const save = useSaveContent(props.path);
  const remove = useDeleteContent(props.path);
  const [editing, setEditing] = useState<Editing | null>(null);

  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };
  const onDelete = (row: Item) =>
    confirm({
      title: t('admin.console.content.common.delete'),
      message: t('admin.console.content.common.confirmDelete', { name: props.nameOf(row) }),
      confirmLabel: t('admin.console.content.common.delete'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          await remove.mutateAsync(row.id);
          toast.success(t('admin.console.content.common.deleted'));
          if (editing?.id === row.id) setEditing(null);
        } catch (error) {
          toast.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  const columns: ColumnDef<Item, unknown>[] = [
    ...props.columns.map((column) => ({ ...column, enableSorting: false })),
    {
      id: 'actions',
      header: t('admin.console.common.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions
          name={props.nameOf(row.original)}
          canDelete={props.canDelete?.(row.original) ?? true}
          onEdit={() => open({ id: row.original.id, draft: toDraft(props.fields, row.original) })}
          onDelete={() => onDelete(row.original)}
        />
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
          onClick={() => open({ id: null, draft: toDraft(props.fields) })}
        >
          {t('admin.console.content.common.add')}
        </Button>
      </div>
      {editing && (
        <EditingForm
          key={editing.id ?? 'new'}
          editing={editing}
          fields={props.fields}
          save={save}
          onClose={() => setEditing(null)}
        />
      )}
      <DataTable caption={props.caption} columns={columns} query={list} />
    </div>
  );
}
