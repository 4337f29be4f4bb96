import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's folder rules, read from the source: the engine is pure and the design
 * primitives know no app; renderers use the engine, the API client, the design primitives, the
 * generated code and the shell contract, never the shell itself; the shell asks the registry and
 * never imports a renderer. Only src/main.tsx, the composition root,
 * imports both. A cycle between the two would make every renderer drag the whole shell along.
 */
const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    // Unit tests beside the code may read anything (locales, config), as tests/ may.
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Every relative module a file names: static and dynamic imports, re-exports, import.meta.glob patterns. */
function relativeImports(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\bfrom\s+['"](\.[^'"]*)['"]/g, /\bimport\s*\(\s*['"](\.[^'"]*)['"]/g, /\bimport\s+['"](\.[^'"]*)['"]/g, /['"]!?(\.\.?\/[^'"]*)['"]/g];
  for (const p of patterns) for (const m of source.matchAll(p)) found.push(m[1]!);
  return [...new Set(found)];
}

/** Where each relative import of the files under `dir` lands, as a path from the repository root. */
function importsOf(dir: string): Array<{ file: string; target: string }> {
  return sourceFiles(dir).flatMap((file) =>
    relativeImports(readFileSync(join(root, file), 'utf8')).map((spec) => ({
      file,
      target: relative(root, resolve(root, dirname(file), spec)).replace(/\\/g, '/'),
    })),
  );
}

const under = (target: string, folder: string) => target === folder || target.startsWith(folder + '/');

/** Every package a file under `dir` names (a bare specifier: `react`, `node:fs`, `@scope/name/sub`), by file. */
function packagesOf(dir: string): Array<{ file: string; pkg: string }> {
  const patterns = [/\bfrom\s+['"]([^.'"][^'"]*)['"]/g, /\bimport\s*\(\s*['"]([^.'"][^'"]*)['"]/g, /\bimport\s+['"]([^.'"][^'"]*)['"]/g];
  return sourceFiles(dir).flatMap((file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const found = new Set(patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[1]!)));
    return [...found].map((pkg) => ({ file, pkg }));
  });
}

describe('folder rules', () => {
  it('finds the imports it checks', () => {
    expect(relativeImports(`import a from '../x';\nexport { b } from "./y";\nconst c = import('./z');\nimport './w.css';`)).toEqual(['../x', './y', './z', './w.css']);
  });

  it('renderers import only the engine, the API client, the design primitives, generated code and the shell contract', () => {
    const allowed = ['renderers', 'src/engine', 'src/api', 'src/ui', 'src/generated', 'src/contract'];
    const bad = importsOf('renderers').filter(({ target }) => !allowed.some((f) => under(target, f)));
    expect(bad).toEqual([]);
  });

  it('the shell never imports a renderer', () => {
    expect(importsOf('src/app').filter(({ target }) => under(target, 'renderers'))).toEqual([]);
  });

  it('the engine is pure: it imports only itself and generated code, and no React, DOM helper or Node module', () => {
    expect(importsOf('src/engine').filter(({ target }) => !under(target, 'src/engine') && !under(target, 'src/generated'))).toEqual([]);
    expect(packagesOf('src/engine').filter(({ pkg }) => /^(react|react-dom|react-i18next|i18next|@tanstack\/|dompurify|node:)/.test(pkg))).toEqual([]);
  });

  it('the design primitives import no app code: only themselves, generated code and their own strings', () => {
    const allowed = ['src/ui', 'src/generated', 'locales'];
    expect(importsOf('src/ui').filter(({ target }) => !allowed.some((f) => under(target, f)))).toEqual([]);
  });

  it('the contract between them imports neither', () => {
    expect(importsOf('src/contract').filter(({ target }) => under(target, 'renderers') || under(target, 'src/app'))).toEqual([]);
  });

  it('the service worker imports only itself and no package: it is a script of its own, run outside every page', () => {
    expect(importsOf('src/sw').filter(({ target }) => !under(target, 'src/sw'))).toEqual([]);
    expect(packagesOf('src/sw')).toEqual([]);
  });
});
