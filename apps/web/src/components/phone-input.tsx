import { limits, timing, type TPhoneData } from '@parlor/contracts';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneNumberInput from 'react-phone-number-input/input';
import { cn } from '../lib/cn';
import { useDefaultCountry } from '../lib/default-country';
import { translateMessage } from '../lib/i18n';
import { readPhoneNumber, withCallingCode } from '../lib/phone-number';
import { useCountries } from '../lib/site-data';
import { toast } from '../lib/toast';
import { PhoneCountrySelect } from './phone-country-select';
import { PhoneTextInput, replaceText } from './phone-text-input';

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

const knownCountries = new Set<string>(getCountries());
let lastUnsupportedToastAt = 0;

/** The toast of spec §5 (Phone input), at most once per 500 ms. */
function toastUnsupportedCountry(message: string): void {
  const now = Date.now();
  if (now - lastUnsupportedToastAt < timing.unsupportedCountryToastMs) return;
  lastUnsupportedToastAt = now;
  toast.error(message);
}

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
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);

  const { data: serverCountries, isError } = useCountries();
  const options = useMemo(
    () =>
      (serverCountries ?? [])
        .filter((country) => knownCountries.has(country.iso))
        .map((country) => ({ iso: country.iso as CountryCode, title: country.title })),
    [serverCountries],
  );
  // Until the server list is there (or when it failed to load) no country is refused here;
  // the server checks.
  const allowed = useMemo<ReadonlySet<string>>(
    () =>
      isError || !serverCountries ? knownCountries : new Set(options.map((option) => option.iso)),
    [isError, serverCountries, options],
  );
  const ordered = useMemo(() => options.map((option) => option.iso), [options]);
  const defaultCountry = useDefaultCountry(allowed, ordered);

  const [pickedCountry, setPickedCountry] = useState<CountryCode | undefined>(
    value?.phoneCountryCode as CountryCode | undefined,
  );
  /**
   * The library's input is uncontrolled: it starts from `shown.value` (E.164) and owns its
   * text. Only a value from outside (a form reset, a loaded profile) remounts it; what a
   * person does changes the text in place (`replaceText`), so the input is never rebuilt
   * under the focus and the focus never moves on its own.
   */
  const [shown, setShown] = useState({ value: value?.phone, generation: 0 });
  const [reported, setReported] = useState<string | null>(value?.phone ?? null);
  const country = pickedCountry ?? defaultCountry;

  // A new value from outside (form reset, profile loaded) replaces what is shown.
  const external = value?.phone ?? null;
  if (external !== reported) {
    setReported(external);
    setShown((current) => ({ value: value?.phone, generation: current.generation + 1 }));
    if (value && allowed.has(value.phoneCountryCode))
      setPickedCountry(value.phoneCountryCode as CountryCode);
  }

  /** Shows `text` as if typed: the library parses, formats and reports it. */
  const showText = (text: string) => {
    if (inputRef.current && inputRef.current.value !== text) replaceText(inputRef.current, text);
  };

  const report = (data: TPhoneData | null) => {
    if ((data?.phone ?? null) === reported && data?.phoneCountryCode === value?.phoneCountryCode)
      return;
    setReported(data?.phone ?? null);
    onChange(data);
  };

  /** Every text the library shows (always international once a digit is typed). */
  const onTextChange = (text: string) => {
    const number = text.startsWith('+') ? `+${text.replace(/\D/g, '')}` : undefined;
    const reading = readPhoneNumber(number, allowed, country);
    if (reading.kind === 'unsupported') {
      // A number given from outside is shown as it is; only a typed one is refused.
      if (number === shown.value) return;
      toastUnsupportedCountry(t('auth.validation.countryNotSupported'));
      report(null);
      showText('');
      return;
    }
    if (reading.kind !== 'number') return report(null);
    if (reading.country) setPickedCountry(reading.country);
    report(reading.data);
  };

  // The national number moves to the chosen country; a lone calling code is dropped (the
  // placeholder shows the new one). The focus stays on the country list.
  const onCountryPicked = (picked: CountryCode) => {
    setPickedCountry(picked);
    showText(withCallingCode(value?.phone, picked) ?? '');
  };

  // Only a calling code left (no national digits) is dropped when the input is left.
  const onInputBlur = () => {
    if (!value) showText('');
    onBlur?.();
  };

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
