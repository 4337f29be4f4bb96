import { glyphs } from './categoryIcons';
import type { TileGame } from './tileGame';
import { latinFont } from './fonts';
import { compactOutline } from './outlines';
import { unitHash, type Hex } from './palette';
import { slotThemeOf, type ThemeRole } from '../../src/engine/slotTheme';
import { themedSymbol } from './themeSprites';

/** A tile's colours (gameTiles.ts): a light ground of two, and the brand's tones to draw with. */
export interface TileColours {
  sky: Hex;
  warm: Hex;
  bright: Hex;
  accent: Hex;
  deep: Hex;
  hot: Hex;
}

// The colours a game picture is read by whatever the brand: a slot's gold, a card's black.
const GOLD = '#f6b40e';
const INK = '#1f2330';
const r1 = (v: number) => Math.round(v * 10) / 10;

/** A path drawn on a unit grid (absolute M/L/C/Q/Z only), scaled by `s`, turned by `turn` degrees and moved to (x, y). */
function unit(d: string, x: number, y: number, s: number, turn = 0): string {
  const numbers = /-?\d*\.?\d+/g;
  const values = [...d.matchAll(numbers)].map((m) => Number(m[0]));
  const [cos, sin] = [Math.cos((turn * Math.PI) / 180), Math.sin((turn * Math.PI) / 180)];
  const placed = values.map((v, i) => {
    const [u, w] = i % 2 ? [values[i - 1]!, v] : [v, values[i + 1]!];
    return r1(i % 2 ? y + s * (u * sin + w * cos) : x + s * (u * cos - w * sin));
  });
  let i = 0;
  // The grid's numbers may run together ("-.7-.9"); the placed ones get a space where they would.
  return d.replace(numbers, (_, at: number) => `${/[\d.]/.test(d[at - 1] ?? '') ? ' ' : ''}${placed[i++]}`);
}

const pick = <T>(list: readonly T[], code: string, salt: string): T => list[Math.floor(unitHash(code, salt) * list.length)]!;

// A five-pointed star on the unit grid: a trophy's mark.
const starD = Array.from({ length: 10 }, (_, i) => {
  const a = ((-90 + i * 36) * Math.PI) / 180;
  const m = i % 2 ? 0.45 : 1;
  return `${i ? 'L' : 'M'}${(m * Math.cos(a)).toFixed(3)} ${(m * Math.sin(a)).toFixed(3)}`;
}).join('');

/**
 * A slot cabinet: three reel windows on the pay line, a marquee and a lever. The symbols are the
 * game's theme's (decision 0305: the title's motif in its vendor's palette), drawn as the game
 * page's reels draw them, and the cabinet takes the vendor's frame colour.
 */
function reels(game: TileGame, k: TileColours): string {
  const x0 = 22;
  const theme = slotThemeOf({ code: game.code, name: game.name.en, vendor: game.vendor });
  const p = theme.palette;
  const rim = p.roles.wild;
  const sides: ThemeRole[] = ['h1', 'h2', 'h3', 'scatter'];
  // About one tile in four shows three wilds, the rest the wild between two of the motif's high symbols.
  const line: ThemeRole[] =
    unitHash(game.code, 'triple') < 0.25
      ? ['wild', 'wild', 'wild']
      : [
          pick(sides, game.code, 'reel0'),
          'wild',
          pick(
            sides.filter((r) => r !== pick(sides, game.code, 'reel0')),
            game.code,
            'reel2',
          ),
        ];
  const windows = line
    .map((role, i) => {
      const x = x0 + 14 + i * 48;
      return `<rect x="${x}" y="54" width="44" height="80" rx="7" fill="${p.ground}"/>${themedSymbol(theme.motif, role, p, x, 72, 44)}`;
    })
    .join('');
  return [
    `<path d="M${x0 + 178} 112V80" stroke="${p.frame}" stroke-width="8" stroke-linecap="round"/><path d="M${x0 + 182} 98L${x0 + 194} 44" stroke="#c9ced8" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="${x0 + 194}" cy="42" r="9" fill="${k.hot}"/><circle cx="${x0 + 194}" cy="42" r="9" fill="url(#h)"/>`,
    `<rect x="${x0}" y="34" width="168" height="120" rx="18" fill="${p.frame}"/><rect x="${x0 + 8}" y="46" width="152" height="96" rx="11" fill="${rim}"/>`,
    `<rect x="${x0 + 44}" y="20" width="80" height="24" rx="12" fill="${p.gold}" stroke="${p.frame}" stroke-width="3"/>`,
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${x0 + 60 + i * 12}" cy="32" r="3" fill="#fff"${i % 2 ? ' fill-opacity=".6"' : ''}/>`).join(''),
    windows,
    `<path d="M${x0 + 8} 88L${x0 + 15} 94L${x0 + 8} 100ZM${x0 + 160} 88L${x0 + 153} 94L${x0 + 160} 100Z" fill="${p.gold}"/>`,
  ].join('');
}

