import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` in a task of its own once the page around it has painted. A long
 * page's first render is split this way so that no single task holds the main thread for
 * long: a slow phone paints the first screen sooner and answers a tap in between (Lighthouse's
 * total blocking time). For content below the first screen only, which appears a frame later.
 */
export function RenderAfterPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return isShown ? children : null;
}
