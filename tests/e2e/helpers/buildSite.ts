import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { projectRoot } from '../../../server/config';

/** Where the browser tests serve the site from (vite.config.ts `build.outDir`). */
export const clientDir = join(projectRoot, 'dist', 'client');

/** What tests/e2e/globalSetup.ts found, handed to the test files through `inject('siteBuild')`. */
export type SiteBuild =
  /** dist/client holds a build of the current sources. */
  | { state: 'ready'; built: boolean; ms: number }
  /** The site's sources are not there yet (no index.html, or a script it loads is missing). */
  | { state: 'absent'; reason: string }
  /** The sources are there and vite refused them. */
  | { state: 'failed'; reason: string }
  /** No browser test was selected for this run, so nothing was built. */
  | { state: 'not-needed' };

declare module 'vitest' {
  export interface ProvidedContext {
    siteBuild: SiteBuild;
  }
}

/** Everything a build reads; tests and benchmarks do not count. */
const sourceRoots = ['index.html', 'console.html', 'play.html', 'src', 'renderers', 'locales', 'public', 'config', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function listSources(root: string): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') walk(join(path, name));
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(path)) {
      out.push(path);
    }
  };
  for (const r of sourceRoots) walk(join(root, r));
  return out;
}

/**
 * A fingerprint of the sources: path, size and modification time of every file. Unlike comparing
 * times with the built index.html alone, it also notices a deleted or renamed file.
 */
export function sourceFingerprint(root = projectRoot): string {
  const hash = createHash('sha256');
  for (const f of listSources(root)) {
    const st = statSync(f);
    hash.update(`${relative(root, f)}\0${st.size}\0${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Why the site cannot be built from these sources yet, or undefined when it can. */
export function missingSiteSources(root = projectRoot): string | undefined {
  const html = join(root, 'index.html');
  if (!existsSync(html)) return 'index.html does not exist';
  const text = readFileSync(html, 'utf8');
  for (const m of text.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g)) {
    if (!existsSync(join(root, m[1]!))) return `index.html loads ${m[1]}, which does not exist`;
  }
  return undefined;
}

/** The stamp sits beside dist/client, not in it, so the server never serves it. */
const stampFile = (outDir: string) => join(dirname(outDir), `.${relative(dirname(outDir), outDir) || 'client'}-sources`);

export function siteIsCurrent(outDir = clientDir, root = projectRoot): boolean {
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(stampFile(outDir))) return false;
  return readFileSync(stampFile(outDir), 'utf8') === sourceFingerprint(root);
}

/**
 * `vite build` through its API, as production builds it. Vitest sets NODE_ENV=test, and Vite would
 * then bundle React's development build; the build runs with NODE_ENV=production instead.
 */
export async function buildSite(opts: { outDir?: string; root?: string; build?: InlineConfig['build']; quiet?: boolean } = {}) {
  const root = opts.root ?? projectRoot;
  const outDir = opts.outDir ?? clientDir;
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build({
      root,
      configFile: existsSync(join(root, 'vite.config.ts')) ? join(root, 'vite.config.ts') : false,
      mode: 'production',
      logLevel: opts.quiet === false ? 'info' : 'warn',
      build: { ...opts.build, outDir, emptyOutDir: true },
    });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

/** Builds dist/client unless it already holds a build of the current sources. */
export async function ensureSiteBuilt(root = projectRoot): Promise<SiteBuild> {
  const missing = missingSiteSources(root);
  if (missing) return { state: 'absent', reason: missing };
  const started = Date.now();
  const outDir = join(root, 'dist', 'client');
  if (siteIsCurrent(outDir, root)) return { state: 'ready', built: false, ms: 0 };
  // Taken before building: a file saved during the build makes the next run build again.
  const fingerprint = sourceFingerprint(root);
  try {
    await buildSite({ root, outDir });
    mkdirSync(dirname(outDir), { recursive: true });
    writeFileSync(stampFile(outDir), fingerprint);
  } catch (err) {
    return { state: 'failed', reason: `vite build failed: ${(err as Error).message}` };
  }
  return { state: 'ready', built: true, ms: Date.now() - started };
}