// Card suits on a unit grid, about 2 units tall.
const suits = {
  heart: 'M0 .9C-.2.6-1 .15-1-.35C-1-.85-.35-1.05 0-.55C.35-1.05 1-.85 1-.35C1 .15.2.6 0 .9Z',
  diamond: 'M0-1L.75 0L0 1L-.75 0Z',
  spade: 'M0-.95C-.2-.65-1-.2-1 .25C-1 .7-.4.85-.08.45L-.3 1L.3 1L.08.45C.4.85 1 .7 1 .25C1-.2.2-.65 0-.95Z',
  club: 'M-.1.05C-.5.6-1 .5-1 .1C-1-.3-.6-.4-.3-.2C-.55-.6-.3-1 0-1C.3-1 .55-.6.3-.2C.6-.4 1-.3 1 .1C1 .5.5.6.1.05L.3 1L-.3 1Z',
} as const;
const ranks = ['A', 'K', 'Q', 'J', '9', '8', '7'];

function card(x: number, y: number, turn: number, rank: string, suit: keyof typeof suits, k: TileColours): string {
  const ink = suit === 'heart' || suit === 'diamond' ? k.hot : INK;
  const [l, t] = [x - 35, y - 50];
  return [
    `<g transform="rotate(${turn} ${x} ${y})"><rect x="${l + 3}" y="${t + 5}" width="70" height="100" rx="9" fill="#000" fill-opacity=".18"/>`,
    `<rect x="${l}" y="${t}" width="70" height="100" rx="9" fill="#fff" stroke="${k.deep}" stroke-opacity=".3" stroke-width="1.5"/>`,
    `<path d="${compactOutline(latinFont(800), rank, l + 15, t + 25, 22, 'middle')}${unit(suits[suit], l + 15, t + 36, 6)}${unit(suits[suit], x, y + 8, 19)}" fill="${ink}"/></g>`,
  ].join('');
}

// A casino chip drawn once and placed by <use>, its colour the fill the <use> gives it.
const CHIP = '<g id="p"><circle r="16"/><circle r="12" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="5.3 4.1"/><circle r="7" fill="#fff" fill-opacity=".85"/></g>';
const chip = (x: number, y: number, fill: Hex) => `<use href="#p" x="${x}" y="${y}" fill="${fill}"/>`;

/** Two playing cards dealt a little apart, and a stack of chips. */
function cards(code: string, k: TileColours): string {
  const names = Object.keys(suits) as Array<keyof typeof suits>;
  const first = pick(ranks, code, 'rank0');
  const second = pick(
    ranks.filter((r) => r !== first),
    code,
    'rank1',
  );
  return [
    card(92, 100, -13, first, pick(names, code, 'suit0'), k),
    card(146, 94, 11, second, pick(names, code, 'suit1'), k),
    `<defs>${CHIP}</defs>`,
    chip(42, 150, k.hot),
    chip(42, 141, k.accent),
    chip(200, 148, k.bright),
  ].join('');
}

