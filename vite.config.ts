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

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // `vite` alone serves the site with hot reload and sends API calls to `npm start` on 8080.
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/dev': 'http://localhost:8080' },
  },
});
