import type { TSafetyAlert } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useMarkAlertHandled, useSafetyAlerts } from '../api/safety-alerts';
import { EvidenceLines } from './evidence-lines';
import { formatDateTime } from '../../../lib/format';

/**
 * The safety alerts: topics where someone spoke of harming themselves, open ones
 * first, each with its state, a link to the topic and its recent messages.
 */
export function SafetyAlertsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useSafetyAlerts();
  if (isPending) return <LoadingBlock label={t('admin.console.common.loading')} />;
  if (isError) return <ErrorBox message={t('admin.console.common.error')} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-300">{t('admin.console.alerts.intro')}</p>
      {data.length === 0 ? <p className="text-ink-300">{t('admin.console.alerts.empty')}</p> : null}
      <ul className="flex flex-col gap-4">
        {data.map((alert) => (
          <li key={alert.id}>
            <AlertCard alert={alert} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AlertCard({ alert }: { alert: TSafetyAlert }) {
  const { t } = useTranslation();
  const handle = useMarkAlertHandled();
  const time = (iso: string) => formatDateTime(iso);
  const isOpen = alert.handled_at === null;
  return (
    <Card
      className={isOpen ? 'flex flex-col gap-3 border-danger/60' : 'flex flex-col gap-3'}
      aria-labelledby={`alert-${alert.id}`}
      data-testid="safety-alert"
    >
      <h3 id={`alert-${alert.id}`} className="font-display text-lg font-bold text-white">
        #{alert.id} · {alert.topic_title}
      </h3>
      <p className="text-sm text-ink-200">
        {t('admin.console.alerts.account')}:{' '}
        {alert.user ? (
          <Link
            to={`/admin/users/${alert.user.id}`}
            className="font-semibold text-accent-hover underline"
          >
            {alert.user.email} (#{alert.user.id})
          </Link>
        ) : (
          t('admin.console.alerts.accountDeleted')
        )}
      </p>
      <p className="text-sm text-ink-200">
        {alert.room_title} · {t('admin.console.alerts.detected', { time: time(alert.created_at) })}
        {' · '}
        {alert.is_closed
          ? t('admin.console.alerts.closed')
          : alert.safe_until
            ? t('admin.console.alerts.safeUntil', { time: time(alert.safe_until) })
            : t('admin.console.alerts.safeEnded')}
      </p>
      <details open={isOpen}>
        <summary className="cursor-pointer text-sm font-semibold text-ink-200">
          {t('admin.console.alerts.recent')}
        </summary>
        <EvidenceLines lines={alert.recent_messages} flaggedId={alert.user_id ?? undefined} />
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={`/topics/${alert.topic_id}/chat`}
          className="text-sm font-semibold text-accent-hover underline"
        >
          {t('admin.console.alerts.openTopic')}
        </Link>
        {isOpen ? (
          <Button
            size="sm"
            variant="secondary"
            isLoading={handle.isPending}
            onClick={() => handle.mutate(alert.id)}
          >
            {t('admin.console.alerts.markHandled')}
          </Button>
        ) : (
          <span className="text-sm text-ink-300">
            {t('admin.console.alerts.handled', { time: time(alert.handled_at!) })}
          </span>
        )}
      </div>
    </Card>
  );
}
