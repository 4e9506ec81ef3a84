import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { participantIds, publishToUsers } from '../chat/events';
import type { SafetyChange } from '../chat/ports';
import { mailModerators } from './alert-mail';
import {
  clearSafeMode,
  extendSafeMode,
  insertSafetyAlert,
  selectLatestAlertAuthor,
} from './queries';
import { isInSafeMode } from '../chat/safe-mode';

/**
 * In the transaction of the message that spoke of a crisis: the topic is in safe mode for
 * the next 24 hours, and when it was not yet, an alert for the moderators is written.
 */
export async function enterSafeMode(
  tx: Executor,
  { topic, userId }: { topic: { id: number; safeUntil: Date | null }; userId: number | null },
): Promise<SafetyChange> {
  const wasSafe = isInSafeMode(topic);
  const safeUntil = await extendSafeMode(tx, topic.id);
  const alert = wasSafe ? null : await insertSafetyAlert(tx, { topicId: topic.id, userId });
  return { topicId: topic.id, safeUntil, alertId: alert?.id ?? null };
}

/**
 * In the transaction of a message saying "I'm safe now": safe mode ends, when the writer is
 * the person whose words started it (a guest's word cannot end the owner's safe mode).
 */
export async function leaveSafeMode(
  tx: Executor,
  { topic, userId }: { topic: { id: number; safeUntil: Date | null }; userId: number },
): Promise<SafetyChange | null> {
  if (!isInSafeMode(topic)) return null;
  if ((await selectLatestAlertAuthor(tx, topic.id)) !== userId) return null;
  await clearSafeMode(tx, topic.id);
  return { topicId: topic.id, safeUntil: null, alertId: null };
}

/**
 * After the commit: both participants' pages learn the topic's safe mode (the pinned help
 * card and the free cost show or go), and a new alert is mailed to the moderators.
 */
export async function announceSafetyChange(
  app: FastifyInstance,
  topic: { id: number; title: string; userId: number; guestId: number | null },
  change: SafetyChange,
): Promise<void> {
  await publishToUsers(app, participantIds(topic), () => ({
    type: 'safe_mode',
    topic_id: topic.id,
    safe_until: change.safeUntil?.toISOString() ?? null,
  }));
  if (change.alertId !== null) {
    await mailModerators(app, { title: topic.title });
    app.notices.announce({ kind: 'safety_alert', topicId: topic.id });
  }
}
