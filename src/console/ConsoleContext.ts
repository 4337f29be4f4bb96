import { createContext, useContext } from 'react';
import type { Operator } from '../generated/types';

export interface ConsoleSession {
  operator: Operator;
  /** Ends the session on the server and shows the sign-in. */
  signOut: () => void;
  /** The operator chose their own password: a password an admin set no longer holds the console shut. */
  passwordChanged: () => void;
}

export const ConsoleContext = createContext<ConsoleSession | null>(null);

export function useConsole(): ConsoleSession {
  const session = useContext(ConsoleContext);
  if (!session) throw new Error('useConsole outside the signed-in console');
  return session;
}
