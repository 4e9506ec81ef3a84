import { Check, Crown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardGlow, CardHeading } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { useProfile } from '../../../lib/auth';
import { formatDate, formatNumber } from '../../../lib/format';
import { confirm } from '../../../lib/modals';
import { useSettings } from '../../../lib/site-data';
import { toast } from '../../../lib/toast';
import { buyChannelStatus } from '../api/channel';
import '../texts';

const daysPerWeek = 7;

/** Asks to buy (or extend) channel status, then buys it and says how that went. */
function useAskToBuy({
  activeUntil,
  days,
  costText,
}: {
  activeUntil: string | null;
  days: number;
  costText: string;
}) {
  const { t } = useTranslation();
  const purchase = async () => {
    try {
      await buyChannelStatus();
      toast.success(t('money.success.channelPurchased'));
    } catch (error) {
      // The spec's failure text, followed by the server's reason when it gives one
      // (e.g. not enough points).
      const failed = t('money.errors.channelPurchase');
      toast.error(
        isApiError(error) && error.status === 422 ? `${failed} ${error.message}` : failed,
      );
    }
  };

  const askToBuy = () =>
    confirm({
      title: t('money.channel.confirmTitle'),
      message: activeUntil
        ? t('money.channel.confirmExtend', { date: activeUntil, days, cost: costText })
        : t('money.channel.confirmMessage', { days, cost: costText }),
      confirmLabel: t('money.channel.confirmAction'),
      onConfirm: purchase,
    });
  return askToBuy;
}

/** What channel status gives: a highlight, a colour and more topics at a time. */
function ChannelBenefits({ maxTopics }: { maxTopics: number }) {
  const { t } = useTranslation();
  const benefits = [
    t('money.channel.benefitHighlight'),
    t('money.channel.benefitColour'),
    t('money.channel.benefitTopics', { count: maxTopics }),
  ];
  return (
    <ul className="flex flex-col gap-2.5" aria-label={t('money.channel.benefitsTitle')}>
      {benefits.map((benefit) => (
        <li key={benefit} className="flex items-center gap-3 text-body text-ink-200">
          <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
            <Check className="size-3.5" aria-hidden="true" />
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}

/**
 * Buy channel status: cost, duration, benefits, and one button that buys or (while
 * active) extends it after a confirmation.
 */
export function ChannelStatusCard() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { data: settings } = useSettings();
  // The server's is_channel says whether the expiry was ahead when the profile was read;
  // the card also compares it with the time it was first shown.
  const [now] = useState(Date.now);

  const cost = settings?.channel_status_cost ?? 0;
  const days = settings?.channel_status_duration ?? daysPerWeek;
  const expireAt = profile?.channel_expire_at ? new Date(profile.channel_expire_at) : null;
  const isActive = Boolean(profile?.is_channel && expireAt && expireAt.getTime() > now);
  const activeUntil = isActive && expireAt ? formatDate(expireAt) : null;
  const costText = formatNumber(cost);

  const askToBuy = useAskToBuy({ activeUntil, days, costText });

  return (
    <Card aria-labelledby="channel-status-title" className="relative overflow-hidden">
      <CardGlow glow="bottom-left-purple" />
      <div className="relative flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardHeading id="channel-status-title" icon={Crown} iconClassName="text-yellow">
            {t('money.channel.title')}
          </CardHeading>
          {isActive ? (
            <span className="rounded-full bg-success/15 px-3 py-1 text-xs font-semibold text-success">
              {t('money.channel.activeBadge')}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-display text-3xl font-extrabold text-white tabular-nums">
            {t('money.channel.cost', { cost: costText })}
          </span>
          <span className="text-sm text-ink-300">
            /{' '}
            {days === daysPerWeek
              ? t('money.channel.duration')
              : t('money.channel.durationDays', { days })}
          </span>
        </div>
        <ChannelBenefits maxTopics={settings?.max_channel_topics ?? 5} />
        <Button
          size="lg"
          variant={isActive ? 'outline' : 'primary'}
          onClick={askToBuy}
          disabled={!settings || !profile}
          className="w-full"
          data-testid="channel-button"
        >
          {activeUntil
            ? t('money.channel.activeUntil', { date: activeUntil })
            : t('money.channel.buy', { days })}
        </Button>
      </div>
    </Card>
  );
}
