import { createContext, useContext } from 'react';
import type { Operator } from '../generated/types';

export interface ConsoleSession {
  operator: Operator;
  /** Ends the session on the server and shows the sign-in. */
  signOut: () => void;
  /** The server no longer knows the session (401): show the sign-in. */
  lost: () => void;
}

export const ConsoleContext = createContext<ConsoleSession | null>(null);

export function useConsole(): ConsoleSession {
  const session = useContext(ConsoleContext);
  if (!session) throw new Error('useConsole outside the signed-in console');
  return session;
}
