import { createHash } from 'node:crypto';

/** A colour as `#rrggbb`. */
export type Hex = string;

/** A number in [0, 1) that depends only on the text and the salt: the same code, the same colours, on every machine. */
export function unitHash(text: string, salt = ''): number {
  return createHash('sha256').update(`${salt}:${text}`).digest().readUInt32BE(0) / 2 ** 32;
}

function hsl(h: number, s: number, l: number): Hex {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function channels(hex: Hex): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two colours; t = 0 gives a, 1 gives b. */
export function mix(a: Hex, b: Hex, t: number): Hex {
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca.map((v, i) => Math.round(v + (cb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, to choose a legible ink over a brand colour. */
function luminance(hex: Hex): number {
  const lin = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

export function contrast(a: Hex, b: Hex): number {
  const [la, lb] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (la + 0.05) / (lb + 0.05);
}

/** Darkens a colour until white text on it reads at the given contrast. */
export function deepenForWhite(hex: Hex, ratio = 4.5): Hex {
  let c = hex;
  for (let i = 0; i < 20 && contrast(c, '#ffffff') < ratio; i++) c = mix(c, '#000000', 0.08);
  return c;
}

/**
 * A vendor's own colours, the same under every brand: a deep ground for white type and a bright
 * mark, a third of the colour wheel apart so two vendors side by side rarely look alike.
 */
export function vendorColours(code: string): { ground: Hex; mark: Hex; ink: Hex } {
  const hue = Math.floor(unitHash(code, 'hue') * 360);
  const markHue = (hue + 40 + Math.floor(unitHash(code, 'mark') * 80)) % 360;
  return { ground: hsl(hue, 0.55, 0.2), mark: hsl(markHue, 0.85, 0.6), ink: '#ffffff' };
}
