import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A group of choices (radios, swatches) under one legend, with the group's error below it.
 * `isLegendHidden`: the legend is read out but not shown, for when a panel's title shows it.
 */
export function ChoiceFieldset({
  legend,
  isLegendHidden = false,
  error,
  disabled,
  children,
}: {
  legend: ReactNode;
  isLegendHidden?: boolean;
  /** Already translated: callers differ in whether their message is a catalogue key. */
  error?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className={isLegendHidden ? 'sr-only' : 'mb-1.5 text-sm font-medium text-ink-200'}>
        {legend}
      </legend>
      {children}
      {error ? (
        <p role="alert" className="text-fine font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The border and fill of one choice tile, so every picker marks the chosen one alike. */
export function choiceTileClassName(isChecked: boolean): string {
  return isChecked
    ? 'border-accent bg-accent-soft'
    : 'border-ink-600 bg-ink-800 hover:border-ink-400';
}

/**
 * A native radio in a tile that is its label, marked like every other chosen tile.
 * `className` lays the tile out; the border and fill follow `isChecked`.
 */
export function RadioTile({
  name,
  value,
  isChecked,
  onSelect,
  className,
  inputClassName,
  children,
}: {
  name: string;
  value: string;
  isChecked: boolean;
  onSelect: () => void;
  className: string;
  inputClassName?: string;
  children: ReactNode;
}) {
  return (
    <label className={cn(className, choiceTileClassName(isChecked))}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={isChecked}
        onChange={onSelect}
        className={inputClassName}
      />
      {children}
    </label>
  );
}
