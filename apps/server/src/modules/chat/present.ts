import { centiToPoints, type TMessage, type TRoom, type TTopic } from '@parlor/contracts';
import { isMessageKey, translate } from '@parlor/contracts/i18n';
import type { LocalizedText } from '../../db/schema/columns';
import { pickLocalized } from '../../lib/localized';
import { presentAttachments } from './attachments/present-attachments';
import { ownerAlias } from './personas';
import { safeUntilShown } from './safe-mode';
import type { MessageRow, PageMessageRow } from './message-rows';
import type { TopicRow } from './topic-queries';

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

/** Who the viewer talks to in a topic: the AI, an interlocutor, a walk-in guest, or the owner. */
export type CompanionKind = 'ai' | 'interlocutor' | 'guest' | 'owner';

/** What labelling the seat needs of a topic. */
export type SeatTopic = Pick<
  TopicRow,
  'id' | 'userId' | 'guestId' | 'companionName' | 'guestKind' | 'guestName'
>;

/** The neutral label of a person in the seat who is not an approved interlocutor. */
export function guestLabel(lang: string): string {
  return translate(lang, 'chat.room.guestLabel');
}

/**
 * Who the viewer talks to and the name shown for them: for the owner the AI persona while
 * the seat is free, else the person in it (an interlocutor by nickname, anyone else under
 * the neutral label) — a person never under the persona's name; for everyone else the
 * owner, under their alias.
 */
export function companionOf(
  topic: SeatTopic,
  viewer: Viewer,
): { kind: CompanionKind; name: string } {
  if (roleIn(topic, viewer.userId) !== 'owner') {
    return { kind: 'owner', name: ownerAlias(topic.id, topic.companionName) };
  }
  if (topic.guestId === null) return { kind: 'ai', name: topic.companionName };
  if (topic.guestKind === 'interlocutor' && topic.guestName) {
    return { kind: 'interlocutor', name: topic.guestName };
  }
  return { kind: 'guest', name: guestLabel(viewer.lang) };
}

/** The house rules of a topic in the viewer's language, with who writes the replies. */
export function termsText(lang: string, retentionDays: number): string {
  return `${translate(lang, 'chat.terms', { days: retentionDays })} ${translate(lang, 'chat.room.aiDisclosure')}`;
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
 * channel status is active. `canJoin`: the seat is free and open to the viewer (seat-policy.ts).
 */
export function presentTopic(
  topic: TopicRow,
  viewer: Viewer,
  terms: string,
  canJoin: boolean,
): Omit<TTopic, 'join_refusal' | 'free_sends'> {
  const role = roleIn(topic, viewer.userId);
  const companion = companionOf(topic, viewer);
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
    companion_name: companion.name,
    companion_kind: companion.kind,
    safe_until: safeUntilShown(topic),
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
    seat_policy: topic.seatPolicy,
    can_join: canJoin,
  };
}

/**
 * The name a person goes by for the viewer while typing or writing: `Me` for themselves,
 * the owner's alias for the owner, the seat's label (nickname or the neutral label) for the
 * guest.
 */
export function personNameFor(topic: SeatTopic, authorId: number, viewer: Viewer): string {
  if (authorId === viewer.userId) return 'Me';
  if (authorId === topic.userId) return ownerAlias(topic.id, topic.companionName);
  if (topic.guestKind === 'interlocutor' && topic.guestName) return topic.guestName;
  return guestLabel(viewer.lang);
}

/**
 * What a person's message is stored as: the guest seated as an interlocutor writes as
 * `interlocutor` under their nickname (the seat holder at the time); everyone else as `user`.
 */
export function senderOf(
  topic: Pick<TopicRow, 'guestId' | 'guestKind' | 'guestName'>,
  userId: number,
): { senderKind: 'user' | 'interlocutor'; senderName: string | null } {
  if (topic.guestId === userId && topic.guestKind === 'interlocutor' && topic.guestName) {
    return { senderKind: 'interlocutor', senderName: topic.guestName };
  }
  return { senderKind: 'user', senderName: null };
}

/** What presenting a message needs of its topic. */
export type MessageTopic = Pick<
  TopicRow,
  'id' | 'userId' | 'guestId' | 'companionName' | 'guestSinceMessageId'
>;

/**
 * The label of a message, from its row alone (what wrote it and the name it went by then),
 * so a list, a reload and a socket frame always agree: the AI under its persona; a person
 * as `Me`, the owner under their alias, an interlocutor under the nickname they wrote with,
 * any other guest under the neutral label; a system line under no name.
 */
export function senderLabelOf(
  message: Pick<MessageRow, 'senderKind' | 'senderId' | 'senderName'>,
  topic: MessageTopic,
  viewer: Viewer,
): string {
  switch (message.senderKind) {
    case 'system':
      return '';
    case 'ai':
      return message.senderName ?? topic.companionName;
    default:
      if (message.senderId !== null && message.senderId === viewer.userId) return 'Me';
      if (message.senderId !== null && message.senderId === topic.userId) {
        return ownerAlias(topic.id, topic.companionName);
      }
      if (message.senderKind === 'interlocutor' && message.senderName) return message.senderName;
      return guestLabel(viewer.lang);
  }
}

/**
 * A message's text as its reader sees it: a seat line is stored as its message key and read
 * in the reader's language (the chat and the operators' console alike); anything else as
 * written.
 */
export function messageTextFor(
  message: { senderKind: string; content: string },
  lang: string,
): string {
  return message.senderKind === 'system' && isMessageKey(message.content)
    ? translate(lang, message.content)
    : message.content;
}

export function presentMessage(
  message: MessageRow | PageMessageRow,
  topic: MessageTopic,
  viewer: Viewer,
): TMessage {
  const isPerson = message.senderKind === 'user' || message.senderKind === 'interlocutor';
  const isMine = isPerson && message.senderId !== null && message.senderId === viewer.userId;
  return {
    id: message.id,
    topic_id: message.topicId,
    sender: senderLabelOf(message, topic, viewer),
    sender_kind: message.senderKind,
    is_mine: isMine,
    content: messageTextFor(message, viewer.lang),
    created_at:
      typeof message.createdAt === 'string' ? message.createdAt : message.createdAt.toISOString(),
    is_typing: false,
    attachments: presentAttachments(message.id, message.attachments),
    seq: message.seq,
    // Only the sender's own: another person's key is none of the viewer's business.
    client_key: isMine ? message.clientKey : null,
    // What it cost, for its sender only: nobody sees what another person paid.
    receipt: isMine
      ? {
          points: centiToPoints(message.cost),
          listener_points: centiToPoints(message.listenerShare),
        }
      : null,
  };
}
