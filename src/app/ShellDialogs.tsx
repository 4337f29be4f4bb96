import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRegistry } from './contexts';

interface ShellDialogs {
  /** Opens a dialog renderer by key (slot 'dialog'): login, register, notice … */
  open(key: string, props?: Record<string, unknown>): void;
  close(): void;
}

const Ctx = createContext<ShellDialogs | null>(null);

/** The named dialogs of SPEC §2.5, one at a time, drawn by their renderers. */
export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const registry = useRegistry();
  const [current, setCurrent] = useState<{ key: string; props: Record<string, unknown> } | null>(null);
  const open = useCallback((key: string, props: Record<string, unknown> = {}) => setCurrent({ key, props }), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ open, close }), [open, close]);
  const Dialog = current ? registry.get('dialog', current.key) : undefined;
  return (
    <Ctx.Provider value={value}>
      {children}
      {Dialog && (
        <Suspense fallback={null}>
          <Dialog {...current!.props} onClose={close} />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}

export function useShellDialogs(): ShellDialogs {
  const c = useContext(Ctx);
  if (!c) throw new Error('useShellDialogs outside ShellDialogsProvider');
  return c;
}
