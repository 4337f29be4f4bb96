// The bundle report: builds the site into a temporary folder with a manifest and prints, for each
// entry and each lazily loaded chunk, its raw and gzip size; the initial JavaScript of the home
// route (index.html's entry and everything it imports statically) against the 130 KB gzip budget;
// and it exits non-zero when Ajv's schema compiler reached a chunk of the player site (players'
// browsers only ever run the precompiled validators of src/generated/). The operator console is
// exempt: its forms are drawn from schemas at run time, and no player loads its chunks.
//
//   npm run bench:bundle                  report
//   npm run bench:bundle -- --strict      also exit 1 when the home route is over budget
//   npm run bench:bundle -- --keep        keep the build folder and print where it is
//   npm run bench:bundle -- --root <dir>  build another project folder (default: this repository)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { staticClosure } from '../server/modules/system/site/preloads';
import { projectRoot } from '../server/config';
import { buildSite } from '../tests/e2e/helpers/buildSite';

export const budgetBytes = 130 * 1024;
const homeEntry = 'index.html';

/** Signs of Ajv's compiler (ajv/dist/core, ajv/dist/compile) in built code or in its source map. */
const compilerMarkers = [
  'ajv/dist/compile',
  'schema must be object or boolean',
  'no schema with key or ref',
  'logger must implement log, warn and error methods',
];
const compilerSources = /node_modules\/ajv\/dist\/(compile\/|core\.js|ajv\.js|2019\.js|2020\.js|jtd\.js)/;

export interface Sized {
  file: string;
  raw: number;
  gzip: number;
  /** Printed after the sizes: the source a chunk is the entry of, or 'shared'. */
  note?: string;
}

function args(argv: string[]) {
  const at = argv.indexOf('--root');
  return { strict: argv.includes('--strict'), keep: argv.includes('--keep'), root: at >= 0 && argv[at + 1] ? resolve(argv[at + 1]!) : projectRoot };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function sizeOf(outDir: string, file: string): Sized {
  const buf = readFileSync(join(outDir, file));
  return { file, raw: buf.length, gzip: gzipSync(buf).length };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? listFiles(p) : [p];
  });
}

