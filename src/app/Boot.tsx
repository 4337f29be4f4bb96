import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { permissionQuery, statusQuery } from '../api/system';
import { setApiLanguage } from '../api/client';
import { pickLanguage } from '../engine/pickLanguage';
import { startI18n } from './i18n';
import { applyTheme, initialThemeMode } from './theme';
import { PermissionContext } from '../contract/contexts';
import { StatusPage } from './StatusPage';
import { BootFailure } from './BootFailure';
import { RuntimeProvider } from './RuntimeProvider';
import { PreferencesProvider } from './PreferencesProvider';
import { Shell } from './Shell';
import { DialogProvider } from '../ui/DialogProvider';

/**
 * SPEC §2.2, §4: the startup view follows the system status — 0 the site, 1 the maintenance page,
 * 2 the region-block page. The brand's permission settings decide language and theme first.
 */
export function Boot() {
  const permission = useQuery(permissionQuery());
  const status = useQuery(statusQuery());
  const [i18nReady, setI18nReady] = useState<string | null>(null);

  const brand = permission.data?.whitelabel;
  useEffect(() => {
    if (i18nReady) return;
    if (brand) {
      const { lang, store } = pickLanguage(localStorage.getItem('hisLang'), brand.supportLanguages, brand.defaultLang);
      if (store) localStorage.setItem('hisLang', lang);
      setApiLanguage(lang);
      applyTheme(brand, initialThemeMode(brand));
      void startI18n(lang).then(() => setI18nReady(lang));
    } else if (permission.isError) {
      void startI18n('bn').then(() => setI18nReady('bn'));
    }
  }, [brand, permission.isError, i18nReady]);

  if (!i18nReady || (brand && status.isPending)) return <div className="boot" aria-busy="true" />;
  if (!permission.data || status.isError) return <BootFailure onRetry={() => void Promise.all([permission.refetch(), status.refetch()])} />;

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
