import { describe, expect, it } from 'vitest';
import { paymentPasswordForm } from './paymentPassword';
import { validateField } from '../validateField';

describe('paymentPasswordForm', () => {
  it('asks only for the new six digits while none is set, and for the current ones too once one is', () => {
    expect(paymentPasswordForm(false).fields.map((f) => [f.name, f.renderer, f.required])).toEqual([['newPassword', 'pin', true]]);
    expect(paymentPasswordForm(true).fields.map((f) => [f.name, f.renderer, f.required])).toEqual([
      ['oldPassword', 'pin', true],
      ['newPassword', 'pin', true],
    ]);
  });

  it("holds each to the schema's six digits, saying what to type", () => {
    const [old, next] = paymentPasswordForm(true).fields;
    const format = { key: 'member:paymentPasswordFormat', params: {} };
    expect(validateField(next!, '12345')).toEqual(format);
    expect(validateField(next!, '12345a')).toEqual(format);
    expect(validateField(next!, '')).toEqual(format);
    expect(validateField(next!, '246802')).toBeNull();
    expect(validateField(old!, '')).toEqual(format);
  });
});
