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
  | { type: 'prepend'; messages: TMessage[]; hasOlder: boolean };

function withMessages(byId: ReadonlyMap<number, TMessage>, messages: TMessage[]) {
  const next = new Map(byId);
  for (const message of messages) next.set(message.id, message);
  return next;
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
      if (action.messages.every((message) => state.byId.has(message.id))) return state;
      return { ...state, byId: withMessages(state.byId, action.messages) };
    case 'prepend':
      return {
        byId: withMessages(state.byId, action.messages),
        hasOlder: action.hasOlder,
        prependCount: state.prependCount + 1,
      };
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
  return {
    messages,
    hasOlder: state.hasOlder,
    prependCount: state.prependCount,
    lastId: messages.at(-1)?.id,
    firstId: messages[0]?.id,
    reset,
    merge,
    prepend,
  };
}