/** A rising curve on a grid with a rocket at its head, and the multiplier it has reached. */
function crash(code: string, k: TileColours): string {
  const multiplier = `${(1.5 + unitHash(code, 'multiplier') * 8).toFixed(2)}×`;
  const [ex, ey] = [192, 54];
  // The rocket points along the curve's end, (end - control) of the quadratic.
  const turn = r1((Math.atan2(ey - 156, ex - 150) * 180) / Math.PI + 90);
  const rocket = [
    `<path d="${unit('M-.28.8L0 1.7L.28.8Z', 0, 0, 22)}" fill="${GOLD}"/><path d="${unit('M-.42.2L-.85 1L-.38.78ZM.42.2L.85 1L.38.78Z', 0, 0, 22)}" fill="${k.hot}"/>`,
    `<path d="${unit('M0-1.3C.55-.8.6.2.4.8L-.4.8C-.6.2-.55-.8 0-1.3Z', 0, 0, 22)}" fill="#fff" stroke="${k.deep}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<circle cx="0" cy="-7.7" r="5" fill="${k.bright}" stroke="${k.deep}" stroke-width="2"/>`,
  ].join('');
  return [
    `<path d="M64 30V160M104 30V160M144 30V160M184 30V160M26 60H214M26 100H214M26 140H214" stroke="#fff" stroke-opacity=".45" stroke-width="1.5"/>`,
    `<path d="M28 160Q150 156 ${ex} ${ey}L${ex} 160Z" fill="${k.bright}" fill-opacity=".35"/>`,
    `<path d="M28 160Q150 156 ${ex} ${ey}" fill="none" stroke="${k.hot}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M26 28V160H216" fill="none" stroke="${k.deep}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<g transform="translate(${ex} ${ey}) rotate(${turn})">${rocket}</g>`,
    `<path d="${compactOutline(latinFont(800), multiplier, 38, 66, 30)}" fill="${k.deep}"/>`,
  ].join('');
}

/** The ball of a sport, about 2r across. */
function ball(sport: string, x: number, y: number, r: number, k: TileColours): string {
  const shadow = `<ellipse cx="${x + 3}" cy="${r1(y + r * 0.95)}" rx="${r1(r * 0.9)}" ry="${r1(r * 0.22)}" fill="#000" fill-opacity=".22"/>`;
  const gloss = `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#h)"/>`;
  if (sport === 'cricket')
    return `${shadow}<circle cx="${x}" cy="${y}" r="${r}" fill="#c8202f" stroke="${k.deep}" stroke-width="2"/><path d="${unit('M-.35-.92C-.05-.3-.05.3-.35.92M-.15-.98C.15-.3.15.3-.15.98', x, y, r)}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="3 2.5"/>${gloss}`;
  if (sport === 'tennis')
    return `${shadow}<circle cx="${x}" cy="${y}" r="${r}" fill="#d5e84a" stroke="${k.deep}" stroke-width="2"/><path d="${unit('M-.95-.3C-.35-.2-.35.2-.95.3M.95-.3C.35-.2.35.2.95.3', x, y, r)}" fill="none" stroke="#fff" stroke-width="3"/>${gloss}`;
  // A football: a black pentagon in the middle and the five seams out to its neighbours.
  const pent = Array.from({ length: 5 }, (_, i) => {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    return [Math.cos(a), Math.sin(a)] as const;
  });
  const inner = pent.map(([c, s], i) => `${i ? 'L' : 'M'}${r1(x + c * r * 0.38)} ${r1(y + s * r * 0.38)}`).join('') + 'Z';
  const seams = pent.map(([c, s]) => `M${r1(x + c * r * 0.38)} ${r1(y + s * r * 0.38)}L${r1(x + c * r * 0.72)} ${r1(y + s * r * 0.72)}`).join('');
  // Five smaller patches towards the rim, each a pentagon turned to face out.
  const edges = pent
    .map(([c, s]) => {
      const [px, py] = [x - c * r * 0.8, y - s * r * 0.8];
      return pent.map(([pc, ps], i) => `${i ? 'L' : 'M'}${r1(px - pc * r * 0.2)} ${r1(py - ps * r * 0.2)}`).join('') + 'Z';
    })
    .join('');
  return `${shadow}<circle cx="${x}" cy="${y}" r="${r}" fill="#fff"/><path d="${inner}${edges}" fill="${INK}"/><path d="${seams}" stroke="${INK}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#h)" stroke="${k.deep}" stroke-width="2"/>`;
}

