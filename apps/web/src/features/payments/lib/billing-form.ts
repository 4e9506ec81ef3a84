import {
  ZBillingDetailsSchema,
  defaultUserName,
  type TBillingDetails,
  type TSavedBillingDetails,
  type TPhoneData,
  type TUserProfile,
} from '@parlor/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { FieldErrors, Resolver } from 'react-hook-form';
import '../../../lib/zod-messages';

/** Step 2's form: the spec's billing fields, the phone as the widget reports it. */
export interface BillingForm {
  name: string;
  surname: string;
  phoneData: TPhoneData | null;
  email: string;
  /** A country id from the select ('' when none). */
  country: string;
  city: string;
  address: string;
  postCode: string;
}

export const billingFormFields = [
  'name',
  'surname',
  'phoneData',
  'email',
  'country',
  'city',
  'address',
  'postCode',
] as const;

/**
 * Prefills the billing details from the profile (spec §2, Top-up modal step 2); the
 * registration's placeholder name `User` is nobody's name and is not offered.
 */
export function billingDefaults(profile: TUserProfile | undefined): BillingForm {
  const hasPhone = Boolean(profile?.phone && profile.phoneCountryCode && profile.nationalNumber);
  return {
    name: profile?.name && profile.name !== defaultUserName ? profile.name : '',
    surname: profile?.surname ?? '',
    phoneData: hasPhone
      ? {
          phone: profile!.phone!,
          phoneCountryCode: profile!.phoneCountryCode!,
          nationalNumber: profile!.nationalNumber!,
          isValid: true,
        }
      : null,
    email: profile?.email ?? '',
    country: profile?.country_id ? String(profile.country_id) : '',
    city: profile?.city ?? '',
    address: profile?.address ?? '',
    postCode: profile?.post_code ?? '',
  };
}

/** The form filled from remembered details: they win over the profile. */
export function billingFromSaved(saved: TSavedBillingDetails): BillingForm {
  const phone = parsePhoneNumberFromString(saved.phone);
  return {
    name: saved.name,
    surname: saved.surname,
    phoneData: phone?.country
      ? {
          phone: phone.number,
          phoneCountryCode: phone.country,
          nationalNumber: phone.nationalNumber,
          isValid: true,
        }
      : null,
    email: saved.email,
    country: String(saved.country),
    city: saved.city,
    address: saved.address,
    postCode: saved.postCode,
  };
}

/** The request fields of `POST /api/deposit/checkout` for the form's values. */
export function billingRequest(values: BillingForm) {
  return {
    name: values.name,
    surname: values.surname,
    phone: values.phoneData?.phone ?? '',
    phoneData: values.phoneData,
    email: values.email,
    country: values.country,
    city: values.city,
    address: values.address,
    postCode: values.postCode,
  };
}

/** Validates with the contracts' billing schema, the same rules the server applies. */
export const billingResolver: Resolver<BillingForm> = (values) => {
  const result = ZBillingDetailsSchema.safeParse(billingRequest(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<BillingForm> = {};
  for (const issue of result.error.issues) {
    const head = String(issue.path[0] ?? '');
    const field = (head.startsWith('phone') ? 'phoneData' : head) as keyof BillingForm;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export type { TBillingDetails };
