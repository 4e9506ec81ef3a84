// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStartOverWhenOnline } from './use-start-over-when-online';

function browserSays(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
}

beforeEach(() => {
  vi.useFakeTimers();
  // The middle of the jitter: the waits are 1 s, 2 s, 4 s…
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a conversation that found no network starts over', () => {
  it('when the browser says the network is back', () => {
    browserSays(false);
    const startOver = vi.fn();
    renderHook(() => useStartOverWhenOnline(true, 1, startOver));
    vi.advanceTimersByTime(60_000);
    expect(startOver).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(startOver).toHaveBeenCalledTimes(1);
  });

  it('again after a back-off when the start after `online` still reached no server', () => {
    browserSays(false);
    const startOver = vi.fn();
    const { rerender } = renderHook(
      ({ failedStarts }) => useStartOverWhenOnline(true, failedStarts, startOver),
      { initialProps: { failedStarts: 1 } },
    );
    browserSays(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // That start failed too: no second `online` event comes, the wait re-arms instead.
    rerender({ failedStarts: 2 });
    vi.advanceTimersByTime(1_999);
    expect(startOver).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(startOver).toHaveBeenCalledTimes(2);
    // And once more, later, when that one failed as well.
    rerender({ failedStarts: 3 });
    vi.advanceTimersByTime(4_000);
    expect(startOver).toHaveBeenCalledTimes(3);
  });

  it('not at all once it loaded', () => {
    browserSays(true);
    const startOver = vi.fn();
    renderHook(() => useStartOverWhenOnline(false, 0, startOver));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    vi.advanceTimersByTime(60_000);
    expect(startOver).not.toHaveBeenCalled();
  });
});
