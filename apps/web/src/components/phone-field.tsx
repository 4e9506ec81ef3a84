import type { TPhoneData } from '@parlor/contracts';
import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { PhoneInput } from './phone-input';

/** The phone input of spec §5 as a react-hook-form field holding the Phone data (or null). */
export function PhoneField<TForm extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<TForm>;
  name: FieldPathByValue<TForm, TPhoneData | null>;
  label: ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PhoneInput
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
