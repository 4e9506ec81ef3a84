import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardTitle } from './card';

/**
 * A section of the account page: a card named by its title (with the section's icon) and a
 * line of introduction, then the section's own content.
 */
export function SettingsCard({
  icon: Icon,
  title,
  intro,
  className = 'gap-5',
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  intro: ReactNode;
  /** Spacing between the card's parts (replaces the default `gap-5`). */
  className?: string;
  children: ReactNode;
}) {
  // The title names the card for assistive technology.
  const titleId = useId();
  return (
    <Card className={cn('flex flex-col', className)} aria-labelledby={titleId}>
      <div className="flex flex-col gap-1.5">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-ink-300" />
          {title}
        </CardTitle>
        <p className="text-sm text-ink-300">{intro}</p>
      </div>
      {children}
    </Card>
  );
}
