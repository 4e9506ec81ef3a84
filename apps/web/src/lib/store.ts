import { useSyncExternalStore } from 'react';

/** A tiny observable value for client state that is not server data. */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A store whose first value is read on first use rather than when its module is evaluated:
 * for values read from cookies or localStorage, whose first access in a page is a
 * synchronous call to the browser process (kept out of the scripts' evaluation, the
 * longest task of a first visit;
 * docs/decisions/290-no-synchronous-browser-call-inside-a-task-with-other-work.md).
 * Subscribing does not read: a module may subscribe while it is evaluated.
 */
export function createLazyStore<T>(read: () => T): Store<T> {
  let value: { current: T } | undefined;
  const listeners = new Set<() => void>();
  const get = () => (value ??= { current: read() }).current;
  return {
    get,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      if (value && Object.is(resolved, value.current)) return;
      value = { current: resolved };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to a store. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
