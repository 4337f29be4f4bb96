import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sideLinks from './sideLinks.json';
import { glyphNames } from './parts/SideIcon';

// The side links are named by data, so the checks a file of its own would get from the type
// checker and the locale check are made here: each key has a glyph and a label in both languages.
describe('renderers/sideLinks.json', () => {
  const nav = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'nav.json'), 'utf8')) as Record<string, string>;

  it.each(sideLinks)('%s has a glyph and a label in bn and en', (key) => {
    expect(glyphNames()).toContain(key);
    for (const lang of ['bn', 'en']) expect(nav(lang)[`side_${key}`], `${lang}: side_${key}`).toEqual(expect.any(String));
  });

  it('names each resource once', () => {
    expect(new Set(sideLinks).size).toBe(sideLinks.length);
  });
});
