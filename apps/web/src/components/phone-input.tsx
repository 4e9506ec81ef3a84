import { limits, type TPhoneData } from '@parlor/contracts';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { useId, type ReactNode } from 'react';
import PhoneNumberInput from 'react-phone-number-input/input';
import { cn } from '../lib/cn';
import { translateMessage } from '../lib/i18n';
import { PhoneCountrySelect } from './phone-country-select';
import { PhoneTextInput } from './phone-text-input';
import { usePhoneCountries } from './use-phone-countries';
import { usePhoneValue } from './use-phone-value';

export interface PhoneInputProps {
  label: ReactNode;
  /** The phone data of spec §3, or null when empty or not usable. */
  value: TPhoneData | null;
  onChange: (data: TPhoneData | null) => void;
  onBlur?: () => void;
  /** A message or a catalogue key, shown under the input. */
  error?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** The library reports E.164 values a render late; the shown text is read instead. */
const ignoreValue = () => undefined;

/**
 * Phone number input of spec §5. Typing, pasting, deleting and the caret are
 * react-phone-number-input's (smart caret); the text is always international and
 * auto-formatted: an empty input gets the calling code of the country shown beside it when
 * focused (dropped again, in place, if nothing follows), `00…` is read as `+…`, and digits typed without `+` as a national number
 * of the country shown beside the input (the number's own country once known). Only digits and `+`, at most 25 characters. Only the server's countries are allowed: another country's number clears
 * the input with the toast `This country is not supported`. Reports the Phone data of
 * spec §3, null when empty or unusable.
 */
export function PhoneInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  id,
  name,
  className,
}: PhoneInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const { options, allowed, defaultCountry } = usePhoneCountries();
  const { inputRef, shown, country, onTextChange, onCountryPicked, onInputBlur } = usePhoneValue({
    value,
    onChange,
    onBlur,
    allowed,
    defaultCountry,
  });

  const hasError = Boolean(error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink-200">
        {label}
      </label>
      <div
        className={cn(
          'flex h-12 w-full items-stretch rounded-xl border bg-ink-800 transition',
          'has-[input:focus]:border-accent has-[input:focus]:bg-ink-750 has-[input:focus]:ring-2 has-[input:focus]:ring-accent',
          hasError ? 'border-danger' : 'border-ink-600',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <PhoneCountrySelect
          value={country}
          options={options}
          onChange={onCountryPicked}
          disabled={disabled}
        />
        <PhoneNumberInput
          key={shown.generation}
          ref={inputRef}
          inputComponent={PhoneTextInput}
          nationalCountry={country}
          prefixOnFocus={country ? `+${getCountryCallingCode(country)}` : undefined}
          onTextChange={onTextChange}
          value={shown.value}
          onChange={ignoreValue}
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={limits.phoneMax}
          disabled={disabled}
          placeholder={country ? `+${getCountryCallingCode(country)}` : '+'}
          aria-invalid={hasError}
          aria-describedby={hasError ? errorId : undefined}
          onBlur={onInputBlur}
          className="min-w-0 flex-1 rounded-r-xl bg-transparent px-3.5 text-body text-ink-100 placeholder:text-ink-400 focus:outline-none disabled:cursor-not-allowed"
        />
      </div>
      {hasError ? (
        <p id={errorId} role="alert" className="text-fine font-medium text-danger">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
