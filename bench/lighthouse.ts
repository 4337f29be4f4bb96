// The Lighthouse report: starts the site as `npm start` does (building it when stale), on its own
// embedded database and a free port, and runs Lighthouse's mobile preset (simulated slow 4G and a
// 4× slower CPU) with Debian's Chromium on the home, slots and promotions pages of both demo brands.
// Each page runs three times; the median run (by performance score) is printed with its LCP, CLS
// and TBT, and the accessibility and SEO scores, each marked against its target.
//
//   npm run bench:lighthouse                    all six pages, three runs each
//   npm run bench:lighthouse -- --runs 1        one run each (a quick look)
//   npm run bench:lighthouse -- --only bd:/     one page
//   npm run bench:lighthouse -- --json <file>   also write every run's figures to a file
//   npm run bench:lighthouse -- --save <dir>    also keep each run's full Lighthouse report (JSON)
//
// Brands are told apart by host name, so Chromium resolves the brands' test domains to this
// machine (--host-resolver-rules) instead of the script sending a Host header it cannot set.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { projectRoot } from '../server/config';
import { runServer, listeningPort } from '../tests/helpers/serverProcess';

const pages = [
  { brand: 'bd', host: 'bd.marquee.test', path: '/' },
  { brand: 'bd', host: 'bd.marquee.test', path: '/rng' },
  { brand: 'bd', host: 'bd.marquee.test', path: '/promotions' },
  { brand: 'lumen', host: 'lumen.marquee.test', path: '/' },
  { brand: 'lumen', host: 'lumen.marquee.test', path: '/rng' },
  { brand: 'lumen', host: 'lumen.marquee.test', path: '/promotions' },
];

/** The issue's targets: scores 0–100, times in ms. */
const targets = { performance: 95, lcp: 2000, cls: 0.02, tbt: 150, accessibility: 100, seo: 95 };

interface Figures {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  accessibility: number;
  seo: number;
  fcp: number;
  lcpElement: string;
}

function args(argv: string[]) {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  return { runs: Number(value('--runs') ?? 3), only: value('--only'), json: value('--json'), save: value('--save') };
}

async function startSite() {
  // scripts/start.ts is `npm start`: it builds dist/client when the sources are newer.
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-lighthouse-'));
  const site = runServer({ MARQUEE_DATA_DIR: dataDir, MARQUEE_CLIENT_DIR: join(projectRoot, 'dist', 'client') }, join('scripts', 'start.ts'));
  // Building a stale site and seeding its database take minutes on a machine busy with other work.
  const port = await listeningPort(site, 300_000);
  return {
    port,
    stop() {
      site.child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Chrome = Awaited<ReturnType<typeof chromeLauncher.launch>>;

/**
 * One Chromium for the whole report, as a player's browser is already running when they open the
 * site: a browser's first navigation after it starts pays for its own start-up (seconds of main
 * thread here), which no visitor of the site pays and Lighthouse would count as the page's.
 * Lighthouse still empties the cache and storage before each run, so every run loads the page cold.
 */
function launchChrome(port: number): Promise<Chrome> {
  return chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', `--host-resolver-rules=MAP *.marquee.test 127.0.0.1:${port}`],
  });
}

async function audit(chrome: Chrome, url: string, saveAs?: string): Promise<Figures> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const lcpItem = (audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    lcpElement: lcpItem ?? '',
  };
}

const mark = (ok: boolean) => (ok ? ' ' : '✗');

function line(label: string, f: Figures) {
  const cells = [
    `perf ${String(f.performance).padStart(3)}${mark(f.performance >= targets.performance)}`,
    `LCP ${(f.lcp / 1000).toFixed(2)} s${mark(f.lcp <= targets.lcp)}`,
    `CLS ${f.cls.toFixed(3)}${mark(f.cls <= targets.cls)}`,
    `TBT ${String(Math.round(f.tbt)).padStart(4)} ms${mark(f.tbt <= targets.tbt)}`,
    `a11y ${String(f.accessibility).padStart(3)}${mark(f.accessibility >= targets.accessibility)}`,
    `SEO ${String(f.seo).padStart(3)}${mark(f.seo >= targets.seo)}`,
    `FCP ${(f.fcp / 1000).toFixed(2)} s`,
  ];
  return `${label.padEnd(26)} ${cells.join('  ')}`;
}

const median = (runs: Figures[]) => [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp)[Math.floor(runs.length / 2)]!;

async function main() {
  const { runs, only, json, save } = args(process.argv.slice(2));
  if (save) mkdirSync(save, { recursive: true });
  const chosen = only ? pages.filter((p) => `${p.brand}:${p.path}` === only) : pages;
  if (chosen.length === 0) throw new Error(`no page ${only}; pages are ${pages.map((p) => `${p.brand}:${p.path}`).join(', ')}`);
  console.log('starting the site as npm start does …');
  const site = await startSite();
  const chrome = await launchChrome(site.port);
  const all: Record<string, Figures[]> = {};
  let missed = 0;
  try {
    // The browser's own first navigation, not counted (see launchChrome).
    await audit(chrome, `http://${chosen[0]!.host}/`);
    console.log(`Lighthouse mobile preset, ${runs} run(s) a page, median by performance; ✗ marks a missed target\n`);
    for (const page of chosen) {
      const url = `http://${page.host}${page.path}`;
      const results: Figures[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(chrome, url, save && join(save, `${page.brand}${page.path.replace(/\//g, '_')}-${i + 1}.json`)));
      all[`${page.brand}:${page.path}`] = results;
      const m = median(results);
      const ok = m.performance >= targets.performance && m.lcp <= targets.lcp && m.cls <= targets.cls && m.tbt <= targets.tbt && m.accessibility >= targets.accessibility && m.seo >= targets.seo;
      if (!ok) missed++;
      console.log(line(`${page.brand} ${page.path}`, m));
      if (!ok && m.lcpElement) console.log(`${''.padEnd(26)} LCP element: ${m.lcpElement.slice(0, 120)}`);
    }
  } finally {
    chrome.kill();
    site.stop();
  }
  if (json) writeFileSync(json, JSON.stringify(all, null, 2));
  console.log(
    `\ntargets: performance ≥ ${targets.performance}, LCP ≤ ${targets.lcp / 1000} s, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbt} ms, accessibility ${targets.accessibility}, SEO ≥ ${targets.seo}`,
  );
  console.log(missed ? `${missed} page(s) missed a target` : 'every page met every target');
  process.exitCode = missed ? 1 : 0;
}

await main();
