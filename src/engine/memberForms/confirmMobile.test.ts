import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { confirmMobileForm } from './confirmMobile';

describe('the mobile confirmation form', () => {
  it("asks for the texted code by member/confirmMobile's schema: six digits, on the one-time-code field", () => {
    const [code, ...rest] = confirmMobileForm().fields;
    expect(rest).toEqual([]);
    expect(code).toMatchObject({ name: 'code', renderer: 'oneTimeCode', required: true, pattern: '^[0-9]{6}$', label: { key: 'member:mobileCode', params: {} } });
    const format = { key: 'member:mobileCodeFormat', params: {} };
    expect(validateField(code!, '')).toEqual(format);
    expect(validateField(code!, '12345')).toEqual(format);
    expect(validateField(code!, '12345a')).toEqual(format);
    expect(validateField(code!, ' 123456 ')).toBeNull();
  });
});
