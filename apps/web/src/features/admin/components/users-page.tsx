import type { TAdminUserRow } from '@parlor/contracts';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminUsers } from '../api/admin-api';
import { useListFilters } from '../hooks/use-list-filters';
import { ConsoleInput } from './console-controls';
import { DataTable, toServerSort } from './data-table';
import { formatDate, formatNumber } from '../../../lib/format';

/** Id, e-mail (linking to the user), name, role, balance, status and sign-up date. */
function useUserColumns() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = (row: TAdminUserRow) =>
    row.is_deleted
      ? t('admin.console.users.deleted')
      : row.blocked_scope === 'account'
        ? t('admin.console.users.blockedAccount')
        : row.blocked_scope === 'chat'
          ? t('admin.console.users.blockedChat')
          : t('admin.console.users.active');
  const columns: ColumnDef<TAdminUserRow, unknown>[] = [
    { id: 'id', accessorKey: 'id', header: t('admin.console.users.id') },
    {
      id: 'email',
      accessorKey: 'email',
      header: t('admin.console.users.email'),
      cell: ({ row }) => (
        <a
          href={`/admin/users/${row.original.id}`}
          className="font-medium text-white underline-offset-2 hover:underline"
          onClick={(event) => {
            event.preventDefault();
            void navigate(`/admin/users/${row.original.id}`);
          }}
        >
          {row.original.email}
        </a>
      ),
    },
    { id: 'name', accessorKey: 'name', header: t('admin.console.users.name') },
    {
      id: 'role',
      accessorKey: 'role',
      header: t('admin.console.users.role'),
      enableSorting: false,
    },
    {
      id: 'balance',
      accessorKey: 'balance',
      header: t('admin.console.users.balance'),
      cell: ({ row }) => formatNumber(row.original.balance),
    },
    {
      id: 'status',
      header: t('admin.console.users.status'),
      enableSorting: false,
      cell: ({ row }) => status(row.original),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: t('admin.console.users.created'),
      cell: ({ row }) => formatDate(row.original.created_at),
    },
  ];
  return columns;
}

/** Users searched by e-mail, nickname or id; paged and sorted on the server. */
export function UsersPage() {
  const { t } = useTranslation();
  const { filters, setFilter, page, setPage } = useListFilters({ q: '' });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'id', desc: true }]);
  const users = useAdminUsers({ ...filters, page, ...toServerSort(sorting, 'id') });

  const columns = useUserColumns();

  return (
    <div className="flex flex-col gap-4">
      <ConsoleInput
        label={t('admin.console.common.search')}
        className="max-w-md"
        type="search"
        value={filters.q}
        placeholder={t('admin.console.users.searchPlaceholder')}
        onValueChange={(value) => setFilter('q', value)}
      />
      <DataTable
        caption={t('admin.console.nav.users')}
        columns={columns}
        query={users}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          setPage(1);
        }}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
