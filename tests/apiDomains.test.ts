import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/generated/calls';
import { projectRoot } from '../server/config';

/**
 * One noun per domain on the client too: the site's calls of a domain are made from
 * src/api/<domain>/, the console's (all of the ops domain) from src/console/queries/, so the schema
 * folder, the server module and the client's folder say the same word.
 */
const domains = new Set(Object.keys(calls).map((name) => name.split('/')[0]!));
const callPattern = /'([a-z]+\/[A-Za-z0-9]+)'/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}
const callsNamedIn = (file: string) => [...new Set([...readFileSync(file, 'utf8').matchAll(callPattern)].map((m) => m[1]!).filter((name) => name in calls))];

const apiDir = join(projectRoot, 'src', 'api');
// The client itself asks for the sealing key it seals bodies with: plumbing, not a domain's read.
const plumbingCalls: Record<string, string[]> = { 'client.ts': ['system/publicKey'] };

describe("the site's call files", () => {
  it('are folders named after a domain, beside the plumbing every call shares', () => {
    const folders = readdirSync(apiDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.filter((f) => !domains.has(f))).toEqual([]);
  });

  it.each(sources(apiDir).map((f) => relative(apiDir, f).replace(/\\/g, '/')))('%s makes only its own domain\'s calls', (file) => {
    const named = callsNamedIn(join(apiDir, file));
    const folder = file.includes('/') ? file.split('/')[0]! : null;
    if (folder === null) expect(named).toEqual(plumbingCalls[file] ?? []);
    else expect(named.filter((name) => !name.startsWith(`${folder}/`))).toEqual([]);
  });
});

describe("the console's call files", () => {
  const dir = join(projectRoot, 'src', 'console', 'queries');
  it.each(sources(dir).map((f) => relative(dir, f)))('%s makes only ops calls', (file) => {
    expect(callsNamedIn(join(dir, file)).filter((name) => !name.startsWith('ops/'))).toEqual([]);
  });
});
