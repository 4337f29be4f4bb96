import { createContext, createElement, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useRegistry } from '../contract/contexts';
import { ShellDialogsContext } from '../contract/shellDialogs';

interface OpenDialog {
  key: string;
  props: Record<string, unknown>;
}

const OpenDialogContext = createContext<{ current: OpenDialog | null; close: () => void }>({ current: null, close: () => undefined });

/** The named dialogs of SPEC §2.5, one at a time: which is open. ShellDialogOutlet draws it. */
export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const open = useCallback((key: string, props: Record<string, unknown> = {}) => setCurrent({ key, props }), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ open, close }), [open, close]);
  const shown = useMemo(() => ({ current, close }), [current, close]);
  return (
    <ShellDialogsContext.Provider value={value}>
      <OpenDialogContext.Provider value={shown}>{children}</OpenDialogContext.Provider>
    </ShellDialogsContext.Provider>
  );
}

/**
 * The open dialog, drawn by its renderer where the shell puts this: inside the centres, so a dialog
 * can open one (the after-login modal opens the deposit page), while a centre's page, drawn by the
 * centres, can still open a dialog.
 */
export function ShellDialogOutlet() {
  const registry = useRegistry();
  const { current, close } = use(OpenDialogContext);
  const Dialog = current ? registry.get('dialog', current.key) : undefined;
  if (!Dialog || !current) return null;
  return (
    // A looked-up renderer, the same component every render: createElement, as the hooks linter takes JSX of a looked-up component for one made in render (react/react#34794).
    <Suspense fallback={null}>{createElement(Dialog, { ...current.props, onClose: close })}</Suspense>
  );
}
