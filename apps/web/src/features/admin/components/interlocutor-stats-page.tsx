import {
  centiToPoints,
  interlocutorStatsSorts,
  type TInterlocutorStatsRow,
  type TInterlocutorStatsSort,
} from '@parlor/contracts';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { useInterlocutorStats } from '../api/interlocutor-stats';
import { DataTable } from './data-table';

const isSort = (id: string): id is TInterlocutorStatsSort =>
  (interlocutorStatsSorts as readonly string[]).includes(id);

/** The ratings at or below 2 with their words, newest first. */
function LowRatings({ row }: { row: TInterlocutorStatsRow }) {
  const { t } = useTranslation();
  if (row.low_ratings.length === 0) return <span className="text-ink-400">—</span>;
  return (
    <ul className="flex max-w-xs flex-col gap-1">
      {row.low_ratings.map((rating, index) => (
        <li key={index} className="text-xs text-ink-200">
          <span className="font-semibold text-danger">{rating.score}/5</span>{' '}
          {rating.comment ?? t('admin.console.interlocutorStats.noWords')}{' '}
          <span className="text-ink-400">{formatDate(rating.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The table's columns; only the server-sortable ones can be sorted. */
function useStatsColumns(): ColumnDef<TInterlocutorStatsRow, unknown>[] {
  const { t } = useTranslation();
  const number = (value: number | null, digits = 1) =>
    value === null ? '—' : formatNumber(value, digits);
  const texts = 'admin.console.interlocutorStats';
  const nameOf = (row: TInterlocutorStatsRow) => row.nickname ?? row.email;
  return [
    {
      id: 'nickname',
      header: t(`${texts}.interlocutor`),
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          to={`/admin/users/${row.original.user_id}`}
          className="font-medium text-white underline-offset-2 hover:underline"
        >
          {nameOf(row.original)}
        </Link>
      ),
    },
    { id: 'conversations', accessorKey: 'conversations', header: t(`${texts}.conversations`) },
    {
      id: 'average',
      header: t(`${texts}.average`),
      cell: ({ row }) =>
        `${number(row.original.average)} (${t(`${texts}.ratingsCount`, { count: row.original.ratings_count })})`,
    },
    {
      id: 'low',
      header: t(`${texts}.lowRatings`),
      enableSorting: false,
      cell: ({ row }) => <LowRatings row={row.original} />,
    },
    {
      id: 'reports',
      header: t(`${texts}.reports`),
      cell: ({ row }) => (
        <Link
          to={`/admin/users/${row.original.user_id}`}
          className="underline-offset-2 hover:underline"
          aria-label={t(`${texts}.reportsLink`, {
            count: row.original.reports_count,
            name: nameOf(row.original),
          })}
        >
          {row.original.reports_count}
        </Link>
      ),
    },
    {
      id: 'earnings',
      header: t(`${texts}.earnings`),
      cell: ({ row }) => number(centiToPoints(row.original.earnings), 2),
    },
    {
      id: 'response',
      header: t(`${texts}.response`),
      cell: ({ row }) =>
        row.original.median_accept_seconds === null
          ? '—'
          : t(`${texts}.seconds`, { count: Math.round(row.original.median_accept_seconds) }),
    },
  ];
}

/**
 * Interlocutors: each one's conversations, average rating, low ratings with their words,
 * reports against them (linking to their page, which lists the reports), earnings and
 * median response to offers — sortable on the server.
 */
export function InterlocutorStatsPage() {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'conversations', desc: true }]);
  const first = sorting[0];
  const sort = first && isSort(first.id) ? first.id : 'conversations';
  const order = first?.desc === false ? 'asc' : 'desc';
  const stats = useInterlocutorStats({ sort, order });
  const columns = useStatsColumns();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-300">{t('admin.console.interlocutorStats.intro')}</p>
      <DataTable
        caption={t('admin.console.nav.interlocutors')}
        columns={columns}
        query={stats}
        sorting={sorting}
        onSortingChange={setSorting}
      />
    </div>
  );
}
