import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/config';

// Two rows of docs/security.md that no call can show, checked in the code itself: nothing asks a
// password hint or a secret question (ASVS 6.4.2), and no secret is drawn from Math.random, only
// from node:crypto (6.5.3). Each fails as soon as someone adds what it forbids.

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Every property name a schema declares, at any depth. */
function propertyNames(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(propertyNames);
  if (node === null || typeof node !== 'object') return [];
  const own = 'properties' in node && node.properties && typeof node.properties === 'object' ? Object.keys(node.properties) : [];
  return [...own, ...Object.values(node).flatMap(propertyNames)];
}

describe('no password hints nor secret questions (ASVS 6.4.2)', () => {
  const hintLike = /hint|question|secret_?answer|memorable|mother|maiden|pet_?name/i;

  it('asks for none in any request the API takes', () => {
    const requests = filesUnder(join(projectRoot, 'schemas', 'api'), (p) => p.endsWith('.request.json'));
    expect(requests.length).toBeGreaterThan(100);
    const found = requests.flatMap((file) => propertyNames(JSON.parse(readFileSync(file, 'utf8'))).filter((n) => hintLike.test(n)).map((n) => `${relative(projectRoot, file)}: ${n}`));
    expect(found).toEqual([]);
  });

  it('offers none among the registration fields a brand can switch on', () => {
    const fields = Object.keys(JSON.parse(readFileSync(join(projectRoot, 'config', 'registration.default.json'), 'utf8')) as Record<string, unknown>);
    expect(fields).toContain('password');
    expect(fields.filter((n) => hintLike.test(n))).toEqual([]);
  });
});

describe('secrets from the platform’s CSPRNG only (ASVS 6.5.3)', () => {
  it('draws nothing from Math.random in the server or the site', () => {
    const code = [...filesUnder(join(projectRoot, 'server'), (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p)), ...filesUnder(join(projectRoot, 'src'), (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p))];
    expect(code.length).toBeGreaterThan(200);
    expect(code.filter((f) => readFileSync(f, 'utf8').includes('Math.random')).map((f) => relative(projectRoot, f))).toEqual([]);
  });

  it('makes tokens, codes and one-time passwords with node:crypto', () => {
    for (const file of ['server/lib/tokens.ts', 'server/modules/verification/service.ts', 'server/lib/temporaryPassword.ts']) {
      expect(readFileSync(join(projectRoot, file), 'utf8'), file).toMatch(/from 'node:crypto'/);
    }
  });
});
