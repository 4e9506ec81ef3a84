import { safetySignalOfText } from '../../adapters/ai/crisis-phrases';
import type { Executor } from '../../db/client';
import { chatErrors } from './chat-errors';
import { isApprovedInterlocutor } from './seat-policy';

// Safe mode is a state of the topic (`topics.safe_until`) that chat's own seat and cost rules
// read, so it lives here; the safety module moves it and tells the moderators.

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

/**
 * A topic in safe mode is closed to walk-ins: only an approved interlocutor may take its
 * seat. Throws the 403 with its sentence for anyone else.
 */
export async function assertMayTakeSafeSeat(
  tx: Executor,
  { topic, userId }: { topic: { safeUntil: Date | null }; userId: number },
): Promise<void> {
  if (!isInSafeMode(topic)) return;
  if (!(await isApprovedInterlocutor(tx, userId))) throw chatErrors.seatRefused('safeMode');
}
