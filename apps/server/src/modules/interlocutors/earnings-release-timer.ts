import { isNull, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { interlocutorEarnings } from '../../db/schema';
import { releaseDueEarnings } from './release-earnings';

/** Longest sleep between two looks at the next due time (and the catch-up sweep). */
export const longestReleaseSleepMs = 10 * 60_000;

interface ReleaseTimer {
  timer?: NodeJS.Timeout;
  /** When the armed timer fires (ms since the epoch). */
  wakeAt: number;
  isRunning: boolean;
  /** Woken while a run was under way: run again once it ends. */
  isRerunWanted: boolean;
  isClosed: boolean;
}

/**
 * Releases held earnings at their due time: one timer per app, armed for the earliest
 * `release_at` still held (at most 10 minutes ahead, then it looks again), and woken
 * earlier by `wakeEarningsRelease` when a new earning falls due sooner (hold 0 → at once).
 * The due time lives in the database, so a restart or another instance loses nothing: every
 * instance's timer releases what is due, each earning once (SKIP LOCKED).
 */
const timersOf = new WeakMap<object, ReleaseTimer>();

function timerOf(app: FastifyInstance): ReleaseTimer {
  let state = timersOf.get(app.server);
  if (!state) {
    state = {
      wakeAt: Number.POSITIVE_INFINITY,
      isRunning: false,
      isRerunWanted: false,
      isClosed: false,
    };
    timersOf.set(app.server, state);
  }
  return state;
}

/** The earliest due time of an earning still held, or undefined. */
async function nextReleaseAt(app: FastifyInstance): Promise<Date | undefined> {
  const [row] = await app.db
    .select({ next: min(interlocutorEarnings.releaseAt) })
    .from(interlocutorEarnings)
    .where(isNull(interlocutorEarnings.releasedAt));
  return row?.next ?? undefined;
}

function arm(app: FastifyInstance, at: number): void {
  const state = timerOf(app);
  if (state.isClosed) return;
  const wakeAt = Math.min(at, Date.now() + longestReleaseSleepMs);
  if (state.timer && state.wakeAt <= wakeAt) return;
  if (state.timer) clearTimeout(state.timer);
  state.wakeAt = wakeAt;
  // A little after the due time, so the database's now() has passed it too.
  state.timer = setTimeout(() => void runRelease(app), Math.max(0, wakeAt - Date.now()) + 50);
  state.timer.unref();
}

async function runRelease(app: FastifyInstance): Promise<void> {
  const state = timerOf(app);
  state.timer = undefined;
  state.wakeAt = Number.POSITIVE_INFINITY;
  if (state.isClosed) return;
  if (state.isRunning) {
    state.isRerunWanted = true;
    return;
  }
  state.isRunning = true;
  state.isRerunWanted = false;
  try {
    const released = await releaseDueEarnings(app);
    if (released > 0) app.log.info({ released }, 'released earnings at their due time');
    // More than one batch due: go on at once; else sleep until the next due time.
    const next = released >= 200 ? new Date() : await nextReleaseAt(app);
    arm(app, next ? next.getTime() : Date.now() + longestReleaseSleepMs);
  } catch (error) {
    app.log.error({ err: error }, 'releasing earnings failed');
    arm(app, Date.now() + 60_000);
  } finally {
    state.isRunning = false;
    if (state.isRerunWanted) arm(app, Date.now());
  }
}

/** Starts the release timer (a run at once: what fell due while no server ran). */
export function startEarningsRelease(app: FastifyInstance): void {
  arm(app, Date.now());
}

/** An earning was credited that falls due at `releaseAt`: wake then if that is sooner. */
export function wakeEarningsRelease(app: FastifyInstance, releaseAt: Date): void {
  arm(app, releaseAt.getTime());
}

export function stopEarningsRelease(app: FastifyInstance): void {
  const state = timerOf(app);
  state.isClosed = true;
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
}
