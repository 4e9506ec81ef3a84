import { useEffect, useState, type ReactNode } from 'react';

let isAppStarting = true;

/** Reveals of the pieces still waiting, in the order they mounted (the page's order). */
const waiting: Array<() => void> = [];
let isRevealing = false;

/**
 * Called on the first navigation after start-up: from then on RenderAfterPaint renders at
 * once, so that a page comes back whole and Back can return to where the reader was.
 */
export function endStartupRendering(): void {
  isAppStarting = false;
  for (const reveal of waiting.splice(0)) reveal();
}

/** How long a visible page waits for a frame at most (a busy machine may draw none for a while). */
const frameWaitLimitMs = 500;

/**
 * Runs `callback` in a task after the browser has rendered a frame: a timer posted from
 * the frame's animation callback runs after that frame's style, layout and paint. A
 * hidden page draws no frames: it goes on at once.
 */
function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden') {
    window.setTimeout(callback, 0);
    return;
  }
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    window.clearTimeout(fallback);
    window.cancelAnimationFrame(frame);
    window.setTimeout(callback, 0);
  };
  const fallback = window.setTimeout(run, frameWaitLimitMs);
  const frame = window.requestAnimationFrame(run);
}

function revealNext(): void {
  const reveal = waiting.shift();
  if (!reveal) {
    isRevealing = false;
    return;
  }
  reveal();
  // The next piece waits for this one's style and layout to be done and painted.
  afterNextPaint(revealNext);
}

/**
 * During the app's start-up, renders `children` in a task of its own once the page around
 * it has painted, one piece per frame in the page's order. The first page's render is split
 * this way so that no single task holds the main thread for long, neither the render nor
 * the style and layout of what it added: a slow phone paints the first screen sooner and
 * answers a tap in between (Lighthouse's total blocking time). For content below the first
 * screen only, which appears a frame later. After start-up (see endStartupRendering) it
 * renders at once.
 */
export function RenderAfterPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(() => !isAppStarting);
  useEffect(() => {
    if (isShown) return;
    let isMounted = true;
    const reveal = () => {
      if (isMounted) setIsShown(true);
    };
    waiting.push(reveal);
    if (!isRevealing) {
      isRevealing = true;
      // Effects run after the frame that painted the content above: reveal in a task now.
      window.setTimeout(revealNext, 0);
    }
    return () => {
      isMounted = false;
      const index = waiting.indexOf(reveal);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [isShown]);
  return isShown ? children : null;
}
