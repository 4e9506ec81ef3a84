import { timing, type TPhoneData } from '@parlor/contracts';
import type { CountryCode } from 'libphonenumber-js/min';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPhoneNumber, withCallingCode } from '../lib/phone-number';
import { toast } from '../lib/toast';
import { replaceText } from './phone-text-input';

let lastUnsupportedToastAt = 0;

/** The toast of spec §5 (Phone input), at most once per 500 ms. */
function toastUnsupportedCountry(message: string): void {
  const now = Date.now();
  if (now - lastUnsupportedToastAt < timing.unsupportedCountryToastMs) return;
  lastUnsupportedToastAt = now;
  toast.error(message);
}

interface PhoneValueOptions {
  value: TPhoneData | null;
  onChange: (data: TPhoneData | null) => void;
  onBlur?: () => void;
  allowed: ReadonlySet<string>;
  defaultCountry: CountryCode | undefined;
}

/**
 * What the phone input shows and reports: the country beside it (chosen, the number's own,
 * or the default), the text (replaced in place, never rebuilt under the focus), and the
 * Phone data reported on each change; another country's number is refused with a toast.
 */
export function usePhoneValue({
  value,
  onChange,
  onBlur,
  allowed,
  defaultCountry,
}: PhoneValueOptions) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
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

  return { inputRef, shown, country, onTextChange, onCountryPicked, onInputBlur };
}
