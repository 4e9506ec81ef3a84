import { avatarColors } from './constants';
import { pointsToCenti } from './points';

/**
 * Chat's shared vocabulary: modes, looks, seat policies, who wrote a message, why a seat or a
 * send is refused or free, the stable error codes the client matches, and what a message costs.
 * The schemas are by sub-area: `chat-topics.ts`, `chat-messages.ts`, `chat-reports.ts`,
 * `chat-realtime.ts`.
 */

export const chatModes = ['ai', 'human'] as const;
export type TChatMode = (typeof chatModes)[number];

/** Text looks a channel user may pick; `underline` exists for display only (spec §3). */
export const selectableTextLooks = ['normal', 'bold', 'italic'] as const;
export const textLooks = [...selectableTextLooks, 'underline'] as const;
export type TTextLook = (typeof textLooks)[number];

/** Topic name colours for channel users: the avatar palette minus the near-black `primary`. */
export const topicColors = avatarColors.filter((color) => color.id !== 'primary');
export const topicColorHexes = topicColors.map((color) => color.hex);

export const reportTypes = ['topic', 'user'] as const;
export type TReportType = (typeof reportTypes)[number];

/** Why a topic or a person is reported; `other` needs the reporter's own words (`details`). */
export const reportReasons = [
  'spam',
  'harassment',
  'self_harm',
  'danger_to_others',
  'other',
] as const;
export type TReportReason = (typeof reportReasons)[number];

/**
 * Who may take a topic's guest seat, as its owner chose: `anyone` (the spec's join and random
 * chat), `interlocutors` (approved interlocutors only), `nobody` (the owner and the companion).
 */
export const seatPolicies = ['anyone', 'interlocutors', 'nobody'] as const;
export type TSeatPolicy = (typeof seatPolicies)[number];

/** Stable machine-readable reasons of chat failures (the `code` of the error envelope). */
export const chatErrorCodes = {
  topicNotFound: 'TOPIC_NOT_FOUND',
  topicClosed: 'TOPIC_CLOSED',
  topicFull: 'TOPIC_FULL',
  alreadyParticipant: 'ALREADY_PARTICIPANT',
  alreadyLeft: 'ALREADY_LEFT',
  activeChatLimit: 'ACTIVE_CHAT_LIMIT',
  noFreeTopics: 'NO_FREE_TOPICS',
  notParticipant: 'NOT_PARTICIPANT',
  notOwner: 'NOT_OWNER',
  guestPresent: 'GUEST_PRESENT',
  insufficientPoints: 'INSUFFICIENT_POINTS',
  roomNotFound: 'ROOM_NOT_FOUND',
  alreadyReported: 'ALREADY_REPORTED',
  nobodyToReport: 'NOBODY_TO_REPORT',
  ownTopic: 'OWN_TOPIC',
  termsNotAccepted: 'TERMS_NOT_ACCEPTED',
  /** The seat is not open to the caller (the owner's seat policy, a removal or a block). */
  seatClosed: 'SEAT_CLOSED',
  /** The owner removed the caller from this topic's seat. */
  removedFromTopic: 'REMOVED_FROM_TOPIC',
  /** Nobody holds the guest seat (nothing to remove). */
  noGuest: 'NO_GUEST',
  /** The same text a third time in a row within the window (house rule: no spam). */
  repeatedMessage: 'REPEATED_MESSAGE',
} as const;
export type TChatErrorCode = (typeof chatErrorCodes)[keyof typeof chatErrorCodes];

/** Characters as the user sees them (code points), the unit messages are paid in. */
export function countSymbols(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Hundredths of a point a message costs: `message_symbol_cost` × characters of the trimmed text. */
export function messageCostCenti(content: string, symbolCostPoints: number): number {
  return countSymbols(content.trim()) * pointsToCenti(symbolCostPoints);
}

/** What wrote a message: a person (owner or walk-in guest), an approved interlocutor, the AI, the service. */
export const senderKinds = ['user', 'interlocutor', 'ai', 'system'] as const;
export type TSenderKind = (typeof senderKinds)[number];
/** Who the caller talks to in a topic. */
export const companionKinds = ['ai', 'interlocutor', 'guest', 'owner'] as const;
export type TCompanionKind = (typeof companionKinds)[number];

/** Why a visitor may not take a topic's seat (see `join_refusal`). */
export const joinRefusals = [
  'full',
  'closed',
  'interlocutorsOnly',
  'removed',
  'blocked',
  'safeMode',
] as const;
export type TJoinRefusal = (typeof joinRefusals)[number];

/** Why a sender's messages are free (see `free_sends`). */
export const freeSendReasons = ['safe_mode', 'interlocutor'] as const;
export type TFreeSendReason = (typeof freeSendReasons)[number];
