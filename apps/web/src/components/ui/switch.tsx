import { useId, type ReactNode } from 'react';

/**
 * An on/off toggle with a label and an optional description: a native
 * `<button role="switch">` (what Radix's Switch renders, without its runtime in the first
 * visit's cookie banner).
 */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-ink-100">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="mt-0.5 text-xs text-ink-300">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={state}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-ink-600 transition data-[state=checked]:bg-accent disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          data-state={state}
          className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[22px]"
        />
      </button>
    </div>
  );
}
