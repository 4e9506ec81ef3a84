import type { TRealtimeEvent } from '@parlor/contracts';
import { expect, type Page } from '@playwright/test';

/**
 * What a page's chat socket received, to prove that a change reached the page by push and
 * not by a catch-up: a test asserts the frame, then what the page shows, with no time limit
 * standing in for "faster than polling" (a timed assertion fails on a busy machine and
 * proves nothing on an idle one).
 */
const framesOfPage = new WeakMap<Page, TRealtimeEvent[]>();

/** Starts recording `page`'s socket frames; call it before the page opens its socket. */
export function recordSocketFrames(page: Page): void {
  const frames: TRealtimeEvent[] = [];
  framesOfPage.set(page, frames);
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)) as TRealtimeEvent);
      } catch {
        // Not a chat event (the socket only sends JSON; nothing else to record).
      }
    });
  });
}

/** Waits until `page`'s socket received a frame that `matches` (described by `what`). */
export async function expectPushed(
  page: Page,
  what: string,
  matches: (frame: TRealtimeEvent) => boolean,
): Promise<void> {
  const frames = framesOfPage.get(page);
  if (!frames) throw new Error('recordSocketFrames(page) was not called before the page opened');
  // A look reads the recorded frames in memory, so looking often costs nothing; the default
  // intervals (up to 1 s apart) let a frame wait up to a second after it came.
  await expect
    .poll(() => frames.some(matches), { message: `pushed: ${what}`, intervals: [10, 20, 50, 100] })
    .toBe(true);
}

/** A pushed message whose text contains `text`. */
export const messageContaining = (text: string) => (frame: TRealtimeEvent) =>
  frame.type === 'message' && frame.message.content.includes(text);

/** The seat changed: someone `action` (joined, left, removed). */
export const seatChange = (action: 'joined' | 'left' | 'removed') => (frame: TRealtimeEvent) =>
  frame.type === 'participants' && frame.action === action;
