import type { Whitelabel } from '../generated/types';
import { setApiLanguage } from '../api/client';
import { preview } from '../api/preview';
import { pickLanguage } from '../engine/pickLanguage';
import { startI18n } from './i18n';
import { applyTheme, initialThemeMode } from './theme';

/**
 * What must hold before the shell can draw for a brand: the language (SPEC §1: remembered, else the
 * brand's default, which is then remembered), the API's language, the theme, and the shell's strings.
 * Resolves with the language.
 */
export async function prepareBrand(brand: Whitelabel): Promise<string> {
  // A preview is shown in the language the console asked for, and leaves this browser's choice alone.
  const { lang, store } = pickLanguage(preview.lang ?? localStorage.getItem('hisLang'), brand.supportLanguages, brand.defaultLang);
  if (store && !preview.token) localStorage.setItem('hisLang', lang);
  setApiLanguage(lang);
  applyTheme(brand, initialThemeMode(brand));
  await startI18n(lang);
  return lang;
}
