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

/** Where a card's glow sits and its colour; full class names, so that Tailwind finds them. */
const glows = {
  'top-right-accent': '-top-24 -right-16 bg-accent/25',
  'bottom-left-purple': '-bottom-28 -left-20 bg-purple/20',
};

/**
 * A blurred blob of colour in a corner of a card (which is `relative overflow-hidden`):
 * decoration only, hidden from assistive technology and from the pointer.
 */
export function CardGlow({ glow }: { glow: keyof typeof glows }) {
  return (
    <div
      aria-hidden="true"
      className={cn('pointer-events-none absolute size-64 rounded-full blur-3xl', glows[glow])}
    />
  );
}

/** A card's small label with its icon, over the card's main figure or text. */
export function CardLabel({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-ink-300">
      <Icon className="size-4.5 text-accent" aria-hidden="true" />
      {children}
    </p>
  );
}
