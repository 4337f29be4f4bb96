import { describe, expect, it } from 'vitest';
import { passwordFloorBroken, withPasswordFloor } from './passwordFloor';
import { ruleField } from './registrationForm';
import patternsFile from '../../config/patterns.json';
import type { PatternKind } from './runtime';

const patterns = patternsFile.patterns as Record<string, PatternKind>;
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

  it('reads a rule stored before the floor held up to it: longer allowed, fewer refused, no pattern', () => {
    expect(withPasswordFloor({ ...asked, patternId: 'strongPassword', acceptedPattern: '^.+$', minLength: 6, maxLength: 32 })).toEqual({ ...asked, patternId: 'anyChars', minLength: 8, maxLength: 64 });
    expect(withPasswordFloor({ ...asked, acceptedPattern: '^[a-z]+$' })).toEqual({ ...asked, patternId: 'anyChars', minLength: 8, maxLength: 64 });
    expect(withPasswordFloor({ ...asked, patternId: 'anyChars', minLength: 12, maxLength: 100 })).toEqual({ ...asked, patternId: 'anyChars', minLength: 12, maxLength: 100 });
  });

  it('gives the registration form a password of any characters, 8 to 64, under a rule that asked less', () => {
    const field = ruleField('password', true, { ...asked, patternId: 'strongPassword', minLength: 6, maxLength: 32 }, patterns);
    expect(field).toMatchObject({ minLength: 8, maxLength: 64, message: { key: 'validation:anyChars', params: { min: 8, max: 64 } } });
    expect(new RegExp(field.pattern!, 'u').test('line\nbreak')).toBe(false);
    expect(new RegExp(field.pattern!, 'u').test('Padma river 7')).toBe(true);
    // Another field keeps its pattern kind: the floor is the password's.
    expect(ruleField('payeeName', true, { ...asked, patternId: 'strongPassword' }, patterns).pattern).not.toBeNull();
  });
});
