import { sql } from 'drizzle-orm';
import { safetySignalOfText } from '../../adapters/ai/crisis-phrases';
import { topics } from '../../db/schema';

// Safe mode is a state of the topic (`topics.safe_until`) that chat's own seat and cost rules
// read, so it lives here; the safety module moves it and tells the moderators.

/** How long a topic stays in the safety lane after a crisis was detected in it. */
export const safeModeHours = 24;

/** Whether the topic is in the safety lane now. */
export function isInSafeMode(topic: { safeUntil: Date | null }, now = new Date()): boolean {
  return topic.safeUntil !== null && topic.safeUntil > now;
}

/** The same rule in SQL, for the `topics` row in scope (the send, the seat, the offers). */
export const isTopicInSafeModeSql = sql<boolean>`(${topics.safeUntil} is not null and ${topics.safeUntil} > now())`;

/** `safe_until` as answers show it: the end of safe mode while it lasts, else null. */
export function safeUntilShown(topic: { safeUntil: Date | null }): string | null {
  return isInSafeMode(topic) ? topic.safeUntil!.toISOString() : null;
}

/**
 * What a message means for the safety lane, by the built-in detection (no network, so it
 * runs before the message is charged): `crisis` (the topic enters safe mode), `safe` (the
 * person says they are safe: safe mode ends) or nothing.
 */
export function safetySignalOf(text: string): 'crisis' | 'safe' | null {
  return safetySignalOfText(text);
}
