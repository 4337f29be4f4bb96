import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/generated/calls';
import { projectRoot } from '../server/config';

/**
 * One noun per domain: a call named `<domain>/<name>` (its schema in schemas/api/<domain>/) is served
 * by a server module of that name, so the schema, the module and the client's file say the same word.
 */
const domains = [...new Set(Object.keys(calls).map((name) => name.split('/')[0]!))].sort();
const modules = readdirSync(join(projectRoot, 'server', 'modules'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

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
    expect(existsSync(join(projectRoot, 'server', 'modules', domain, 'index.ts'))).toBe(true);
  });
});
