import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Shown when a list has nothing in it. */
export function EmptyState({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-ink-600 px-6 py-10 text-center',
        className,
      )}
    >
      <Inbox className="size-8 text-ink-400" aria-hidden="true" />
      <p className="font-medium text-ink-200">{title}</p>
      {children}
    </div>
  );
}

/** A failure with what the user can do about it. */
export function ErrorBox({
  message,
  children,
  className,
}: {
  message: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-danger/40 bg-danger/10 px-5 py-4',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
        <p className="text-sm font-medium text-ink-100">{message}</p>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
