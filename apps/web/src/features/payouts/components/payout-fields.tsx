import { limits, type TPayoutMethods } from '@parlor/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CountrySelectField,
  PasswordField,
  SelectField,
  TextField,
} from '../../../components/ui/field';
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
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const method = watch('method');

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('payouts.modal.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <SelectField
        label={t('payouts.modal.method')}
        error={errors.method?.message}
        {...register('method')}
      >
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
              error={errors.password?.message}
              {...register('password')}
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
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <h3 className={sectionTitle}>{t('payouts.modal.personalTitle')}</h3>
      <TextField
        label={t('payouts.modal.firstName')}
        autoComplete="given-name"
        maxLength={limits.nameMax}
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label={t('payouts.modal.lastName')}
        autoComplete="family-name"
        maxLength={limits.nameMax}
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <h3 className={sectionTitle}>{t('payouts.modal.addressTitle')}</h3>
      <CountrySelectField
        label={t('payouts.modal.country')}
        placeholder={t('payouts.modal.chooseCountry')}
        error={errors.country_id?.message}
        {...register('country_id')}
      />
      <TextField
        label={t('payouts.modal.city')}
        autoComplete="address-level2"
        maxLength={limits.cityMax}
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label={t('payouts.modal.address')}
        autoComplete="street-address"
        maxLength={limits.addressMax}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('payouts.modal.zip')}
        autoComplete="postal-code"
        maxLength={limits.postCodeMax}
        error={errors.zip?.message}
        {...register('zip')}
      />
    </>
  );
}

/** The chosen method's own fields: a card number, an IBAN or UK account details. */
function MethodFields({
  form,
  method,
}: {
  form: UseFormReturn<PayoutForm>;
  method: PayoutForm['method'];
}) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <h3 className={sectionTitle}>{t('payouts.modal.methodTitle')}</h3>
      {method === 'card' ? (
        <TextField
          label={t('payouts.modal.pan')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          placeholder="4242 4242 4242 4242"
          className="sm:col-span-2"
          error={errors.pan?.message}
          {...register('pan')}
        />
      ) : null}
      {method === 'sepa' ? (
        <TextField
          label={t('payouts.modal.iban')}
          autoComplete="off"
          maxLength={42}
          placeholder="DE89 3704 0044 0532 0130 00"
          className="sm:col-span-2"
          error={errors.iban?.message}
          {...register('iban')}
        />
      ) : null}
      {method === 'fps' ? (
        <>
          <TextField
            label={t('payouts.modal.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            placeholder="12345678"
            error={errors.account_number?.message}
            {...register('account_number')}
          />
          <TextField
            label={t('payouts.modal.sortCode')}
            autoComplete="off"
            maxLength={limits.sortCodeLength}
            placeholder="12-34-56"
            error={errors.sort_code?.message}
            {...register('sort_code')}
          />
          <TextField
            label={t('payouts.modal.birthDate')}
            type="date"
            autoComplete="bday"
            error={errors.birth_date?.message}
            {...register('birth_date')}
          />
        </>
      ) : null}
    </>
  );
}