/** Where the compiler shows up in the player site (the console's folder left out): `file: marker` lines, empty when it does not. */
export function findAjvCompiler(outDir: string): string[] {
  const found: string[] = [];
  for (const path of listFiles(outDir)) {
    const file = relative(outDir, path);
    if (file.startsWith('console/')) continue;
    if (path.endsWith('.js') || path.endsWith('.mjs')) {
      const text = readFileSync(path, 'utf8');
      for (const m of compilerMarkers) if (text.includes(m)) found.push(`${file}: contains "${m}"`);
    } else if (path.endsWith('.js.map')) {
      const map = JSON.parse(readFileSync(path, 'utf8')) as { sources?: string[] };
      const hits = (map.sources ?? []).filter((s) => compilerSources.test(s)).map((s) => s.replace(/^.*node_modules\//, 'node_modules/'));
      if (hits.length) found.push(`${file.slice(0, -4)}: built from ${hits.length} module(s) of Ajv's compiler (${hits.slice(0, 3).join(', ')}${hits.length > 3 ? ', …' : ''})`);
    }
  }
  return found;
}

function table(rows: Sized[], indent = '  '): string {
  const width = Math.max(20, ...rows.map((r) => r.file.length));
  return rows.map((r) => `${indent}${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)} raw  ${kb(r.gzip).padStart(9)} gzip${r.note ? `  ${r.note}` : ''}`).join('\n');
}

async function main() {
  const opts = args(process.argv.slice(2));
  const outDir = mkdtempSync(join(tmpdir(), 'marquee-bundle-'));
  let failed = false;
  try {
    console.log(`building ${opts.root} into ${opts.keep ? outDir : 'a temporary folder'} …`);
    try {
      // Maps for the compiler check below, 'hidden' so no chunk carries a sourceMappingURL line the
      // production build does not have: the sizes are what a player downloads.
      await buildSite({ root: opts.root, outDir, build: { manifest: true, sourcemap: 'hidden' } });
    } catch (err) {
      console.error(`\nBUILD FAILED: ${(err as Error).message}`);
      process.exitCode = 1;
      return;
    }
    const manifestFile = join(outDir, '.vite', 'manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`vite wrote no manifest at ${manifestFile}`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const isJs = (f: string) => /\.[cm]?js$/.test(f);

    const entries = Object.entries(manifest).filter(([, c]) => c.isEntry && isJs(c.file));
    console.log('\nentry chunks');
    console.log(table(entries.map(([key, c]) => ({ ...sizeOf(outDir, c.file), note: key }))));

    if (!manifest[homeEntry]) {
      console.error(`\nno ${homeEntry} entry in the manifest; entries: ${entries.map(([k]) => k).join(', ')}`);
      process.exitCode = 1;
      return;
    }
    const initialKeys = staticClosure(manifest, homeEntry);
    const initial = initialKeys.map((k) => manifest[k]!.file).filter(isJs).map((f) => sizeOf(outDir, f));
    const initialCss = [...new Set(initialKeys.flatMap((k) => manifest[k]!.css ?? []))].map((f) => sizeOf(outDir, f));
    const total = initial.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
    console.log(`\ninitial JavaScript of the home route (${homeEntry} and its static imports)`);
    console.log(table(initial.sort((a, b) => b.gzip - a.gzip)));
    console.log(`  ${'total'.padEnd(Math.max(20, ...initial.map((r) => r.file.length)))}  ${kb(total.raw).padStart(10)} raw  ${kb(total.gzip).padStart(9)} gzip`);
    if (initialCss.length) console.log(`  (and CSS: ${initialCss.map((c) => `${c.file} ${kb(c.gzip)} gzip`).join(', ')})`);

    const initialFiles = new Set(initial.map((r) => r.file));
    const entryFiles = new Set(entries.map(([, c]) => c.file));
    const lazy = Object.entries(manifest)
      .filter(([, c]) => isJs(c.file) && !initialFiles.has(c.file) && !entryFiles.has(c.file))
      .map(([key, c]) => ({ ...sizeOf(outDir, c.file), note: c.isDynamicEntry ? key : 'shared' }))
      .sort((a, b) => b.gzip - a.gzip);
    console.log(`\nlazily loaded chunks (${lazy.length})`);
    console.log(lazy.length ? table(lazy) : '  none');

    // The operator console: an application of its own (vite.config.ts consoleBuild), none of whose
    // chunks the player site loads. Its schema form library and editors are counted here, not above.
    const consoleDir = join(outDir, 'console');
    const consoleManifestFile = join(consoleDir, '.vite', 'manifest.json');
    if (existsSync(consoleManifestFile)) {
      const cm = JSON.parse(readFileSync(consoleManifestFile, 'utf8')) as Manifest;
      const consoleInitial = staticClosure(cm, 'console.html').map((k) => cm[k]!.file).filter(isJs).map((f) => sizeOf(consoleDir, f));
      const consoleTotal = consoleInitial.reduce((a, r) => a + r.gzip, 0);
      console.log(`\noperator console (console.html, served at /console): initial JavaScript ${kb(consoleTotal)} gzip in ${consoleInitial.length} chunk(s), none shared with the site`);
    } else {
      console.error('\nFAIL: the build has no operator console (console/console.html)');
      failed = true;
    }

    const within = total.gzip <= budgetBytes;
    console.log(
      `\nbudget: home route initial JavaScript ${kb(total.gzip)} gzip of ${kb(budgetBytes)}: ${within ? 'within budget' : `OVER BUDGET by ${kb(total.gzip - budgetBytes)}`}`,
    );
    if (!within && opts.strict) failed = true;

    const compiler = findAjvCompiler(outDir);
    if (compiler.length) {
      console.error(`\nFAIL: Ajv's schema compiler is in the player site's bundle (import the precompiled validators of src/generated/ instead):\n  ${compiler.join('\n  ')}`);
      failed = true;
    } else {
      console.log("ajv: no schema compiler in any chunk of the player site (precompiled validators only)");
    }
    if (failed) process.exitCode = 1;
  } finally {
    if (opts.keep) console.log(`\nbuild kept in ${outDir}`);
    else rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
