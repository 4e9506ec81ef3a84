import { describe, expect, it, vi } from 'vitest';
import { createLazyStore } from './store';

describe('createLazyStore', () => {
  it('reads its first value on first use, once, and then behaves as a store', () => {
    const read = vi.fn(() => 1);
    const store = createLazyStore(read);
    expect(read).not.toHaveBeenCalled();

    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe(1);
    store.set((current) => current + 1);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not read when subscribed to: a module may subscribe while it is evaluated', () => {
    const read = vi.fn(() => 'EUR');
    const store = createLazyStore(read);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(read).not.toHaveBeenCalled();

    store.set('USD');
    expect(read).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('USD');
  });
});
