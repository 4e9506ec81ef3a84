import { limits } from '@parlor/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonalDetailField } from '../../../components/personal-detail-field';
import { PhoneField } from '../../../components/phone-field';
import { CountrySelectField, TextField } from '../../../components/ui/field';
import { fieldBinder } from '../../../lib/form-field';
import type { BillingForm } from '../lib/billing-form';

/** The billing fields (spec §5): the top-up's step 2 and the account page's billing details. */
export function BillingFields({ form }: { form: UseFormReturn<BillingForm> }) {
  const { t } = useTranslation();
  const field = fieldBinder(form);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <PersonalDetailField detail="givenName" label={t('money.topUp.name')} {...field('name')} />
      <PersonalDetailField
        detail="familyName"
        label={t('money.topUp.surname')}
        {...field('surname')}
      />
      <PhoneField control={form.control} name="phoneData" label={t('money.topUp.phone')} />
      <TextField
        label={t('money.topUp.email')}
        type="email"
        autoComplete="email"
        maxLength={limits.emailMax}
        {...field('email')}
      />
      <CountrySelectField
        label={t('money.topUp.country')}
        placeholder={t('money.topUp.selectCountry')}
        {...field('country')}
      />
      <PersonalDetailField detail="city" label={t('money.topUp.city')} {...field('city')} />
      <PersonalDetailField detail="street" label={t('money.topUp.address')} {...field('address')} />
      <PersonalDetailField
        detail="postCode"
        label={t('money.topUp.postCode')}
        {...field('postCode')}
      />
    </div>
  );
}
