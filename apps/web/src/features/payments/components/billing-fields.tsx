import { limits } from '@parlor/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/phone-field';
import { CountrySelectField, TextField } from '../../../components/ui/field';
import type { BillingForm } from '../lib/billing-form';

/** The billing fields (spec §5): the top-up's step 2 and the account page's billing details. */
export function BillingFields({ form }: { form: UseFormReturn<BillingForm> }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
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
      <PhoneField control={control} name="phoneData" label={t('money.topUp.phone')} />
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
  );
}
