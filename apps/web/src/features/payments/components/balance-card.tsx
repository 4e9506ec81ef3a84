import { Plus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardGlow, CardLabel } from '../../../components/ui/card';
import { useProfile } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { openModal } from '../../../lib/modals';
import '../texts';

/** Balance in POINTS with Top up balance; follows the cached profile (realtime updates included). */
export function BalanceCard() {
  const { t } = useTranslation();
  const { data: profile, isPending } = useProfile();
  const balance = profile?.balance ?? 0;

  return (
    <Card className="relative overflow-hidden">
      <CardGlow glow="top-right-accent" />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-3">
          <CardLabel icon={Wallet}>{t('money.balance.title')}</CardLabel>
          <p className="flex items-baseline gap-2.5" data-testid="balance">
            <span
              className="font-display text-4xl font-extrabold tracking-tight text-white tabular-nums sm:text-5xl"
              aria-busy={isPending || undefined}
            >
              {isPending ? '—' : formatNumber(balance)}
            </span>
            <span className="text-sm font-bold tracking-[0.18em] text-accent">
              {t('money.balance.unit')}
            </span>
          </p>
        </div>
        <Button
          size="lg"
          icon={<Plus className="size-5" aria-hidden="true" />}
          onClick={() => openModal('topUp', {})}
          className="w-full sm:w-auto"
        >
          {t('money.balance.topUp')}
        </Button>
      </div>
    </Card>
  );
}
