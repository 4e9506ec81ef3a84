import { chatErrorCodes } from '@parlor/contracts';
import { isApiError, isUnverifiedError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** Reading chat failures by their stable `code` (spec §8), never by translated text. */

export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

export function hasCode(error: unknown, code: string): boolean {
  return errorCode(error) === code;
}

/**
 * A refused send that means the caller lost the seat or the topic (403, or a 404 that is not
 * a timeout): the page leaves for the rooms. Unaccepted house rules are not such a loss.
 */
export function isSeatLost(error: unknown): boolean {
  return (
    isApiError(error) &&
    !hasCode(error, chatErrorCodes.termsNotAccepted) &&
    (error.status === 403 || (error.status === 404 && !error.details.isTimeout))
  );
}

/** The text the spec shows for a chat failure; the server's own message otherwise. */
export function chatErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('common.genericError');
  if (error.details.isTimeout) return i18n.t('common.requestTimeout');
  switch (error.code) {
    case chatErrorCodes.noFreeTopics:
      return i18n.t('chat.start.noFree');
    case chatErrorCodes.topicClosed:
      return i18n.t('chat.room.closedByOwner');
    case chatErrorCodes.topicNotFound:
      return i18n.t('chat.room.topicGone');
    case chatErrorCodes.notParticipant:
      return i18n.t('chat.room.noPermission');
    case chatErrorCodes.topicFull:
      return i18n.t('chat.topics.full');
    default:
      return error.message;
  }
}

/** The failure of a topic fetch (spec §8: timeout, 403, 404). */
export function topicFetchErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.details.isTimeout) return i18n.t('common.requestTimeout');
    if (error.status === 403 && !isUnverifiedError(error)) return i18n.t('chat.room.noPermission');
    if (error.status === 404) return i18n.t('chat.room.doesNotExist');
  }
  return chatErrorMessage(error);
}

/** "You already have active chat": which of the user's chats it names. */
export interface ExistingChat {
  message: string;
  topicId: number | undefined;
  title: string | undefined;
}

/**
 * The active-chat limit failure, or undefined for any other. The server names the chat by
 * id in `payload.topic_id`; the quoted title is read as well, as the spec's client does.
 */
export function existingChatOf(error: unknown): ExistingChat | undefined {
  if (!isApiError(error) || error.code !== chatErrorCodes.activeChatLimit) return undefined;
  const payload = error.details.payload as { topic_id?: unknown } | undefined;
  const topicId = typeof payload?.topic_id === 'number' ? payload.topic_id : undefined;
  const title = /["“„«]([^"“”„«»]+)["”“»]/.exec(error.message)?.[1];
  return { message: error.message, topicId, title };
}

/**
 * The server's sentence for a message with files it refused — a file over a limit (422),
 * the user's image budget (429) or a full image queue (503 `IMAGES_BUSY`), each naming its
 * limit or when to try again — or undefined for any other failure.
 */
export function filesRefusalMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.details.isTimeout) return undefined;
  const refused =
    error.status === 422 ||
    error.status === 429 ||
    (error.status === 503 && error.code === 'IMAGES_BUSY');
  return refused ? error.message : undefined;
}
