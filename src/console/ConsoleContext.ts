import { createContext, useContext, useEffect } from 'react';
import { CallError } from '../api/callClient';
import type { Operator } from '../generated/types';

export interface ConsoleSession {
  operator: Operator;
  /** Ends the session on the server and shows the sign-in. */
  signOut: () => void;
  /** The server no longer knows the session (401): show the sign-in. */
  lost: () => void;
  /** The operator chose their own password: a password an admin set no longer holds the console shut. */
  passwordChanged: () => void;
}

export const ConsoleContext = createContext<ConsoleSession | null>(null);

export function useConsole(): ConsoleSession {
  const session = useContext(ConsoleContext);
  if (!session) throw new Error('useConsole outside the signed-in console');
  return session;
}

/** Shows the sign-in again when a query's error says the server no longer knows the session (401). */
export function useSessionLostOn(error: unknown): void {
  const { lost } = useConsole();
  useEffect(() => {
    if (error instanceof CallError && error.status === 401) lost();
  }, [error, lost]);
}
