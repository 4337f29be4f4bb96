import { createContext, useContext } from 'react';

/** The shell's named dialogs (SPEC §2.5): a renderer opens one by key, the shell draws it. */
export interface ShellDialogs {
  /** Opens a dialog renderer by key (slot 'dialog'): login, register … */
  open(key: string, props?: Record<string, unknown>): void;
  close(): void;
}

export const ShellDialogsContext = createContext<ShellDialogs | null>(null);

export function useShellDialogs(): ShellDialogs {
  const c = useContext(ShellDialogsContext);
  if (!c) throw new Error('useShellDialogs outside ShellDialogsProvider');
  return c;
}
