import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's folder table is the map a newcomer reads first: a folder added, moved or
 * removed without the map following would send them to the wrong place. Each row's first cell is a
 * folder in backticks ending in `/`; every such folder must exist, and every top-level folder of the
 * repository, and every folder of the groups the map lists in full, must be named. Read from the
 * file system, skipping what .gitignore leaves out, so no git process is needed.
 */
const root = resolve(import.meta.dirname, '..');
const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');

/** The folders the doc's table names: the first cell of each row of the `## Folders` section. */
function tableFolders(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Folders\n'));
  if (!section) return [];
  return [...section.matchAll(/^\|\s*`([^`]+\/)`\s*\|/gm)].map((m) => m[1]!.replace(/\/$/, ''));
}

/** The names .gitignore leaves out: its plain patterns, matched at any depth, `*` as a wildcard. */
function ignoredNames(gitignore: string): RegExp[] {
  return gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => line.replace(/^\//, '').replace(/\/$/, ''))
    .filter((line) => !line.includes('/'))
    .map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
}

const ignored = [/^\.git$/, ...ignoredNames(readFileSync(join(root, '.gitignore'), 'utf8'))];

/** The folders directly inside `dir` (from the root), ignored ones left out, as paths from the root. */
function foldersIn(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !ignored.some((p) => p.test(e.name)))
    .map((e) => (dir === '.' ? e.name : `${dir}/${e.name}`))
    .sort();
}

const named = tableFolders(doc);

describe('docs/architecture.md', () => {
  it('finds the rows of its folder table', () => {
    expect(tableFolders('## Folders\n\n| folder | holds |\n|---|---|\n| `src/engine/` | pure |\n| `x` | not a folder |\n\n## Next\n| `y/` | elsewhere |\n')).toEqual(['src/engine']);
    expect(named.length).toBeGreaterThan(20);
    expect(new Set(named).size).toBe(named.length);
  });

  it('reads .gitignore as git does for plain names', () => {
    const patterns = ignoredNames('node_modules/\n*.log\n.tmp/\n# note\n');
    expect(patterns.some((p) => p.test('node_modules'))).toBe(true);
    expect(patterns.some((p) => p.test('.tmp'))).toBe(true);
    expect(patterns.some((p) => p.test('src'))).toBe(false);
  });

  it('names only folders that exist', () => {
    const missing = named.filter((f) => !existsSync(join(root, f)) || !statSync(join(root, f)).isDirectory());
    expect(missing).toEqual([]);
  });

  // The top level, and the groups whose every folder the map describes one by one.
  it.each(['.', 'src', 'server', 'server/modules', 'renderers', 'tests'])('names every folder of %s', (dir) => {
    const unnamed = foldersIn(dir).filter((f) => !named.includes(f));
    expect(unnamed).toEqual([]);
  });
});
