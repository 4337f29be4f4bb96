// `npm run shots:design`: docs/design/*.png, one picture of each token group and component of
// docs/design.md, drawn by the built site's own stylesheets in the default brand's light and dark
// themes. Each specimen is the component's markup (the class names its React component renders)
// placed on a page of the running site, so the pictures show exactly what the CSS ships.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from '../server/config';
import { withShotSite, type ThemeMode } from './shotSite';

const outDir = join(projectRoot, 'docs', 'design');
const states = ['rest', 'hover', 'pressed', 'focus'] as const;

const swatch = (token: string) =>
  `<div style="display:flex;align-items:center;gap:8px;min-width:220px"><span style="width:40px;height:40px;border-radius:var(--mq-radius-sm);background:var(--mq-${token});box-shadow:inset 0 0 0 1px var(--mq-divider)"></span><code>--mq-${token}</code></div>`;
const grid = (items: string[], columns = 3) => `<div style="display:grid;grid-template-columns:repeat(${columns},240px);gap:12px">${items.join('')}</div>`;
const row = (items: string[]) => `<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:center">${items.join('')}</div>`;
const caption = (text: string) => `<p style="margin:16px 0 6px;color:var(--mq-muted);font-size:var(--mq-font-size-sm)">${text}</p>`;

const specimens: Record<string, string> = {
  colours: grid(
    ['primary', 'on-primary', 'background', 'surface', 'text', 'muted', 'accent', 'danger', 'on-danger', 'success', 'warning', 'info', 'border', 'focus', 'divider', 'hover', 'skeleton', 'plate'].map(swatch),
  ),
  type: ['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs']
    .map(
      (s) =>
        `<div style="display:flex;gap:16px;align-items:baseline;line-height:var(--mq-line-height-body)"><code style="width:12rem;flex:none;white-space:nowrap;font-size:var(--mq-font-size-sm);color:var(--mq-muted)">--mq-font-size-${s}</code><span style="font-size:var(--mq-font-size-${s})">লাইভ ক্যাসিনো · Live casino 1,234.50</span></div>`,
    )
    .join(''),
  spacing: ['0-5', '1', '1-5', '2', '3', '4', '5', '6', '8', '12', '16']
    .map(
      (s) =>
        `<div style="display:flex;gap:16px;align-items:center;margin:4px 0"><code style="width:9rem;font-size:var(--mq-font-size-sm)">--mq-space-${s}</code><span style="display:block;height:16px;width:var(--mq-space-${s});background:var(--mq-primary)"></span></div>`,
    )
    .join(''),
  radii: row(
    ['radius-sm', 'radius', 'radius-lg', 'radius-pill'].map(
      (r) =>
        `<div style="text-align:center"><div style="width:96px;height:64px;border-radius:var(--mq-${r});background:var(--mq-surface);border:2px solid var(--mq-border)"></div><code style="font-size:var(--mq-font-size-xs)">--mq-${r}</code></div>`,
    ),
  ),
  elevation: row(
    ['elevation-1', 'elevation-2', 'elevation-3', 'elevation-4'].map(
      (e) =>
        `<div style="width:140px;height:80px;margin:16px;display:flex;align-items:center;justify-content:center;border-radius:var(--mq-radius);background:var(--mq-surface);box-shadow:var(--mq-${e})"><code style="font-size:var(--mq-font-size-xs)">--mq-${e}</code></div>`,
    ),
  ),
  buttons:
    caption('variants') +
    row([
      '<button class="mq-button mq-button--primary mq-button--medium">জমা · Deposit</button>',
      '<button class="mq-button mq-button--secondary mq-button--medium">লগ ইন · Log in</button>',
      '<button class="mq-button mq-button--ghost mq-button--medium">আরও · More</button>',
      '<button class="mq-button mq-button--danger mq-button--medium">বাতিল · Cancel</button>',
    ]) +
    caption('sizes') +
    row([
      '<button class="mq-button mq-button--primary mq-button--small">Small</button>',
      '<button class="mq-button mq-button--primary mq-button--medium">Medium</button>',
      '<button class="mq-button mq-button--primary mq-button--large">Large</button>',
    ]) +
    caption('disabled and busy') +
    row([
      '<button class="mq-button mq-button--primary mq-button--medium" disabled>Disabled</button>',
      '<button class="mq-button mq-button--primary mq-button--medium" aria-busy="true"><span class="mq-spinner" style="width:1em;height:1em"></span>Busy</button>',
    ]),
  'button-states': ['primary', 'secondary']
    .map((variant) =>
      row(
        states.map(
          (state) =>
            `<div data-column="${variant}-${state}" style="padding:6px"><button data-state="${variant}-${state}" class="mq-button mq-button--${variant} mq-button--medium">${state}</button></div>`,
        ),
      ),
    )
    .join(''),
  tabs: `<div class="mq-tabs" style="width:520px"><div role="tablist" class="mq-tabs__list"><button role="tab" aria-selected="true" class="mq-tabs__tab mq-tabs__tab--selected">মোবাইল · Mobile</button><button role="tab" class="mq-tabs__tab">ব্যবহারকারীর নাম · Username</button><button role="tab" class="mq-tabs__tab" disabled>Email</button></div><div class="mq-tabs__panel">…</div></div>`,
  pagination: `<nav class="mq-pagination"><ul class="mq-pagination__list"><li><button disabled>‹</button></li><li><button aria-current="page">1</button></li><li><button>2</button></li><li><button>3</button></li><li class="mq-pagination__break">…</li><li><button>12</button></li><li><button>›</button></li></ul></nav>`,
  dialog: `<div class="mq-overlay__panel mq-dialog mq-dialog--success" style="width:360px;transform:none"><div class="mq-dialog__icon"><svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="10"/><path d="m8 12 3 3 5-6"/></svg></div><h2 class="mq-dialog__title">নিবন্ধন সফল · Registered</h2><div class="mq-dialog__body">আপনার অ্যাকাউন্ট তৈরি হয়েছে। Your account is ready.</div><div class="mq-dialog__buttons"><button class="mq-button mq-button--primary mq-button--medium">ঠিক আছে · OK</button></div></div>`,
  modal: `<div class="mq-overlay__panel mq-modal" style="width:420px;transform:none"><div class="mq-modal__header"><h2 class="mq-modal__title">নোটিশ · Notice</h2><button class="mq-modal__close" aria-label="close"><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M6 6l12 12M18 6 6 18"/></svg></button></div><div class="mq-modal__body">দায়িত্বশীল খেলা: নিজের জন্য একটি সীমা ঠিক করুন। Play responsibly: set yourself a limit.</div></div>`,
  'form-field': `<div style="width:360px;display:flex;flex-direction:column;gap:12px" class="rule-form"><div class="form-field"><label>মোবাইল নম্বর · Mobile number</label><input value="01712 345678"><p class="form-field__hint">১১ সংখ্যা · 11 digits</p></div><div class="form-field form-field--error"><label>পাসওয়ার্ড · Password</label><input type="password" value="abc"><p class="form-field__error">কমপক্ষে ৮টি অক্ষর · At least 8 characters</p></div><div class="form-field form-field--check"><input type="checkbox" checked id="c"><label for="c">আমার বয়স ১৮+ · I am 18 or older</label></div></div>`,
  tiles: `<ul class="vendor-grid" style="width:620px"><li><button class="mq-tile"><span style="display:flex;align-items:center;justify-content:center;width:120px;height:48px;border-radius:var(--mq-radius-sm);background:var(--mq-primary);color:var(--mq-on-primary);font-weight:700">EVO</span><span>Evolution</span><span class="hot-badge">জনপ্রিয়</span></button></li><li><button class="mq-tile"><span style="display:flex;align-items:center;justify-content:center;width:120px;height:48px;border-radius:var(--mq-radius-sm);background:var(--mq-primary);color:var(--mq-on-primary);font-weight:700">PP</span><span>Pragmatic Live</span></button></li><li><button class="mq-tile"><span style="display:flex;align-items:center;justify-content:center;width:120px;height:48px;border-radius:var(--mq-radius-sm);background:var(--mq-primary);color:var(--mq-on-primary);font-weight:700">JILI</span><span>JILI</span></button></li></ul>`,
  skeleton:
    caption('vendor grid while it loads') +
    `<ul class="vendor-grid" style="width:620px">${'<li><div class="mq-tile"><span class="mq-skeleton mq-skeleton--block" style="width:120px;height:48px"></span><span class="mq-skeleton mq-skeleton--text" style="width:60%"></span></div></li>'.repeat(4)}</ul>` +
    caption('banner while it loads') +
    '<span class="mq-skeleton mq-skeleton--block" style="width:620px;aspect-ratio:1200/320"></span>',
  'empty-state': `<div class="empty-state" style="width:480px"><p class="empty-state__title">এই বিভাগে এখনো কোনো গেম নেই · No games in this category yet</p><button class="mq-button">আবার চেষ্টা · Retry</button></div>`,
  badges: row([
    '<span style="position:relative;display:inline-block;width:80px;height:32px"><span class="hot-badge">জনপ্রিয় · Hot</span></span>',
    '<span class="centre__badge" style="display:inline-block">3</span>',
    '<span class="age-badge">18+</span>',
    '<span class="mq-spinner-status"><span class="mq-spinner" style="width:1.5em;height:1.5em"></span></span>',
  ]),
};

