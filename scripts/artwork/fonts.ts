import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype, { type Font } from 'opentype.js';

// The site's own font package: Noto Sans in its Latin subset, and Noto Sans Bengali. opentype.js
// 0.7 reads WOFF but not WOFF2, so wordmarks take the .woff files; the browser takes the .woff2.
const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files');

const loaded = new Map<string, Font>();

/** Noto Sans (Latin) at a weight the package ships, 100–900. */
export function latinFont(weight: number): Font {
  const file = join(fontDir, `noto-sans-bengali-latin-${weight}-normal.woff`);
  let font = loaded.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(file, font);
  }
  return font;
}

/**
 * A line of Latin text as one SVG path, so it looks the same where the font is missing. Two
 * decimals keep a wordmark small and are finer than any screen shows.
 */
export function textPath(font: Font, text: string, x: number, baseline: number, size: number): { d: string; width: number } {
  const path = font.getPath(text, x, baseline, size, { kerning: true });
  return { d: path.toPathData(2), width: font.getAdvanceWidth(text, size, { kerning: true }) };
}

/** The @font-face rules that give a page the site's Bengali and Latin faces, as data URLs. */
export function fontFaceCss(weights: readonly number[]): string {
  const subsets = [
    ['bengali', 'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1'],
    ['latin', 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'],
  ] as const;
  return weights
    .flatMap((w) =>
      subsets.map(([subset, range]) => {
        const data = readFileSync(join(fontDir, `noto-sans-bengali-${subset}-${w}-normal.woff2`)).toString('base64');
        return `@font-face{font-family:'Noto Sans Bengali';font-weight:${w};font-style:normal;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range};}`;
      }),
    )
    .join('\n');
}
