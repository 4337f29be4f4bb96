import { describe, expect, it } from 'vitest';
import defaultRules from '../../config/registration.default.json';
import patternsDoc from '../../config/patterns.json';
import type { Patterns } from '../generated/types';
import { passwordChangeForm } from './passwordChangeForm';
import { validateField } from './validateField';

const form = passwordChangeForm({ rules: defaultRules, patterns: (patternsDoc as unknown as Patterns).patterns });
const field = (name: string) => form.fields.find((f) => f.name === name)!;

describe('passwordChangeForm', () => {
  it('asks for the old password, a new one and its confirmation, all required', () => {
    expect(form.fields.map((f) => [f.name, f.renderer, f.required])).toEqual([
      ['oldPassword', 'password', true],
      ['newPassword', 'password', true],
      ['confirmNewPassword', 'password', true],
    ]);
  });

  it('judges only the new password by the brand rule, and the confirmation by the new password', () => {
    // An old password from before today's rule is still typed as it is.
    expect(validateField(field('oldPassword'), 'short')).toBeNull();
    expect(validateField(field('oldPassword'), '')).toEqual({ key: 'validation:required', params: {} });
    // Passwords are taken as typed: a space is a character, never trimmed away.
    expect(validateField(field('oldPassword'), ' ')).toBeNull();
    expect(validateField(field('confirmNewPassword'), 'longenough1 ', { newPassword: 'longenough1' })).toEqual({ key: 'validation:inconsistentTwice', params: {} });
    expect(validateField(field('newPassword'), 'short1')).toEqual(field('newPassword').message);
    expect(validateField(field('newPassword'), 'longenough1')).toBeNull();
    expect(validateField(field('confirmNewPassword'), 'longenough1', { newPassword: 'longenough1' })).toBeNull();
    expect(validateField(field('confirmNewPassword'), 'longenough2', { newPassword: 'longenough1' })).toEqual({ key: 'validation:inconsistentTwice', params: {} });
  });
});
