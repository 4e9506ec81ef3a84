import type { TJoinRefusal, TTopic } from '@parlor/contracts';
import { i18n } from '../../../lib/i18n';

/**
 * Why the viewer cannot enter the topic's chat, asked before the house rules are shown: the
 * owner and the guest always enter; a visitor is refused when the topic is full or the seat
 * rule closes it to them (the server's `join_refusal`). Null: they may join.
 */
export function entryRefusalOf(
  topic: Pick<TTopic, 'is_owner' | 'is_guest' | 'join_refusal'>,
): TJoinRefusal | null {
  if (topic.is_owner || topic.is_guest) return null;
  return topic.join_refusal;
}

const refusalKeys = {
  full: 'chat.room.full',
  closed: 'chat.errors.seatClosed',
  interlocutorsOnly: 'chat.errors.seatInterlocutorsOnly',
  removed: 'chat.errors.removedFromTopic',
  blocked: 'chat.errors.seatNotOpen',
  safeMode: 'safety.errors.seatSafeMode',
} as const satisfies Record<TJoinRefusal, string>;

/** The sentence the chat page shows a visitor it refuses. */
export function joinRefusalMessage(refusal: TJoinRefusal): string {
  return i18n.t(refusalKeys[refusal]);
}
