import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { redisChannelOf } from '../../adapters/bus/redis';
import { userChannel } from '../../adapters/bus/channels';

/**
 * Internal bus event on a user's channel: some of the user's sessions or bearer tokens
 * ended (sign-out, password change or reset). Each open socket of the user checks its own
 * credential at once and closes when it is gone. Sockets never forward it to browsers.
 */
export const credentialsChangedEvent = { type: 'credentials_changed' } as const;

/**
 * Internal bus channel every instance listens on: `{ userId }` whose signed-in user
 * (credentials, e-mail, verification, role, interlocutor status or block) changed, so each
 * instance forgets the credentials it remembers for that user.
 */
export const userChangedChannel = 'auth:user-changed';

export function isCredentialsChangedEvent(event: unknown): boolean {
  return (
    typeof event === 'object' &&
    event !== null &&
    (event as { type?: unknown }).type === credentialsChangedEvent.type
  );
}

/** The user id of a `userChangedChannel` event, or undefined for anything else. */
export function userIdOfUserChanged(event: unknown): number | undefined {
  const userId =
    typeof event === 'object' && event !== null
      ? (event as { userId?: unknown }).userId
      : undefined;
  return typeof userId === 'number' && Number.isSafeInteger(userId) ? userId : undefined;
}

/**
 * Call after a commit that changed a user (role, verification, block or unblock, password,
 * profile, interlocutor status): this instance forgets the user's remembered credentials at
 * once, every other one through the bus. With Redis down the announcement is a gap in the
 * bus: every instance forgets everything it remembers once Redis answers again (and the
 * cache's TTL bounds the staleness meanwhile).
 */
export async function announceUserChanged(app: FastifyInstance, userId: number): Promise<void> {
  app.credentialCache.forgetUser(userId);
  try {
    await app.bus.publish(userChangedChannel, { userId });
  } catch (error) {
    app.log.error({ err: error }, 'user-changed publish failed');
  }
}

/**
 * The same announcement from a process that is not a server (`npm run admin:create`): every
 * server on this Redis forgets the user's remembered credentials at once, so none keeps
 * answering with the old role. Without Redis a running server sees the change within the
 * credential cache's TTL.
 */
export async function publishUserChanged(redis: Redis, userId: number): Promise<void> {
  // A plain PUBLISH (no bus: it would open a subscriber connection); it throws on failure.
  await redis.publish(redisChannelOf(redis, userChangedChannel), JSON.stringify({ userId }));
}

/**
 * Publishes `credentials_changed` to the user's channel (every instance when on Redis) and
 * forgets the user's remembered credentials everywhere.
 * Call it after the deletion is committed; a bus failure is logged and never fails the
 * call (sockets also re-check their credential every few minutes).
 */
export async function announceCredentialsChanged(
  app: FastifyInstance,
  userId: number,
): Promise<void> {
  await announceUserChanged(app, userId);
  try {
    await app.bus.publish(userChannel(userId), credentialsChangedEvent);
  } catch (error) {
    app.log.error({ err: error }, 'credentials_changed publish failed');
  }
}
