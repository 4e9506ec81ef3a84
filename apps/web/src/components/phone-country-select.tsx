import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import flags from 'react-phone-number-input/flags';
import { cn } from '../lib/cn';
import { useCountryListbox } from './use-country-listbox';
import type { PhoneCountryOption } from './use-phone-countries';

interface PhoneCountrySelectProps {
  value: CountryCode | undefined;
  options: PhoneCountryOption[];
  /** Called only when a person chooses another country (Enter, Space or a click). */
  onChange: (country: CountryCode) => void;
  disabled: boolean;
}

/**
 * The country part of the phone input: a select-only combobox of the server's countries,
 * following the WAI-ARIA pattern. The flag and calling code show which country's national
 * numbers the input takes. Nothing changes until a person chooses: arrows and typed letters
 * only move the highlight in the open list, Enter (or Space, or a click) chooses, Escape and
 * Tab close it as it was. Focus stays on the combobox throughout.
 */
export function PhoneCountrySelect({
  value,
  options,
  onChange,
  disabled,
}: PhoneCountrySelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const isDisabled = disabled || options.length === 0;
  const { isOpen, setIsOpen, active, start, selected, openAt, choose, onKeyDown } =
    useCountryListbox({ value, options, onChange, isDisabled, optionId });

  const current = selected >= 0 ? options[selected] : undefined;
  const Flag = value ? flags[value] : undefined;
  const callingCode = value ? `+${getCountryCallingCode(value)}` : '—';
  return (
    <div className="relative flex shrink-0 items-stretch border-r border-ink-600">
      <div
        role="combobox"
        tabIndex={isDisabled ? -1 : 0}
        aria-label={t('auth.phone.country')}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
        aria-disabled={isDisabled || undefined}
        onKeyDown={onKeyDown}
        onClick={() => (isDisabled ? undefined : isOpen ? setIsOpen(false) : openAt(start))}
        onBlur={() => setIsOpen(false)}
        className={cn(
          'flex cursor-pointer items-center gap-2 rounded-l-xl pr-8 pl-3.5 text-body text-ink-100 focus-visible:-outline-offset-2',
          isDisabled && 'cursor-not-allowed',
        )}
      >
        {Flag ? (
          <span
            aria-hidden="true"
            className="flex h-3.5 w-5 shrink-0 overflow-hidden rounded-[2px] [&>svg]:h-full [&>svg]:w-full"
          >
            <Flag title="" />
          </span>
        ) : null}
        <span aria-hidden="true" className="text-ink-200">
          {callingCode}
        </span>
        <span className="sr-only">
          {current ? `${current.title} (${callingCode})` : t('auth.phone.noCountry')}
        </span>
      </div>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-200"
      />
      {isOpen ? (
        <CountryOptions
          listId={listId}
          optionId={optionId}
          options={options}
          value={value}
          active={active}
          onChoose={choose}
        />
      ) : null}
    </div>
  );
}

/** The open list of countries, the highlighted one outlined and the chosen one bold. */
function CountryOptions({
  listId,
  optionId,
  options,
  value,
  active,
  onChoose,
}: {
  listId: string;
  optionId: (index: number) => string;
  options: PhoneCountryOption[];
  value: CountryCode | undefined;
  active: number;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('auth.phone.country')}
      // Keeps the focus on the combobox while a country is clicked or the list scrolled.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute top-full left-0 z-50 mt-1 max-h-64 w-72 max-w-[calc(100vw-3rem)] overflow-y-auto rounded-xl border border-ink-600 bg-ink-800 py-1 shadow-[var(--shadow-glow)]"
    >
      {options.map((option, index) => (
        <li
          key={option.iso}
          id={optionId(index)}
          role="option"
          aria-selected={option.iso === value}
          onClick={() => onChoose(index)}
          className={cn(
            'cursor-pointer px-3.5 py-2 text-body text-ink-100',
            index === active && 'bg-ink-600 outline-2 -outline-offset-2 outline-accent',
            option.iso === value && 'font-semibold',
          )}
        >
          {option.title} (+{getCountryCallingCode(option.iso)})
        </li>
      ))}
    </ul>
  );
}
