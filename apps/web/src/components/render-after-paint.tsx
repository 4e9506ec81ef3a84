import { useEffect, useState, type ReactNode } from 'react';

let isAppStarting = true;

/**
 * Called on the first navigation after start-up: from then on RenderAfterPaint renders at
 * once, so that a page comes back whole and Back can return to where the reader was.
 */
export function endStartupRendering(): void {
  isAppStarting = false;
}

/**
 * During the app's start-up, renders `children` in a task of its own once the page around
 * it has painted. The first page's render is split this way so that no single task holds
 * the main thread for long: a slow phone paints the first screen sooner and answers a tap
 * in between (Lighthouse's total blocking time). For content below the first screen only,
 * which appears a frame later. After start-up (see endStartupRendering) it renders at once.
 */
export function RenderAfterPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(() => !isAppStarting);
  useEffect(() => {
    if (isShown) return;
    const timer = setTimeout(() => setIsShown(true), 0);
    return () => clearTimeout(timer);
  }, [isShown]);
  return isShown ? children : null;
}
