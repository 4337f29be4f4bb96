import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { afterLoginHiddenKey } from '../../../src/engine/afterLogin';

const brandsDir = join(import.meta.dirname, '../../../config/brands');

/** Debian's Chromium: `.ci/run` installs it; nothing downloads a browser of its own. */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** The browser openPage() uses unless told otherwise: the worker's, set by the `browser` fixture. */
let current: Browser | undefined;

export function setDefaultBrowser(browser: Browser | undefined): void {
  current = browser;
}

/** Contexts openPage() made that are still open: closed after each test, should the test not close them. */
const openContexts = new Set<BrowserContext>();

export async function closeOpenContexts(): Promise<void> {
  await Promise.all([...openContexts].map((c) => c.close().catch(() => undefined)));
  openContexts.clear();
}

/** What the pages openPage() opened, in any of their frames, did that the Content-Security-Policy refused, since the last check. */
const cspViolations: string[] = [];

/**
 * Throws, listing them, when a page broke the server's Content-Security-Policy; then forgets them.
 * openPage() checks once its page has loaded, and the `it` of ./fixtures after every test, so a
 * violation anywhere in a test fails it, whatever the test itself looks at.
 */
export function checkCspViolations(): void {
  const found = cspViolations.splice(0);
  if (found.length) throw new Error(`${found.length} Content-Security-Policy violation(s):\n  ${found.join('\n  ')}`);
}

