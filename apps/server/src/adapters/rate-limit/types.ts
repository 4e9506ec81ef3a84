/** Fixed-window hit counters, shared by every instance when backed by Redis. */
export interface RateLimitStore {
  /**
   * Counts one hit (or `amount`, e.g. pixels) on `key` and answers the count in the current
   * window and when it ends.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
