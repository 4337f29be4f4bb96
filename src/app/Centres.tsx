import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useRuntime } from '../contract/contexts';
import { CentresContext, type CentresApi, type CentreKind } from '../contract/centres';

// The centres load with their first opening: a visitor never downloads them.
const CentrePanel = lazy(() => import('./CentrePanel'));

/**
 * SPEC §2.2: the layout mounts the member-centre and agent-centre panels while their visibility
 * flags are on; a sign-out, or an account type that loses the right, takes the open one away.
 */
export function CentresProvider({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const [current, setCurrent] = useState<{
    which: CentreKind;
    page: string | null;
  } | null>(null);
  const api = useMemo<CentresApi>(
    () => ({
      open: (which, page) => setCurrent({ which, page: page ?? null }),
      close: () => setCurrent(null),
    }),
    [],
  );
  const shown = current && runtime[current.which].visible ? current : null;
  return (
    <CentresContext.Provider value={api}>
      {children}
      {shown && (
        // Suspends until the centre's texts are in: the modal opens only once loaded (SPEC §2.6).
        <Suspense fallback={null}>
          <CentrePanel which={shown.which} page={shown.page} onPage={(page) => setCurrent({ which: shown.which, page })} onClose={api.close} />
        </Suspense>
      )}
    </CentresContext.Provider>
  );
}
