import { describe, expect, it } from 'vitest';
import { requestForm } from './requestForm';
import { validateField } from './validateField';

const message = { key: 'member:x', params: {} };

describe('requestForm', () => {
  it("reads each field's rules from the call's request schema, through its references", () => {
    const form = requestForm('wallet/withdraw', [
      { name: 'accountId', renderer: 'choice', message },
      { name: 'paymentPassword', renderer: 'pin', message },
    ]);
    expect(form.fields).toEqual([
      { name: 'accountId', renderer: 'choice', message, required: true, pattern: '^[0-9]{1,18}$', minLength: null, maxLength: null },
      // common.schema.json's SixDigits, which the withdrawal's schema refers to.
      { name: 'paymentPassword', renderer: 'pin', message, required: true, pattern: '^[0-9]{6}$', minLength: null, maxLength: null },
    ]);
  });

  it('takes lengths and an e-mail shape from the schema, and asks for a field the call can go without when the form says so', () => {
    const form = requestForm('member/saveProfile', [
      { name: 'realName', renderer: 'text', message },
      { name: 'email', renderer: 'email', message },
      { name: 'password', renderer: 'password', required: true, message },
    ]);
    const [realName, email, password] = form.fields;
    expect([realName!.required, realName!.minLength, realName!.maxLength]).toEqual([false, 2, 60]);
    expect(validateField(realName!, 'Karim 7')).toEqual(message);
    expect(validateField(realName!, '')).toBeNull();
    expect(validateField(email!, 'karim@example')).toEqual(message);
    expect(validateField(email!, 'karim@example.com')).toBeNull();
    expect(email!.maxLength).toBe(120);
    expect(validateField(password!, '')).toEqual(message);
  });

  it('refuses a field the call does not take: the form would send what the server refuses', () => {
    expect(() => requestForm('wallet/withdraw', [{ name: 'pin', renderer: 'pin', message }])).toThrow('wallet/withdraw takes no field pin');
  });
});

describe('an amount field', () => {
  const [amount] = requestForm('wallet/withdraw', [
    {
      name: 'amount',
      renderer: 'amount',
      message: { key: 'member:amountInvalid', params: {} },
      amount: { min: '100.00', max: '25000.00', available: '600.00', shown: { min: '৳ 100.00', max: '৳ 25,000.00', available: '৳ 600.00' }, quick: [], all: true },
    },
  ]).fields;

  it('is held to the least, the most and what the wallet holds, with the figures as the player reads them', () => {
    expect(validateField(amount!, '')).toEqual({ key: 'member:amountInvalid', params: {} });
    expect(validateField(amount!, '12.345')).toEqual({ key: 'member:amountInvalid', params: {} });
    expect(validateField(amount!, '99.99')).toEqual({ key: 'member:amountBelowMin', params: { min: '৳ 100.00' } });
    expect(validateField(amount!, '601')).toEqual({ key: 'member:amountAboveBalance', params: { available: '৳ 600.00' } });
    expect(validateField(amount!, '30000')).toEqual({ key: 'member:amountAboveMax', params: { max: '৳ 25,000.00' } });
    expect(validateField(amount!, ' 600 ')).toBeNull();
  });
});

describe('a choice field', () => {
  it('takes only one of its options', () => {
    const [choice] = requestForm('wallet/withdraw', [{ name: 'accountId', renderer: 'choice', options: [{ value: '7', label: 'bKash 01712345678' }], message }]).fields;
    expect(validateField(choice!, '7')).toBeNull();
    expect(validateField(choice!, '8')).toEqual(message);
    expect(validateField(choice!, '')).toEqual(message);
  });
});
