import { createElement, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useRegistry } from '../contract/contexts';
import { ShellDialogsContext } from '../contract/shellDialogs';

/** The named dialogs of SPEC §2.5, one at a time, drawn by their renderers. */
export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const registry = useRegistry();
  const [current, setCurrent] = useState<{ key: string; props: Record<string, unknown> } | null>(null);
  const open = useCallback((key: string, props: Record<string, unknown> = {}) => setCurrent({ key, props }), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ open, close }), [open, close]);
  const Dialog = current ? registry.get('dialog', current.key) : undefined;
  return (
    <ShellDialogsContext.Provider value={value}>
      {children}
      {/* A looked-up renderer, the same component every render: createElement, as the hooks linter takes JSX of a looked-up component for one made in render (react/react#34794). */}
      {Dialog && (
        <Suspense fallback={null}>
          {createElement(Dialog, { ...current!.props, onClose: close })}
        </Suspense>
      )}
    </ShellDialogsContext.Provider>
  );
}
