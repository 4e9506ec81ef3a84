import type { TMessage } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { SenderLabel } from './sender-label';
import { TypingDots } from './typing-dots';

/**
 * The companion's reply while it is being written: `Writing...` with dots until the first
 * words arrive, then the words as they stream in, with a blinking caret.
 */
export function CompanionReplyInProgress({
  message,
  showSender,
}: {
  message: TMessage;
  showSender: boolean;
}) {
  const { t } = useTranslation();
  const hasText = message.content.length > 0;
  return (
    <li
      className="flex flex-col items-start gap-1"
      data-message-id={message.id}
      data-typing="true"
      aria-busy="true"
    >
      {showSender ? <SenderLabel name={message.sender} kind="ai" /> : null}
      {hasText ? (
        <div
          className="max-w-[85%] rounded-2xl rounded-bl-md border border-ink-700 bg-ink-800 px-4 py-2.5 text-body leading-relaxed break-words whitespace-pre-wrap text-ink-100 sm:max-w-[70%]"
          aria-label={t('ai.streaming')}
        >
          {message.content}
          <span
            className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-ink-300"
            aria-hidden="true"
          />
        </div>
      ) : (
        <div className="flex items-center gap-2 text-sm text-ink-300" role="status">
          <TypingDots className="py-2.5" />
          <span>{t('chat.room.writing')}</span>
        </div>
      )}
    </li>
  );
}
