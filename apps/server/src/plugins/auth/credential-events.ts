import type { FastifyInstance } from 'fastify';
import { userChannel } from '../../modules/chat/realtime/channels';

/**
 * Internal bus event on a user's channel: some of the user's sessions or bearer tokens
 * ended (sign-out, password change or reset). Each open socket of the user checks its own
 * credential at once and closes when it is gone. Sockets never forward it to browsers.
 */
export const credentialsChangedEvent = { type: 'credentials_changed' } as const;

export function isCredentialsChangedEvent(event: unknown): boolean {
  return (
    typeof event === 'object' &&
    event !== null &&
    (event as { type?: unknown }).type === credentialsChangedEvent.type
  );
}

/**
 * Publishes `credentials_changed` to the user's channel (every instance when on Redis).
 * Call it after the deletion is committed; a bus failure is logged and never fails the
 * call (sockets also re-check their credential every few minutes).
 */
export async function announceCredentialsChanged(
  app: FastifyInstance,
  userId: number,
): Promise<void> {
  try {
    await app.bus.publish(userChannel(userId), credentialsChangedEvent);
  } catch (error) {
    app.log.error({ err: error }, 'credentials_changed publish failed');
  }
}
