import type { TPayoutMethods } from '@parlor/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { RetryError } from '../../../components/ui/query-content';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useServerErrors } from '../../../lib/use-server-errors';
import { requestPayout, usePayoutMethods } from '../api/payouts';
import { useNewDestinationCheck } from '../hooks/use-new-destination-check';
import {
  emptyPayoutForm,
  payoutFormFields,
  payoutRequest,
  payoutResolver,
  type PayoutForm,
} from '../lib/payout-form';
import { PayoutFields } from './payout-fields';
import { PayoutHistory } from './payout-history';
import { PayoutLimits } from './payout-limits';
import '../texts';

/** The form's resolver: the contract's rules with this currency's limits and the balance. */
function usePayoutResolver(config: TPayoutMethods | undefined) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      payoutResolver(config, {
        minimum: (amount) => t('payouts.validation.amountMinimum', { amount }),
        maximum: (amount) => t('payouts.validation.amountMaximum', { amount }),
        exceeds: t('payouts.validation.amountExceedsBalance'),
      }),
    [config, t],
  );
}

/** The success text once a payout is requested. */
function PayoutRequested() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-success/40 bg-success/10 px-5 py-4 text-sm font-medium text-ink-100"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      {t('payouts.modal.success')}
    </p>
  );
}

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
  const resolver = usePayoutResolver(config);
  const form = useForm<PayoutForm>({ resolver, defaultValues: emptyPayoutForm });
  const { handleSubmit, formState, setError, reset, control } = form;
  const serverErrors = useServerErrors(setError, payoutFormFields);

  useNewDestinationCheck(control, () => setNeedsPassword(true));

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
    body = <RetryError message={t('payouts.errors.methodsFailed')} onRetry={refetch} />;
  else
    body = (
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="flex flex-col gap-5"
      >
        <PayoutLimits config={config} />
        {isSubmitted ? <PayoutRequested /> : null}
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
