import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../../lib/cn';

/**
 * A home page card's icon on a rounded tile tinted with the card's colour; `isLarge` for the
 * Why cards. `className` says how the tile shows (`inline-flex`, or only from `sm` on).
 */
export function ColorIconTile({
  icon: Icon,
  color,
  isLarge = false,
  className,
}: {
  icon: LucideIcon;
  color: string;
  isLarge?: boolean;
  className: string;
}) {
  return (
    <span
      className={cn(
        'items-center justify-center rounded-2xl',
        isLarge ? 'size-12' : 'size-11',
        className,
      )}
      style={{ background: `${color}${isLarge ? '1f' : '24'}`, color }}
    >
      <Icon className={isLarge ? 'size-6' : 'size-5.5'} aria-hidden="true" />
    </span>
  );
}
