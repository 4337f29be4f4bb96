import { mixColours, type ContrastUse } from './contrast';
import type { ThemeMode, ThemeRoles } from './themeRoles';

type Role = keyof ThemeRoles;

export interface ContrastPair {
  /** Where the stylesheets draw it, for the failure message. */
  where: string;
  fore: Role | { mix: [Role, Role, number] };
  back: Role;
  use: ContrastUse;
  /** Only in these modes; both when absent. */
  modes?: ThemeMode[];
}

/**
 * Every foreground the stylesheets (src/**\/*.css, renderers/**\/*.css) draw on a brand colour,
 * with the background under it. A new pairing in a stylesheet belongs here, so every brand is
 * held to it.
 */
export const themeContrastPairs: ContrastPair[] = [
  { where: 'body text on the page', fore: 'text', back: 'background', use: 'text' },
  { where: 'body text on cards, header, footer, dialogs', fore: 'text', back: 'surface', use: 'text' },
  { where: 'secondary text on cards (legal lines, tab-bar labels)', fore: 'muted', back: 'surface', use: 'text' },
  { where: 'secondary text on the page (subtitles, dates)', fore: 'muted', back: 'background', use: 'text' },
  { where: 'buttons, navigation bar, current page', fore: 'onPrimary', back: 'primary', use: 'text' },
  { where: 'links, selected-tab text and icons on cards', fore: 'primary', back: 'surface', use: 'text' },
  { where: 'links and icons on the page', fore: 'primary', back: 'background', use: 'text' },
  { where: 'the current tab-bar icon in dark mode', fore: 'accent', back: 'surface', use: 'ui', modes: ['dark'] },
  { where: 'error messages on cards', fore: 'danger', back: 'surface', use: 'text' },
  { where: 'error messages on the page', fore: 'danger', back: 'background', use: 'text' },
  { where: 'hot badges, counts, danger buttons', fore: 'onDanger', back: 'danger', use: 'text' },
  { where: 'edges of inputs and secondary buttons on cards', fore: 'border', back: 'surface', use: 'ui' },
  { where: 'edges of inputs and secondary buttons on the page', fore: 'border', back: 'background', use: 'ui' },
  { where: 'focus ring on cards', fore: 'focus', back: 'surface', use: 'ui' },
  { where: 'focus ring on the page', fore: 'focus', back: 'background', use: 'ui' },
  // src/ui/ui.css mixes each status colour 65% with the text colour for a dialog's icon.
  { where: 'success icon in a dialog', fore: { mix: ['success', 'text', 0.65] }, back: 'surface', use: 'ui' },
  { where: 'warning icon in a dialog', fore: { mix: ['warning', 'text', 0.65] }, back: 'surface', use: 'ui' },
  { where: 'error icon in a dialog', fore: { mix: ['danger', 'text', 0.65] }, back: 'surface', use: 'ui' },
  { where: 'information icon in a dialog', fore: { mix: ['info', 'text', 0.65] }, back: 'surface', use: 'ui' },
];

/** The colour a pair's foreground resolves to in one palette. */
export function foregroundOf(pair: ContrastPair, roles: ThemeRoles): string {
  if (typeof pair.fore === 'string') return roles[pair.fore];
  const [a, b, weight] = pair.fore.mix;
  return mixColours(roles[a], roles[b], weight);
}
