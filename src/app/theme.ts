import type { Whitelabel } from '../generated/types';
import { themeRoles, type ThemeMode } from '../engine/themeRoles';

export type { ThemeMode };
const storageKey = 'theme';

/** The remembered choice, else the brand's default (SPEC §1: default light, remembered). */
export function initialThemeMode(brand: Whitelabel): ThemeMode {
  const stored = localStorage.getItem(storageKey);
  return stored === 'light' || stored === 'dark' ? stored : brand.theme.default;
}

const cssName = (token: string) => `--mq-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Brand colour roles, the defaults filled in, become CSS custom properties on :root, so every style
 * follows the brand with no rebuild; src/ui/tokens.css holds what stands before this runs.
 */
export function applyTheme(brand: Whitelabel, mode: ThemeMode, remember = false) {
  const tokens = themeRoles(brand.theme[mode], mode);
  const root = document.documentElement;
  for (const [token, value] of Object.entries(tokens)) root.style.setProperty(cssName(token), value);
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  if (remember) localStorage.setItem(storageKey, mode);
}
