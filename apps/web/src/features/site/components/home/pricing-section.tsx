import type { TBundle } from '@parlor/contracts';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RetryError } from '../../../../components/ui/query-content';
import { LoadingBlock } from '../../../../components/ui/spinner';
import { useAuth } from '../../../../lib/auth';
import { cn } from '../../../../lib/cn';
import { formatNumber, formatPrice } from '../../../../lib/format';
import { openModal } from '../../../../lib/modals';
import { useCurrency } from '../../../../lib/site-data';
import { useBundles } from '../../../../lib/get-bundles';
import { ColorIconTile } from './color-icon-tile';
import { HomeSection } from './home-section';

const cardColors = ['#28E2E8', '#0077FF', '#8D5CF6', '#E84AFF'];

/** One bundle: its points, description and price, and Buy. */
function BundleTeaserCard({
  bundle,
  color,
  onChoose,
}: {
  bundle: TBundle;
  color: string;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-700/80 bg-ink-850/90 p-6 transition duration-200 hover:-translate-y-1 hover:border-ink-500">
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1"
        style={{ background: `linear-gradient(90deg, ${color}, transparent)` }}
      />
      <ColorIconTile icon={Coins} color={color} className="mb-5 hidden sm:inline-flex" />
      <h3 className="font-display text-2xl font-extrabold text-white">
        {t('site.home.pricing.points', { points: formatNumber(bundle.points) })}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-300 sm:min-h-12">{bundle.description}</p>
      <p
        data-testid="bundle-price"
        className="mt-5 font-display text-3xl font-extrabold text-white"
      >
        {formatPrice(
          bundle.price,
          bundle.currency || currency.code,
          (bundle.currency || currency.code) === currency.code ? currency.symbol : undefined,
        )}
      </p>
      <Button
        variant="secondary"
        className="mt-6 w-full group-hover:bg-accent-strong group-hover:text-white"
        onClick={onChoose}
      >
        {t('site.home.pricing.buy')}
      </Button>
    </li>
  );
}

/** A teaser of the point bundles with prices in the chosen currency. */
export function PricingSection() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const { data: bundles, isPending, isError, refetch, isFetching } = useBundles();

  const choose = (bundleId: number) => {
    if (isAuthenticated) openModal('topUp', { bundleId });
    else openModal('register');
  };

  return (
    <HomeSection
      titleId="pricing-title"
      title={t('site.home.pricing.title')}
      intro={t('site.home.pricing.intro')}
    >
      {isPending ? (
        <LoadingBlock label={t('site.home.pricing.loading')} />
      ) : isError ? (
        <RetryError
          message={t('site.home.pricing.failed')}
          onRetry={refetch}
          isRetrying={isFetching}
          retryLabel={t('site.home.pricing.retry')}
          className="mx-auto max-w-lg"
        />
      ) : bundles.length === 0 ? (
        <p className="text-center text-ink-300">{t('site.home.pricing.empty')}</p>
      ) : (
        <>
          <ul
            data-testid="bundle-teaser"
            className={cn(
              'mx-auto grid gap-4 sm:grid-cols-2 lg:gap-5',
              bundles.length >= 4
                ? 'lg:grid-cols-4'
                : bundles.length === 3
                  ? 'lg:grid-cols-3 lg:max-w-5xl'
                  : 'max-w-3xl',
            )}
          >
            {bundles.map((bundle, index) => (
              <BundleTeaserCard
                key={bundle.id}
                bundle={bundle}
                color={cardColors[index % cardColors.length]!}
                onChoose={() => choose(bundle.id)}
              />
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-ink-300">{t('site.home.pricing.note')}</p>
        </>
      )}
    </HomeSection>
  );
}
