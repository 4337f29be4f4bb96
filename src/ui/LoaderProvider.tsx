import { useMemo, useState, type ReactNode } from 'react';
import { Loader } from './Loader';
import { LoaderContext, type LoaderApi } from './LoaderContext';

/** The global loader overlay, shown while at least one caller has it up. */
export function LoaderProvider({ children }: { children?: ReactNode }) {
  const [count, setCount] = useState(0);

  const api = useMemo<LoaderApi>(() => {
    const show = () => setCount((n) => n + 1);
    // Never below zero, so a stray hide() cannot swallow the next show().
    const hide = () => setCount((n) => Math.max(0, n - 1));
    return {
      show,
      hide,
      track: async (work) => {
        show();
        try {
          return await work;
        } finally {
          hide();
        }
      },
    };
  }, []);

  return (
    <LoaderContext value={api}>
      {children}
      <Loader visible={count > 0} />
    </LoaderContext>
  );
}
