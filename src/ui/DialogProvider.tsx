import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogContext, type DialogApi, type DialogOptions } from './DialogContext';

// Loaded with the first dialog: no first screen opens one before an answer arrives, and the
// dialog, its overlay and focus trap would otherwise ride in every page's first script.
const Dialog = lazy(() => import('./Dialog').then((m) => ({ default: m.Dialog })));

interface OpenDialog {
  id: number;
  options: DialogOptions;
}

/**
 * Dialogs opened from anywhere through useDialog(). They stack: a new one opens over the others at
 * once (an error must not wait behind a notice), and closing it uncovers the one beneath.
 */
export function DialogProvider({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState<readonly OpenDialog[]>([]);
  const resolvers = useRef(new Map<number, (result: number | null) => void>());
  const nextId = useRef(0);

  const api = useMemo<DialogApi>(() => {
    const openDialog = (options: DialogOptions) =>
      new Promise<number | null>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        resolvers.current.set(id, resolve);
        setOpen((list) => [...list, { id, options }]);
      });
    return {
      open: openDialog,
      alert: (content, options) => openDialog({ ...options, content }),
      confirm: (content, options) =>
        openDialog({
          ...options,
          content,
          buttons: [
            { labelKey: 'CANCEL', variant: 'secondary' },
            { labelKey: 'OK', variant: 'primary', isDefault: true },
          ],
        }).then((index) => index === 1),
      closeAll: () => {
        for (const resolve of resolvers.current.values()) resolve(null);
        resolvers.current.clear();
        setOpen([]);
      },
    };
  }, []);

  // A caller awaiting a dialog must not hang forever when the provider goes away.
  useEffect(() => {
    const pending = resolvers.current;
    return () => {
      for (const resolve of pending.values()) resolve(null);
      pending.clear();
    };
  }, []);

  const close = (id: number, result: number | null) => {
    resolvers.current.get(id)?.(result);
    resolvers.current.delete(id);
    setOpen((list) => list.filter((dialog) => dialog.id !== id));
  };

  return (
    <DialogContext value={api}>
      {children}
      <Suspense fallback={null}>
        {open.map(({ id, options: { content, ...props } }) => (
          <Dialog key={id} {...props} onClose={(result) => close(id, result)}>
            {content}
          </Dialog>
        ))}
      </Suspense>
    </DialogContext>
  );
}
