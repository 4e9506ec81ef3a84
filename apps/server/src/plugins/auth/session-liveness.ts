import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';

/** How long a browser session lives: at most `maxDays`, and `idleMinutes` without a use. */
export interface SessionPolicy {
  idleMinutes: number;
  maxDays: number;
}

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
}

/** Whether a session is live at `now`: before its end and not idle for too long. */
export function isSessionLive(session: SessionTimes, policy: SessionPolicy, now: number): boolean {
  const idleDeadline = session.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  return session.expiresAt.getTime() > now && idleDeadline > now;
}

/**
 * Marks a live session seen when this lookup is a use (at most one write a minute) and
 * answers until when it stays valid: its end, or the idle limit from its last use.
 */
export async function keepSessionSeen(
  db: Executor,
  tokenHash: string,
  session: SessionTimes,
  policy: SessionPolicy,
  { now, isUse }: { now: number; isUse: boolean },
): Promise<number> {
  let lastSeenAt = session.lastSeenAt.getTime();
  if (isUse && now - lastSeenAt > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
    lastSeenAt = now;
  }
  return Math.min(session.expiresAt.getTime(), lastSeenAt + policy.idleMinutes * 60_000);
}
