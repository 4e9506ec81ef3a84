import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { Checkbox } from '../../../components/ui/field';
import type { BillingForm } from '../lib/billing-form';
import { BillingFields } from './billing-fields';

/** Step 2: billing details (prefilled from remembered details or the profile), Back and Pay. */
export function TopUpBillingStep({
  form,
  generalError,
  priceLabel,
  remember,
  onRememberChange,
  onBack,
  onSubmit,
}: {
  form: UseFormReturn<BillingForm>;
  generalError: string | null;
  priceLabel: string;
  /** "Remember these details": off unless the user ticks it (or remembered them before). */
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onBack: () => void;
  onSubmit: (values: BillingForm) => void;
}) {
  const { t } = useTranslation();
  const { handleSubmit } = form;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-5"
    >
      <h3 className="font-display text-base font-bold text-white">
        {t('money.topUp.billingTitle')}
      </h3>
      {generalError ? <ErrorBox message={generalError} /> : null}
      <BillingFields form={form} />
      <Checkbox
        label={
          <>
            {t('money.topUp.remember')}
            <span className="mt-0.5 block text-xs text-ink-400">
              {t('money.topUp.rememberHint')}
            </span>
          </>
        }
        checked={remember}
        onChange={(event) => onRememberChange(event.target.checked)}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          {t('money.topUp.back')}
        </Button>
        <Button type="submit" size="lg" className="sm:min-w-44">
          {t('money.topUp.payWithPrice', { price: priceLabel })}
        </Button>
      </div>
    </form>
  );
}
