import type { ReactNode } from 'react';

/**
 * One entry of a list the user manages (a token, a device): its name, a line of details
 * under it, and the action on it at the end.
 */
export function ItemRow({
  name,
  details,
  action,
}: {
  name: ReactNode;
  details: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-2xl bg-ink-800/80 px-4 py-3">
      <div className="min-w-0">
        <p className="truncate text-body font-medium text-ink-100">{name}</p>
        <p className="text-xs text-ink-400">{details}</p>
      </div>
      {action}
    </li>
  );
}
