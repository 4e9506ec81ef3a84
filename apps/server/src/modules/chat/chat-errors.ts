import { centiToPoints, chatErrorCodes, type TJoinRefusal } from '@parlor/contracts';
import { AppError } from '../../lib/app-error';

/**
 * Why the seat is not open to a user (the seat policy's `seatRefusalSql` answers it), each
 * with its sentence. The API's join refusals are these and `full` (a person holds the seat).
 */
export type SeatRefusal = Exclude<TJoinRefusal, 'full'>;

const seatRefusalKeys = {
  closed: 'chat.errors.seatClosed',
  interlocutorsOnly: 'chat.errors.seatInterlocutorsOnly',
  removed: 'chat.errors.removedFromTopic',
  blocked: 'chat.errors.seatNotOpen',
  safeMode: 'safety.errors.seatSafeMode',
} as const satisfies Record<SeatRefusal, string>;

const seatRefusalCodes: Record<SeatRefusal, string> = {
  closed: chatErrorCodes.seatClosed,
  interlocutorsOnly: chatErrorCodes.seatClosed,
  removed: chatErrorCodes.removedFromTopic,
  blocked: chatErrorCodes.seatClosed,
  safeMode: 'SEAT_SAFE_MODE',
};

/**
 * The chat's failures, each with its status, its stable `code` and the spec's text (the
 * English texts contain the phrases the spec's client looks for).
 */
export const chatErrors = {
  topicNotFound: () =>
    AppError.notFound('chat.errors.topicNotFound', { code: chatErrorCodes.topicNotFound }),
  /** 404 with `payload.closed` (spec §8). */
  topicClosed: () =>
    AppError.notFound('chat.errors.topicClosed', {
      code: chatErrorCodes.topicClosed,
      payload: { closed: true },
    }),
  topicFull: () => new AppError(409, 'chat.errors.topicFull', { code: chatErrorCodes.topicFull }),
  alreadyParticipant: (topicId: number) =>
    new AppError(409, 'chat.errors.alreadyParticipate', {
      code: chatErrorCodes.alreadyParticipant,
      payload: { topic_id: topicId },
    }),
  alreadyLeft: () =>
    new AppError(409, 'chat.errors.alreadyLeaved', { code: chatErrorCodes.alreadyLeft }),
  /** Names (and identifies) one of the caller's active chats, so the client can open it. */
  activeChatLimit: (topic: { id: number; title: string }) =>
    new AppError(409, 'chat.errors.activeChatLimit', {
      code: chatErrorCodes.activeChatLimit,
      params: { title: topic.title },
      payload: { topic_id: topic.id },
    }),
  noFreeTopics: () =>
    AppError.notFound('chat.errors.noFreeTopics', { code: chatErrorCodes.noFreeTopics }),
  notParticipant: () =>
    AppError.forbidden('chat.errors.notParticipant', { code: chatErrorCodes.notParticipant }),
  /** 403 until the sender accepted the topic's house rules (`POST /topics/{id}/accept-terms`). */
  termsNotAccepted: () =>
    AppError.forbidden('chat.errors.termsNotAccepted', { code: chatErrorCodes.termsNotAccepted }),
  /** 403: the seat is not open to the caller, with the sentence saying why. */
  seatRefused: (refusal: SeatRefusal) =>
    AppError.forbidden(seatRefusalKeys[refusal], {
      code: seatRefusalCodes[refusal],
    }),
  /** 409: asking for a person in a topic whose owner keeps the seat closed. */
  seatClosedForSearch: () =>
    new AppError(409, 'chat.errors.seatClosedForSearch', { code: chatErrorCodes.seatClosed }),
  /** 403: only the topic's owner manages its seat. */
  notOwnerOfSeat: () =>
    AppError.forbidden('chat.errors.notOwnerOfSeat', { code: chatErrorCodes.notOwner }),
  noGuest: () => new AppError(409, 'chat.errors.noGuest', { code: chatErrorCodes.noGuest }),
  /** 422: the same text a `count`-th time in a row within `seconds` (house rule: no spam). */
  repeatedMessage: (count: number, seconds: number) =>
    new AppError(422, 'chat.errors.repeatedMessage', {
      code: chatErrorCodes.repeatedMessage,
      params: { count, seconds },
    }),
  notOwner: () => AppError.forbidden('chat.errors.notOwner', { code: chatErrorCodes.notOwner }),
  /** 403: only the owner deletes the whole conversation (`POST /topics/purge`). */
  notOwnerOfConversation: () =>
    AppError.forbidden('chat.errors.notOwnerOfConversation', { code: chatErrorCodes.notOwner }),
  /** 403: the owner deletes the whole conversation, not only their messages. */
  ownerDeletesConversation: () =>
    AppError.forbidden('chat.errors.ownerDeletesConversation', { code: chatErrorCodes.notOwner }),
  guestPresent: () =>
    new AppError(409, 'chat.errors.guestPresent', { code: chatErrorCodes.guestPresent }),
  roomNotFound: () =>
    AppError.notFound('chat.errors.roomNotFound', { code: chatErrorCodes.roomNotFound }),
  /** 422 on `room_id`, as the create-topic form shows it. */
  roomRequired: () => {
    const error = AppError.field('room_id', 'chat.validation.roomRequired');
    return new AppError(422, 'chat.validation.roomRequired', {
      fields: error.fields,
      code: chatErrorCodes.roomNotFound,
    });
  },
  notEnoughPointsForTopic: (costCenti: number) =>
    new AppError(422, 'chat.validation.notEnoughPointsForTopic', {
      code: chatErrorCodes.insufficientPoints,
      params: { cost: centiToPoints(costCenti) },
    }),
  notEnoughPointsForMessage: (costCenti: number) =>
    new AppError(422, 'chat.errors.notEnoughPointsForMessage', {
      code: chatErrorCodes.insufficientPoints,
      params: { cost: centiToPoints(costCenti) },
    }),
  /** 422: a topic's owner cannot report their own topic. */
  ownTopic: () => new AppError(422, 'chat.errors.ownTopic', { code: chatErrorCodes.ownTopic }),
  nobodyToReport: () =>
    new AppError(422, 'chat.errors.nobodyToReport', { code: chatErrorCodes.nobodyToReport }),
  alreadyReported: (type: 'topic' | 'user') =>
    new AppError(
      409,
      type === 'topic' ? 'chat.errors.alreadyReportedTopic' : 'chat.errors.alreadyReportedUser',
      { code: chatErrorCodes.alreadyReported },
    ),
};
