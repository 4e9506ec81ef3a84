import type { TInterlocutorConsole } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatDate, formatNumber } from '../../../lib/format';
import { openModal } from '../../../lib/modals';

/** Earnings by state, the payout button and the recent earnings. */
export function ConsoleEarningsCard({ earnings }: { earnings: TInterlocutorConsole['earnings'] }) {
  const { t } = useTranslation();
  return (
    <Card className="h-fit">
      <CardTitle>{t('interlocutors.console.earningsTitle')}</CardTitle>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
        {(
          [
            ['pending', earnings.pending],
            ['availableEarnings', earnings.available],
            ['paidOut', earnings.paid_out],
            ['total', earnings.total],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-2xl bg-ink-800/70 p-3">
            <dt className="text-xs text-ink-300">{t(`interlocutors.console.${key}`)}</dt>
            <dd className="mt-1 font-display text-lg font-bold text-white" data-earnings={key}>
              {formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
      {/* Available earnings are paid out through the payout modal (also on the account page). */}
      <Button className="mt-4 w-full" onClick={() => openModal('payout')}>
        {t('payouts.modal.open')}
      </Button>
      <h3 className="mt-6 text-sm font-semibold text-ink-100">
        {t('interlocutors.console.recentTitle')}
      </h3>
      {earnings.recent.length === 0 ? (
        <p className="mt-2 text-sm text-ink-300">{t('interlocutors.console.recentEmpty')}</p>
      ) : (
        <RecentEarnings recent={earnings.recent} />
      )}
    </Card>
  );
}

function RecentEarnings({ recent }: { recent: TInterlocutorConsole['earnings']['recent'] }) {
  const { t } = useTranslation();
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead className="text-xs text-ink-400">
        <tr>
          <th className="py-1 font-medium">{t('interlocutors.console.date')}</th>
          <th className="py-1 font-medium">{t('interlocutors.console.amount')}</th>
          <th className="py-1 font-medium">{t('interlocutors.console.status')}</th>
        </tr>
      </thead>
      <tbody>
        {recent.map((row) => (
          <tr key={row.id} className="border-t border-ink-700/70 text-ink-200">
            <td className="py-2">{formatDate(row.created_at)}</td>
            <td className="py-2 font-semibold text-white">+{formatNumber(row.amount)}</td>
            <td className="py-2 text-xs">
              {row.status === 'available'
                ? t('interlocutors.console.statusAvailable')
                : t('interlocutors.console.statusPending', { date: formatDate(row.release_at) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
