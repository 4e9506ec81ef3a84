/**
 * Caches the result of an async loader for `ttlMs`; concurrent callers share one load.
 * A failed load is not cached.
 */
export function cachedLoader<T>(load: () => Promise<T>, ttlMs: number) {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return {
    get(): Promise<T> {
      if (!value || Date.now() - loadedAt > ttlMs) {
        loadedAt = Date.now();
        value = load().catch((error: unknown) => {
          value = undefined;
          throw error;
        });
      }
      return value;
    },
    invalidate(): void {
      value = undefined;
    },
  };
}