/** A ground seen from above, its sport told by the game's name, with the sport's ball on it. */
function pitch(name: string, k: TileColours): string {
  const sport = /cricket/i.test(name) ? 'cricket' : /tennis/i.test(name) ? 'tennis' : /kabaddi/i.test(name) ? 'kabaddi' : 'football';
  const lines = 'fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="2.5"';
  if (sport === 'cricket')
    return [
      `<ellipse cx="120" cy="94" rx="98" ry="68" fill="#2f9a55" stroke="#fff" stroke-width="3"/><ellipse cx="120" cy="94" rx="58" ry="40" ${lines} stroke-dasharray="6 5"/>`,
      `<rect x="111" y="66" width="18" height="56" rx="2" fill="#e2c690"/><path d="M114 72H126M114 116H126" stroke="#fff" stroke-width="2"/>`,
      ball('cricket', 166, 126, 22, k),
    ].join('');
  if (sport === 'tennis')
    return [
      `<rect x="24" y="32" width="192" height="124" rx="8" fill="#3f7fd0"/><rect x="36" y="42" width="168" height="104" ${lines}/><path d="M36 56H204M36 132H204M76 56V132M164 56V132M76 94H164" ${lines}/>`,
      `<path d="M120 36V152" stroke="#fff" stroke-width="4"/><path d="M120 36V152" stroke="${INK}" stroke-width="1.5" stroke-dasharray="2 2"/>`,
      ball('tennis', 168, 122, 20, k),
    ].join('');
  if (sport === 'kabaddi')
    return [
      `<rect x="24" y="32" width="192" height="124" rx="8" fill="#d9824b"/><rect x="36" y="42" width="168" height="104" ${lines}/><path d="M120 42V146M90 42V146M150 42V146M72 42V146M168 42V146" ${lines}/>`,
      `<path d="M120 42V146" stroke="#fff" stroke-width="5"/>`,
      trophy(120, 94, k),
    ].join('');
  return [
    `<rect x="24" y="32" width="192" height="124" rx="8" fill="#2f9a55"/><path d="M48 32h24v124H48zM96 32h24v124H96zM144 32h24v124h-24zM192 32h24v124h-24z" fill="#fff" fill-opacity=".08"/>`,
    `<rect x="34" y="42" width="172" height="104" ${lines}/><path d="M120 42V146M34 70H58V118H34M206 70H182V118H206" ${lines}/><circle cx="120" cy="94" r="20" ${lines}/>`,
    ball('football', 156, 118, 26, k),
  ].join('');
}

function trophy(x: number, y: number, k: TileColours): string {
  return [
    `<path d="${unit('M-.9-.9C-1.5-.9-1.5-.1-.55.15M.9-.9C1.5-.9 1.5-.1.55.15', x, y, 28)}" fill="none" stroke="${GOLD}" stroke-width="5"/>`,
    `<path d="${unit('M-.95-1.05L.95-1.05C.95-.2.6.3.15.45L.15.8L.5.8L.55 1.15L-.55 1.15L-.5.8L-.15.8L-.15.45C-.6.3-.95-.2-.95-1.05Z', x, y, 28)}" fill="${GOLD}" stroke="${k.deep}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${unit(`${starD}Z`, x, y - 10, 9)}" fill="#fff"/>`,
  ].join('');
}

/** Esports: a game pad (the category's own icon, drawn large) on a hexagonal stage, with two sparks of a clash. */
function arena(code: string, k: TileColours): string {
  const hex = (r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = ((i * 60 + 30) * Math.PI) / 180;
      return `${i ? 'L' : 'M'}${r1(120 + r * Math.cos(a) * 1.25)} ${r1(94 + r * Math.sin(a))}`;
    }).join('') + 'Z';
  const bolt = 'M.1-1L-.5.1L-.05.1L-.2 1L.5-.15L.05-.15Z';
  return [
    `<path d="${hex(72)}" fill="${k.deep}" stroke="${pick([k.accent, k.hot, k.bright], code, 'arena')}" stroke-width="4" stroke-linejoin="round"/><path d="${hex(56)}" fill="${k.bright}" fill-opacity=".45"/>`,
    `<g transform="translate(72 46) scale(4)" fill="${k.bright}" stroke="#fff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${glyphs.ESPORTS}</g>`,
    `<path d="${unit(bolt, 34, 60, 20)}${unit(bolt, 206, 128, 20)}" fill="${GOLD}" stroke="${k.deep}" stroke-width="2" stroke-linejoin="round"/>`,
  ].join('');
}

