import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A raised surface for a section of content. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn(
        'rounded-[var(--radius-card)] border border-ink-700/80 bg-ink-850/90 p-5 sm:p-7',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      className={cn('font-display text-lg font-bold text-white sm:text-xl', className)}
      {...props}
    />
  );
}

/**
 * A card's title after its icon (accent-coloured unless `iconClassName` says otherwise); `id`
 * is the title's, which names the card.
 */
export function CardHeading({
  id,
  icon: Icon,
  iconClassName = 'text-accent',
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  iconClassName?: string;
  /** Extra classes of the heading row (its spacing). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <Icon className={cn('size-5', iconClassName)} aria-hidden="true" />
      <CardTitle id={id}>{children}</CardTitle>
    </div>
  );
}
