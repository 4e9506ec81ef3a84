import { pageSizes } from '@parlor/contracts';
import { Coins, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardHeading } from '../../../components/ui/card';
import { QueryContent } from '../../../components/ui/query-content';
import { formatNumber, formatPrice } from '../../../lib/format';
import { openModal } from '../../../lib/modals';
import { useBundles } from '../../../lib/get-bundles';
import '../texts';

/** Buy Bundle: the first 3 bundles with points, price in the chosen currency and Buy. */
export function BuyBundles() {
  const { t } = useTranslation();
  const bundlesQuery = useBundles();

  const content = (
    <QueryContent
      query={bundlesQuery}
      errorMessage={t('money.errors.accountData')}
      empty={{ title: t('money.bundles.empty') }}
    >
      {(bundles) => (
        <ul className="grid gap-3 sm:grid-cols-3">
          {bundles.slice(0, pageSizes.bundlesShown).map((bundle) => {
            const price = formatPrice(bundle.price, bundle.currency);
            const points = formatNumber(bundle.points);
            return (
              <li
                key={bundle.id}
                className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-800/70 p-4 transition hover:border-accent/50"
                data-testid="bundle"
              >
                <div className="flex flex-col gap-1.5">
                  <p className="flex items-center gap-2 font-display text-2xl font-extrabold text-white tabular-nums">
                    <Coins className="size-5 shrink-0 text-accent" aria-hidden="true" />
                    {points}
                  </p>
                  <p className="text-xs font-semibold tracking-[0.16em] text-ink-400 uppercase">
                    {t('money.balance.unit')}
                  </p>
                  {bundle.description ? (
                    <p className="text-sm leading-snug text-ink-300">{bundle.description}</p>
                  ) : null}
                </div>
                <div className="mt-auto flex items-center justify-between gap-3">
                  <span className="text-lg font-bold text-ink-100 tabular-nums">{price}</span>
                  <Button
                    size="sm"
                    onClick={() => openModal('topUp', { bundleId: bundle.id })}
                    aria-label={t('money.bundles.buyLabel', { points, price })}
                  >
                    {t('money.bundles.buy')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </QueryContent>
  );

  return (
    <Card aria-labelledby="buy-bundles-title">
      <CardHeading id="buy-bundles-title" icon={Package} className="mb-4">
        {t('money.bundles.title')}
      </CardHeading>
      {content}
    </Card>
  );
}
