import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/config';

// docs/security.md names, row by row, the test that proves each control. A test renamed, moved or
// deleted would leave a row pointing at nothing: every name it cites must be found in its file.

const table = readFileSync(join(projectRoot, 'docs', 'security.md'), 'utf8');
const cited = [...table.matchAll(/`([\w./-]+\.test\.tsx?) › ([^`]+)`/g)].map((m) => ({ file: m[1]!, titles: m[2]!.split(' › ') }));
const sources = new Map<string, string | null>();
const sourceOf = (file: string) => {
  if (!sources.has(file)) {
    const path = join(projectRoot, file);
    // Quotes escaped in the source read as the title vitest prints.
    sources.set(file, existsSync(path) ? readFileSync(path, 'utf8').replace(/\\(['"`])/g, '$1') : null);
  }
  return sources.get(file)!;
};

describe('docs/security.md', () => {
  it('cites tests, more than a hundred of them', () => {
    expect(cited.length).toBeGreaterThan(100);
  });

  it('cites only files that exist, and titles found in them', () => {
    const missing = cited.flatMap(({ file, titles }) => {
      const source = sourceOf(file);
      if (source === null) return [`${file} (no such file)`];
      return titles.filter((t) => !source.includes(t)).map((t) => `${file} › ${t}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });
});
