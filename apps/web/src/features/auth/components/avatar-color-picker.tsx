import { avatarColors, type TAvatarColorId } from '@parlor/contracts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** The 14-colour palette (spec §3) as a radio group: arrow keys move, the ring shows focus. */
export function AvatarColorPicker({
  value,
  onChange,
  label,
}: {
  value: TAvatarColorId;
  onChange: (color: TAvatarColorId) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2.5">
      <legend className="mb-2.5 text-sm font-medium text-ink-200">{label}</legend>
      <div className="grid grid-cols-7 gap-2 sm:flex sm:flex-wrap sm:gap-3">
        {avatarColors.map((color) => {
          const isChecked = color.id === value;
          return (
            <label key={color.id} className="relative flex min-w-0 justify-center">
              <input
                type="radio"
                name={name}
                value={color.id}
                checked={isChecked}
                onChange={() => onChange(color.id)}
                aria-label={t('auth.editProfile.colorName', { color: color.id })}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                style={{ backgroundColor: color.hex }}
                className={cn(
                  'inline-flex aspect-square w-full max-w-10 cursor-pointer items-center justify-center rounded-full border border-white/10 transition sm:size-10',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-ink-850',
                  isChecked
                    ? 'scale-105 ring-2 ring-white ring-offset-2 ring-offset-ink-850'
                    : 'hover:scale-105',
                )}
              >
                {isChecked ? (
                  <Check
                    className={cn(
                      'size-4.5',
                      color.id === 'yellow' ||
                        color.id === 'cyan' ||
                        color.id === 'accent-green' ||
                        color.id === 'green'
                        ? 'text-ink-900'
                        : 'text-white',
                    )}
                    strokeWidth={3}
                  />
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
