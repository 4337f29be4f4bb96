/*
 * A studio slot's look (decision 0305): its motif, told by the noun of its English title (Thunder
 * *Dragon*, Jade *Moon*), picks the symbols drawn on its reels, and its vendor's palette colours
 * them. The artwork script draws each motif's symbols once (public/seed/themes/<motif>.svg) and the
 * lobby tile from the same drawings and colours; the game page shows the same sprite coloured by
 * the same palette, so the tile and the reels agree. Pure: the same game, the same theme, everywhere.
 */
import { hslHex } from './hslHex';

/** The motifs, each a set of symbols: the title's noun names one, a title naming none gets one by its code. */
export const slotMotifs = [
  'dragon',
  'elephant',
  'river',
  'boat',
  'moon',
  'fortune',
  'jungle',
  'kite',
  'festival',
  'tiger',
  'treasure',
  'palace',
  'lotus',
  'mango',
  'star',
  'peacock',
  'temple',
  'tea',
  'monsoon',
] as const;
export type SlotMotif = (typeof slotMotifs)[number];

/** What a paytable symbol stands for on a themed reel: the wild, the scatter, three high and four low symbols. */
export const themeRoles = ['wild', 'scatter', 'h1', 'h2', 'h3', 'l1', 'l2', 'l3', 'l4'] as const;
export type ThemeRole = (typeof themeRoles)[number];

/** The drawing each role of a motif shows (scripts/artwork/themeSymbols.tsx draws them; `symbol_<key>` names them). */
export const motifSymbols: Record<SlotMotif, Record<ThemeRole, string>> = (() => {
  const lows = { l1: 'ace', l2: 'king', l3: 'queen', l4: 'jack' } as const;
  const m = (wild: string, scatter: string, h1: string, h2: string, h3: string) => ({ wild, scatter, h1, h2, h3, ...lows });
  return {
    dragon: m('dragon', 'lantern', 'pearl', 'coin', 'bell'),
    elephant: m('elephant', 'diya', 'crown', 'bell', 'lotus'),
    river: m('hilsa', 'rainbow', 'boat', 'lotus', 'frog'),
    boat: m('boat', 'rainbow', 'hilsa', 'paper-boat', 'conch'),
    moon: m('moon', 'star', 'jasmine', 'bell', 'pearl'),
    fortune: m('coin', 'diya', 'chest', 'pearl', 'crown'),
    jungle: m('tiger', 'leaf', 'frog', 'mango', 'peacock'),
    kite: m('kite', 'star', 'cloud', 'marigold', 'umbrella'),
    festival: m('lantern', 'diya', 'dhol', 'marigold', 'bell'),
    tiger: m('tiger', 'leaf', 'crown', 'dhol', 'mango'),
    treasure: m('chest', 'pearl', 'coin', 'crown', 'conch'),
    palace: m('palace', 'crown', 'elephant', 'pearl', 'lantern'),
    lotus: m('lotus', 'diya', 'peacock', 'conch', 'jasmine'),
    mango: m('mango', 'leaf', 'kadam', 'marigold', 'umbrella'),
    star: m('star', 'moon', 'pearl', 'crown', 'bell'),
    peacock: m('peacock', 'diya', 'lotus', 'jasmine', 'marigold'),
    temple: m('temple', 'diya', 'bell', 'conch', 'marigold'),
    tea: m('tea', 'leaf', 'kadam', 'umbrella', 'jasmine'),
    monsoon: m('cloud', 'rainbow', 'umbrella', 'frog', 'paper-boat'),
  };
})();

/** The colours a theme's symbols are drawn in: one to a role, with the frame and the cells' ground. */
export interface ThemePalette {
  /** The cabinet round the reels. */
  frame: string;
  /** A reel cell's ground. */
  ground: string;
  /** Highlights: a coin's gold, a crown's jewels. */
  gold: string;
  light: string;
  ink: string;
  roles: Record<ThemeRole, string>;
}

