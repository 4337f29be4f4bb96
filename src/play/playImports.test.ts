import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The game page stays small by what it leaves out: no shell, no renderers, no router, no query
 * cache, no react-i18next. It may use the engine, the generated types and calls, the design tokens,
 * the one call client every page uses (src/api/callClient) and the live channel (src/api/live), and of the shell only its theme (how
 * brand colours become CSS properties) and its font faces.
 */
const root = resolve(import.meta.dirname, '../..');
const here = 'src/play';
const allowedFolders = ['src/play', 'src/engine', 'src/generated', 'locales'];
const allowedFiles = ['src/api/callClient', 'src/api/live', 'src/app/theme', 'src/app/fonts.css', 'src/ui/tokens.css'];
const allowedPackages = ['react', 'react-dom/client', 'i18next'];

const sources = readdirSync(join(root, here)).filter((f) => /\.(tsx?|css)$/.test(f) && !/\.test\.tsx?$/.test(f));
const specifiers = (file: string) => {
  const text = readFileSync(join(root, here, file), 'utf8');
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*|@import\s+|import\.meta\.glob[^(]*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
};

describe('the game page\'s imports', () => {
  it('finds its sources', () => {
    expect(sources).toContain('main.tsx');
    expect(specifiers('main.tsx')).toContain('../app/theme');
  });

  it.each(sources)('%s imports only what the game page may', (file) => {
    const bad = specifiers(file).filter((spec) => {
      if (!spec.startsWith('.')) return !allowedPackages.includes(spec);
      const target = relative(root, resolve(root, dirname(join(here, file)), spec)).replace(/\\/g, '/');
      return !allowedFolders.some((f) => target === f || target.startsWith(`${f}/`)) && !allowedFiles.includes(target);
    });
    expect(bad).toEqual([]);
  });
});
