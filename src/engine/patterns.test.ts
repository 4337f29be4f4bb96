import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patterns as validatePatterns } from '../generated/validators/config.js';
import patternsDoc from '../../config/patterns.json';
import defaultRules from '../../config/registration.default.json';
import en from '../../locales/en/validation.json';
import bn from '../../locales/bn/validation.json';
import type { Patterns } from '../generated/types';
import { matchesPattern } from './matchesPattern';
import modules from '../../config/modules.json';
import { registrationForm } from './registrationForm';
import { validateField } from './validateField';
import type { FeatureName } from './runtime';

const doc = patternsDoc as unknown as Patterns;
const kinds = Object.entries(doc.patterns);
const configDir = new URL('../../config/', import.meta.url).pathname;
const catalogs: Record<string, Record<string, string>> = { en, bn };

/** Every `patternId` anywhere under config/, with the file and JSON pointer that names it. */
function patternIdsInConfig(): { where: string; id: string }[] {
  const found: { where: string; id: string }[] = [];
  const walk = (v: unknown, where: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}/${i}`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'patternId' && typeof x === 'string') found.push({ where, id: x });
        else walk(x, `${where}/${k}`);
      }
  };
  const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.json') ? [join(dir, f)] : []));
  for (const file of files(configDir)) walk(JSON.parse(readFileSync(file, 'utf8')), file.slice(configDir.length) + '#');
  return found;
}

describe('config/patterns.json', () => {
  it('validates against its schema', () => {
    expect(validatePatterns(doc), JSON.stringify(validatePatterns.errors)).toBe(true);
  });

  it('holds the 19 pattern kinds of SPEC §5, under the ids config already uses', () => {
    expect(kinds).toHaveLength(19);
    for (const id of ['letterThenAlnum', 'lettersAndDigits', 'digitsOnly', 'alnumNoSpecial', 'email', 'lettersSpaces', 'strongPassword']) expect(doc.patterns).toHaveProperty(id);
  });

  it('names every patternId that config/ uses', () => {
    const ids = patternIdsInConfig();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter(({ id }) => !(id in doc.patterns))).toEqual([]);
  });

  it.each(kinds)('%s: anchored, compiles with u and v, says which letters it means', (id, kind) => {
    expect(kind.regex.startsWith('^') && kind.regex.endsWith('$')).toBe(true);
    expect(() => new RegExp(kind.regex, 'u')).not.toThrow();
    expect(() => new RegExp(kind.regex, 'v')).not.toThrow();
    expect(kind.messageKey).toBe(`validation:${id}`);
    expect(kind.description?.length).toBeGreaterThan(20);
  });

  const samples = kinds.flatMap(([id, kind]) => [...kind.valid.map((s) => [id, s, true] as const), ...kind.invalid.map((s) => [id, s, false] as const)]);
  it.each(samples)('%s %j → %s', (id, sample, valid) => {
    expect(matchesPattern(doc.patterns[id]!.regex, sample)).toBe(valid);
  });

  it.each([
    ['Bengali digits', /[০-৯]/u],
    ['Bengali letters', /[\u0980-\u09E5]/u],
    ['Thai', /\p{Script=Thai}/u],
    ['Korean', /\p{Script=Hangul}/u],
    ['Chinese', /\p{Script=Han}/u],
  ])('samples include %s', (_name, script) => {
    expect(samples.some(([, s]) => script.test(s))).toBe(true);
  });
});

describe('Bengali digits', () => {
  it('are not digits to digitsOnly', () => {
    expect(matchesPattern(doc.patterns.digitsOnly!.regex, '০১৭১২৩৪৫৬৭৮')).toBe(false);
  });

  it('are refused in a mobile number, with a number to copy', () => {
    const features = Object.fromEntries(Object.keys(modules.features).map((f) => [f, true])) as Record<FeatureName, boolean>;
    const form = registrationForm('mobile', { rules: defaultRules, patterns: doc.patterns, features, minAge: 18 });
    const mobile = form.fields.find((f) => f.name === 'mobileNum')!;
    expect(validateField(mobile, '01712345678', { countryDialingCode: '880' })).toBeNull();
    expect(validateField(mobile, '০১৭১২৩৪৫৬৭৮', { countryDialingCode: '880' })).toEqual({ key: 'validation:mobileLike', params: { example: '01812-345678' } });
  });
});

describe('locales/*/validation.json', () => {
  const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

  it('have the same keys and {{placeholders}} in every language', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(placeholdersOf(catalogs.bn![key]!), key).toEqual(placeholdersOf(catalogs.en![key]!));
  });

  it.each(['required', 'inconsistentTwice', 'agree', 'length', 'length_one', 'length_other', 'format'])('has %s', (key) => {
    expect(en).toHaveProperty(key);
  });

  it('asks for the minimum age in the agreement message', () => {
    expect(placeholdersOf(en.agree)).toEqual(['age']);
  });

  // SPEC §5: the min and max placeholders filled in, a single number when they are equal (i18next picks _one or
  // _other by count).
  it.each(kinds.map(([id]) => id))('%s has a message in every language, with _one and _other forms on the {{count}} placeholder when it states a range', (id) => {
    for (const lang of ['en', 'bn']) {
      const cat = catalogs[lang]!;
      expect(cat[id], `${lang} ${id}`).toBeTruthy();
      if (!placeholdersOf(cat[id]!).includes('min')) continue;
      expect(placeholdersOf(cat[id]!)).toEqual(['max', 'min']);
      for (const form of ['one', 'other']) expect(placeholdersOf(cat[`${id}_${form}`] ?? ''), `${lang} ${id}_${form}`).toEqual(['count']);
    }
  });

  it('writes Bengali in Bengali script, not transliterated', () => {
    for (const [key, text] of Object.entries(bn)) expect(/[\u0980-\u09FF]/u.test(text), key).toBe(true);
  });
});