/** A rooster in profile, facing right: sickle tail, comb and wattle, on its ring's floor. */
function rooster(code: string, k: TileColours): string {
  const s = 1.45;
  const [ox, oy] = [44, 10];
  const at = (d: string) => unit(d, ox, oy, s);
  const feathers = [
    ['M38 62C20 58 6 40 10 12C18 30 30 40 46 48Z', k.bright],
    ['M40 66C22 70 4 60 0 36C12 50 28 56 46 56Z', k.hot],
    ['M42 58C32 44 28 24 38 6C40 24 46 38 56 46Z', k.accent],
  ] as const;
  const loose = [0, 1]
    .map((i) => {
      const [x, y] = i ? [200, 58] : [38, 140];
      return `<path d="${unit('M0-1C.45-.5.4.5 0 1C-.4.5-.45-.5 0-1Z', 0, 0, 10)}" fill="${i ? k.hot : k.accent}" transform="translate(${x} ${y}) rotate(${r1(unitHash(code, `feather${i}`) * 120 - 60)})"/>`;
    })
    .join('');
  return [
    `<ellipse cx="128" cy="162" rx="60" ry="7" fill="#000" fill-opacity=".18"/>`,
    loose,
    feathers.map(([d, fill]) => `<path d="${at(d)}" fill="${fill}" stroke="${k.deep}" stroke-width="2" stroke-linejoin="round"/>`).join(''),
    `<path d="${at('M50 92L46 104L40 106M50 104L54 106M64 92L66 104L60 106M66 104L72 106')}" fill="none" stroke="${GOLD}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    // Body and neck in one outline: back, rump, belly, breast up to the head.
    `<path d="${at('M30 62C36 50 50 48 58 46C62 38 62 26 66 20C70 14 82 12 86 20C89 26 86 32 84 38C90 46 94 64 82 78C72 88 50 90 38 82C30 76 28 68 30 62Z')}" fill="${k.deep}"/>`,
    `<path d="${at('M44 62C52 54 66 56 70 64C64 76 52 80 44 74Z')}" fill="${k.bright}" fill-opacity=".8"/>`,
    `<path d="${at('M68 16C66 10 70 6 74 10C74 4 80 4 80 10C84 6 88 10 84 16Z')}${at('M84 32C90 34 90 42 85 42C82 40 82 36 84 32Z')}" fill="${k.hot}"/>`,
    `<path d="${at('M86 22L96 26L86 30Z')}" fill="${GOLD}"/><circle cx="${r1(ox + 79 * s)}" cy="${r1(oy + 23 * s)}" r="3.5" fill="#fff"/><circle cx="${r1(ox + 79.6 * s)}" cy="${r1(oy + 23 * s)}" r="1.6" fill="${INK}"/>`,
  ].join('');
}

/** Lottery balls: two behind, three in front, each with its number. */
function numbered(code: string, k: TileColours): string {
  const colours = [k.hot, k.bright, GOLD, '#2f8ef0', '#ff8a1f'];
  const start = Math.floor(unitHash(code, 'ball-colour') * colours.length);
  const taken = new Set<number>();
  const font = latinFont(800);
  const places = [
    [88, 56, 22],
    [154, 52, 22],
    [62, 116, 30],
    [178, 116, 30],
    [120, 104, 32],
  ] as const;
  const balls = places.map(([x, y, r], i) => {
    let n = 1 + Math.floor(unitHash(code, `ball${i}`) * 49);
    while (taken.has(n)) n = (n % 49) + 1;
    taken.add(n);
    const size = r * 0.7;
    return { x, y, r, fill: colours[(start + i) % colours.length]!, digits: compactOutline(font, String(n), x, r1(y + 0.357 * size), size, 'middle') };
  });
  // Like parts share one element, the balls drawn back to front in each.
  return [
    `<g fill="#000" fill-opacity=".15">${balls.map(({ x, y, r }) => `<ellipse cx="${x}" cy="${y + r}" rx="${r1(r * 0.8)}" ry="${r1(r * 0.2)}"/>`).join('')}</g>`,
    `<g stroke="${k.deep}" stroke-width="2">${balls.map(({ x, y, r, fill }) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('')}</g>`,
    `<g fill="#fff">${balls.map(({ x, y, r }) => `<circle cx="${x}" cy="${y}" r="${r1(r * 0.58)}"/>`).join('')}</g>`,
    `<path d="${balls.map((b) => b.digits).join('')}" fill="${INK}"/>`,
    `<g fill="url(#h)">${balls.map(({ x, y, r }) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`,
  ].join('');
}

/** The picture of a game's kind, drawn above the tile's name band (y < 166) on a 240-unit square. */
export function tileMotif(game: TileGame, k: TileColours): string {
  if (game.engine === 'baccarat') return cards(game.code, k);
  if (game.engine === 'crash') return crash(game.code, k);
  if (game.engine === 'pick:match') return game.category === 'ESPORTS' ? arena(game.code, k) : pitch(game.name.en, k);
  if (game.engine === 'pick:cockfight') return rooster(game.code, k);
  if (game.engine === 'pick:numbers') return numbered(game.code, k);
  // Every other engine is a slot: its paytable id names it (lotus-5x3, tiger-3x3, ...).
  return reels(game, k);
}
