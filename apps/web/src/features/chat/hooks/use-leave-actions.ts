import { chatErrorCodes, type TTopic } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirm, openModal } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { deleteMyMessages, purgeTopic } from '../api/conversation-privacy';
import { chatKeys } from '../api/query-keys';
import { leaveTopic } from '../api/topics';
import { chatErrorMessage, hasCode } from '../lib/chat-errors';

interface LeaveActionsOptions {
  topicId: number;
  topic: TTopic | null;
  exitToRooms: (message?: string) => void;
  closeSheet: () => void;
}

/** Leaving a conversation, and deleting it (the owner) or one's own messages in it (the guest). */
export function useLeaveActions({ topicId, topic, exitToRooms, closeSheet }: LeaveActionsOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const leave = () =>
    confirm({
      title: t('chat.room.leaveTitle'),
      message: topic?.is_owner ? t('chat.room.leaveOwnerMessage') : t('chat.room.leaveMessage'),
      confirmLabel: t('chat.room.leaveConfirm'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          await leaveTopic(topicId);
        } catch (error) {
          // "already leaved" counts as success (spec §8).
          if (!hasCode(error, chatErrorCodes.alreadyLeft)) {
            toast.error(chatErrorMessage(error));
            return;
          }
        }
        toast.success(t('chat.success.left'));
        exitToRooms();
        if (topic?.is_owner) openModal('rateConversation', { topicId });
      },
    });

  /** The owner deletes the whole conversation now; the guest leaves and deletes their own messages. */
  const deleteConversation = () => {
    closeSheet();
    const isOwner = topic?.is_owner ?? false;
    confirm({
      title: isOwner ? t('conversations.purge.title') : t('conversations.deleteMine.title'),
      message: isOwner ? t('conversations.purge.message') : t('conversations.deleteMine.message'),
      confirmLabel: isOwner
        ? t('conversations.purge.confirm')
        : t('conversations.deleteMine.confirm'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          await (isOwner ? purgeTopic(topicId) : deleteMyMessages(topicId));
        } catch (error) {
          toast.error(chatErrorMessage(error));
          return;
        }
        toast.success(isOwner ? t('conversations.purge.done') : t('conversations.deleteMine.done'));
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        exitToRooms();
      },
    });
  };

  return { leave, deleteConversation };
}
