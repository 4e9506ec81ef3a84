import type { TAdminLedgerRow, TAdminReportRow, TAdminUserDetail } from '@parlor/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card';
import { ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useAdminLedger, useAdminUser } from '../api/admin-api';
import { BalanceAdjustmentForm } from './balance-adjustment-form';
import { BlockForm } from './block-form';
import { DataTable, type TableRows } from './data-table';
import { InterlocutorForm } from './interlocutor-form';
import { RoleForm } from './role-form';
import { useConsoleRole } from './console-role';

/** One user: profile, balances, block, ledger (admins), topics and reports. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const role = useConsoleRole();
  const { data, isPending, isError } = useAdminUser(userId);
  const [ledgerPage, setLedgerPage] = useState(1);
  const ledger = useAdminLedger(userId, { page: ledgerPage, per_page: 20 }, role === 'admin');
  if (isPending) return <LoadingBlock label={t('admin.console.common.loading')} />;
  if (isError) return <ErrorBox message={t('admin.console.common.error')} />;
  const { user } = data;

  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/users" className="text-sm text-accent-300 hover:underline">
        ← {t('admin.console.users.back')}
      </Link>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UserProfileCard user={user} />
        {!user.is_deleted && (
          <div className="flex flex-col gap-6">
            {user.role === 'user' && (
              <BlockForm userId={user.id} isBlocked={user.blocked_scope !== null} />
            )}
            {role === 'admin' && user.is_interlocutor && <InterlocutorForm userId={user.id} />}
            {role === 'admin' && user.role !== 'admin' && (
              <RoleForm userId={user.id} isModerator={user.role === 'moderator'} />
            )}
            {role === 'admin' && <BalanceAdjustmentForm userId={user.id} email={user.email} />}
          </div>
        )}
      </div>
      {role === 'admin' && (
        <LedgerCard ledger={ledger.data} page={ledgerPage} onPageChange={setLedgerPage} />
      )}
      <TopicList topics={data.topics} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ReportList title={t('admin.console.users.reportsBy')} reports={data.reports_by} />
        <ReportList title={t('admin.console.users.reportsAbout')} reports={data.reports_about} />
      </div>
    </div>
  );
}

function ReportList({ title, reports }: { title: string; reports: TAdminReportRow[] }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{title}</CardTitle>
      <ul className="flex flex-col gap-2 text-sm text-ink-100">
        {reports.map((report) => (
          <li key={report.id}>
            #{report.id} · {report.topic.title} ·{' '}
            {report.status === 'open'
              ? t('admin.console.users.statusOpen')
              : t('admin.console.users.statusHandled')}
            {report.reason_text ? ` · “${report.reason_text}”` : ''}
          </li>
        ))}
        {reports.length === 0 && (
          <li className="text-ink-300">{t('admin.console.common.empty')}</li>
        )}
      </ul>
    </Card>
  );
}

const date = (value: string) => formatDateTime(value);
const points = (value: number) => formatNumber(value);

/** The profile: contact, nickname, interlocutor status, role, balances and any block. */
function UserProfileCard({ user }: { user: TAdminUserDetail['user'] }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>
        {t('admin.console.users.profile')} #{user.id}
      </CardTitle>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink-300">{t('admin.console.users.email')}</dt>
        <dd className="break-all text-white">{user.email}</dd>
        <dt className="text-ink-300">{t('admin.console.users.name')}</dt>
        <dd className="text-white">{[user.name, user.surname].filter(Boolean).join(' ')}</dd>
        <dt className="text-ink-300">{t('admin.console.users.chatNickname')}</dt>
        <dd className="text-white" data-testid="chat-nickname">
          {user.chat_nickname ?? t('admin.console.users.noNickname')}
        </dd>
        <dt className="text-ink-300">{t('admin.console.users.interlocutor')}</dt>
        <dd className="text-white" data-testid="interlocutor-status">
          {user.interlocutor_since
            ? t('admin.console.users.interlocutorSince', {
                date: date(user.interlocutor_since),
              })
            : t('admin.console.users.notInterlocutor')}
        </dd>
        <dt className="text-ink-300">{t('admin.console.users.role')}</dt>
        <dd className="text-white">{user.role}</dd>
        <dt className="text-ink-300">{t('admin.console.users.balance')}</dt>
        <dd className="text-white">{points(user.balance)}</dd>
        <dt className="text-ink-300">{t('admin.console.users.earningsPending')}</dt>
        <dd className="text-white">{points(user.earnings_pending)}</dd>
        <dt className="text-ink-300">{t('admin.console.users.earningsAvailable')}</dt>
        <dd className="text-white">{points(user.earnings_available)}</dd>
        <dt className="text-ink-300">{t('admin.console.users.created')}</dt>
        <dd className="text-white">{date(user.created_at)}</dd>
      </dl>
      {user.is_deleted ? (
        <p role="status" className="rounded-xl bg-ink-800 px-3 py-2 text-sm text-white">
          <strong>{t('admin.console.users.deleted')}</strong>
          {' — '}
          {t('admin.console.users.deletedOn', {
            date: date(user.blocked_at ?? user.created_at),
          })}
        </p>
      ) : (
        user.blocked_scope && (
          <p role="status" className="rounded-xl bg-danger/15 px-3 py-2 text-sm text-white">
            {user.blocked_scope === 'account'
              ? t('admin.console.users.blockedAccount')
              : t('admin.console.users.blockedChat')}
            {' — '}
            {t('admin.console.users.blockedBecause', { reason: user.blocked_reason ?? '' })}
          </p>
        )
      )}
    </Card>
  );
}

/** The user's ledger entries (admins only), a page at a time. */
function LedgerCard({
  ledger,
  page,
  onPageChange,
}: {
  ledger: TableRows<TAdminLedgerRow> | undefined;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnDef<TAdminLedgerRow, unknown>[] = [
    {
      id: 'created_at',
      header: t('admin.console.users.date'),
      cell: ({ row }) => date(row.original.created_at),
    },
    { id: 'account', accessorKey: 'account', header: t('admin.console.users.account') },
    { id: 'kind', accessorKey: 'kind', header: t('admin.console.users.kind') },
    {
      id: 'delta',
      header: t('admin.console.users.delta'),
      cell: ({ row }) => points(row.original.delta),
    },
    {
      id: 'balance_after',
      header: t('admin.console.users.balanceAfter'),
      cell: ({ row }) =>
        row.original.balance_after === null ? '' : points(row.original.balance_after),
    },
    { id: 'reference', accessorKey: 'reference', header: t('admin.console.users.reference') },
  ];
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>{t('admin.console.users.ledger')}</CardTitle>
      <DataTable
        caption={t('admin.console.users.ledger')}
        columns={columns}
        query={{ data: ledger }}
        page={page}
        onPageChange={onPageChange}
      />
    </Card>
  );
}

/** The topics the user owns or answers in. */
function TopicList({ topics }: { topics: TAdminUserDetail['topics'] }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{t('admin.console.users.topics')}</CardTitle>
      <ul className="flex flex-col gap-1 text-sm text-ink-100">
        {topics.map((topic) => (
          <li key={topic.id}>
            #{topic.id} {topic.title} · {t(`admin.console.users.${topic.role}`)}
            {topic.is_closed ? ` · ${t('admin.console.users.closed')}` : ''} ·{' '}
            {date(topic.created_at)}
          </li>
        ))}
        {topics.length === 0 && <li className="text-ink-300">{t('admin.console.common.empty')}</li>}
      </ul>
    </Card>
  );
}
