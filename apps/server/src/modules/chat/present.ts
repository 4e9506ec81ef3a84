import type { TMessage, TRoom, TTopic } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { LocalizedText } from '../../db/schema/columns';
import { pickLocalized } from '../../lib/localized';
import { presentAttachments } from './attachments/present-attachments';
import { ownerAlias } from './personas';
import type { MessageRow, TopicRow } from './queries';

/** Who is looking: answers are relative to them (`Me`, their companion's name). */
export interface Viewer {
  userId: number;
  lang: string;
}

export type TopicRole = 'owner' | 'guest' | 'visitor';

export function roleIn(topic: Pick<TopicRow, 'userId' | 'guestId'>, userId: number): TopicRole {
  if (topic.userId === userId) return 'owner';
  if (topic.guestId === userId) return 'guest';
  return 'visitor';
}

/** The name the viewer's companion goes by: the persona for the owner, the owner's alias for others. */
export function companionNameFor(topic: TopicRow, userId: number): string {
  return roleIn(topic, userId) === 'owner'
    ? topic.companionName
    : ownerAlias(topic.id, topic.companionName);
}

/** The house rules of a topic in the viewer's language. */
export function termsText(lang: string, retentionDays: number): string {
  return translate(lang, 'chat.terms', { days: retentionDays });
}

export function presentRoom(
  row: { id: number; title: LocalizedText; topicsCount: number },
  lang: string,
): TRoom {
  return { id: row.id, title: pickLocalized(row.title, lang), topics_count: row.topicsCount };
}

/**
 * A topic for the viewer. Real user ids are shown only to their owners (the viewer's own id
 * in `user_id` or `guest_id`, else null), so nobody can link one person's topics; whether
 * the seat is taken is `participants_count`. The channel style shows while the owner's
 * channel status is active.
 */
export function presentTopic(topic: TopicRow, viewer: Viewer, terms: string): TTopic {
  const role = roleIn(topic, viewer.userId);
  const roomTitle = pickLocalized(topic.roomTitle, viewer.lang);
  const styled = topic.ownerHasChannel;
  return {
    id: topic.id,
    title: topic.title,
    user_id: role === 'owner' ? topic.userId : null,
    guest_id: role === 'guest' ? topic.guestId : null,
    participants_count: topic.guestId === null ? 1 : 2,
    is_closed: topic.isClosed,
    chat_mode: topic.chatMode,
    companion_name: companionNameFor(topic, viewer.userId),
    is_highlighted: styled && topic.isHighlighted,
    highlight_color: styled ? topic.highlightColor : null,
    text_look: styled ? topic.textLook : 'normal',
    color: styled ? topic.color : null,
    room_id: topic.roomId,
    created_at: topic.createdAt.toISOString(),
    updated_at: topic.updatedAt.toISOString(),
    terms,
    room: { id: topic.roomId, title: roomTitle },
    is_owner: role === 'owner',
    is_guest: role === 'guest',
  };
}

/**
 * The name a message's author goes by for the viewer: `Me` for their own, the owner's alias
 * for the owner, the companion's name for the guest and the AI.
 */
export function authorNameFor(
  topic: MessageTopic,
  authorId: number | null,
  viewerId: number,
): string {
  if (authorId !== null && authorId === viewerId) return 'Me';
  if (authorId !== null && authorId === topic.userId)
    return ownerAlias(topic.id, topic.companionName);
  return topic.companionName;
}

/**
 * A message an earlier guest wrote: a person other than the owner who no longer holds the
 * seat, or the current guest before they last sat down. Only the owner sees these (a guest
 * reads what came after their arrival); they must not pass for the current companion.
 */
function isByEarlierGuest(message: MessageRow, topic: MessageTopic): boolean {
  if (message.senderKind !== 'user' || message.senderId === topic.userId) return false;
  if (message.senderId !== topic.guestId) return true;
  return topic.guestSinceMessageId !== null && message.id <= topic.guestSinceMessageId;
}

/** What presenting a message needs of its topic. */
export type MessageTopic = Pick<
  TopicRow,
  'id' | 'userId' | 'guestId' | 'companionName' | 'guestSinceMessageId'
>;

export function presentMessage(message: MessageRow, topic: MessageTopic, viewer: Viewer): TMessage {
  const authorId = message.senderKind === 'user' ? message.senderId : null;
  const isMine = authorId !== null && authorId === viewer.userId;
  const sender =
    !isMine && isByEarlierGuest(message, topic)
      ? translate(viewer.lang, 'chat.room.formerGuest')
      : authorNameFor(topic, authorId, viewer.userId);
  return {
    id: message.id,
    topic_id: message.topicId,
    sender,
    is_mine: isMine,
    content: message.content,
    created_at: message.createdAt.toISOString(),
    is_typing: false,
    attachments: presentAttachments(message.id, message.attachments),
    seq: message.seq,
  };
}
