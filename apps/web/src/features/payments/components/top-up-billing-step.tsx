import { limits } from '@parlor/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { CountrySelectField, TextField } from '../../../components/ui/field';
import type { BillingForm } from '../lib/billing-form';

/** Step 2: billing details (prefilled from the profile), Back and Pay. */
export function TopUpBillingStep({
  form,
  generalError,
  priceLabel,
  onBack,
  onSubmit,
}: {
  form: UseFormReturn<BillingForm>;
  generalError: string | null;
  priceLabel: string;
  onBack: () => void;
  onSubmit: (values: BillingForm) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

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
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('money.topUp.name')}
          autoComplete="given-name"
          maxLength={limits.nameMax}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('money.topUp.surname')}
          autoComplete="family-name"
          maxLength={limits.nameMax}
          error={errors.surname?.message}
          {...register('surname')}
        />
        <Controller
          control={control}
          name="phoneData"
          render={({ field, fieldState }) => (
            <PhoneInput
              label={t('money.topUp.phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('money.topUp.email')}
          type="email"
          autoComplete="email"
          maxLength={limits.emailMax}
          error={errors.email?.message}
          {...register('email')}
        />
        <CountrySelectField
          label={t('money.topUp.country')}
          placeholder={t('money.topUp.selectCountry')}
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label={t('money.topUp.city')}
          autoComplete="address-level2"
          maxLength={limits.cityMax}
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={t('money.topUp.address')}
          autoComplete="street-address"
          maxLength={limits.addressMax}
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('money.topUp.postCode')}
          autoComplete="postal-code"
          maxLength={limits.postCodeMax}
          error={errors.postCode?.message}
          {...register('postCode')}
        />
      </div>
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
