import { emblem } from './emblems';
import { latinFont, textPath } from './fonts';
import { vendorColours } from './palette';

// The size the site shows a vendor logo at (renderers/parts/VendorGrid.tsx, src/app/Footer.tsx).
const W = 120;
const H = 48;
const PAD = 8;
const EMBLEM = 24;
const GAP = 6;

/**
 * The name a vendor's wordmark carries: the words all its seed entries share ("Pragmatic Live" and
 * "Pragmatic Play" are one studio, "Pragmatic"), else its first name.
 */
export function wordmarkName(names: readonly string[]): string {
  const split = names.map((n) => n.split(/\s+/));
  const common: string[] = [];
  for (let i = 0; split.every((w) => w[i] !== undefined && w[i] === split[0]![i]); i++) common.push(split[0]![i]!);
  return common.length ? common.join(' ') : names[0]!;
}

/**
 * A vendor's wordmark as a self-contained SVG: its emblem and its name as outlines on its own
 * colour, legible on the light and the dark theme alike. `inverse` swaps ground and type, for the
 * footer's featured sponsor.
 */
export function wordmarkSvg(code: string, name: string, inverse = false): string {
  const colours = vendorColours(code);
  const ground = inverse ? '#ffffff' : colours.ground;
  const ink = inverse ? colours.ground : colours.ink;
  const font = latinFont(700);
  const room = W - 2 * PAD - EMBLEM - GAP;
  const textX = PAD + EMBLEM + GAP;
  const at1 = font.getAdvanceWidth(name, 1, { kerning: true });
  let size = Math.min(17, room / at1);
  const words = name.split(' ');
  let lines: string[] = [name];
  // A long name of several words reads better on two lines than squeezed onto one.
  if (size < 12.5 && words.length > 1) {
    let best = { lines: [name], size };
    for (let i = 1; i < words.length; i++) {
      const two = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const s = Math.min(14, ...two.map((l) => room / font.getAdvanceWidth(l, 1, { kerning: true })));
      if (s > best.size) best = { lines: two, size: s };
    }
    ({ lines, size } = best);
  }
  size = Math.round(size * 10) / 10;
  // Cap height of Noto Sans is 0.714 em: the lines sit centred on that, not on the em box.
  const cap = 0.714 * size;
  const leading = size * 1.18;
  const block = cap + (lines.length - 1) * leading;
  const top = (H - block) / 2 + cap;
  const paths = lines.map((l, i) => textPath(font, l, textX, Math.round((top + i * leading) * 100) / 100, size).d).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="${W}" height="${H}" rx="8" fill="${ground}"/>`,
    emblem(code, PAD, (H - EMBLEM) / 2, EMBLEM, colours.mark, ink),
    `<path d="${paths}" fill="${ink}"/>`,
    '</svg>\n',
  ].join('');
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
