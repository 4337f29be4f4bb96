import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../server/config';

// The console's keys are named once, by each domain's key factory in src/console/queries/: a key
// written again in a page drifts from the one the data was read by, and a change then refreshes
// nothing. A page asks through the builders (useQuery(memberQueries.list(…))) and refreshes
// through the factory (memberKeys.lists(brandId)); the call itself is the builder's too.

const consoleDir = join(projectRoot, 'src/console');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'queries' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** A key written in place, or a call written into a query or mutation of a page. */
const writtenInPlace = [/queryKey:\s*\[/, /queryKey\s*[,}]/, /\b(brandsKey|brandViewKey)\b/, /queryFn:/, /mutationFn:\s*(async\s*)?\(/];

describe("the console's queries", () => {
  it('finds the pages', () => {
    expect(sourceFiles(consoleDir).length).toBeGreaterThan(30);
  });

  it('are built and keyed in src/console/queries/, never in a page', () => {
    const offenders = sourceFiles(consoleDir).flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => (writtenInPlace.some((p) => p.test(line)) ? `${relative(projectRoot, f)}:${i + 1}: ${line.trim()}` : null))
        .filter((x): x is string => x !== null),
    );
    expect(offenders).toEqual([]);
  });

  it('give each domain its own branch of keys', async () => {
    // The second element of every key a factory makes: two domains sharing one would refresh each other.
    const factories = readdirSync(join(consoleDir, 'queries')).filter((f) => f.endsWith('.ts'));
    const branches = await Promise.all(
      factories.map(async (f) => {
        const mod = (await import(join(consoleDir, 'queries', f))) as Record<string, unknown>;
        const keys = Object.entries(mod).find(([name]) => name.endsWith('Keys'))?.[1] as Record<string, (...a: unknown[]) => readonly unknown[]> | undefined;
        expect(keys, `${f} has a key factory`).toBeDefined();
        return [f, [...new Set(Object.values(keys!).map((k) => k('b', 'notice', '', 1).slice(0, 2).join('/')))]] as const;
      }),
    );
    const seen = new Map<string, string>();
    for (const [file, tops] of branches) {
      for (const top of tops) {
        expect(top.startsWith('ops/'), `${file}: ${top}`).toBe(true);
        expect(seen.get(top) ?? file, `${top} in ${file} and ${seen.get(top)}`).toBe(file);
        seen.set(top, file);
      }
    }
  });
});
