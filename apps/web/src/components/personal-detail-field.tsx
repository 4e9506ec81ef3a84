import { limits } from '@parlor/contracts';
import type { ComponentProps } from 'react';
import { TextField } from './ui/field';

/**
 * The autofill hint and the length limit of each part of a person's name and postal address,
 * the same in every form that asks for them (profile, billing, payout).
 */
const personalDetails = {
  givenName: { autoComplete: 'given-name', maxLength: limits.nameMax },
  familyName: { autoComplete: 'family-name', maxLength: limits.nameMax },
  city: { autoComplete: 'address-level2', maxLength: limits.cityMax },
  street: { autoComplete: 'street-address', maxLength: limits.addressMax },
  postCode: { autoComplete: 'postal-code', maxLength: limits.postCodeMax },
} as const;

export type PersonalDetail = keyof typeof personalDetails;

/** A text field of one part of a person's name or postal address. */
export function PersonalDetailField({
  detail,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'autoComplete' | 'maxLength'> & {
  detail: PersonalDetail;
}) {
  return <TextField {...personalDetails[detail]} {...props} />;
}
