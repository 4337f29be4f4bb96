/**
 * WCAG 2.x contrast between two sRGB colours written as #rgb or #rrggbb (the brand schema's Color).
 * Pure, so the brand-config test and any tool that checks a palette share one formula.
 */

export type Rgb = readonly [number, number, number];

export function parseHexColour(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rgb or #rrggbb colour: ${hex}`);
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

// https://www.w3.org/TR/WCAG21/#dfn-relative-luminance
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColour(hex).map(channel) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same colour) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * WCAG 1.4.3 and 1.4.11: body text needs 4.5:1; large text (24 px, or 18.66 px bold) and the parts
 * of a control a player must see to use it (edges, focus rings, icons) need 3:1.
 */
export const minimumContrast = { text: 4.5, large: 3, ui: 3 } as const;
export type ContrastUse = keyof typeof minimumContrast;

/** color-mix(in srgb, a p%, b) as the stylesheets write it, so what they draw can be checked. */
export function mixColours(a: string, b: string, weightOfA: number): string {
  const [ca, cb] = [parseHexColour(a), parseHexColour(b)];
  const mixed = ca.map((v, i) => Math.round(v * weightOfA + cb[i]! * (1 - weightOfA)));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
