import { limits, timing, type TPhoneData } from '@parlor/contracts';
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  type CountryCode,
} from 'libphonenumber-js/min';
import { ChevronDown } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { translateMessage } from '../lib/i18n';
import { useDefaultCountry } from '../lib/default-country';
import {
  caretAfterDigits,
  digitsOf,
  formatE164,
  internationalDigits,
  parseInternational,
} from '../lib/phone-number';
import { useCountries } from '../lib/site-data';
import { toast } from '../lib/toast';

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
 * Phone number input of spec §5: a country picker limited to the server's countries,
 * international auto-format, digits only, at most 25 characters. Reports the Phone data of
 * spec §3 (null when empty or unusable); a number of a country that is not allowed clears
 * the input with the toast `This country is not supported`. The browser uses libphonenumber's
 * small metadata (validity by length); the server checks with the full metadata.
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
  const pendingCaret = useRef<number | null>(null);

  const { data: serverCountries, isError } = useCountries();
  const options = useMemo(
    () =>
      (serverCountries ?? [])
        .filter((country) => knownCountries.has(country.iso))
        .map((country) => ({ ...country, iso: country.iso as CountryCode })),
    [serverCountries],
  );
  // Without the server list (it failed to load) every country is offered; the server checks.
  const allowed = useMemo<ReadonlySet<string>>(
    () => (isError ? knownCountries : new Set(options.map((option) => option.iso))),
    [isError, options],
  );
  const ordered = useMemo(() => options.map((option) => option.iso), [options]);
  const defaultCountry = useDefaultCountry(allowed, ordered);

  const initialCountry = value?.phoneCountryCode as CountryCode | undefined;
  const [pickedCountry, setPickedCountry] = useState<CountryCode | undefined>(initialCountry);
  const [text, setText] = useState(() => (value ? formatE164(value.phone) : ''));
  const [reported, setReported] = useState<string | null>(value?.phone ?? null);
  const country = pickedCountry ?? defaultCountry;

  // A new value from outside (form reset, profile loaded) replaces what is shown.
  const external = value?.phone ?? null;
  if (external !== reported) {
    setReported(external);
    setText(value ? formatE164(value.phone) : '');
    if (value && allowed.has(value.phoneCountryCode))
      setPickedCountry(value.phoneCountryCode as CountryCode);
  }

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !inputRef.current) return;
    pendingCaret.current = null;
    inputRef.current.setSelectionRange(caret, caret);
  });

  const report = (data: TPhoneData | null) => {
    setReported(data?.phone ?? null);
    onChange(data);
  };

  const apply = (digits: string, caretDigits: number | null, keepPlus = false) => {
    const parsed = parseInternational(digits, allowed, country);
    if (parsed.kind === 'unsupported') {
      toastUnsupportedCountry(t('auth.validation.countryNotSupported'));
      setText('');
      report(null);
      return;
    }
    if (parsed.text.length > limits.phoneMax) return;
    // A lone `+` stays, so that an international number can be typed from scratch.
    setText(parsed.kind === 'empty' ? (keepPlus ? '+' : '') : parsed.text);
    if (parsed.kind === 'number') {
      if (parsed.country) setPickedCountry(parsed.country);
      report(parsed.data);
    } else report(null);
    if (caretDigits !== null) pendingCaret.current = caretAfterDigits(parsed.text, caretDigits);
  };

  const onInput = (typed: string, typedCaret: number | null) => {
    // Only digits, spaces and the usual separators are accepted.
    if (/[^\d\s+()\-.]/.test(typed)) return;
    // A full international number pasted after the prefilled calling code replaces it.
    const restart = typed.lastIndexOf('+');
    const raw = restart > 0 ? typed.slice(restart) : typed;
    const caret = typedCaret === null ? null : Math.max(0, typedCaret - Math.max(restart, 0));
    let digits = internationalDigits(raw, country);
    let caretDigits = caret === null ? null : digitsOf(raw.slice(0, caret)).length;
    // Deleting a formatting character deletes the digit before it.
    if (digits === digitsOf(text) && raw.length < text.length && caretDigits !== null) {
      if (caretDigits > 0) {
        digits = digits.slice(0, caretDigits - 1) + digits.slice(caretDigits);
        caretDigits -= 1;
      }
    }
    apply(digits, caretDigits, raw.trimStart().startsWith('+'));
  };

  const onCountryPicked = (iso: CountryCode) => {
    setPickedCountry(iso);
    const current = new AsYouType();
    current.input(text);
    const nationalNumber = current.getNumber()?.nationalNumber ?? '';
    const digits = `${getCountryCallingCode(iso)}${nationalNumber}`;
    const parsed = parseInternational(digits, allowed, iso);
    if (parsed.kind !== 'number') return;
    setText(nationalNumber ? parsed.text : '');
    report(parsed.data);
  };

  const onFocus = () => {
    if (text === '' && country) setText(`+${getCountryCallingCode(country)} `);
  };

  const onInputBlur = () => {
    if (!value && text !== '' && !/\d/.test(text.replace(/^\+\d+\s*/, ''))) setText('');
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
          'focus-within:border-accent focus-within:bg-ink-750 focus-within:ring-2 focus-within:ring-accent/30',
          hasError ? 'border-danger' : 'border-ink-600',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <div className="relative flex shrink-0 items-center border-r border-ink-600">
          <span
            aria-hidden="true"
            className="pointer-events-none flex items-center gap-1.5 pr-8 pl-3.5 text-[15px] text-ink-100"
          >
            <span className="font-semibold">{country ?? '—'}</span>
            {country ? (
              <span className="text-ink-300">+{getCountryCallingCode(country)}</span>
            ) : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-300"
          />
          <select
            aria-label={t('auth.phone.country')}
            value={country ?? ''}
            disabled={disabled || options.length === 0}
            onChange={(event) => onCountryPicked(event.target.value as CountryCode)}
            className="absolute inset-0 w-full cursor-pointer appearance-none rounded-l-xl bg-transparent text-transparent focus:outline-none disabled:cursor-not-allowed [&>option]:bg-ink-800 [&>option]:text-ink-100"
          >
            {country ? null : <option value="">{t('auth.phone.noCountry')}</option>}
            {options.map((option) => (
              <option key={option.iso} value={option.iso}>
                {option.title} (+{getCountryCallingCode(option.iso)})
              </option>
            ))}
          </select>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={limits.phoneMax}
          value={text}
          disabled={disabled}
          placeholder={country ? `+${getCountryCallingCode(country)}` : '+'}
          aria-invalid={hasError}
          aria-describedby={hasError ? errorId : undefined}
          onChange={(event) => onInput(event.target.value, event.target.selectionStart)}
          onFocus={onFocus}
          onBlur={onInputBlur}
          className="min-w-0 flex-1 rounded-r-xl bg-transparent px-3.5 text-[15px] text-ink-100 placeholder:text-ink-400 focus:outline-none disabled:cursor-not-allowed"
        />
      </div>
      {hasError ? (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-danger">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
