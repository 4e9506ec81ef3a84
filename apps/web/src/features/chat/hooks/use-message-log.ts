import type { TMessage } from '@parlor/contracts';
import { useCallback, useMemo, useReducer } from 'react';

/**
 * The messages of the open chat: kept by id (a message from the answer, the socket and a
 * poll is shown once), oldest first, plus whether older pages exist.
 */
interface LogState {
  byId: ReadonlyMap<number, TMessage>;
  hasOlder: boolean;
  /** Bumped when older messages were put in front (the list keeps its scroll position). */
  prependCount: number;
}

type LogAction =
  | { type: 'reset'; messages: TMessage[]; hasOlder: boolean }
  | { type: 'merge'; messages: TMessage[] }
  | { type: 'prepend'; messages: TMessage[]; hasOlder: boolean }
  | { type: 'dropTyping' };

/**
 * The companion's reply in progress (`is_typing`) is one entry: a newer one replaces it, and
 * the stored reply with the same id replaces its growing text.
 */
function withMessages(byId: ReadonlyMap<number, TMessage>, messages: TMessage[]) {
  const next = new Map(byId);
  for (const message of messages) {
    if (message.is_typing) {
      for (const [id, existing] of next)
        if (existing.is_typing && id !== message.id) next.delete(id);
    }
    next.set(message.id, message);
  }
  return next;
}

function isKnown(byId: ReadonlyMap<number, TMessage>, message: TMessage) {
  const known = byId.get(message.id);
  return known?.content === message.content && known.is_typing === message.is_typing;
}

function reducer(state: LogState, action: LogAction): LogState {
  switch (action.type) {
    case 'reset':
      return {
        byId: withMessages(new Map(), action.messages),
        hasOlder: action.hasOlder,
        prependCount: 0,
      };
    case 'merge':
      if (action.messages.every((message) => isKnown(state.byId, message))) return state;
      return { ...state, byId: withMessages(state.byId, action.messages) };
    case 'prepend':
      return {
        byId: withMessages(state.byId, action.messages),
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
  });
  const messages = useMemo(
    () => [...state.byId.values()].sort((a, b) => a.id - b.id),
    [state.byId],
  );
  const reset = useCallback(
    (list: TMessage[], hasOlder: boolean) => dispatch({ type: 'reset', messages: list, hasOlder }),
    [],
  );
  const merge = useCallback((list: TMessage[]) => dispatch({ type: 'merge', messages: list }), []);
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
    /** The newest stored message (a reply still being written is caught up on by its id). */
    lastId: messages.findLast((message) => !message.is_typing)?.id,
    firstId: messages[0]?.id,
    reset,
    merge,
    prepend,
    dropTyping,
  };
}
