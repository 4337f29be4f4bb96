import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { permissionQuery, statusQuery } from '../api/system/site';
import { startI18n } from './i18n';
import { prepareBrand } from './prepareBrand';
import { PermissionContext } from '../contract/contexts';
import { RuntimeProvider } from './RuntimeProvider';
import { PreferencesProvider } from './PreferencesProvider';
import { Shell } from './Shell';
import { DialogProvider } from '../ui/DialogProvider';

// The maintenance, region-block and failure pages are for the few: they load when shown.
const StatusPage = lazy(() => import('./StatusPage').then((m) => ({ default: m.StatusPage })));
const BootFailure = lazy(() => import('./BootFailure').then((m) => ({ default: m.BootFailure })));

/**
 * SPEC §2.2, §4: the startup view follows the system status — 0 the site, 1 the maintenance page,
 * 2 the region-block page. The brand's permission settings decide language and theme first.
 */
export function Boot({ initialLanguage = null }: { initialLanguage?: string | null }) {
  const permission = useQuery(permissionQuery());
  const status = useQuery(statusQuery());
  const [i18nReady, setI18nReady] = useState<string | null>(initialLanguage);

  const brand = permission.data?.whitelabel;
  useEffect(() => {
    if (i18nReady) return;
    if (brand) {
      // The whole shell renders on this change: as a transition React renders it in slices and
      // leaves the phone's main thread free between them, instead of one long task.
      void prepareBrand(brand).then((lang) => startTransition(() => setI18nReady(lang)));
    } else if (permission.isError) {
      void startI18n('bn').then(() => startTransition(() => setI18nReady('bn')));
    }
  }, [brand, permission.isError, i18nReady]);

  if (!i18nReady || (brand && status.isPending)) return <div className="boot" aria-busy="true" />;
  if (!permission.data || status.isError)
    return (
      <Suspense fallback={<div className="boot" aria-busy="true" />}>
        <BootFailure onRetry={() => void Promise.all([permission.refetch(), status.refetch()])} />
      </Suspense>
    );

  const code = status.data?.status ?? 0;
  return (
    <PermissionContext.Provider value={permission.data}>
      <PreferencesProvider initialLanguage={i18nReady}>
        <Suspense fallback={<div className="boot" aria-busy="true" />}>
          <DialogProvider>
            {code === 0 ? (
              <RuntimeProvider>
                <Shell />
              </RuntimeProvider>
            ) : (
              <StatusPage kind={code === 1 ? 'maintenance' : 'regionBlock'} ip={status.data?.location.ip ?? ''} />
            )}
          </DialogProvider>
        </Suspense>
      </PreferencesProvider>
    </PermissionContext.Provider>
  );
}
