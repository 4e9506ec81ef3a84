import { cn } from '../../../lib/cn';

/** The three bouncing dots of someone writing, in a bubble like an incoming message's. */
export function TypingDots({ className }: { className: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-2xl rounded-bl-md border border-ink-700 bg-ink-800 px-3',
        className,
      )}
    >
      <span className="size-1.5 animate-bounce rounded-full bg-ink-300 [animation-delay:-0.3s]" />
      <span className="size-1.5 animate-bounce rounded-full bg-ink-300 [animation-delay:-0.15s]" />
      <span className="size-1.5 animate-bounce rounded-full bg-ink-300" />
    </span>
  );
}
