import type { ThemeTokens } from '../generated/types';

export type ThemeMode = 'light' | 'dark';
export type ThemeRoles = Required<ThemeTokens>;

/*
 * The roles a brand may leave out. Reds, greens and blues that read on any light page in light
 * mode, and lighter ones for any dark page in dark mode; a brand whose palette fights them names
 * its own in config/brands/*.json.
 */
const statusDefaults: Record<ThemeMode, Pick<ThemeRoles, 'danger' | 'onDanger' | 'success' | 'warning' | 'info'>> = {
  light: { danger: '#b42318', onDanger: '#ffffff', success: '#1f9d55', warning: '#d98e04', info: '#1570ef' },
  // On a dark page the dark red is unreadable as text: a light red, with dark text on it.
  dark: { danger: '#ff8a80', onDanger: '#16181d', success: '#4cc38a', warning: '#f5b83d', info: '#6aa8ff' },
};

/** Every colour role of one mode: the brand's own, and defaults for those it leaves out. */
export function themeRoles(tokens: ThemeTokens, mode: ThemeMode): ThemeRoles {
  return {
    ...statusDefaults[mode],
    // Controls already draw their edges in muted, and the focus ring in the text colour, which
    // the contrast test holds to 3:1 and 4.5:1 against the page.
    border: tokens.muted,
    focus: tokens.text,
    ...tokens,
  };
}
