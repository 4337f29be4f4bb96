import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { passwordFloorBroken } from './passwordFloor';

const asked = { enabled: true, required: true };

describe('the floor of a password rule (ASVS 6.2.1, 6.2.5, 6.2.9)', () => {
  it.each([
    ['no lengths and no pattern', {}, null],
    ['any characters, 12 to 128', { patternId: 'anyChars', minLength: 12, maxLength: 128 }, null],
    ['a minimum of 6', { minLength: 6 }, 'minLength'],
    ['a maximum of 32', { minLength: 10, maxLength: 32 }, 'maxLength'],
    ['capitals, digits and symbols asked', { patternId: 'strongPassword' }, 'patternId'],
    ['a pattern of its own', { acceptedPattern: '^[a-z0-9]+$' }, 'acceptedPattern'],
  ] as const)('%s: %s', (_name, rule, broken) => {
    expect(passwordFloorBroken({ ...asked, ...rule })).toBe(broken);
  });

  it('is kept by every brand file the site ships', () => {
    const dir = join(__dirname, '../../config/brands');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const rules = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { registrationRules?: { password?: { enabled: boolean; required: boolean } } }).registrationRules;
      if (rules?.password) expect(passwordFloorBroken(rules.password), file).toBeNull();
    }
  });
});
