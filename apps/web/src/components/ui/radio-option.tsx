import type { ComponentProps } from 'react';

/**
 * One choice of a `role="radiogroup"`: a button that says whether it is the chosen one and
 * calls `onSelect` when picked. Its look is the caller's (`className`).
 */
export function RadioOption({
  isChecked,
  onSelect,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'role' | 'onClick' | 'onSelect'> & {
  isChecked: boolean;
  onSelect: () => void;
}) {
  return (
    <button {...props} type="button" role="radio" aria-checked={isChecked} onClick={onSelect} />
  );
}
