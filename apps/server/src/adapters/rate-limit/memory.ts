import type { RateLimitStore } from './types';

/** Counters in this process; fine for one instance (the embedded default). */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    async hit(key, windowMs, amount = 1) {
      const now = Date.now();
      const current = windows.get(key);
      const window =
        current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      window.count += amount;
      windows.set(key, window);
      return { count: window.count, resetAt: window.resetAt };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
