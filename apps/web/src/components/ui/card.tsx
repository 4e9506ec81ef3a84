import type { ComponentProps } from 'react';
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
