import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import enForms from '../../../locales/en/consoleForms.json';
import bnForms from '../../../locales/bn/consoleForms.json';
import { transformErrors } from './translate';

// i18next's t over one catalogue: the first key of a list that it has.
const tOf = (catalogue: Record<string, string>) =>
  ((keys: string | string[], o?: { defaultValue?: string }) => {
    const found = [keys].flat().find((k) => Object.hasOwn(catalogue, k.replace(/^consoleForms:/, '')));
    return found ? catalogue[found.replace(/^consoleForms:/, '')] : (o?.defaultValue ?? String(keys));
  }) as unknown as TFunction;

describe('schema errors in the console’s language', () => {
  it('say what a brand’s site address must be, in either language, and the usual words elsewhere', () => {
    for (const catalogue of [enForms, bnForms] as Record<string, string>[]) {
      const [origin, other] = transformErrors(tOf(catalogue))([
        { name: 'pattern', property: '.siteOrigin', params: { pattern: '…' }, message: 'must match pattern', stack: '' },
        { name: 'pattern', property: '.domains.0', params: { pattern: '…' }, message: 'must match pattern', stack: '' },
      ]);
      expect(origin!.message).toBe(catalogue.error_pattern_siteOrigin);
      expect(other!.message).toBe(catalogue.error_pattern);
    }
  });
});
