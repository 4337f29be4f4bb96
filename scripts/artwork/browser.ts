import { chromium, type Browser, type Page } from 'playwright-core';

// The system Chromium, quiet: no GPU (rasterised on the CPU, the same from run to run), no
// background fetches that could change what a page draws.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--font-render-hinting=none'];

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A page of exactly the picture's size at one device pixel per CSS pixel. */
export async function canvasPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  return context.newPage();
}

/** Shows the HTML, waits for its fonts, lets it fit its text (`window.fitText`), and returns a PNG of the viewport. */
export async function renderPng(page: Page, html: string): Promise<Buffer> {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    (window as unknown as { fitText?: () => void }).fitText?.();
  });
  return page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
}

/**
 * Re-encodes a PNG as WebP in the page's own encoder (Playwright screenshots only in PNG and JPEG,
 * and WebP keeps flat colour and type far smaller than JPEG at the same look).
 */
export async function pngToWebp(page: Page, png: Buffer, quality: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ src, q }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', q);
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, q: quality },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
