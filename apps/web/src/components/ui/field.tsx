import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { translateMessage } from '../../lib/i18n';
import { useCountries } from '../../lib/site-data';

const controlClasses =
  'w-full rounded-xl border bg-ink-800 px-4 text-body text-ink-100 placeholder:text-ink-400 transition ' +
  'focus:border-accent focus:bg-ink-750 focus:outline-none focus:ring-2 focus:ring-accent disabled:cursor-not-allowed disabled:opacity-60';

export function controlClassName(hasError: boolean, className?: string): string {
  return cn(controlClasses, hasError ? 'border-danger' : 'border-ink-600', className);
}

export interface FieldProps {
  label: ReactNode;
  /** A message or a catalogue key (zod errors); shown under the control. */
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** Label, control, hint and error, wired for screen readers. */
export function Field({ label, error, hint, aside, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink-200">
          {label}
        </label>
        {aside ? <span className="text-xs text-ink-400">{aside}</span> : null}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-ink-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-fine font-medium text-danger">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  aside?: ReactNode;
};

export function TextField({ label, error, hint, aside, className, ...props }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} aside={aside} className={className}>
      {(field) => (
        <input {...field} {...props} className={controlClassName(Boolean(error), 'h-12')} />
      )}
    </Field>
  );
}

/**
 * A password input with a show/hide toggle; it asks for the current password unless
 * `autoComplete` says otherwise (`new-password`).
 */
export function PasswordField({
  label,
  error,
  hint,
  className,
  autoComplete = 'current-password',
  ...props
}: InputProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(field) => (
        <div className="relative">
          <input
            {...field}
            {...props}
            autoComplete={autoComplete}
            type={isVisible ? 'text' : 'password'}
            className={controlClassName(Boolean(error), 'h-12 pr-12')}
          />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={isVisible ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={isVisible}
            className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-ink-300 hover:bg-ink-700 hover:text-white"
          >
            {isVisible ? (
              <EyeOff className="size-4.5" aria-hidden="true" />
            ) : (
              <Eye className="size-4.5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shows a `length/limit` counter and caps the input (spec §5, Textarea). */
  limit?: number;
};

export function TextAreaField({
  label,
  error,
  hint,
  limit,
  className,
  value,
  ...props
}: TextAreaProps) {
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      aside={limit ? `${length}/${limit}` : undefined}
    >
      {(field) => (
        <textarea
          {...field}
          {...props}
          value={value}
          maxLength={limit}
          className={controlClassName(Boolean(error), 'min-h-28 py-3 leading-relaxed')}
        />
      )}
    </Field>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

export function SelectField({ label, error, hint, className, children, ...props }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(field) => (
        <select
          {...field}
          {...props}
          className={controlClassName(
            Boolean(error),
            'h-12 appearance-none pr-10 bg-[url(/icons/chevron-down.svg)] bg-[length:16px] bg-[right_14px_center] bg-no-repeat',
          )}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

export function Checkbox({
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-md border-ink-500 accent-accent"
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-snug text-ink-200">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-fine font-medium text-danger">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A select of the site's countries (`GET /api/countries`, the option values their ids) with
 * a first empty option; when the list cannot be loaded, that is the field's error.
 * (It lives here rather than in a module of its own: that module became a chunk of its own,
 * and Rollup's merging of small chunks then moved 1 KB of sign-in texts into the entry.)
 */
export function CountrySelectField({
  placeholder,
  error,
  ...props
}: Omit<SelectProps, 'children'> & { placeholder: string }) {
  const { t } = useTranslation();
  const { data: countries, isError: hasCountriesFailed } = useCountries();
  return (
    <SelectField
      autoComplete="country"
      error={error ?? (hasCountriesFailed ? t('site.errors.countries') : undefined)}
      {...props}
    >
      <option value="">{placeholder}</option>
      {(countries ?? []).map((country) => (
        <option key={country.id} value={String(country.id)}>
          {country.title}
        </option>
      ))}
    </SelectField>
  );
}
