import { topUp, type TBundle } from '@parlor/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useProfile } from '../../../lib/auth';
import { formatPrice } from '../../../lib/format';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useBundles } from '../../../lib/get-bundles';
import { forgetBilling, saveBilling, useSavedBilling } from '../api/billing-details';
import { startCheckout } from '../api/deposits';
import {
  billingDefaults,
  billingFromSaved,
  billingRequest,
  billingResolver,
  type BillingForm,
} from '../lib/billing-form';
import { billingFieldOf, checkoutErrorMessage } from '../lib/server-errors';
import { useTopUpPricing } from '../lib/top-up-pricing';
import type { TopUpChoice } from './top-up-amount-options';
import { TopUpAmountStep } from './top-up-amount-step';
import { TopUpBillingStep } from './top-up-billing-step';
import { TopUpProgress } from './top-up-progress';
import '../texts';

type Stage = 'amount' | 'details' | 'processing' | 'redirecting';

/** What the choice costs: a bundle's price, or the amount typed (0 while it is invalid). */
function priceOf(
  choice: TopUpChoice,
  bundles: TBundle[],
  pricing: ReturnType<typeof useTopUpPricing>,
) {
  const bundle = bundles.find((row) => row.id === choice.bundleId) ?? null;
  const amountCheck = pricing.checkAmount(choice.amountText);
  const price = bundle
    ? bundle.price
    : amountCheck.isValid
      ? pricing.toAmount(amountCheck.amountMinor)
      : 0;
  const priceLabel = formatPrice(price, bundle?.currency ?? pricing.currency.code);
  return { price, priceLabel };
}

/**
 * The billing form of step 2, prefilled from the remembered details or else the profile,
 * and whether to remember them.
 */
function useBillingForm() {
  const { data: profile } = useProfile();
  const { data: saved } = useSavedBilling();
  const form = useForm<BillingForm>({
    resolver: billingResolver,
    defaultValues: saved ? billingFromSaved(saved) : billingDefaults(profile),
  });
  // Consent: off by default; on when the user remembered details before (unticking forgets).
  const [rememberChoice, setRemember] = useState<boolean | null>(null);
  const remember = rememberChoice ?? Boolean(saved);

  // The profile or the remembered details may arrive after the modal opened: prefill unless
  // the user already typed (remembered details win over the profile).
  const { reset, formState } = form;
  useEffect(() => {
    if ((profile || saved) && !formState.isDirty)
      reset(saved ? billingFromSaved(saved) : billingDefaults(profile));
  }, [profile, saved, formState.isDirty, reset]);
  return { form, saved, remember, setRemember };
}

/**
 * The top-up modal (spec §2 and §4): step 1 amount or bundle, step 2 billing details,
 * then processing and the redirect to the payment gateway. An error returns to step 2
 * with the server's field errors.
 */
export function TopUpModal({ onClose, bundleId }: { onClose: () => void; bundleId?: number }) {
  const { t } = useTranslation();
  const { data: bundles = [] } = useBundles();
  const pricing = useTopUpPricing();
  const [stage, setStage] = useState<Stage>('amount');
  const [choice, setChoice] = useState<TopUpChoice>({
    amountText: String(topUp.defaultAmount),
    bundleId: bundleId ?? null,
  });
  const { form, saved, remember, setRemember } = useBillingForm();
  const serverErrors = useServerErrors(form.setError, billingFieldOf, { shouldFocus: false });

  const { price, priceLabel } = priceOf(choice, bundles, pricing);

  const pay = async (values: BillingForm) => {
    serverErrors.clear();
    setStage('processing');
    try {
      // Remembered (or forgotten) first: a refusal of the details shows on the form as usual.
      if (remember) await saveBilling(billingRequest(values));
      else if (saved) await forgetBilling();
      const started = await startCheckout({
        ...(choice.bundleId !== null ? { bundle_id: choice.bundleId } : { amount: price }),
        ...billingRequest(values),
      });
      setStage('redirecting');
      window.location.assign(started.redirect_url);
    } catch (error) {
      const applied = serverErrors.apply(error);
      setStage('details');
      serverErrors.setGeneralError(
        checkoutErrorMessage(error, applied, {
          correctErrors: t('money.validation.correctErrors'),
          fallback: t('money.errors.initiatePayment'),
        }),
      );
    }
  };

  const isBusy = stage === 'processing' || stage === 'redirecting';
  return (
    <Modal
      open
      onClose={onClose}
      persistent={isBusy}
      hideClose={isBusy}
      maxWidth={640}
      title={t('money.topUp.title')}
      description={
        isBusy ? undefined : t('money.topUp.stepOf', { step: stage === 'amount' ? 1 : 2 })
      }
      showDescription={!isBusy}
    >
      {stage === 'amount' ? (
        <TopUpAmountStep
          choice={choice}
          onChange={setChoice}
          bundles={bundles}
          pricing={pricing}
          onContinue={() => setStage('details')}
        />
      ) : null}
      {stage === 'details' ? (
        <TopUpBillingStep
          form={form}
          generalError={serverErrors.generalError}
          priceLabel={priceLabel}
          remember={remember}
          onRememberChange={setRemember}
          onBack={() => {
            serverErrors.clear();
            setStage('amount');
          }}
          onSubmit={(values) => void pay(values)}
        />
      ) : null}
      {isBusy ? <TopUpProgress stage={stage} /> : null}
    </Modal>
  );
}
