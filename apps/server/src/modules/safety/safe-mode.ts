import { safetySignalOfText } from '../../adapters/ai/crisis-phrases';

/** How long a topic stays in the safety lane after a crisis was detected in it. */
export const safeModeHours = 24;

/** Whether the topic is in the safety lane now. */
export function isInSafeMode(topic: { safeUntil: Date | null }, now = new Date()): boolean {
  return topic.safeUntil !== null && topic.safeUntil > now;
}

/**
 * What a message means for the safety lane, by the built-in detection (no network, so it
 * runs before the message is charged): `crisis` (the topic enters safe mode), `safe` (the
 * person says they are safe: safe mode ends) or nothing.
 */
export function safetySignalOf(text: string): 'crisis' | 'safe' | null {
  return safetySignalOfText(text);
}
