import type { TAuditRow } from '@parlor/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/admin-api';
import { useListFilters } from '../hooks/use-list-filters';
import { ConsoleInput } from './console-controls';
import { DataTable } from './data-table';
import { formatDateTime } from '../../../lib/format';

/** The log's filters: each one's query key, label (under `admin.console.audit`) and input. */
const filterFields = [
  { key: 'actor_id', label: 'actor', type: 'number' },
  { key: 'action', label: 'action', type: 'text' },
  { key: 'object_type', label: 'object', type: 'text' },
  { key: 'object_id', label: 'objectId', type: 'text' },
  { key: 'from', label: 'from', type: 'date' },
  { key: 'to', label: 'to', type: 'date' },
] as const;
type Filters = Record<(typeof filterFields)[number]['key'], string>;
const emptyFilters = Object.fromEntries(filterFields.map(({ key }) => [key, ''])) as Filters;

/** When, who, what, on which object, the change (before → after) and from which address. */
function useAuditColumns() {
  const { t } = useTranslation();
  const json = (value: unknown) =>
    value === null || value === undefined ? '∅' : JSON.stringify(value);

  const columns: ColumnDef<TAuditRow, unknown>[] = [
    {
      id: 'created_at',
      // An accessor makes the column sortable: TanStack offers no sort toggle without one.
      accessorKey: 'created_at',
      header: t('admin.console.audit.when'),
      cell: ({ row }) => formatDateTime(row.original.created_at),
    },
    {
      id: 'actor',
      header: t('admin.console.audit.actor'),
      enableSorting: false,
      cell: ({ row }) =>
        `${row.original.actor_email ?? '?'} (#${row.original.actor_id ?? '?'}, ${row.original.actor_role})`,
    },
    {
      id: 'action',
      accessorKey: 'action',
      header: t('admin.console.audit.action'),
      enableSorting: false,
    },
    {
      id: 'object',
      header: t('admin.console.audit.object'),
      enableSorting: false,
      cell: ({ row }) => `${row.original.object_type} ${row.original.object_id ?? ''}`,
    },
    {
      id: 'change',
      header: t('admin.console.audit.change'),
      enableSorting: false,
      cell: ({ row }) => (
        <code className="block max-w-md text-xs break-all whitespace-pre-wrap text-ink-100">
          {json(row.original.before)} → {json(row.original.after)}
        </code>
      ),
    },
    { id: 'ip', accessorKey: 'ip', header: t('admin.console.audit.ip'), enableSorting: false },
  ];
  return columns;
}

/** The audit log, filtered on the server by admin, action, object and date. */
export function AuditPage() {
  const { t } = useTranslation();
  const { filters, setFilter, page, setPage } = useListFilters<Filters>(emptyFilters);
  const [sorting, setSorting] = useState([{ id: 'created_at', desc: true }]);
  const dir = sorting[0]?.desc === false ? 'asc' : 'desc';
  const audit = useAuditLog({ ...filters, page, dir });
  const columns = useAuditColumns();

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {filterFields.map((field) => (
          <ConsoleInput
            key={field.key}
            label={t(`admin.console.audit.${field.label}`)}
            type={field.type}
            value={filters[field.key]}
            onValueChange={(value) => setFilter(field.key, value)}
          />
        ))}
      </div>
      <DataTable
        caption={t('admin.console.nav.audit')}
        columns={columns}
        query={audit}
        sorting={sorting}
        onSortingChange={(next) =>
          setSorting(next.length ? next.map((s) => ({ id: 'created_at', desc: s.desc })) : sorting)
        }
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
