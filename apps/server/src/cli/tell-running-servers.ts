import { publishUserChanged } from '../plugins/auth/credential-events';
import { connectRedis } from '../redis';

/**
 * Tells every server on this Redis and REDIS_PREFIX that a user changed (`npm run admin:create`), so none
 * keeps answering with the old role. The account is ready whatever happens here: a failure
 * is a warning, and running servers then see the change within the credential cache's TTL.
 */
export async function tellRunningServers(
  redisUrl: string,
  userId: number,
  keyPrefix: string,
): Promise<void> {
  try {
    const redis = await connectRedis(redisUrl, keyPrefix);
    try {
      await publishUserChanged(redis, userId);
    } finally {
      redis.disconnect();
    }
  } catch (error) {
    console.warn(
      `Running servers were not told (Redis: ${error instanceof Error ? error.message : String(error)}); they show the change within a few seconds.`,
    );
  }
}