/** Reports every `securitypolicyviolation` of the context's pages and frames (the game frame too) to the list above. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__marqueeCspViolation', (_source, text: string) => void cspViolations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __marqueeCspViolation: (text: string) => void }).__marqueeCspViolation;
      void report(`${e.effectiveDirective} refused ${e.blockedURI || 'an inline script or style'} (${e.sourceFile || location.href}:${e.lineNumber}) on ${location.href}`);
    });
  });
}

/** Each seeded brand's after-login key and time zone, for openPage's `afterLogin`. */
const brandDays = readdirSync(brandsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(brandsDir, f), 'utf8')) as { id: string; timeZone: string })
  .map((b) => ({ key: afterLoginHiddenKey(b.id), timeZone: b.timeZone }));

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(`${chromiumPath} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
}

export interface AxeOptions {
  /** CSS selectors to leave out of the scan (a third-party frame, say). */
  exclude?: string[];
  /** Scan only these. */
  include?: string[];
  /** Rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

export interface OpenPageOptions {
  /**
   * Let the site's service worker install. Off unless asked: only the lite app's own tests are about
   * the worker, and the others measure the site's own requests, which a worker would answer from its cache.
   */
  serviceWorkers?: boolean;
  /** navigator.language and Accept-Language, e.g. 'en-US' or 'bn-BD'. */
  locale?: string;
  extraHTTPHeaders?: Record<string, string>;
  /** Cookies and localStorage to start with (a saved login); a file path or the object. */
  storageState?: BrowserContextOptions['storageState'];
  colorScheme?: 'light' | 'dark';
  /** Session storage on the site's origin before its first script runs (the state a sign-in leaves). */
  sessionStorage?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** A touch screen, so locator.tap() works as a finger's tap. */
  touch?: boolean;
  /** false skips the accessibility scan; otherwise it runs with these options. */
  axe?: false | AxeOptions;
  /**
   * true draws the site's motion (marquees, reels, the winners' loop). By default a page asks for
   * reduced motion, as many players do: Chromium without a GPU composites every frame of an endless
   * marquee in software, and a test's idle pages then take a core from the rest of the run.
   */
  motion?: boolean;
  /**
   * true lets the after-login modal open after a sign-in. By default every brand's pop-ups start
   * hidden for the day, as a player who ticked "do not show again today" has them: the seeded pop-up
   * would otherwise cover the page each test signs in to, and only tests/e2e/afterLogin.test.ts is
   * about it.
   */
  afterLogin?: boolean;
  /** Defaults to the worker's browser (the `browser` fixture of ./fixtures). */
  browser?: Browser;
  /** Called with the new page before it opens `url`: to listen from its first request or socket. */
  watch?: (page: Page) => void;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error output and uncaught exceptions, in order; it keeps filling while the page lives. */
  consoleErrors: string[];
  response: Response | null;
}

export const blockingImpacts = ['serious', 'critical'] as const;

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[] }[];
}

/** One block per violation: rule id, impact, help and the selectors of the elements at fault. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map((n) => `    ${n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' ')}`);
      return `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n  ${v.helpUrl}\n${targets.join('\n')}`;
    })
    .join('\n');
}

/**
 * Waits for the finite animations and transitions under way (a dialog's 100 ms fade), because
 * axe measures colour contrast on what is painted: text caught half-faded-in reads as too faint.
 * Endless ones (a loader's spinner) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  // An overlay starts its fade only after the modal delay; wait until every one has begun it. A
  // loaded machine (a full run on two cores) can take seconds to get there.
  await page.waitForFunction(() => !document.querySelector('.mq-overlay:not(.mq-overlay--visible)'), null, { timeout: 10_000 });
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished),
    ),
  );
}

/**
 * Runs axe-core on the page as it is now and throws, listing them, when any violation is serious
 * or critical. Returns every violation (the minor and moderate ones too) for tests that look closer.
 */
export async function checkAccessibility(page: Page, opts: AxeOptions = {}): Promise<Violation[]> {
  const analyze = async () => {
    await settleAnimations(page);
    // axe.run in each same-origin frame, the results only for violations: the default (a partial run
    // per frame, finished in a blank page of its own, every pass described) takes three times as
    // long, and a full run opens hundreds of pages. A frame on another origin is scanned where a
    // test opens it as a page of its own (the game frames).
    let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
    for (const s of opts.include ?? []) builder = builder.include(s);
    for (const s of opts.exclude ?? []) builder = builder.exclude(s);
    if (opts.disableRules?.length) builder = builder.disableRules(opts.disableRules);
    const { violations } = await builder.analyze();
    return { violations, blocking: violations.filter((v) => (blockingImpacts as readonly string[]).includes(v.impact ?? '')) };
  };
  let { violations, blocking } = await analyze();
  if (blocking.length) {
    // Axe reads colours as they are at that instant: an element that began fading in after the
    // animations settled (a lazily loaded part, a re-keyed view) reads as low contrast everywhere
    // at once. A real violation is still there a moment later; a passing fade is not.
    await page.waitForTimeout(500);
    ({ violations, blocking } = await analyze());
  }
  if (blocking.length) {
    throw new Error(`${blocking.length} serious or critical accessibility violation(s) on ${page.url()}:\n${formatViolations(blocking)}`);
  }
  return violations;
}

/**
 * A new context and page: collects console errors and page errors, opens `url`, waits until the
 * network is idle, then fails on any Content-Security-Policy violation so far and on any serious
 * or critical axe violation (unless `axe: false`).
 * Close the context when done; one left open is closed after the test (the browser lives on).
 */
export async function openPage(url: string, opts: OpenPageOptions = {}): Promise<OpenedPage> {
  const browser = opts.browser ?? current;
  if (!browser) throw new Error('no browser: use the `it` of ./helpers/fixtures and take `site` or `browser` from its context');
  const context = await browser.newContext({
    ...(opts.locale ? { locale: opts.locale } : {}),
    ...(opts.extraHTTPHeaders ? { extraHTTPHeaders: opts.extraHTTPHeaders } : {}),
    ...(opts.storageState ? { storageState: opts.storageState } : {}),
    ...(opts.colorScheme ? { colorScheme: opts.colorScheme } : {}),
    ...(opts.viewport ? { viewport: opts.viewport } : {}),
    ...(opts.touch ? { hasTouch: true } : {}),
    reducedMotion: opts.motion ? 'no-preference' : 'reduce',
    serviceWorkers: opts.serviceWorkers ? 'allow' : 'block',
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  await watchCsp(context);
  if (opts.sessionStorage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
    }, opts.sessionStorage);
  }
  if (!opts.afterLogin) {
    // The day each brand's modal judges by (src/engine/afterLogin.ts), worked out in the page, so a
    // test running across a brand's midnight still finds it hidden.
    await context.addInitScript(
      ({ brands }: { brands: Array<{ key: string; timeZone: string }> }) => {
        const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', numberingSystem: 'latn' }).format(new Date());
        for (const b of brands) localStorage.setItem(b.key, dayIn(b.timeZone));
      },
      { brands: brandDays },
    );
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const { url: at, lineNumber } = msg.location();
    consoleErrors.push(at ? `${msg.text()} (${at}:${lineNumber + 1})` : msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`uncaught ${err.name}: ${err.message}`));
  opts.watch?.(page);
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    checkCspViolations();
    if (opts.axe !== false) await checkAccessibility(page, opts.axe ?? {});
    return { page, context, consoleErrors, response };
  } catch (err) {
    await context.close().catch(() => undefined);
    if (consoleErrors.length) (err as Error).message += `\nconsole errors on ${url}:\n  ${consoleErrors.join('\n  ')}`;
    throw err;
  }
}

/** Fails with the list when the page logged an error or threw. */
export function expectNoConsoleErrors(consoleErrors: readonly string[], what = 'the page'): void {
  expect(consoleErrors, `console errors on ${what}:\n  ${consoleErrors.join('\n  ')}`).toEqual([]);
}
