import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// After `vite build`: a .br and a .gz beside every text file the server sends as it is, so
// @fastify/static (preCompressed) answers with the smaller one the client accepts and no request
// pays for compressing. node:zlib only. It lives here, not in a module of its own, because vite
// loads its config without resolving extension-less imports.

/** Text the browser fetches. Source maps are left out (only developers load them), index.html too (the server fills it in per request). */
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const minBytes = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir`; returns how many files it compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || relative(dir, file) === 'index.html') continue;
    const raw = readFileSync(file);
    if (raw.length < minBytes) continue;
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    const gz = gzipSync(raw, { level: 9 });
    // A copy no smaller than the file would only cost a read.
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'marquee-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last, after the console's build has written into the same folder (consoleBuild).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}

/**
 * An application of its own, built with the site into <outDir>/<folder>: its own entry and chunks,
 * sharing none with the player site, so the site's first script neither grows nor splits for it.
 * The operator console (console.html, src/console/, served at /console) is one; the studio's game
 * page (play.html, src/play/, opened in the site's game frame) is the other, with React and
 * i18next of its own: a game loads about 100 KB once, and every page of the site stays as small
 * as it was. Every build of the site (npm start, the tests, the benches) builds both.
 */
export function appBuild(html: string, folder: string): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: `marquee-${folder}-build`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          root,
          configFile: false,
          base: `/${folder}/`,
          publicDir: false,
          logLevel: 'warn',
          plugins: [react()],
          build: { outDir: join(outDir, folder), emptyOutDir: false, sourcemap: 'hidden', manifest: true, rolldownOptions: { input: resolve(root, html) } },
        });
      },
    },
  };
}

/** The files a page of the site loads before anything else, by the build's manifest: the entry's script, its static imports, their styles and the Bengali face. */
export function shellFiles(outDir: string): string[] {
  type Chunk = { file: string; css?: string[]; imports?: string[]; assets?: string[] };
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // The Bengali face's files, which the offline page names too (server/modules/system/site/offlinePage.ts): a phone without the face reads it in them.
  for (const asset of manifest['index.html']?.assets ?? []) if (/noto-sans-bengali-bengali-/.test(asset)) files.add(`/${asset}`);
  // The loader scriptsAfterPaint writes into the page, which no manifest names.
  for (const m of readFileSync(join(outDir, 'index.html'), 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) files.add(m[1]!);
  return [...files].sort();
}

/**
 * The service worker (src/sw/serviceWorker.ts), built after the site into <outDir>/sw.js: one
 * classic script, with the shell it keeps and a version named in it. The version is the hash of the
 * build's manifest and of the artwork it copied, so a new build or new artwork is a new worker,
 * which drops the old one's cache. Only a build has it: `vite` alone serves no sw.js, and the page
 * registers none there (src/app/serviceWorker.ts).
 */
export function serviceWorkerBuild(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'marquee-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the site, the console and the game page are written; before precompress, which then compresses it too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const shell = shellFiles(outDir);
        const version = createHash('sha256');
        version.update(readFileSync(join(outDir, '.vite', 'manifest.json')));
        for (const folder of ['brand', 'icons']) for (const f of filesUnder(join(outDir, folder)).sort()) version.update(`${relative(outDir, f)}:${statSync(f).size}\n`);
        await build({
          root,
          configFile: false,
          publicDir: false,
          logLevel: 'warn',
          // The languages the site is written in (locales/<language>/), Bengali first: the offline page is kept in each.
          define: {
            __SHELL__: JSON.stringify(shell),
            __VERSION__: JSON.stringify(version.digest('base64url').slice(0, 12)),
            __LANGUAGES__: JSON.stringify(readdirSync(join(root, 'locales')).sort((a, b) => Number(b === 'bn') - Number(a === 'bn') || a.localeCompare(b))),
          },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            sourcemap: false,
            rolldownOptions: { input: resolve(root, 'src/sw/serviceWorker.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
          },
        });
      },
    },
  };
}

/**
 * The site's scripts are fetched after the first paint's largest picture. The page the server
 * sends already draws its first screen (header rows, the first banner or the sign-in card), so on
 * a slow phone line the picture gets the whole line first and the scripts, which replace that
 * drawing with the live shell, follow instead of sharing it. A page whose first paint has no such
 * picture, or whose picture is already there, fetches them at once. The loader that waits is a
 * small module file of its own (named by its content's hash, so it is cached like any asset), not
 * an inline script: the Content-Security-Policy admits no inline script (server/http/securityHeaders.ts).
 * As a module script it runs once the document is parsed, as the script tag it replaces would.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'marquee-scripts-after-paint',
    apply: 'build',
    // After vite has written index.html into the bundle, with the entry's and its imports' names.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') throw new Error('index.html: not in the bundle to load its scripts after the first paint');
        const html = String(page.source);
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('index.html: no entry script to load after the first paint');
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        let out = html.replace(entry[0], '');
        for (const p of preloads) out = out.replace(p[0], '');
        const loader = [
          `const modules = ${JSON.stringify(preloads.map((p) => p[1]))};`,
          `const start = () => { for (const href of modules) { const l = document.createElement('link'); l.rel = 'modulepreload'; l.href = href; document.head.append(l); } import(${JSON.stringify(entry[1])}); };`,
          `const picture = document.querySelector('.first-paint img[fetchpriority="high"], .first-paint .login-card img');`,
          // After the frame that paints the picture, not at its load event, which comes a frame before it.
          `const afterPaint = () => requestAnimationFrame(() => setTimeout(start));`,
          `if (picture && !picture.complete) { picture.addEventListener('load', afterPaint, { once: true }); picture.addEventListener('error', afterPaint, { once: true }); } else start();`,
          '',
        ].join('\n');
        const fileName = `assets/afterPaint-${createHash('sha256').update(loader).digest('base64url').slice(0, 10)}.js`;
        this.emitFile({ type: 'asset', fileName, source: loader });
        page.source = out.replace('</head>', `  <script type="module" src="/${fileName}"></script>\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), appBuild('console.html', 'console'), appBuild('play.html', 'play'), serviceWorkerBuild(), precompress(), scriptsAfterPaint()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Written for reading a reported stack, not named in the scripts; the server never serves them.
    sourcemap: 'hidden',
    // The server reads it to preload what the first paint needs (server/modules/system/site/preloads.ts).
    manifest: true,
    // Every browser the site supports but Safari 16 preloads modules itself; Safari 16 only
    // fetches a lazy chunk's imports when it runs, which is slower, not broken.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Infinite queries serve the game lobby only: they load with it, not with every page.
            // So do mutations, which only forms make; the preload helper rides along rather than
            // cost a first-paint request of its own.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/](?!.*(infinite|mutationObserver|useMutation))|vite[\\/]preload-helper/i,
            },
          ],
        },
      },
    },
  },
  server: {
    // `vite` alone serves the site with hot reload and sends API calls to `npm start` on 8080.
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/dev': 'http://localhost:8080' },
  },
});
