/**
 * Caches the result of an async loader for `ttlMs`; concurrent callers share one load.
 * A failed load is not cached.
 */
export function cachedLoader<T>(load: () => Promise<T>, ttlMs: number) {
  let value: Promise<T> | undefined;
  /** What `value` resolved to, once it has. */
  let settled: { value: T } | undefined;
  let loadedAt = 0;
  const isFresh = () => value !== undefined && Date.now() - loadedAt <= ttlMs;
  return {
    get(): Promise<T> {
      if (value && isFresh()) return value;
      loadedAt = Date.now();
      settled = undefined;
      const loading: Promise<T> = load().then(
        (loaded) => {
          if (value === loading) settled = { value: loaded };
          return loaded;
        },
        (error: unknown) => {
          if (value === loading) value = undefined;
          throw error;
        },
      );
      value = loading;
      return loading;
    },
    /** The value `get` would answer, when it is loaded and fresh: no promise to wait for. */
    current(): T | undefined {
      return isFresh() ? settled?.value : undefined;
    },
    invalidate(): void {
      value = undefined;
      settled = undefined;
    },
  };
}
