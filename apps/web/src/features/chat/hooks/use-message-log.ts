import type { TMessage } from '@parlor/contracts';
import { useCallback, useMemo, useReducer } from 'react';
import { cursorAfterRead, mergeMessages, orderedMessages } from '../lib/message-order';

/**
 * The messages of the open chat: one per id, in the topic's order (lib/message-order.ts),
 * whether older pages exist, and the catch-up cursor (the highest `seq` a server read has
 * returned; socket frames and send answers are shown but never move it).
 */
interface LogState {
  byId: ReadonlyMap<number, TMessage>;
  hasOlder: boolean;
  /** Bumped when older messages were put in front (the list keeps its scroll position). */
  prependCount: number;
  /** Catch up after this `seq`; undefined until a page was read. */
  syncedSeq: number | undefined;
}

type LogAction =
  | { type: 'reset'; messages: TMessage[]; hasOlder: boolean }
  | { type: 'merge'; messages: TMessage[] }
  | { type: 'caughtUp'; messages: TMessage[] }
  | { type: 'prepend'; messages: TMessage[]; hasOlder: boolean }
  | { type: 'dropTyping' };

function reducer(state: LogState, action: LogAction): LogState {
  switch (action.type) {
    case 'reset':
      return {
        byId: mergeMessages(new Map<number, TMessage>(), action.messages),
        hasOlder: action.hasOlder,
        prependCount: 0,
        syncedSeq: cursorAfterRead(undefined, action.messages),
      };
    case 'merge': {
      const byId = mergeMessages(state.byId, action.messages);
      return byId === state.byId ? state : { ...state, byId };
    }
    case 'caughtUp': {
      const byId = mergeMessages(state.byId, action.messages);
      const syncedSeq = cursorAfterRead(state.syncedSeq, action.messages);
      if (byId === state.byId && syncedSeq === state.syncedSeq) return state;
      return { ...state, byId, syncedSeq };
    }
    case 'prepend':
      return {
        ...state,
        byId: mergeMessages(state.byId, action.messages),
        hasOlder: action.hasOlder,
        prependCount: state.prependCount + 1,
      };
    case 'dropTyping': {
      if (![...state.byId.values()].some((message) => message.is_typing)) return state;
      const next = new Map([...state.byId].filter(([, message]) => !message.is_typing));
      return { ...state, byId: next };
    }
  }
}

export function useMessageLog() {
  const [state, dispatch] = useReducer(reducer, {
    byId: new Map(),
    hasOlder: false,
    prependCount: 0,
    syncedSeq: undefined,
  });
  const messages = useMemo(() => orderedMessages(state.byId), [state.byId]);
  const reset = useCallback(
    (list: TMessage[], hasOlder: boolean) => dispatch({ type: 'reset', messages: list, hasOlder }),
    [],
  );
  /** Messages from the socket or a send's answer: shown, the cursor stays. */
  const merge = useCallback((list: TMessage[]) => dispatch({ type: 'merge', messages: list }), []);
  /** A catch-up page read from the server: shown, and the cursor moves past it. */
  const caughtUp = useCallback(
    (list: TMessage[]) => dispatch({ type: 'caughtUp', messages: list }),
    [],
  );
  const prepend = useCallback(
    (list: TMessage[], hasOlder: boolean) =>
      dispatch({ type: 'prepend', messages: list, hasOlder }),
    [],
  );
  const dropTyping = useCallback(() => dispatch({ type: 'dropTyping' }), []);
  return {
    messages,
    hasOlder: state.hasOlder,
    prependCount: state.prependCount,
    syncedSeq: state.syncedSeq,
    /** The oldest stored message shown (older pages are read before it). */
    first: messages.find((message) => !message.is_typing),
    reset,
    merge,
    caughtUp,
    prepend,
    dropTyping,
  };
}
