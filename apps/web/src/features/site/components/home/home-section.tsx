import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import { SectionHeading } from './section-heading';

/**
 * A home page section below the fold: centred at `width`, named by its heading (`titleId`),
 * with the title and intro over the section's content.
 */
export function HomeSection({
  titleId,
  title,
  intro,
  width = 'max-w-7xl',
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  width?: 'max-w-7xl' | 'max-w-3xl';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('mx-auto px-4 py-16 sm:px-6 sm:py-20 below-the-fold', width)}
    >
      <SectionHeading id={titleId} title={title} intro={intro} />
      {children}
    </section>
  );
}
