import { cn } from '../../lib/cn';

/** An accessible loading spinner; `label` is read by screen readers. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-80"
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A centred spinner filling its area (page and section loading). */
export function LoadingBlock({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex min-h-40 w-full items-center justify-center text-ink-300', className)}>
      <Spinner label={label} className="[&>span:first-child]:size-8" />
    </div>
  );
}
