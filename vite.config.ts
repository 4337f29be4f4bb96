import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

/**
 * The site's scripts are fetched at low priority: the page the server sends already draws its
 * first screen (header rows, first banner), so its stylesheet and pictures go first on a slow
 * phone line and the scripts, which replace that drawing with the live shell, follow.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'marquee-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), scriptsAfterPaint()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload what the first paint needs (server/modules/site/preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/ }],
        },
      },
    },
  },
  server: {
    // `vite` alone serves the site with hot reload and sends API calls to `npm start` on 8080.
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/dev': 'http://localhost:8080' },
  },
});
