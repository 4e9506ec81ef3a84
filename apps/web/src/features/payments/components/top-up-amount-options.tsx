import { topUp, type TBundle } from '@parlor/contracts';
import { Coins, CreditCard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { formatNumber, formatPrice } from '../../../lib/format';
import type { useTopUpPricing } from '../lib/top-up-pricing';

/** Step 1's choice: an amount typed or picked, or a bundle. */
export interface TopUpChoice {
  amountText: string;
  bundleId: number | null;
}

type Pricing = ReturnType<typeof useTopUpPricing>;

const optionClasses = (isSelected: boolean) =>
  cn(
    'rounded-xl border transition focus-visible:outline-2 focus-visible:outline-accent',
    isSelected
      ? 'border-accent bg-accent/15 text-white shadow-[0_0_0_1px_var(--color-accent)]'
      : 'border-ink-600 bg-ink-800 text-ink-200 hover:border-ink-400',
  );

/** The quick amounts (5, 10, 25, 50) and the custom amount field. */
export function AmountOptions({
  choice,
  onChange,
  bundle,
  pricing,
  amountError,
}: {
  choice: TopUpChoice;
  onChange: (choice: TopUpChoice) => void;
  bundle: TBundle | null;
  pricing: Pricing;
  amountError: string | undefined;
}) {
  const { t } = useTranslation();
  const { currency } = pricing;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium text-ink-200">
        {t('money.topUp.quickAmounts')}
      </legend>
      <div className="grid grid-cols-4 gap-2">
        {topUp.quickAmounts.map((amount) => {
          const isSelected = !bundle && choice.amountText === String(amount);
          // Quick amounts are in the chosen currency; one below its minimum cannot be paid.
          const isPayable = pricing.checkAmount(String(amount)).isValid;
          return (
            <button
              key={amount}
              type="button"
              aria-pressed={isSelected}
              disabled={!isPayable}
              title={
                isPayable
                  ? undefined
                  : t('money.topUp.minimum', {
                      amount: formatPrice(pricing.minimum, currency.code),
                    })
              }
              onClick={() => onChange({ amountText: String(amount), bundleId: null })}
              className={cn(
                optionClasses(isSelected),
                'h-12 text-center text-body font-semibold tabular-nums',
                'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-ink-600',
              )}
            >
              {formatPrice(amount, currency.code)}
            </button>
          );
        })}
      </div>
      <TextField
        label={t('money.topUp.customAmountLabel', { currency: currency.code })}
        inputMode="decimal"
        autoComplete="off"
        value={bundle ? '' : choice.amountText}
        placeholder={formatPrice(topUp.defaultAmount, currency.code)}
        onChange={(event) => onChange({ amountText: event.target.value, bundleId: null })}
        error={amountError}
        hint={t('money.topUp.minimum', { amount: formatPrice(pricing.minimum, currency.code) })}
      />
    </fieldset>
  );
}

/** The bundles to pick instead of an amount; picking the chosen one again unpicks it. */
export function BundleOptions({
  choice,
  onChange,
  bundles,
}: {
  choice: TopUpChoice;
  onChange: (choice: TopUpChoice) => void;
  bundles: TBundle[];
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-ink-200">{t('money.topUp.orBundle')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {bundles.map((row) => {
          const isSelected = row.id === choice.bundleId;
          return (
            <button
              key={row.id}
              type="button"
              aria-pressed={isSelected}
              onClick={() =>
                onChange({
                  amountText: choice.amountText,
                  bundleId: isSelected ? null : row.id,
                })
              }
              className={cn(
                optionClasses(isSelected),
                'flex items-center justify-between gap-3 px-4 py-3 text-left',
              )}
            >
              <span className="flex items-center gap-2 font-semibold tabular-nums">
                <Coins className="size-4 text-accent" aria-hidden="true" />
                {t('money.bundles.points', { points: formatNumber(row.points) })}
              </span>
              <span className="text-sm text-ink-300 tabular-nums">
                {formatPrice(row.price, row.currency)}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The payment method: card, the only one, shown as a chosen radio. */
export function PaymentMethod() {
  const { t } = useTranslation();
  const methodId = useId();
  const cardMethodId = useId();
  return (
    <div>
      <p id={methodId} className="mb-3 text-sm font-medium text-ink-200">
        {t('money.topUp.paymentMethod')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={methodId}
        className="flex items-center gap-3 rounded-xl border border-accent bg-accent/10 px-4 py-3"
      >
        <span
          role="radio"
          aria-checked="true"
          aria-labelledby={cardMethodId}
          tabIndex={0}
          className="inline-flex size-5 items-center justify-center rounded-full border-2 border-accent"
        >
          <span className="size-2 rounded-full bg-accent" />
        </span>
        <CreditCard className="size-5 text-ink-200" aria-hidden="true" />
        <span id={cardMethodId} className="text-sm text-ink-100">
          {t('money.topUp.card')}
        </span>
      </div>
    </div>
  );
}
