import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/generated/calls';
import { projectRoot } from '../server/config';

/**
 * One noun per domain: a call named `<domain>/<name>` (its schema in schemas/api/<domain>/) is served
 * by a server module of that name, so the schema, the module and the client's file say the same word.
 * The module folders are the domains and nothing else, and a call is registered in its domain's
 * folder whatever module does the work (docs/decisions/0250-a-module-folder-is-a-domain.md).
 */
const domains = [...new Set(Object.keys(calls).map((name) => name.split('/')[0]!))].sort();
const modulesDir = join(projectRoot, 'server', 'modules');
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** The calls a source text registers: each `defineRoute(app, '<domain>/<name>'` in it, by name. */
function registeredCalls(source: string): string[] {
  return [...source.matchAll(/defineRoute\(\s*app\s*,\s*['"`]([A-Za-z]+\/[A-Za-z0-9]+)['"`]/g)].map((m) => m[1]!);
}

/** The source files under a folder, tests left out, as paths from it with `/` between folders. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** Every call registered under server/modules, with the file that registers it. */
const registrations = sourcesUnder(modulesDir).flatMap((file) => registeredCalls(readFileSync(join(modulesDir, file), 'utf8')).map((call) => ({ file, call })));

describe('the domains of the call table', () => {
  it('are the folders of schemas/api', () => {
    const folders = readdirSync(join(projectRoot, 'schemas', 'api'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(domains).toEqual(folders);
  });

  it.each(domains)('%s has a server module of that name, with its entry', (domain) => {
    expect(modules).toContain(domain);
    expect(existsSync(join(modulesDir, domain, 'index.ts'))).toBe(true);
  });
});

describe('the server modules', () => {
  it('are each a domain of the call table: a part of a domain is a file or subfolder of its module', () => {
    expect(modules.filter((m) => !domains.includes(m))).toEqual([]);
  });

  it('find the calls a file registers', () => {
    expect(registeredCalls("defineRoute(app, 'wallet/withdraw', handler);\n  defineRoute(\n    app,\n    \"ops/deposits\",\n  defineRoute(app, callbackCall[p]")).toEqual(['wallet/withdraw', 'ops/deposits']);
    expect(registrations.length).toBeGreaterThan(100);
  });

  it("register each call in its domain's folder, whatever module does the work", () => {
    const elsewhere = registrations.filter(({ file, call }) => file.split('/')[0] !== call.split('/')[0]).map(({ file, call }) => `server/modules/${file}: ${call}`);
    expect(elsewhere).toEqual([]);
  });

  it('register only calls of the table', () => {
    expect(registrations.filter(({ call }) => !(call in calls)).map(({ file, call }) => `server/modules/${file}: ${call}`)).toEqual([]);
  });
});
