import { centiToPoints } from '@parlor/contracts';
import { AlertCircle, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import type { OutboxItem } from '../lib/outbox';

/**
 * A message of mine the server has not stored yet: "Sending..." with its cost while it
 * waits, or "Not sent" with the reason and Retry / Discard once it failed for good.
 */
export function OutboxBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
}) {
  const { t } = useTranslation();
  const isFailed = item.state === 'failed';
  const cost =
    item.costCenti === 0
      ? t('safety.cost.free')
      : t('chat.room.cost', { cost: formatNumber(centiToPoints(item.costCenti)) });
  return (
    <li className="flex flex-col items-end gap-1" data-outbox-state={item.state}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl rounded-br-md px-4 py-2.5 text-body leading-relaxed break-words whitespace-pre-wrap sm:max-w-[70%]',
          isFailed
            ? 'border border-danger/60 bg-danger/10 text-ink-100'
            : 'bg-accent/55 text-white/90',
        )}
      >
        {item.text}
      </div>
      {isFailed ? (
        <div className="flex max-w-[85%] flex-col items-end gap-0.5 px-1 text-xs sm:max-w-[70%]">
          <p className="text-right text-ink-300" role="alert">
            <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-danger">
              <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
              {t('chat.room.notSent')}
            </span>
            {item.error ? <> — {item.error}</> : null}
          </p>
          <span className="inline-flex gap-1">
            <button
              type="button"
              onClick={() => onRetry(item.key)}
              className="rounded-lg px-2 py-1 font-semibold text-accent-hover hover:bg-ink-750"
            >
              {t('chat.room.retry')}
            </button>
            <button
              type="button"
              onClick={() => onDiscard(item.key)}
              className="rounded-lg px-2 py-1 font-semibold text-ink-300 hover:bg-ink-750 hover:text-ink-100"
            >
              {t('chat.room.discard')}
            </button>
          </span>
        </div>
      ) : (
        <span className="inline-flex items-center gap-1 px-1 text-2xs text-ink-400">
          <Clock className="size-3 shrink-0" aria-hidden="true" />
          {t('chat.room.sending')} · {cost}
        </span>
      )}
    </li>
  );
}
