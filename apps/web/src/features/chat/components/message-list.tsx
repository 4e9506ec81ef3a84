import type { TMessage } from '@parlor/contracts';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { OutboxItem } from '../lib/outbox';
import { useNow } from '../../../lib/use-now';
import { useMessageScroll } from '../hooks/use-message-scroll';
import { MessageBubble } from './message-bubble';
import { OutboxBubble } from './outbox-bubble';
import { TypingDots } from './typing-dots';

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
  const { scrollerRef, isLoadingOlder, onScroll } = useMessageScroll({
    messages,
    hasOlder,
    prependCount,
    onLoadOlder,
    typingName,
    outboxCount: outbox.length,
  });

  return (
    <div
      ref={scrollerRef}
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
        <LogStart isLoadingOlder={isLoadingOlder} isBeginning={!hasOlder && messages.length > 0} />
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
        {typingName ? <TypingLine name={typingName} /> : null}
      </div>
    </div>
  );
}

/** The top of the log: older messages loading, or the conversation's beginning. */
function LogStart({
  isLoadingOlder,
  isBeginning,
}: {
  isLoadingOlder: boolean;
  isBeginning: boolean;
}) {
  const { t } = useTranslation();
  return isLoadingOlder ? (
    <div className="flex justify-center py-2 text-ink-300">
      <Spinner label={t('chat.room.loadingOlder')} />
    </div>
  ) : isBeginning ? (
    <p className="py-2 text-center text-xs text-ink-400">{t('chat.room.beginning')}</p>
  ) : null;
}

/** Who is writing now, below the messages. */
function TypingLine({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2 px-1 text-sm text-ink-300" role="status">
      <span className="font-semibold text-ink-200">{name}</span>
      <TypingDots className="py-2" />
      <span>{t('chat.room.writing')}</span>
    </div>
  );
}
