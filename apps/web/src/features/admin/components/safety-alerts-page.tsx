import type { TSafetyAlert } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useMarkAlertHandled, useSafetyAlerts } from '../api/safety-alerts';

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
  const { t, i18n } = useTranslation();
  const handle = useMarkAlertHandled();
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);
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
        <ol className="mt-2 flex max-h-56 flex-col gap-1 overflow-y-auto text-sm">
          {alert.recent_messages.map((message) => (
            <li key={message.id} className="text-ink-100">
              <span className="text-ink-300">{message.sender_kind}: </span>
              {message.content}
            </li>
          ))}
        </ol>
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
