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

/** One row of a console list: a title, a line of details under it, and its action. */
export function ConsoleListItem({
  title,
  details,
  action,
}: {
  title: ReactNode;
  details: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-800/60 p-4">
      <div className="min-w-0">
        <p className="truncate font-semibold text-white">{title}</p>
        <p className="text-xs text-ink-300">{details}</p>
      </div>
      {action}
    </li>
  );
}