export interface SlotTheme {
  /** `<motif>-<vendor>`: two games of the same motif and vendor look alike, any other two differ. */
  id: string;
  motif: SlotMotif;
  palette: ThemePalette;
}

/** A small string hash (FNV-1a), so a choice made by a code is the same in the browser, the server and the artwork script. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

// The studio's vendors' own hues, so a vendor's games read as one family in every lobby; another vendor's comes from its code.
const vendorHues: Record<string, number> = { JILI: 8, PP: 268, PG: 172, JDB: 215, FC: 330, CQ9: 36, RSG: 122, SPADE: 195 };

/** A vendor's palette: its hue for the frame and the wild, the other roles spread round the wheel from it. */
export function vendorPalette(vendor: string): ThemePalette {
  const h = vendorHues[vendor] ?? hash(vendor) % 360;
  return {
    frame: hslHex(h, 0.55, 0.22),
    ground: hslHex(h, 0.45, 0.95),
    gold: '#f2b01e',
    light: '#ffffff',
    ink: hslHex(h, 0.4, 0.16),
    roles: {
      wild: hslHex(h, 0.72, 0.45),
      scatter: hslHex(h + 40, 0.85, 0.5),
      h1: hslHex(h + 150, 0.6, 0.4),
      h2: hslHex(h + 210, 0.6, 0.45),
      h3: hslHex(h + 95, 0.55, 0.38),
      l1: hslHex(h + 180, 0.5, 0.42),
      l2: hslHex(h + 300, 0.5, 0.45),
      l3: hslHex(h + 60, 0.6, 0.36),
      l4: hslHex(h + 250, 0.45, 0.45),
    },
  };
}

const motifWords: Record<string, SlotMotif> = { 'tea garden': 'tea', tea: 'tea', fortune: 'fortune' };

/** The motif a title names: its last word that is a motif ("Tea Garden" is tea), else one by the game's code. */
export function motifOf(name: string, code: string): SlotMotif {
  const lower = name.toLowerCase();
  for (const [phrase, motif] of Object.entries(motifWords)) if (lower.includes(phrase)) return motif;
  const words = lower.split(/[^a-z]+/).reverse();
  const named = words.find((w): w is SlotMotif => (slotMotifs as readonly string[]).includes(w));
  return named ?? slotMotifs[hash(code) % slotMotifs.length]!;
}

/** A slot's theme from its catalogue entry: its English title, vendor and code. */
export function slotThemeOf(game: { code: string; name: string; vendor: string }): SlotTheme {
  const motif = motifOf(game.name, game.code);
  return { id: `${motif}-${game.vendor.toLowerCase()}`, motif, palette: vendorPalette(game.vendor) };
}

/** Where the artwork script puts a motif's symbols, one `<symbol>` a role. */
export const themeSpritePath = (motif: SlotMotif) => `/seed/themes/${motif}.svg`;

/**
 * The role each symbol of a paytable plays: its wild and scatter as they are, the plain symbols by
 * what five (else fewer) of them pay, the best first; a table with more plain symbols than roles
 * gives the last ones the last role.
 */
export function rolesOf(symbols: ReadonlyArray<{ id: string; kind: string; pays: Record<string, number | undefined> }>): Record<string, ThemeRole> {
  const plainRoles: ThemeRole[] = ['h1', 'h2', 'h3', 'l1', 'l2', 'l3', 'l4'];
  const top = (s: { pays: Record<string, number | undefined> }) => s.pays['5'] ?? s.pays['4'] ?? s.pays['3'] ?? 0;
  const plain = symbols.filter((s) => s.kind === 'plain').sort((a, b) => top(b) - top(a));
  const roles: Record<string, ThemeRole> = {};
  for (const s of symbols) if (s.kind === 'wild' || s.kind === 'scatter') roles[s.id] = s.kind;
  plain.forEach((s, i) => (roles[s.id] = plainRoles[Math.min(i, plainRoles.length - 1)]!));
  return roles;
}
