import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { authenticatorForm } from './authenticator';

const needed = { key: 'member:totpPasswordNeeded', params: {} };
const format = { key: 'member:totpCodeFormat', params: {} };

describe('the authenticator app form', () => {
  it('is set up with the login password, as member/totpStart requires it', () => {
    const [password, ...rest] = authenticatorForm('start').fields;
    expect(rest).toEqual([]);
    expect(password).toMatchObject({ name: 'password', renderer: 'password', required: true, minLength: 1, maxLength: 255, autoComplete: 'current-password' });
    expect(validateField(password!, '')).toEqual(needed);
    expect(validateField(password!, ' ')).toBeNull();
  });

  it("is turned on by the app's first code, six digits by member/totpConfirm's schema", () => {
    const [code, ...rest] = authenticatorForm('confirm').fields;
    expect(rest).toEqual([]);
    expect(code).toMatchObject({ name: 'code', renderer: 'oneTimeCode', required: true, pattern: '^[0-9]{6}$', hint: format });
    expect(validateField(code!, '12345')).toEqual(format);
    expect(validateField(code!, '123456')).toBeNull();
  });

  it('is turned off with the password and a current code, both required by member/totpOff', () => {
    const form = authenticatorForm('off');
    expect(form.fields.map((f) => [f.name, f.required, f.pattern])).toEqual([
      ['password', true, null],
      ['code', true, '^[0-9]{6}$'],
    ]);
    expect(validateField(form.fields[0]!, '')).toEqual(needed);
    expect(validateField(form.fields[1]!, '')).toEqual(format);
  });
});
