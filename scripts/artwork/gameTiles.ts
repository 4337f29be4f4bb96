import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tilePath } from '../../server/seed/seedDemoGames';
import type { BrandFacts } from './banners';
import { latinFont } from './fonts';
import { centredText } from './outlines';
import { deepenForWhite, mix, unitHash, type Hex } from './palette';
import { hslHex } from '../../src/engine/hslHex';
import type { TileGame } from './tileGame';
import { tileMotif, type TileColours } from './tileMotifs';

// The tile is square; the site shows it at 120 px or more, so its type is sized for half this grid.
const S = 240;
const BAND = 176;
const PAD = 12;

function toHsl(hex: Hex): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

type ThemeColours = { primary: Hex; accent: Hex };

/**
 * A tile's colours: the brand's primary and accent, each turned a little round the colour wheel
 * by the game's code, so a lobby row reads as one brand without two neighbours looking the same.
 */
function tileColours(code: string, theme: { light: ThemeColours; dark?: ThemeColours }): TileColours {
  const shift = (unitHash(code, 'tile-hue') - 0.5) * 56;
  const [hp, sp] = toHsl(theme.light.primary);
  const [ha, sa] = toHsl(theme.light.accent);
  // The dark theme's primary is the brand's own bright tone; a brand without one gets it made.
  const [hb, sb, lb] = toHsl(theme.dark?.primary ?? hslHex(hp, sp, 0.6));
  return {
    sky: hslHex(hp + shift, Math.min(0.75, sp), 0.84),
    warm: hslHex(ha + shift / 2, Math.max(0.7, sa), 0.74),
    bright: hslHex(hb + shift, Math.max(0.6, sb), Math.min(0.55, lb)),
    accent: theme.light.accent,
    deep: deepenForWhite(hslHex(hp + shift, Math.min(0.7, sp), 0.3), 7),
    hot: mix('#e8344e', hslHex(ha + shift, 0.8, 0.5), 0.2),
  };
}

/**
 * The name on one or two lines, as large as the band allows: one line while it reads large
 * enough, else split at the word that gives the largest type.
 */
function nameOutlines(name: string): string {
  const font = latinFont(800);
  const room = S - 2 * PAD;
  const width = (text: string) => font.getAdvanceWidth(text, 1, { kerning: true });
  let lines = [name];
  let size = Math.min(30, room / width(name));
  const words = name.split(' ');
  if (size < 23 && words.length > 1) {
    for (let i = 1; i < words.length; i++) {
      const two = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const s = Math.min(23, ...two.map((l) => room / width(l)));
      if (s > size) [lines, size] = [two, s];
    }
  }
  size = Math.floor(size * 10) / 10;
  // Cap height of Noto Sans is 0.714 em: the lines sit centred on that in the band below its arc.
  const cap = 0.714 * size;
  const leading = size * 1.12;
  const top = BAND + 4 + (S - BAND - 4 - cap - (lines.length - 1) * leading) / 2 + cap;
  return centredText(
    font,
    lines.map((text, i) => ({ text, baseline: top + i * leading })),
    S / 2,
    size,
    '#fff',
    'n',
  );
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Light rays and a few sparkles behind the motif, turned and placed by the code. The rays are one
 * dashed circle whose stroke reaches its centre: each dash ends on a radius, so each is a wedge.
 */
function backdrop(code: string): string {
  const turn = r1(unitHash(code, 'rays') * 30);
  const sparkles = [
    [22, 22],
    [214, 26],
    [206, 150],
  ]
    .map(([zx, zy], i) => {
      // One sparkle to a corner, clear of the motif's middle.
      const x = r1(zx! + (unitHash(code, `sx${i}`) - 0.5) * 16);
      const y = r1(zy! + (unitHash(code, `sy${i}`) - 0.5) * 16);
      const r = r1(5 + unitHash(code, `sr${i}`) * 4);
      const [k, j] = [r1(r * 0.22), r1(r * 0.78)];
      return `M${x} ${r1(y - r)}q${k} ${j} ${r} ${r}q${-j} ${k}-${r} ${r}q${-k}-${j}-${r}-${r}q${j}-${k} ${r}-${r}z`;
    })
    .join('');
  return [
    `<circle cx="120" cy="88" r="100" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="200" stroke-dasharray="22.7 29.66" transform="rotate(${turn} 120 88)"/>`,
    `<circle cx="120" cy="88" r="96" fill="url(#g)"/><path d="${sparkles}" fill="#fff"/>`,
  ].join('');
}

/**
 * One game's tile as a self-contained SVG: a light gradient of the brand's colours, a picture of
 * its kind of game (tileMotifs.ts) and its English name as outlines on a deep band, so it needs
 * no font and carries no one's logo or likeness.
 */
export function gameTileSvg(game: TileGame, theme: { light: ThemeColours; dark?: ThemeColours }): string {
  const colours = tileColours(game.code, theme);
  const angle = Math.floor(unitHash(game.code, 'tile-angle') * 4);
  // The gradient runs corner to corner, which corner chosen by the code.
  const [x1, y1, x2, y2] = [[0, 0, 1, 1], [1, 0, 0, 1], [0, 0, 0, 1], [0, 0, 1, 0.6]][angle]!;
  const name = game.name.en;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="b" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${colours.sky}"/><stop offset="1" stop-color="${colours.warm}"/></linearGradient>`,
    '<radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="h" cx=".35" cy=".3" r=".65"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    `<clipPath id="c"><rect width="${S}" height="${S}" rx="20"/></clipPath></defs>`,
    `<g clip-path="url(#c)"><rect width="${S}" height="${S}" fill="url(#b)"/>`,
    backdrop(game.code),
    tileMotif(game, colours),
    `<path d="M0 ${BAND + 6}Q120 ${BAND - 12} 240 ${BAND + 6}V240H0Z" fill="${colours.deep}"/>`,
    `<path d="M0 ${BAND + 6}Q120 ${BAND - 12} 240 ${BAND + 6}" fill="none" stroke="${colours.accent}" stroke-width="3"/>`,
    `${nameOutlines(name)}</g>`,
    '</svg>\n',
  ].join('');
}

/**
 * Draws a tile for every game of the brand in config/seed/games.json, at the path the server's
 * seed gives each game's image, after clearing the brand's old tiles so a game taken out of the
 * seed leaves no picture behind. Plain SVG: no browser needed. Returns the paths it wrote.
 */
export function renderGameTiles(root: string, brand: BrandFacts, write: (publicPath: string, bytes: string) => void): string[] {
  const seed = JSON.parse(readFileSync(join(root, 'config', 'seed', 'games.json'), 'utf8')) as Record<string, TileGame[]>;
  rmSync(join(root, 'public', 'seed', 'games', brand.id), { recursive: true, force: true });
  const theme = (brand as BrandFacts & { theme: { dark?: ThemeColours } }).theme;
  return (seed[brand.id] ?? []).map((game) => {
    const path = tilePath(brand.id, game.code);
    write(path, gameTileSvg(game, theme));
    return path;
  });
}
