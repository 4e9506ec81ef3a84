import type { TMessage } from '@parlor/contracts';
import { cn } from '../../../lib/cn';
import { MessageAttachments } from '../attachments/message-attachments';
import { formatRelative } from '../lib/format-relative';
import { CompanionReplyInProgress } from './companion-reply-in-progress';
import { ReceiptLine } from './receipt-line';
import { SenderLabel } from './sender-label';

/**
 * One message: mine on the right in the accent colour, the other side's on the left under
 * its name and AI / person mark; a system line (a person joined, left, ...) centred. Mine
 * carry their receipt (what they cost).
 */
export function MessageBubble({
  message,
  now,
  showSender,
}: {
  message: TMessage;
  now: number;
  showSender: boolean;
}) {
  const isMine = message.is_mine;
  if (message.sender_kind === 'system') {
    return (
      <li className="flex justify-center" data-message-id={message.id} data-system-line="true">
        <p className="max-w-[90%] rounded-full border border-ink-700 bg-ink-850 px-3 py-1 text-center text-xs text-ink-300">
          {message.content}
        </p>
      </li>
    );
  }
  if (message.is_typing)
    return <CompanionReplyInProgress message={message} showSender={showSender} />;
  return (
    <li
      className={cn('flex flex-col gap-1', isMine ? 'items-end' : 'items-start')}
      data-message-id={message.id}
    >
      {showSender && !isMine ? (
        <SenderLabel name={message.sender} kind={message.sender_kind} />
      ) : null}
      <MessageAttachments attachments={message.attachments} />
      {message.content || message.attachments.length === 0 ? (
        <div
          className={cn(
            'max-w-[85%] rounded-2xl px-4 py-2.5 text-body leading-relaxed break-words whitespace-pre-wrap sm:max-w-[70%]',
            isMine
              ? 'rounded-br-md bg-accent-strong text-white shadow-[0_10px_30px_-14px_rgb(0_119_255/0.9)]'
              : 'rounded-bl-md border border-ink-700 bg-ink-800 text-ink-100',
          )}
        >
          {message.content}
        </div>
      ) : null}
      <time dateTime={message.created_at} className="px-1 text-2xs text-ink-400">
        {formatRelative(message.created_at, now)}
      </time>
      {isMine && message.receipt ? <ReceiptLine receipt={message.receipt} /> : null}
    </li>
  );
}
