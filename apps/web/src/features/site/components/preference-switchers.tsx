import { useQuery } from '@tanstack/react-query';
import { Coins, Globe } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { switchLanguage } from '../../../lib/languages';
import { setCurrencyPreference, usePreferences } from '../../../lib/preferences';
import { currenciesQuery, languagesQuery, useCurrency } from '../../../lib/site-data';

/** A compact native select with an icon: keyboard and screen-reader friendly everywhere. */
function PillSelect({
  label,
  icon,
  className,
  children,
  ...props
}: ComponentProps<'select'> & { label: string; icon: ReactNode }) {
  const id = useId();
  return (
    <div
      className={cn(
        'relative flex h-10 items-center rounded-xl border border-ink-700 bg-ink-850/80 text-sm text-ink-100 transition',
        'hover:border-ink-500 has-[select:focus-visible]:border-accent has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-accent',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span aria-hidden="true" className="pointer-events-none absolute left-3 text-ink-300">
        {icon}
      </span>
      <select
        id={id}
        title={label}
        className="h-full w-full cursor-pointer appearance-none rounded-xl bg-transparent bg-[url(/icons/chevron-down.svg)] bg-[length:14px] bg-[right_10px_center] bg-no-repeat pr-8 pl-9 font-medium outline-none focus-visible:outline-none"
        {...props}
      >
        {children}
      </select>
    </div>
  );
}

/** Language switcher (spec §4, Language): stores `languageId` and loads that language's texts. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { languageId } = usePreferences();
  const { data: languages } = useQuery(languagesQuery);
  if (!languages || languages.length < 2) return null;
  return (
    <PillSelect
      label={t('site.switchers.chooseLanguage')}
      icon={<Globe className="size-4" />}
      value={languageId ?? ''}
      className={className}
      onChange={(event) => {
        const language = languages.find((row) => row.id === Number(event.target.value));
        if (language) void switchLanguage(language);
      }}
    >
      {languages.map((language) => (
        <option key={language.id} value={language.id} lang={language.code}>
          {language.title}
        </option>
      ))}
    </PillSelect>
  );
}

/** Currency switcher: the choice is stored and every price follows it. */
export function CurrencySwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useCurrency();
  const { data: currencies } = useQuery(currenciesQuery);
  if (!currencies || currencies.length < 2) return null;
  return (
    <PillSelect
      label={t('site.switchers.chooseCurrency')}
      icon={<Coins className="size-4" />}
      value={current.code}
      className={className}
      onChange={(event) => setCurrencyPreference(event.target.value)}
    >
      {currencies.map((currency) => (
        <option key={currency.code} value={currency.code}>
          {currency.symbol} {currency.code}
        </option>
      ))}
    </PillSelect>
  );
}
