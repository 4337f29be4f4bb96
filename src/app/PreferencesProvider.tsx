import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setApiLanguage } from '../api/client';
import { changeLanguage } from './i18n';
import { applyTheme, initialThemeMode, type ThemeMode } from './theme';
import { usePermission } from '../contract/contexts';

interface Preferences {
  language: string;
  languages: string[];
  setLanguage: (lang: string) => Promise<void>;
  theme: ThemeMode;
  setTheme: (mode: ThemeMode) => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** Language (remembered as hisLang) and theme (remembered as theme), both switchable at any time. */
export function PreferencesProvider({ initialLanguage, children }: { initialLanguage: string; children: ReactNode }) {
  const { whitelabel } = usePermission();
  const queryClient = useQueryClient();
  const [language, setLang] = useState(initialLanguage);
  const [theme, setThemeState] = useState<ThemeMode>(() => initialThemeMode(whitelabel));

  const setLanguage = useCallback(
    async (lang: string) => {
      localStorage.setItem('hisLang', lang);
      setApiLanguage(lang);
      await changeLanguage(lang);
      setLang(lang);
      // Server texts (notices, messages) follow the language.
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
  const setTheme = useCallback(
    (mode: ThemeMode) => {
      applyTheme(whitelabel, mode, true);
      setThemeState(mode);
    },
    [whitelabel],
  );
  // An operator's new colours reach an open page with the brand's next refresh, in the mode the player chose.
  useEffect(() => applyTheme(whitelabel, theme), [whitelabel, theme]);
  const value = useMemo(
    () => ({ language, languages: whitelabel.supportLanguages, setLanguage, theme, setTheme }),
    [language, whitelabel.supportLanguages, setLanguage, theme, setTheme],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const p = useContext(PreferencesContext);
  if (!p) throw new Error('usePreferences outside PreferencesProvider');
  return p;
}
