import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A page's main heading (the `h1`) in the large display style of the app's own pages. */
export function PageTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h1 className={cn('font-display text-3xl font-extrabold text-white sm:text-4xl', className)}>
      {children}
    </h1>
  );
}
