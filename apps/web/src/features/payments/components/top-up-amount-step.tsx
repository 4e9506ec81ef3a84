import type { TBundle } from '@parlor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatNumber, formatPrice } from '../../../lib/format';
import type { useTopUpPricing } from '../lib/top-up-pricing';
import {
  AmountOptions,
  BundleOptions,
  PaymentMethod,
  type TopUpChoice,
} from './top-up-amount-options';

interface TopUpAmountStepProps {
  choice: TopUpChoice;
  onChange: (choice: TopUpChoice) => void;
  bundles: TBundle[];
  pricing: ReturnType<typeof useTopUpPricing>;
  onContinue: () => void;
}

/**
 * Step 1: quick amounts (5, 10, 25, 50), a custom amount, `You get: N points`, a bundle
 * choice, the payment method and the price button Continue.
 */
export function TopUpAmountStep({
  choice,
  onChange,
  bundles,
  pricing,
  onContinue,
}: TopUpAmountStepProps) {
  const { t } = useTranslation();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const { currency } = pricing;
  const bundle = bundles.find((row) => row.id === choice.bundleId) ?? null;
  const check = pricing.checkAmount(choice.amountText);
  const points = bundle ? bundle.points : check.isValid ? check.points : 0;
  const price = bundle ? bundle.price : check.isValid ? pricing.toAmount(check.amountMinor) : null;

  const amountError = (() => {
    if (bundle || check.isValid || !isSubmitted) return undefined;
    if (check.reason === 'minimum')
      return t('money.validation.amountMinimum', {
        amount: formatPrice(pricing.minimum, currency.code),
      });
    if (check.reason === 'maximum')
      return t('money.validation.amountMaximum', {
        amount: formatPrice(pricing.maximum, currency.code),
      });
    return t('money.validation.amountInvalid');
  })();

  const submit = () => {
    setIsSubmitted(true);
    if (bundle || check.isValid) onContinue();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-6"
    >
      <AmountOptions
        choice={choice}
        onChange={onChange}
        bundle={bundle}
        pricing={pricing}
        amountError={amountError}
      />
      {bundles.length > 0 ? (
        <BundleOptions choice={choice} onChange={onChange} bundles={bundles} />
      ) : null}
      <PaymentMethod />

      <div className="flex flex-col gap-3 rounded-2xl bg-ink-800/80 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-body font-semibold text-white" aria-live="polite" data-testid="you-get">
          {t('money.topUp.youGet', { points: formatNumber(points) })}
        </p>
        <Button
          type="submit"
          size="lg"
          // A preselected bundle must be loaded before its price can be shown or paid.
          disabled={!pricing.isReady || (choice.bundleId !== null && !bundle)}
          className="sm:min-w-44"
        >
          {price === null
            ? t('money.topUp.continue')
            : t('money.topUp.continueWithPrice', { price: formatPrice(price, currency.code) })}
        </Button>
      </div>
    </form>
  );
}
