import type { TChatMode, TSeatPolicy, TTopic } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { chatKeys } from '../api/query-keys';
import { removeGuest, updateChatMode, updateSeatPolicy } from '../api/topics';
import { chatErrorMessage } from '../lib/chat-errors';
import type { useInterlocutorSearch } from './use-interlocutor-search';
import type { useMessageLog } from './use-message-log';

interface OwnerActionsOptions {
  topicId: number;
  setTopic: (update: (topic: TTopic | null) => TTopic | null) => void;
  log: ReturnType<typeof useMessageLog>;
  search: ReturnType<typeof useInterlocutorSearch>;
  /** Reads what was missed (the server's system lines of a seat change). */
  catchUp: () => Promise<void>;
  closeSheet: () => void;
  /** Asks the owner what of the conversation to share before a person is searched. */
  offerHandoff: () => void;
}

/** What a topic's owner changes from the sidebar: the guest, the seat policy, the chat mode. */
export function useOwnerActions(options: OwnerActionsOptions) {
  const { topicId, setTopic, log, search, catchUp, closeSheet, offerHandoff } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  /** Shows the topic a change answers, then runs `after`; a failed change is a toast. */
  const changeTopic = async (change: () => Promise<TTopic>, after: () => void) => {
    try {
      const updated = await change();
      setTopic(() => updated);
      after();
    } catch (error) {
      toast.error(chatErrorMessage(error));
    }
  };

  const removeTheGuest = () => {
    closeSheet();
    confirm({
      title: t('chat.room.removeTitle'),
      message: t('chat.room.removeMessage'),
      confirmLabel: t('chat.room.removeConfirm'),
      tone: 'danger',
      onConfirm: () =>
        changeTopic(
          () => removeGuest(topicId),
          () => {
            toast.success(t('chat.success.guestRemoved'));
            void catchUp();
            // The search ended with the removal: read it quietly (no "Your interlocutor left").
            void search.refresh().catch(() => undefined);
          },
        ),
    });
  };

  const saveSeatPolicy = (policy: TSeatPolicy) =>
    changeTopic(
      () => updateSeatPolicy(topicId, policy),
      () => {
        toast.success(t('chat.success.seatPolicySaved'));
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      },
    );

  const saveMode = (mode: TChatMode) =>
    changeTopic(
      () => updateChatMode(topicId, mode),
      () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
    );

  /**
   * ai works at once: it ends a running search, else saves the mode. human first asks the
   * owner what of the conversation to share (when they told the companion anything); the
   * search for a person starts only with that choice, so no interlocutor sees the request
   * before. The AI keeps answering while the search runs.
   */
  const changeMode = (mode: TChatMode) => {
    closeSheet();
    if (mode === 'ai') {
      if (search.isSearching) {
        search.cancel().catch((error: unknown) => toast.error(chatErrorMessage(error)));
      } else {
        void saveMode('ai');
      }
      return;
    }
    if (log.messages.some((message) => message.is_mine)) {
      offerHandoff();
      return;
    }
    search.start().catch((error: unknown) => toast.error(chatErrorMessage(error)));
  };

  return {
    removeTheGuest,
    saveSeatPolicy: (policy: TSeatPolicy) => void saveSeatPolicy(policy),
    changeMode,
  };
}
