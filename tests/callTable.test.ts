import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../server/config';
import { calls } from '../src/generated/calls';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

describe('the call table', () => {
  it('is the only place a call URL is written in shipped code', () => {
    // A quoted path of the platform's families: the client asks by call name, the server registers by call name.
    const literal = /['"`]\/(wps|lgw|vendor-api)\//;
    const offenders = ['src', 'renderers', 'server']
      .flatMap((d) => sourceFiles(join(projectRoot, d)))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => (literal.test(line) ? `${relative(projectRoot, f)}:${i + 1}: ${line.trim()}` : null))
          .filter((x): x is string => x !== null),
      );
    expect(offenders).toEqual([]);
  });

  it('names each route once', () => {
    const routes = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
