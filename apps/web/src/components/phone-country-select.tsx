import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { ChevronDown } from 'lucide-react';
import flags from 'react-phone-number-input/flags';
import { useTranslation } from 'react-i18next';

export interface PhoneCountryOption {
  iso: CountryCode;
  title: string;
}

interface PhoneCountrySelectProps {
  value: CountryCode | undefined;
  options: PhoneCountryOption[];
  onChange: (country: CountryCode) => void;
  disabled: boolean;
}

/**
 * The country part of the phone input: the flag and calling code of the country whose
 * national numbers the input takes, over a native select of the server's countries.
 */
export function PhoneCountrySelect({
  value,
  options,
  onChange,
  disabled,
}: PhoneCountrySelectProps) {
  const { t } = useTranslation();
  const Flag = value ? flags[value] : undefined;
  return (
    <div className="relative flex shrink-0 items-center border-r border-ink-600">
      <span
        aria-hidden="true"
        className="pointer-events-none flex items-center gap-2 pr-8 pl-3.5 text-[15px] text-ink-100"
      >
        {Flag ? (
          <span className="flex h-3.5 w-5 shrink-0 overflow-hidden rounded-[2px] [&>svg]:h-full [&>svg]:w-full">
            <Flag title="" />
          </span>
        ) : null}
        <span className="text-ink-300">{value ? `+${getCountryCallingCode(value)}` : '—'}</span>
      </span>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-300"
      />
      <select
        aria-label={t('auth.phone.country')}
        value={value ?? ''}
        disabled={disabled || options.length === 0}
        onChange={(event) => onChange(event.target.value as CountryCode)}
        className="absolute inset-0 w-full cursor-pointer appearance-none rounded-l-xl bg-transparent text-transparent focus:outline-none disabled:cursor-not-allowed [&>option]:bg-ink-800 [&>option]:text-ink-100"
      >
        {value ? null : <option value="">{t('auth.phone.noCountry')}</option>}
        {options.map((option) => (
          <option key={option.iso} value={option.iso}>
            {option.title} (+{getCountryCallingCode(option.iso)})
          </option>
        ))}
      </select>
    </div>
  );
}
