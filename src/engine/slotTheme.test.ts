import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { motifOf, motifSymbols, rolesOf, slotMotifs, slotThemeOf, themeRoles, vendorPalette } from './slotTheme';

type SeedGame = { code: string; vendor: string; engine: string; name: { en: string } };
const seed = JSON.parse(readFileSync('config/seed/games.json', 'utf8')) as Record<string, SeedGame[]>;
const slotEngines = new Set(['lotus-5x3', 'tiger-3x3', 'monsoon-5x4']);

describe('a slot theme', () => {
  it("takes its motif from the title's noun, and one by the code for a title that names none", () => {
    expect(motifOf('Thunder Dragon', 'X')).toBe('dragon');
    expect(motifOf('Midnight Tea Garden', 'X')).toBe('tea');
    expect(motifOf('Happy Fortune', 'X')).toBe('fortune');
    expect(slotMotifs).toContain(motifOf('Acme Fruits', 'ACME-1'));
    expect(motifOf('Acme Fruits', 'ACME-1')).toBe(motifOf('Acme Fruits', 'ACME-1'));
  });

  it("colours it by the vendor: two vendors' palettes differ, one vendor's is the same everywhere", () => {
    expect(vendorPalette('JILI')).toEqual(vendorPalette('JILI'));
    expect(vendorPalette('JILI').roles.wild).not.toBe(vendorPalette('PG').roles.wild);
    expect(vendorPalette('SOMEONE').roles.wild).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives every brand at least 24 distinct themes, and its first 24 slots 24 different ones', () => {
    for (const games of Object.values(seed)) {
      const slots = games.filter((g) => slotEngines.has(g.engine)).map((g) => slotThemeOf({ code: g.code, name: g.name.en, vendor: g.vendor }).id);
      expect(new Set(slots).size).toBeGreaterThanOrEqual(24);
      expect(new Set(slots.slice(0, 24)).size).toBe(24);
    }
  });

  it('gives each motif a drawing for every role, its wild its own', () => {
    for (const motif of slotMotifs) expect(Object.keys(motifSymbols[motif]).sort()).toEqual([...themeRoles].sort());
    expect(new Set(slotMotifs.map((m) => motifSymbols[m].wild)).size).toBeGreaterThanOrEqual(17);
  });

  it('plays each paytable symbol in a role: wild and scatter as they are, plain ones by what they pay, best first', () => {
    const roles = rolesOf([
      { id: 'w', kind: 'wild', pays: {} },
      { id: 's', kind: 'scatter', pays: { 3: 1 } },
      { id: 'low', kind: 'plain', pays: { 3: 4, 5: 15 } },
      { id: 'top', kind: 'plain', pays: { 3: 10, 5: 40 } },
      { id: 'mid', kind: 'plain', pays: { 3: 8, 5: 30 } },
    ]);
    expect(roles).toEqual({ w: 'wild', s: 'scatter', top: 'h1', mid: 'h2', low: 'h3' });
  });
});
