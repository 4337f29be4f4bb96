import type { Browser } from 'playwright-core';
import { canvasPage } from './browser';
import { latinFont } from './fonts';
import { contrast, deepenForWhite, type Hex } from './palette';

/**
 * A brand's icon: the first letter of its name in its accent colour on its primary colour.
 * `shape` is `rounded` for the favicon and the "any" app icons, `square` for the pictures that a
 * platform crops itself (the maskable icon and Apple's touch icon), whose letter stays inside the
 * centre 80 % that every mask keeps.
 */
export function brandIconSvg(name: string, colours: { primary: Hex; accent: Hex }, shape: 'rounded' | 'square'): string {
  const S = 512;
  const ground = deepenForWhite(colours.primary, 4.5);
  const ink = contrast(colours.accent, ground) >= 3 ? colours.accent : '#ffffff';
  const letter = [...name.trim()][0]!.toUpperCase();
  const font = latinFont(800);
  const size = shape === 'rounded' ? 360 : 270;
  const path = font.getPath(letter, 0, 0, size, { kerning: true });
  const box = path.getBoundingBox();
  // Centred on its own outline, not on its advance and the em box, so every letter sits in the middle.
  const dx = S / 2 - (box.x1 + box.x2) / 2;
  const dy = S / 2 - (box.y1 + box.y2) / 2;
  const placed = font.getPath(letter, Math.round(dx * 100) / 100, Math.round(dy * 100) / 100, size, { kerning: true });
  const ring = 24;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">`,
    `<rect width="${S}" height="${S}" ${shape === 'rounded' ? 'rx="112" ' : ''}fill="${ground}"/>`,
    // A mask may be a circle of 40 % radius: there the ring is a circle inside it, not a square it would cut.
    shape === 'rounded'
      ? `<rect x="${ring}" y="${ring}" width="${S - 2 * ring}" height="${S - 2 * ring}" rx="92" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="12"/>`
      : `<circle cx="${S / 2}" cy="${S / 2}" r="188" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="12"/>`,
    `<path d="${placed.toPathData(1)}" fill="${ink}"/>`,
    '</svg>\n',
  ].join('');
}

/** The same picture as a PNG of the given side, drawn by Chromium. */
export async function svgToPng(browser: Browser, svg: string, side: number): Promise<Buffer> {
  const page = await canvasPage(browser, side, side);
  const html = `<!doctype html><html><head><style>*{margin:0}html,body{background:transparent}img{display:block;width:${side}px;height:${side}px}</style></head><body><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`;
  await page.setContent(html, { waitUntil: 'load' });
  const png = await page.screenshot({ type: 'png', omitBackground: true });
  await page.context().close();
  return png;
}

/** The files a brand's head and manifest name, by public path. */
export const brandIconFiles = (brandId: string) => ({
  favicon: `/brand/${brandId}/favicon.svg`,
  icon192: `/brand/${brandId}/icon-192.png`,
  icon512: `/brand/${brandId}/icon-512.png`,
  maskable512: `/brand/${brandId}/icon-maskable-512.png`,
  appleTouch: `/brand/${brandId}/apple-touch-icon.png`,
});