/** Puts one specimen alone on the page, in its own box, and returns that box. */
async function show(page: Page, html: string) {
  await page.evaluate((markup) => {
    document.body.innerHTML = `<div id="specimen" style="display:inline-block;padding:24px;background:var(--mq-background);color:var(--mq-text)">${markup}</div>`;
  }, html);
  return page.locator('#specimen');
}

/** Holds each button of the states specimen in its state: pointer over, pressed, keyboard focus. */
async function shootStates(page: Page, file: string) {
  // A browser holds one hover, one press and one focus at a time, so each button is shot alone in
  // its state and the pictures are laid out as a table: a row per variant, a column per state.
  const rows: string[] = [];
  for (const variant of ['primary', 'secondary']) {
    const cells: string[] = [];
    for (const state of states) {
      await show(page, specimens['button-states']!);
      const button = page.locator(`[data-state="${variant}-${state}"]`);
      if (state === 'hover') await button.hover();
      if (state === 'pressed') {
        await button.hover();
        await page.mouse.down();
      }
      if (state === 'focus') {
        await page.keyboard.press('Tab');
        await button.evaluate((el: HTMLElement) => el.focus({ focusVisible: true }));
      }
      // The button's cell, padded, so the focus ring outside the button is in the picture.
      const clip = (await page.locator(`[data-column="${variant}-${state}"]`).boundingBox())!;
      cells.push((await page.screenshot({ clip, animations: 'disabled' })).toString('base64'));
      if (state === 'pressed') await page.mouse.up();
    }
    rows.push(`<tr>${cells.map((b) => `<td><img src="data:image/png;base64,${b}" alt=""></td>`).join('')}</tr>`);
  }
  const captions = `<tr>${['rest', 'hover', 'pressed', 'focus-visible'].map((c) => `<td style="font-size:var(--mq-font-size-xs);color:var(--mq-muted)">${c}</td>`).join('')}</tr>`;
  await show(page, `<table style="border-spacing:8px 4px;text-align:center">${rows.join('')}${captions}</table>`);
  await page.locator('#specimen').screenshot({ path: file });
}

await withShotSite(async (site) => {
  mkdirSync(outDir, { recursive: true });
  for (const theme of ['light', 'dark'] as ThemeMode[]) {
    const context = await site.context({ brand: 'bd', lang: 'bn', theme, viewport: 'desktop' });
    const page = await context.newPage();
    // Each screen brings its own stylesheets: gather those of the screens whose parts are shown.
    const sheets = new Set<string>();
    for (const path of ['/live', '/rng', '/login']) {
      await page.goto(site.url('bd', path));
      await page.waitForLoadState('networkidle');
      for (const href of await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href))) sheets.add(href);
    }
    await page.evaluate(async (hrefs) => {
      const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
      const loads = hrefs.filter((h) => !have.has(h)).map((href) => new Promise((done) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: done, onerror: done });
        document.head.append(link);
      }));
      await Promise.all(loads);
      await document.fonts.ready;
    }, [...sheets]);
    for (const [name, html] of Object.entries(specimens)) {
      const file = join(outDir, `${name}-${theme}.png`);
      if (name === 'button-states') await shootStates(page, file);
      else await (await show(page, html)).screenshot({ path: file, animations: 'disabled' });
      console.log(file);
    }
    await context.close();
  }
});
