import { i18n } from '../../../lib/i18n';
import { navigateTo } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { activeChatsQuery } from '../api/topics';
import type { ExistingChat } from './chat-errors';

/**
 * "Open Existing Chat": goes to the chat the limit failure named, found by id, else by its
 * quoted title among the active chats (spec §8), else says it cannot be found.
 */
export async function openExistingChat(existing: ExistingChat): Promise<void> {
  let topicId = existing.topicId;
  if (topicId === undefined && existing.title) {
    try {
      const active = await queryClient.fetchQuery({ ...activeChatsQuery, staleTime: 0 });
      topicId = active.payload.find((topic) => topic.title === existing.title)?.id;
    } catch {
      topicId = undefined;
    }
  }
  if (topicId === undefined) {
    toast.error(i18n.t('chat.create.existingNotFound'));
    return;
  }
  navigateTo(`/topics/${topicId}/chat`);
}
