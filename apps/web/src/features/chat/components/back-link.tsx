import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** An arrow back up the chat's pages (room, rooms), named for screen readers and on hover. */
export function BackLink({
  to,
  label,
  isOutlined = false,
}: {
  to: string;
  label: string;
  /** A border round it, where it stands on the page and not in a bar. */
  isOutlined?: boolean;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={
        isOutlined
          ? 'inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-ink-700 text-ink-200 transition hover:bg-ink-750 hover:text-white'
          : 'inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-200 transition hover:bg-ink-750 hover:text-white'
      }
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
    </Link>
  );
}
