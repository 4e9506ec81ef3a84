import type { ReactNode } from 'react';

/** A console card's list, or the sentence that says it is empty. */
export function ConsoleList({
  isEmpty,
  emptyText,
  children,
}: {
  isEmpty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  return isEmpty ? (
    <p className="mt-4 text-sm text-ink-300">{emptyText}</p>
  ) : (
    <ul className="mt-4 flex flex-col gap-3">{children}</ul>
  );
}
