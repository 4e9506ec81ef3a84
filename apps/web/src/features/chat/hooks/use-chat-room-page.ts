import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modals';
import { useChatRoom } from './use-chat-room';
import { useChatSend } from './use-chat-send';
import { useChatSync } from './use-chat-sync';
import { useDocumentTitle } from './use-document-title';
import { useInterlocutorSearch } from './use-interlocutor-search';
import { useLeaveActions } from './use-leave-actions';
import { useOwnerActions } from './use-owner-actions';
import { useRoomPanels } from './use-room-panels';

/**
 * Everything the conversation page shows and does: the room's state (useChatRoom), its sync,
 * sending, the owner's search for a person, the panels over the page and the sidebar's actions.
 */
export function useChatRoomPage(topicId: number) {
  const { t } = useTranslation();
  const room = useChatRoom(topicId);
  const { topic, setTopic, phase, log, exitToRooms } = room;
  // The owner deleted the conversation now: shown closed and empty, nothing more to sync.
  const [isPurged, setIsPurged] = useState(false);
  // Declared before the outbox that it feeds (see onOwnMessage below).
  const noteEchoRef = useRef<(key: string | null) => void>(() => undefined);
  const sync = useChatSync({
    topicId,
    // Offline the page shows its last copy; the sync starts once the page has loaded again.
    isReady: phase === 'ready' && !isPurged && !room.isOffline,
    log,
    setTopic,
    exitToRooms,
    onOwnMessage: (message) => noteEchoRef.current(message.client_key),
    onPurged: () => setIsPurged(true),
    // The owner is asked to rate the conversation (the modal shows only when it may be rated).
    onSeatFreed: () => {
      if (topic?.is_owner) openModal('rateConversation', { topicId });
    },
  });
  const panels = useRoomPanels();
  const search = useInterlocutorSearch(topicId, topic?.is_owner ?? false);
  useDocumentTitle(topic?.title ?? t('chat.rooms.title'));
  const sending = useChatSend({
    topicId,
    topic,
    isEnabled: phase === 'ready',
    log,
    exitToRooms,
    noteEchoRef,
  });
  const owner = useOwnerActions({
    topicId,
    setTopic,
    log,
    search,
    catchUp: sync.catchUp,
    closeSheet: panels.closeSheet,
    offerHandoff: panels.offerHandoff,
  });
  const exits = useLeaveActions({ topicId, topic, exitToRooms, closeSheet: panels.closeSheet });

  return {
    topicId,
    room,
    isPurged,
    typingName: sync.typingName,
    sending,
    search,
    panels,
    /** After "also block": a guest's conversation is over; the owner's seat is free again. */
    onBlocked: () => {
      if (topic?.is_owner) void sync.catchUp();
      else exitToRooms();
    },
    /** Searches for a person again (from the notice that the last search ended). */
    searchAgain: () => owner.changeMode('human'),
    /** The sidebar's handlers, by its prop names. */
    sidebarActions: {
      onShowHelpLines: panels.showHelpLines,
      onModeChange: owner.changeMode,
      onSeatPolicyChange: owner.saveSeatPolicy,
      onRemoveGuest: owner.removeTheGuest,
      onReport: panels.report,
      onLeave: exits.leave,
      onDeleteConversation: exits.deleteConversation,
    },
  };
}

export type ChatRoomPageState = ReturnType<typeof useChatRoomPage>;
