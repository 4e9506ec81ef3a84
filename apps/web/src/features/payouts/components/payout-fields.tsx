import { limits, type TPayoutMethod, type TPayoutMethods } from '@parlor/contracts';
import type { ParseKeys } from 'i18next';
import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonalDetailField } from '../../../components/personal-detail-field';
import {
  CountrySelectField,
  PasswordField,
  SelectField,
  TextField,
} from '../../../components/ui/field';
import { fieldBinder } from '../../../lib/form-field';
import type { PayoutForm } from '../lib/payout-form';

const sectionTitle = 'font-display text-base font-bold text-white sm:col-span-2';

/** Amount and method, then (once a method is chosen) personal, address and the method's own fields. */
export function PayoutFields({
  form,
  methods,
  currency,
  needsPassword,
}: {
  form: UseFormReturn<PayoutForm>;
  methods: TPayoutMethods['methods'];
  currency: string;
  needsPassword: boolean;
}) {
  const { t } = useTranslation();
  const field = fieldBinder(form);
  const method = form.watch('method');

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('payouts.modal.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        {...field('amount')}
      />
      <SelectField label={t('payouts.modal.method')} {...field('method')}>
        <option value="">{t('payouts.modal.chooseMethod')}</option>
        {methods.map((row) => (
          <option key={row.id} value={row.id}>
            {row.name}
          </option>
        ))}
      </SelectField>
      {method ? (
        <>
          <PersonalFields form={form} />
          <MethodFields form={form} method={method} />
          {needsPassword ? (
            <PasswordField
              label={t('payouts.modal.password')}
              autoComplete="current-password"
              hint={t('payouts.modal.passwordHint')}
              className="sm:col-span-2"
              {...field('password')}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The payee's name and address. */
function PersonalFields({ form }: { form: UseFormReturn<PayoutForm> }) {
  const { t } = useTranslation();
  const field = fieldBinder(form);
  return (
    <>
      <h3 className={sectionTitle}>{t('payouts.modal.personalTitle')}</h3>
      <PersonalDetailField
        detail="givenName"
        label={t('payouts.modal.firstName')}
        {...field('first_name')}
      />
      <PersonalDetailField
        detail="familyName"
        label={t('payouts.modal.lastName')}
        {...field('last_name')}
      />
      <h3 className={sectionTitle}>{t('payouts.modal.addressTitle')}</h3>
      <CountrySelectField
        label={t('payouts.modal.country')}
        placeholder={t('payouts.modal.chooseCountry')}
        {...field('country_id')}
      />
      <PersonalDetailField detail="city" label={t('payouts.modal.city')} {...field('city')} />
      <PersonalDetailField
        detail="street"
        label={t('payouts.modal.address')}
        {...field('address')}
      />
      <PersonalDetailField detail="postCode" label={t('payouts.modal.zip')} {...field('zip')} />
    </>
  );
}

type MethodFieldName = 'pan' | 'iban' | 'account_number' | 'sort_code' | 'birth_date';

/** A field of a payout method: its label's key and what its input takes. */
interface MethodField extends Omit<ComponentProps<'input'>, 'name'> {
  name: MethodFieldName;
  label: ParseKeys;
  /** Spans both columns of the grid. */
  isWide?: boolean;
}

/** Each method's own fields: a card number, an IBAN or UK account details. */
const methodFields: Record<TPayoutMethod, MethodField[]> = {
  card: [
    {
      name: 'pan',
      label: 'payouts.modal.pan',
      inputMode: 'numeric',
      autoComplete: 'cc-number',
      maxLength: 23,
      placeholder: '4242 4242 4242 4242',
      isWide: true,
    },
  ],
  sepa: [
    {
      name: 'iban',
      label: 'payouts.modal.iban',
      autoComplete: 'off',
      maxLength: 42,
      placeholder: 'DE89 3704 0044 0532 0130 00',
      isWide: true,
    },
  ],
  fps: [
    {
      name: 'account_number',
      label: 'payouts.modal.accountNumber',
      inputMode: 'numeric',
      autoComplete: 'off',
      maxLength: 8,
      placeholder: '12345678',
    },
    {
      name: 'sort_code',
      label: 'payouts.modal.sortCode',
      autoComplete: 'off',
      maxLength: limits.sortCodeLength,
      placeholder: '12-34-56',
    },
    { name: 'birth_date', label: 'payouts.modal.birthDate', type: 'date', autoComplete: 'bday' },
  ],
};

/** The chosen method's own fields. */
function MethodFields({
  form,
  method,
}: {
  form: UseFormReturn<PayoutForm>;
  method: TPayoutMethod;
}) {
  const { t } = useTranslation();
  const field = fieldBinder(form);
  return (
    <>
      <h3 className={sectionTitle}>{t('payouts.modal.methodTitle')}</h3>
      {methodFields[method].map(({ name, label, isWide, ...input }) => (
        <TextField
          key={name}
          label={t(label)}
          className={isWide ? 'sm:col-span-2' : undefined}
          {...input}
          {...field(name)}
        />
      ))}
    </>
  );
}
