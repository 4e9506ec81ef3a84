import type { TMessage } from '@parlor/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Pixels from an edge that count as being there. */
const edgePx = 120;

interface MessageScrollOptions {
  messages: TMessage[];
  hasOlder: boolean;
  prependCount: number;
  onLoadOlder: () => Promise<void>;
  typingName: string | null;
  outboxCount: number;
}

/**
 * The message list's scrolling: it follows new messages while the reader is at the bottom
 * (or when they are mine), loads older pages at the top and keeps the same message in view
 * when they go in front. `scrollerRef` goes on the scrolling element, `onScroll` on its event.
 */
export function useMessageScroll({
  messages,
  hasOlder,
  prependCount,
  onLoadOlder,
  typingName,
  outboxCount,
}: MessageScrollOptions) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const heightBeforePrepend = useRef<number | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const lastId = messages.at(-1)?.id;
  const lastIsMine = messages.at(-1)?.is_mine ?? false;
  // A reply streaming in grows the last message without changing its id.
  const lastLength = messages.at(-1)?.content.length ?? 0;

  const loadOlder = useCallback(async () => {
    const element = scrollerRef.current;
    if (!element || isLoadingOlder || !hasOlder) return;
    setIsLoadingOlder(true);
    heightBeforePrepend.current = element.scrollHeight - element.scrollTop;
    try {
      await onLoadOlder();
    } catch {
      heightBeforePrepend.current = null;
    } finally {
      setIsLoadingOlder(false);
    }
  }, [hasOlder, isLoadingOlder, onLoadOlder]);

  // Older messages went in front: keep the same message under the reader's eyes.
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element || heightBeforePrepend.current === null) return;
    element.scrollTop = element.scrollHeight - heightBeforePrepend.current;
    heightBeforePrepend.current = null;
  }, [prependCount]);

  // A new message at the end (or the typing line): follow it when at the bottom or when mine.
  // Something put in the outbox is mine.
  const previousOutboxCount = useRef(outboxCount);
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    const isNewInOutbox = outboxCount > previousOutboxCount.current;
    previousOutboxCount.current = outboxCount;
    if (!element) return;
    if (isAtBottom.current || lastIsMine || isNewInOutbox) element.scrollTop = element.scrollHeight;
  }, [lastId, lastIsMine, lastLength, typingName, outboxCount]);

  // The view shrinks when something is pinned below it (the crisis card, a notice): a reader
  // at the bottom stays there, so the card never hides the last message or its time.
  useEffect(() => {
    const element = scrollerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isAtBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A short first page may not fill the view: load more until it scrolls.
  useEffect(() => {
    const element = scrollerRef.current;
    if (element && hasOlder && !isLoadingOlder && element.scrollHeight <= element.clientHeight) {
      void loadOlder();
    }
  }, [hasOlder, isLoadingOlder, loadOlder, messages.length]);

  const onScroll = () => {
    const element = scrollerRef.current;
    if (!element) return;
    isAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < edgePx;
    if (element.scrollTop < edgePx) void loadOlder();
  };

  return { scrollerRef, isLoadingOlder, onScroll };
}
