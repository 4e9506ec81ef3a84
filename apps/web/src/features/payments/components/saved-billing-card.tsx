import type { TSavedBillingDetails } from '@parlor/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { confirm } from '../../../lib/modals';
import { useCountries } from '../../../lib/site-data';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useBillingMutations, useSavedBilling } from '../api/billing-details';
import {
  billingFromSaved,
  billingRequest,
  billingResolver,
  type BillingForm,
} from '../lib/billing-form';
import { billingFieldOf, checkoutErrorMessage } from '../lib/server-errors';
import { BillingFields } from './billing-fields';
import '../texts';

/** The remembered details as an address, with Edit and Delete. */
function SavedBillingView({
  saved,
  country,
  onEdit,
  onDelete,
}: {
  saved: TSavedBillingDetails;
  country: { title: string } | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-1 text-xs text-ink-400">{t('money.savedBilling.onlyYou')}</p>
      <address
        className="mt-3 text-sm leading-relaxed text-ink-200 not-italic"
        data-testid="saved-billing"
      >
        {saved.name} {saved.surname}
        <br />
        {saved.email} · {saved.phone}
        <br />
        {saved.address}, {saved.postCode} {saved.city}
        {country ? `, ${country.title}` : ''}
      </address>
      <div className="mt-4 flex gap-3">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('money.savedBilling.edit')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete}>
          {t('money.savedBilling.delete')}
        </Button>
      </div>
    </>
  );
}

/**
 * The account page's "Billing details": what the user asked the top-up to
 * remember — shown only to them, edited here or deleted. Nothing shows until they tick
 * "Remember these details" on a top-up.
 */
export function SavedBillingCard() {
  const { t } = useTranslation();
  const { data: saved, isPending } = useSavedBilling();
  const { data: countries } = useCountries();
  const { save, forget } = useBillingMutations();
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm<BillingForm>({ resolver: billingResolver });
  const serverErrors = useServerErrors(form.setError, billingFieldOf, { shouldFocus: false });

  if (isPending) return null;

  const startEditing = () => {
    if (saved) form.reset(billingFromSaved(saved));
    setIsEditing(true);
  };
  const submit = async (values: BillingForm) => {
    try {
      await save.mutateAsync(billingRequest(values));
      setIsEditing(false);
      toast.success(t('money.savedBilling.saved'));
    } catch (error) {
      const general = checkoutErrorMessage(error, serverErrors.apply(error), {
        correctErrors: t('money.validation.correctErrors'),
        fallback: isApiError(error) ? error.message : t('common.tryAgain'),
      });
      if (general) toast.error(general);
    }
  };
  const askToDelete = () =>
    confirm({
      title: t('money.savedBilling.deleteTitle'),
      message: t('money.savedBilling.deleteMessage'),
      confirmLabel: t('money.savedBilling.delete'),
      tone: 'danger',
      onConfirm: async () => {
        await forget.mutateAsync();
        toast.success(t('money.savedBilling.deleted'));
      },
    });

  return (
    <Card aria-labelledby="saved-billing-title">
      <CardTitle id="saved-billing-title">{t('money.savedBilling.title')}</CardTitle>
      {!saved ? (
        <p className="mt-3 text-sm text-ink-300">{t('money.savedBilling.empty')}</p>
      ) : isEditing ? (
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          className="mt-4 flex flex-col gap-4"
        >
          <BillingFields form={form} />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setIsEditing(false)}>
              {t('money.savedBilling.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('money.savedBilling.save')}
            </Button>
          </div>
        </form>
      ) : (
        <SavedBillingView
          saved={saved}
          country={countries?.find((row) => row.id === saved.country)}
          onEdit={startEditing}
          onDelete={askToDelete}
        />
      )}
    </Card>
  );
}
