import type { TTopic } from '@parlor/contracts';
import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/auth';
import { useSettings } from '../../../lib/site-data';
import { toast } from '../../../lib/toast';
import { sendMessage } from '../api/messages';
import { sendFiles, type PendingFile } from '../attachments/send-files';
import { chatErrorMessage, filesRefusalMessage, isSeatLost } from '../lib/chat-errors';
import type { OutboxItem } from '../lib/outbox';
import { sendCostCenti } from '../lib/send-cost';
import type { useMessageLog } from './use-message-log';
import { useOutbox } from './use-outbox';

interface ChatSendOptions {
  topicId: number;
  topic: TTopic | null;
  /** The conversation is ready: the outbox may deliver. */
  isEnabled: boolean;
  log: ReturnType<typeof useMessageLog>;
  exitToRooms: (message?: string) => void;
  /**
   * Set here to the outbox's echo handler; the sync, made before the outbox, calls it when
   * one of the caller's own messages comes back.
   */
  noteEchoRef: RefObject<(key: string | null) => void>;
}

/**
 * Sending in a conversation: a text goes to the outbox (shown as "Sending..." and sent as soon
 * as the connection allows, so Enter offline is never lost); files are sent at once. A refusal
 * that lost the seat or the topic leaves for the rooms, any other says why.
 */
export function useChatSend({
  topicId,
  topic,
  isEnabled,
  log,
  exitToRooms,
  noteEchoRef,
}: ChatSendOptions) {
  const { t } = useTranslation();
  const symbolCost = useSettings().data?.message_symbol_cost ?? 0;

  const onSendRefused = useCallback(
    (error: unknown) => {
      if (isSeatLost(error)) exitToRooms(chatErrorMessage(error));
      else toast.error(isApiError(error) ? chatErrorMessage(error) : t('chat.room.sendFailed'));
    },
    [exitToRooms, t],
  );

  const deliver = useCallback(
    async (item: OutboxItem) => {
      const answer = await sendMessage(topicId, item.text, item.key);
      log.merge([answer.message]);
      setCachedBalance(answer.balance);
    },
    [topicId, log],
  );

  const outbox = useOutbox({
    topicId,
    isEnabled,
    deliver,
    onRefused: onSendRefused,
    refusalMessage: (error) =>
      isApiError(error) ? chatErrorMessage(error) : t('chat.room.sendFailed'),
  });
  useEffect(() => {
    noteEchoRef.current = outbox.noteEcho;
  }, [noteEchoRef, outbox.noteEcho]);
  const shownOutbox = useMemo(() => outbox.items.filter((item) => !item.isEchoed), [outbox.items]);

  const send = useCallback(
    async (text: string, files: PendingFile[] = []) => {
      if (!files.length) {
        outbox.enqueue(text, topic ? sendCostCenti(topic, text, symbolCost) : 0);
        return true;
      }
      try {
        const answer = await sendFiles(topicId, text, files);
        log.merge([answer.message]);
        setCachedBalance(answer.balance);
        return true;
      } catch (error) {
        if (isSeatLost(error)) {
          exitToRooms(chatErrorMessage(error));
        } else {
          // A refused file names its limit, a full budget or queue when to try again;
          // anything else is "Failed to send files."
          toast.error(filesRefusalMessage(error) ?? t('attachments.errors.sendFailed'));
        }
        return false;
      }
    },
    [topicId, log, exitToRooms, t, outbox, symbolCost, topic],
  );

  return { outbox, shownOutbox, send };
}
