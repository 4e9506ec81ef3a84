import type { TMessage, TTopic, TUserProfile } from '@parlor/contracts';
import { sessionStore } from '../../../lib/storage';

/** The conversation as this tab last showed it, for a start without network. */
export interface SeenConversation {
  topic: TTopic;
  messages: TMessage[];
  /** The user's profile as the page showed it (the balance beside the chat). */
  profile?: TUserProfile;
}

/** How many of the latest messages are kept: one screen and a little more. */
export const seenMessagesKept = 50;

const storageKey = (topicId: number) => `chat_seen:${topicId}`;

/**
 * Keeps the conversation as shown (the topic and its latest messages) in this tab's session
 * storage, like the outbox: a reload without network shows it again, and nothing of it
 * outlives the tab. Typing placeholders are not kept.
 */
export function keepSeenConversation(topicId: number, seen: SeenConversation): void {
  const messages = seen.messages.filter((message) => !message.is_typing).slice(-seenMessagesKept);
  sessionStore.set(storageKey(topicId), JSON.stringify({ ...seen, messages }));
}

/** The conversation this tab last showed, or undefined (none, or unreadable). */
export function seenConversation(topicId: number): SeenConversation | undefined {
  try {
    const saved = JSON.parse(sessionStore.get(storageKey(topicId)) ?? 'null') as unknown;
    if (!saved || typeof saved !== 'object') return undefined;
    const { topic, messages, profile } = saved as Partial<SeenConversation>;
    if (topic?.id !== topicId || !Array.isArray(messages)) return undefined;
    return { topic, messages, profile };
  } catch {
    return undefined;
  }
}

/** Forgets it (the conversation was closed or deleted, or the seat lost). */
export function forgetSeenConversation(topicId: number): void {
  sessionStore.remove(storageKey(topicId));
}
