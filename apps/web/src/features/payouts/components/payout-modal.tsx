import { CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkPayoutDestination, requestPayout, usePayoutMethods } from '../api/payouts';
import {
  destinationToCheck,
  emptyPayoutForm,
  payoutFormFields,
  payoutRequest,
  payoutResolver,
  type PayoutForm,
} from '../lib/payout-form';
import { PayoutFields } from './payout-fields';
import { PayoutHistory } from './payout-history';
import '../texts';

/**
 * The payout request modal (spec §2): available balance, minimum, amount, method, then the
 * personal, address and method fields; the server's field errors under their fields; the
 * success text; the payout history below, refetched after a request.
 */
export function PayoutModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: config, isPending, isError, refetch } = usePayoutMethods();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [needsPassword, setNeedsPassword] = useState(false);
  const resolver = useMemo(
    () =>
      payoutResolver(config, {
        minimum: (amount) => t('payouts.validation.amountMinimum', { amount }),
        maximum: (amount) => t('payouts.validation.amountMaximum', { amount }),
        exceeds: t('payouts.validation.amountExceedsBalance'),
      }),
    [config, t],
  );
  const form = useForm<PayoutForm>({ resolver, defaultValues: emptyPayoutForm });
  const { handleSubmit, formState, setError, reset, control } = form;
  const serverErrors = useServerErrors(setError, payoutFormFields);

  // The password shows up front whenever the destination is new by the server's rule (never
  // paid to), asked as soon as it is typed in full. Within 10 minutes of a password sign-in
  // the server does not insist (`needs_password` false), so the field may stay empty then.
  const [method, pan, iban, accountNumber, sortCode] = useWatch({
    control,
    name: ['method', 'pan', 'iban', 'account_number', 'sort_code'],
  });
  useEffect(() => {
    const destination = destinationToCheck({
      method,
      pan,
      iban,
      account_number: accountNumber,
      sort_code: sortCode,
    });
    if (!destination) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      checkPayoutDestination(destination).then(
        (status) => {
          if (isCurrent && status.is_new) setNeedsPassword(true);
        },
        // Unknown: the payout's own answer still asks for the password if needed.
        () => undefined,
      );
    }, 300);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [method, pan, iban, accountNumber, sortCode]);

  const submit = async (values: PayoutForm) => {
    serverErrors.clear();
    setIsSubmitted(false);
    try {
      await requestPayout(payoutRequest(values));
      reset(emptyPayoutForm);
      setNeedsPassword(false);
      setIsSubmitted(true);
    } catch (error) {
      if (!isApiError(error) || error.status === 0) {
        serverErrors.setGeneralError(t('payouts.errors.network'));
        return;
      }
      if (error.errors?.password) setNeedsPassword(true);
      serverErrors.show(error, t('payouts.errors.submitFailed'));
    }
  };

  let body;
  if (isPending) body = <LoadingBlock label={t('common.loading')} className="min-h-40" />;
  else if (isError)
    body = (
      <ErrorBox message={t('payouts.errors.methodsFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('common.tryAgain')}
        </Button>
      </ErrorBox>
    );
  else
    body = (
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="flex flex-col gap-5"
      >
        <dl className="grid grid-cols-1 gap-3 rounded-2xl border border-ink-700 bg-ink-800/60 p-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">
              {t('payouts.modal.availableBalance')}
            </dt>
            <dd
              className="mt-1 font-display text-2xl font-bold text-white tabular-nums"
              data-testid="payout-available"
            >
              {formatPrice(config.available_amount, config.currency, config.symbol)}
            </dd>
            <dd className="text-xs text-ink-400 tabular-nums">
              {formatNumber(config.available_points)} {t('money.balance.unit')}
            </dd>
          </div>
          <div className="flex flex-col gap-1 text-sm text-ink-300 sm:items-end sm:justify-end">
            <span>
              {t('payouts.modal.minimum', {
                amount: formatPrice(config.min_amount, config.currency, config.symbol),
              })}
            </span>
            {config.max_amount !== null ? (
              <span>
                {t('payouts.modal.maximum', {
                  amount: formatPrice(config.max_amount, config.currency, config.symbol),
                })}
              </span>
            ) : null}
          </div>
        </dl>
        {isSubmitted ? (
          <p
            role="status"
            className="flex items-start gap-3 rounded-2xl border border-success/40 bg-success/10 px-5 py-4 text-sm font-medium text-ink-100"
          >
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            {t('payouts.modal.success')}
          </p>
        ) : null}
        {serverErrors.generalError ? <ErrorBox message={serverErrors.generalError} /> : null}
        <PayoutFields
          form={form}
          methods={config.methods}
          currency={config.currency}
          needsPassword={needsPassword}
        />
        <Button
          type="submit"
          size="lg"
          disabled={formState.isSubmitting}
          className="self-stretch sm:self-end sm:min-w-48"
        >
          {formState.isSubmitting ? t('payouts.modal.submitting') : t('payouts.modal.submit')}
        </Button>
      </form>
    );

  return (
    <Modal open onClose={onClose} maxWidth={720} title={t('payouts.modal.title')}>
      <div className="flex flex-col gap-8 pb-2">
        {body}
        <PayoutHistory />
      </div>
    </Modal>
  );
}
