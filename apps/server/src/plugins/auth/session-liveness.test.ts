import { describe, expect, it } from 'vitest';
import { isSessionLive } from './session-liveness';

const policy = { maxDays: 30, idleMinutes: 120 };
const now = Date.parse('2026-12-07T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000);

describe('isSessionLive: the one rule for a browser session and the one a token rides on', () => {
  it('is live before its end and within the idle limit', () => {
    expect(
      isSessionLive({ lastSeenAt: minutesAgo(119), expiresAt: inMinutes(1) }, policy, now),
    ).toBe(true);
  });

  it('ends at its end, however recently it was used', () => {
    expect(
      isSessionLive({ lastSeenAt: minutesAgo(0), expiresAt: new Date(now) }, policy, now),
    ).toBe(false);
  });

  it('ends when idle for the whole limit', () => {
    expect(
      isSessionLive({ lastSeenAt: minutesAgo(120), expiresAt: inMinutes(60) }, policy, now),
    ).toBe(false);
  });
});
