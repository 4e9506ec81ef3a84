import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedLoader } from './ttl-cache';

describe('cachedLoader', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load, and answers the loaded value at once while it is fresh', async () => {
    vi.useFakeTimers({ now: 0 });
    const load = vi.fn(async () => 'value');
    const cache = cachedLoader(load, 1_000);
    expect(cache.current()).toBeUndefined();
    const [first, second] = await Promise.all([cache.get(), cache.get()]);
    expect([first, second]).toEqual(['value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.current()).toBe('value');
    vi.setSystemTime(1_001);
    expect(cache.current()).toBeUndefined();
  });

  it('has no current value while a load runs, after a failed load, or once invalidated', async () => {
    let fail = true;
    const cache = cachedLoader(async () => {
      if (fail) throw new Error('down');
      return 42;
    }, 60_000);
    await expect(cache.get()).rejects.toThrow('down');
    expect(cache.current()).toBeUndefined();
    fail = false;
    const loading = cache.get();
    expect(cache.current()).toBeUndefined();
    await expect(loading).resolves.toBe(42);
    expect(cache.current()).toBe(42);
    cache.invalidate();
    expect(cache.current()).toBeUndefined();
  });

  it('keeps a newer load when an older one it replaced ends', async () => {
    let resolveOld: (value: string) => void = () => undefined;
    let calls = 0;
    const cache = cachedLoader(
      () =>
        (calls += 1) === 1
          ? new Promise<string>((resolve) => (resolveOld = resolve))
          : Promise.resolve('new'),
      60_000,
    );
    const old = cache.get();
    cache.invalidate();
    await expect(cache.get()).resolves.toBe('new');
    resolveOld('old');
    await expect(old).resolves.toBe('old');
    expect(cache.current()).toBe('new');
  });
});
