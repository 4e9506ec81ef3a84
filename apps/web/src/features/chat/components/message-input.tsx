import { centiToPoints, limits, messageCostCenti } from '@parlor/contracts';
import { Coins, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useSettings } from '../../../lib/site-data';
import { AttachFiles } from '../attachments/attach-files';
import type { PendingFile } from '../attachments/send-files';
import { useMessageBox } from '../hooks/use-message-box';

/** The message box's id: dialogs of the chat page give it the focus when they close. */
export const messageBoxId = 'message-box';

/**
 * The message box: Enter sends, Shift+Enter adds a line, the cost of the text shows live
 * (message_symbol_cost × characters; "Free" where the server's cost rule frees the sender's
 * messages: safe mode, or the matched interlocutor's seat). Reads "Chat is full" to someone who cannot join. The
 * image and file buttons open the Send files modal. The text is the topic's draft, kept in
 * session storage until it is sent.
 */
export function MessageInput({
  topicId,
  isFull,
  isFree = false,
  isDisabled,
  onSend,
}: {
  topicId: number;
  isFull: boolean;
  /** Messages cost nothing here (the topic is in safe mode): the preview says so. */
  isFree?: boolean;
  isDisabled: boolean;
  onSend: (text: string, files?: PendingFile[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const canWrite = !isFull && !isDisabled;
  const { text, trimmed, isSending, fieldRef, send, onKeyDown, onTextChange, sendFiles, typing } =
    useMessageBox({ topicId, canWrite, onSend });
  const symbolCost = settings.data?.message_symbol_cost ?? 0;
  const cost = centiToPoints(messageCostCenti(text, symbolCost));

  return (
    <div className="border-t border-ink-700/80 bg-ink-900/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="mx-auto max-w-3xl">
        <div
          className={cn(
            'flex items-end gap-2 rounded-2xl border bg-ink-800 p-2 pl-4 transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent',
            canWrite ? 'border-ink-600' : 'border-ink-700 opacity-70',
          )}
        >
          <textarea
            id={messageBoxId}
            ref={fieldRef}
            rows={1}
            value={text}
            maxLength={limits.messageMax}
            disabled={!canWrite}
            aria-label={t('chat.room.placeholder')}
            placeholder={isFull ? t('chat.room.full') : t('chat.room.placeholder')}
            onChange={(event) => onTextChange(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={typing.stop}
            className="max-h-44 min-h-10 flex-1 resize-none bg-transparent py-2 text-body leading-relaxed text-ink-100 placeholder:text-ink-400 focus:outline-none disabled:cursor-not-allowed"
          />
          <AttachFiles text={text} disabled={!canWrite} isFree={isFree} onSend={sendFiles} />
          <IconButton
            label={t('chat.room.send')}
            onClick={() => void send()}
            disabled={!trimmed || isSending || !canWrite}
            className="size-11 shrink-0 bg-accent-strong text-white hover:bg-accent-strong-hover hover:text-white disabled:bg-ink-700"
          >
            <SendHorizontal className="size-5" aria-hidden="true" />
          </IconButton>
        </div>
        <CostLine isFree={isFree} symbolCost={symbolCost} cost={cost} />
      </div>
    </div>
  );
}

/** Enter's hint and what the text costs now ("Free" where the sender's messages are free). */
function CostLine({
  isFree,
  symbolCost,
  cost,
}: {
  isFree: boolean;
  symbolCost: number;
  cost: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-1.5 flex items-center justify-between gap-3 px-1 text-xs text-ink-400">
      <span className="hidden sm:inline">{t('chat.room.newLine')}</span>
      <span
        className="ml-auto inline-flex items-center gap-1.5 font-medium text-ink-300"
        title={isFree ? undefined : t('chat.room.costHint', { cost: formatNumber(symbolCost) })}
        data-testid="message-cost"
      >
        <Coins className="size-3.5 text-yellow" aria-hidden="true" />
        {isFree ? t('safety.cost.free') : t('chat.room.cost', { cost: formatNumber(cost) })}
      </span>
    </div>
  );
}
