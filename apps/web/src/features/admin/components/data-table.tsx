import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row as TableRow,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';

/** Rows from the server: all of them, or one page of them with its `meta`. */
export type TableRows<Row> = Row[] | { items: Row[]; meta: { last_page: number; total: number } };

interface DataTableProps<Row> {
  columns: ColumnDef<Row, unknown>[];
  /** The list's query (a TanStack result fits): its rows, once there, and whether it failed. */
  query: { data?: TableRows<Row> | undefined; isError?: boolean };
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The page shown of a paged list and how to show another. */
  page?: number;
  onPageChange?: (page: number) => void;
  onRowClick?: (row: Row) => void;
  caption: string;
}

/** A column header with `aria-sort`; a button that toggles the order when it can sort. */
function HeaderCell<Row>({ header, canSort }: { header: Header<Row, unknown>; canSort: boolean }) {
  const sorted = header.column.getIsSorted();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      className="px-4 py-3 font-semibold"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {canSort ? (
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded hover:text-white focus-visible:outline-2 focus-visible:outline-accent"
          onClick={header.column.getToggleSortingHandler()}
        >
          {label}
          {sorted === 'asc' ? (
            <ArrowUp className="size-3.5" aria-hidden="true" />
          ) : sorted === 'desc' ? (
            <ArrowDown className="size-3.5" aria-hidden="true" />
          ) : null}
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** The rows, each clickable when `onRowClick` is given, or one row saying the list is empty. */
function TableBody<Row>({
  rows,
  columnCount,
  onRowClick,
}: {
  rows: TableRow<Row>[];
  columnCount: number;
  onRowClick: ((row: Row) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <tbody>
      {rows.map((row) => (
        <tr
          key={row.id}
          className={
            onRowClick
              ? 'cursor-pointer border-t border-ink-700/60 hover:bg-ink-800/60 focus-within:bg-ink-800/60'
              : 'border-t border-ink-700/60'
          }
          onClick={onRowClick ? () => onRowClick(row.original) : undefined}
        >
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className="px-4 py-3 align-top text-ink-100">
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
      {rows.length === 0 && (
        <tr>
          <td colSpan={columnCount} className="px-4 py-8 text-center text-ink-300">
            {t('admin.console.common.empty')}
          </td>
        </tr>
      )}
    </tbody>
  );
}

/**
 * A table whose paging and sorting happen on the server (TanStack Table in manual mode):
 * the caller keeps page and sort in its state and passes the server's page of rows.
 */
export function DataTable<Row>({
  columns,
  query,
  sorting,
  onSortingChange,
  page = 1,
  onPageChange,
  onRowClick,
  caption,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { data } = query;
  const rows = Array.isArray(data) ? data : (data?.items ?? []);
  const meta = Array.isArray(data) ? undefined : data?.meta;
  // TanStack Table keeps its own state; nothing here is memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting: sorting ?? [] },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting ?? []) : updater;
      onSortingChange?.(next);
    },
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <div className="flex flex-col gap-4">
      {query.isError && <ErrorBox message={t('admin.console.common.error')} />}
      {/* Scrolls sideways on a narrow screen: the keyboard can focus and scroll it too. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-ink-700/80"
      >
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-ink-800 text-xs tracking-wide text-ink-300 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    canSort={header.column.getCanSort() && Boolean(onSortingChange)}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <TableBody
            rows={table.getRowModel().rows}
            columnCount={columns.length}
            onRowClick={onRowClick}
          />
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-300">
        <span>{t('admin.console.common.total', { total: meta?.total ?? rows.length })}</span>
        {onPageChange && (
          <Pagination page={page} lastPage={meta?.last_page ?? 1} onPageChange={onPageChange} />
        )}
      </div>
    </div>
  );
}

/** `[{ id, desc }]` of the table ↔ `sort` and `dir` of the server. */
export function toServerSort(sorting: SortingState, fallback: string) {
  const first = sorting[0];
  return { sort: first?.id ?? fallback, dir: first?.desc === false ? 'asc' : 'desc' };
}
