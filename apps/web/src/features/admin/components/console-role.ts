import { createContext, useContext } from 'react';

/** The console user's role, so pages hide what a moderator may not do (the server refuses it too). */
export const ConsoleRoleContext = createContext<'admin' | 'moderator'>('moderator');

export function useConsoleRole() {
  return useContext(ConsoleRoleContext);
}
