import { useSyncExternalStore } from 'react';

/**
 * Tailwind's breakpoints (`md:`, `lg:`), for parts that are hidden below one: rendering them
 * only where they show saves a phone's first render the work (
 * docs/decisions/291-a-phone-renders-what-it-shows.md).
 */
export const breakpoints = { md: '(min-width: 48rem)', lg: '(min-width: 64rem)' } as const;

/** Whether the viewport matches `query`; re-renders when that changes (a resize, a rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
