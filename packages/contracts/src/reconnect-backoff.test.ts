import { describe, expect, it } from 'vitest';
import { reconnectBackoff, reconnectDelayMs } from './reconnect-backoff';

describe('reconnectDelayMs', () => {
  it('waits about a second first, then doubles, and never past the cap', () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(1_000);
    expect(reconnectDelayMs(1, 0.5)).toBe(2_000);
    expect(reconnectDelayMs(4, 0.5)).toBe(16_000);
    expect(reconnectDelayMs(10, 0.5)).toBe(reconnectBackoff.maxMs);
    expect(reconnectDelayMs(10, 0.999)).toBeLessThanOrEqual(reconnectBackoff.maxMs * 1.25);
  });

  it('spreads clients over the window by their own random draw', () => {
    const draws = [0, 0.25, 0.5, 0.75, 0.999].map((random) => reconnectDelayMs(2, random));
    expect(new Set(draws).size).toBe(draws.length);
    expect(Math.min(...draws)).toBeGreaterThan(0);
    expect(Math.max(...draws) - Math.min(...draws)).toBeGreaterThanOrEqual(1_900);
  });
});
