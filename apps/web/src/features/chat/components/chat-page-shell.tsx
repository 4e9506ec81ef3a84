import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

/** The scrollable page frame of the rooms and topics lists: heading, a side panel, the content. */
export function ChatPageShell({
  title,
  subtitle,
  heading,
  actions,
  aside,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Replaces the plain title (e.g. with a back arrow). */
  heading?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-8 lg:py-10">
        {aside ? (
          <div className="lg:sticky lg:top-0 lg:w-72 lg:shrink-0 lg:self-start">{aside}</div>
        ) : null}
        <section className="min-w-0 flex-1">
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              {heading ?? (
                <h1 className="font-display text-2xl font-extrabold text-white sm:text-3xl">
                  {title}
                </h1>
              )}
              {subtitle ? (
                <p className="mt-1.5 text-sm text-ink-300 sm:text-base">{subtitle}</p>
              ) : null}
            </div>
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </div>
          {children}
        </section>
      </div>
    </div>
  );
}
