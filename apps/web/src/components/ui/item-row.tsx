import type { ReactNode } from 'react';

/**
 * How a row stands out: `filled` in a settings card's list (tokens, devices), `outlined` as
 * a work item with a heavier title (the interlocutor console's requests and chats).
 */
const looks = {
  filled: {
    row: 'flex items-center justify-between gap-3 rounded-2xl bg-ink-800/80 px-4 py-3',
    name: 'truncate text-body font-medium text-ink-100',
    details: 'text-xs text-ink-400',
  },
  outlined: {
    row: 'flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-800/60 p-4',
    name: 'truncate font-semibold text-white',
    details: 'text-xs text-ink-300',
  },
};

/**
 * One entry of a list the user manages (a token, a device, a request): its name, a line of
 * details under it, and the action on it at the end.
 */
export function ItemRow({
  name,
  details,
  action,
  look = 'filled',
}: {
  name: ReactNode;
  details: ReactNode;
  action: ReactNode;
  look?: keyof typeof looks;
}) {
  const classes = looks[look];
  return (
    <li className={classes.row}>
      <div className="min-w-0">
        <p className={classes.name}>{name}</p>
        <p className={classes.details}>{details}</p>
      </div>
      {action}
    </li>
  );
}
