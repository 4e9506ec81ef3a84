import type { TSeatPolicy, TTopic } from '@parlor/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showsBalance } from '../lib/send-cost';
import { ChatModeSwitch } from './chat-mode-switch';
import {
  BalancePanel,
  ConversationActionsPanel,
  Panel,
  ParticipantsPanel,
  type Presence,
} from './chat-sidebar-panels';
import { SeatPolicyPicker } from './seat-policy-picker';

/** Spec §2: the companion is online with 2 participants or an active (AI) chat, else waiting. */
export function companionPresence(topic: TTopic): Presence {
  if (topic.is_closed) return 'offline';
  if (topic.participants_count >= 2 || topic.chat_mode === 'ai') return 'online';
  return 'waiting';
}

/**
 * The chat page's panel: participants (the owner may remove the person in the seat),
 * balance with Top up (not for the matched interlocutor, whose messages are free), chat mode, who may join (owner), report, leave, and delete the
 * conversation now (the owner) or one's own messages in it (the guest).
 */
export function ChatSidebar({
  topic,
  isSearching = false,
  onShowHelpLines,
  onModeChange,
  onSeatPolicyChange,
  onRemoveGuest,
  onReport,
  onLeave,
  onDeleteConversation,
  extra,
}: {
  topic: TTopic;
  /** The owner's search for a person runs: the switch shows Human (AI cancels it at once). */
  isSearching?: boolean;
  /** Opens the help lines (a crisis card's lines, at any time). */
  onShowHelpLines?: () => void;
  onModeChange: (mode: TTopic['chat_mode']) => void;
  onSeatPolicyChange: (policy: TSeatPolicy) => void;
  onRemoveGuest: () => void;
  onReport: (type: 'topic' | 'user') => void;
  onLeave: () => void;
  /** The owner: close and purge it now; the guest: leave and delete their own messages. */
  onDeleteConversation: () => void;
  /** What the app adds below the chat mode and seat panels (the owner's rating). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const hasGuest = topic.participants_count >= 2;
  return (
    <div className="flex flex-col gap-3">
      <ParticipantsPanel
        topic={topic}
        presence={companionPresence(topic)}
        onRemoveGuest={onRemoveGuest}
      />

      {showsBalance(topic) ? <BalancePanel /> : null}

      {topic.is_owner ? (
        <Panel title={t('chat.room.chatMode')}>
          <ChatModeSwitch
            mode={isSearching ? 'human' : topic.chat_mode}
            isLocked={hasGuest}
            onChange={onModeChange}
          />
        </Panel>
      ) : null}

      {topic.is_owner ? (
        <Panel title={t('chat.seat.title')}>
          <SeatPolicyPicker
            value={topic.seat_policy}
            onChange={onSeatPolicyChange}
            isLegendHidden
          />
        </Panel>
      ) : null}

      {extra}

      <ConversationActionsPanel
        topic={topic}
        onShowHelpLines={onShowHelpLines}
        onReport={onReport}
        onLeave={onLeave}
        onDeleteConversation={onDeleteConversation}
      />
    </div>
  );
}
