import type { TMessage } from '@parlor/contracts';
import { MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { OutboxItem } from '../lib/outbox';
import { useNow } from '../../../lib/use-now';
import { MessageBubble } from './message-bubble';
import { OutboxBubble } from './outbox-bubble';
import { TypingDots } from './typing-dots';

/** Pixels from an edge that count as being there. */
const edgePx = 120;

/**
 * The conversation, newest at the bottom, then what I wrote that is not stored yet (the
 * outbox). It follows new messages while the reader is at the bottom, loads older pages when
 * they scroll to the top and keeps them where they were.
 */
export function MessageList({
  messages,
  hasOlder,
  prependCount,
  onLoadOlder,
  typingName,
  outbox,
  onRetry,
  onDiscard,
}: {
  messages: TMessage[];
  hasOlder: boolean;
  prependCount: number;
  onLoadOlder: () => Promise<void>;
  typingName: string | null;
  outbox: readonly OutboxItem[];
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const heightBeforePrepend = useRef<number | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const lastId = messages.at(-1)?.id;
  const lastIsMine = messages.at(-1)?.is_mine ?? false;
  // A reply streaming in grows the last message without changing its id.
  const lastLength = messages.at(-1)?.content.length ?? 0;
  const outboxCount = outbox.length;

  const loadOlder = useCallback(async () => {
    const element = scroller.current;
    if (!element || isLoadingOlder || !hasOlder) return;
    setIsLoadingOlder(true);
    heightBeforePrepend.current = element.scrollHeight - element.scrollTop;
    try {
      await onLoadOlder();
    } catch {
      heightBeforePrepend.current = null;
    } finally {
      setIsLoadingOlder(false);
    }
  }, [hasOlder, isLoadingOlder, onLoadOlder]);

  // Older messages went in front: keep the same message under the reader's eyes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBeforePrepend.current === null) return;
    element.scrollTop = element.scrollHeight - heightBeforePrepend.current;
    heightBeforePrepend.current = null;
  }, [prependCount]);

  // A new message at the end (or the typing line): follow it when at the bottom or when mine.
  // Something put in the outbox is mine.
  const previousOutboxCount = useRef(outboxCount);
  useLayoutEffect(() => {
    const element = scroller.current;
    const isNewInOutbox = outboxCount > previousOutboxCount.current;
    previousOutboxCount.current = outboxCount;
    if (!element) return;
    if (isAtBottom.current || lastIsMine || isNewInOutbox) element.scrollTop = element.scrollHeight;
  }, [lastId, lastIsMine, lastLength, typingName, outboxCount]);

  // The view shrinks when something is pinned below it (the crisis card, a notice): a reader
  // at the bottom stays there, so the card never hides the last message or its time.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isAtBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A short first page may not fill the view: load more until it scrolls.
  useEffect(() => {
    const element = scroller.current;
    if (element && hasOlder && !isLoadingOlder && element.scrollHeight <= element.clientHeight) {
      void loadOlder();
    }
  }, [hasOlder, isLoadingOlder, loadOlder, messages.length]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    isAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < edgePx;
    if (element.scrollTop < edgePx) void loadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-6"
      // A log: screen readers read each new message (and "Writing...") as it comes; the
      // keyboard can scroll it.
      role="log"
      aria-label={t('chat.room.messagesLabel')}
      aria-live="polite"
      aria-relevant="additions text"
      tabIndex={0}
    >
      <div className="mx-auto flex min-h-full max-w-3xl flex-col justify-end gap-3">
        {isLoadingOlder ? (
          <div className="flex justify-center py-2 text-ink-300">
            <Spinner label={t('chat.room.loadingOlder')} />
          </div>
        ) : !hasOlder && messages.length > 0 ? (
          <p className="py-2 text-center text-xs text-ink-400">{t('chat.room.beginning')}</p>
        ) : null}
        {messages.length === 0 && outbox.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 py-10 text-center text-ink-300">
            <MessageCircle className="size-10 text-ink-500" aria-hidden="true" />
            <p>{t('chat.room.empty')}</p>
          </div>
        ) : null}
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => (
            <MessageBubble
              key={message.id}
              message={message}
              now={now}
              showSender={
                index === 0 ||
                messages[index - 1]?.sender !== message.sender ||
                messages[index - 1]?.sender_kind !== message.sender_kind
              }
            />
          ))}
          {outbox.map((item) => (
            <OutboxBubble key={item.key} item={item} onRetry={onRetry} onDiscard={onDiscard} />
          ))}
        </ol>
        {typingName ? (
          <div className="flex items-center gap-2 px-1 text-sm text-ink-300" role="status">
            <span className="font-semibold text-ink-200">{typingName}</span>
            <TypingDots className="py-2" />
            <span>{t('chat.room.writing')}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
