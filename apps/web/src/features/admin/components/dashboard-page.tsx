import { minorToAmount } from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatNumber, formatPrice } from '../../../lib/format';
import { dashboardQuery } from '../api/admin-api';
import { DayChart } from './day-chart';

const tileKeys = {
  usersTotal: 'admin.console.dashboard.usersTotal',
  usersNewToday: 'admin.console.dashboard.usersNewToday',
  activeTopics: 'admin.console.dashboard.activeTopics',
  messagesToday: 'admin.console.dashboard.messagesToday',
  pointsSoldToday: 'admin.console.dashboard.pointsSoldToday',
  pointsSpentToday: 'admin.console.dashboard.pointsSpentToday',
  pointsForfeitedToday: 'admin.console.dashboard.pointsForfeitedToday',
  revenueToday: 'admin.console.dashboard.revenueToday',
  openReports: 'admin.console.dashboard.openReports',
  pendingApplications: 'admin.console.dashboard.pendingApplications',
  pendingPayouts: 'admin.console.dashboard.pendingPayouts',
  interlocutorsOnline: 'admin.console.dashboard.interlocutorsOnline',
} as const;

/** Today's figures, the open queues and the 14-day chart. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(dashboardQuery);
  if (isPending) return <LoadingBlock label={t('admin.console.common.loading')} />;
  if (isError) return <ErrorBox message={t('admin.console.common.error')} />;
  const number = (value: number | null) =>
    value === null ? t('admin.console.dashboard.notTracked') : formatNumber(value);
  const revenue =
    data.revenue_today
      .map((row) => formatPrice(minorToAmount(row.amount_minor, row.currency), row.currency))
      .join(' · ') || '0';
  const tiles: [keyof typeof tileKeys, string][] = [
    ['usersTotal', number(data.users_total)],
    ['usersNewToday', number(data.users_new_today)],
    ['activeTopics', number(data.active_topics)],
    ['messagesToday', number(data.messages_today)],
    ['pointsSoldToday', number(data.points_sold_today)],
    ['pointsSpentToday', number(data.points_spent_today)],
    ['pointsForfeitedToday', number(data.points_forfeited_today)],
    ['revenueToday', revenue],
    ['openReports', number(data.open_reports)],
    ['pendingApplications', number(data.pending_applications)],
    ['pendingPayouts', number(data.pending_payouts)],
    ['interlocutorsOnline', number(data.interlocutors_online)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        {tiles.map(([key, value]) => (
          <div key={key} className="rounded-2xl border border-ink-700/80 bg-ink-850/90 px-4 py-3">
            <dt className="text-xs text-ink-300">{t(tileKeys[key])}</dt>
            <dd className="mt-1 font-display text-2xl font-bold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <Card>
        <DayChart days={data.days} />
      </Card>
    </div>
  );
}
