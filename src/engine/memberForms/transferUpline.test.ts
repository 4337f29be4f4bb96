import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { transferUplineForm } from './transferUpline';

describe('the transfer-to-upline form', () => {
  const [amount, password] = transferUplineForm({ available: '650.00', shownAvailable: '৳ 650.00' }).fields;

  it("takes the amount's and payment password's rules from wallet/toUpline's schema", () => {
    expect([amount!.name, amount!.required, amount!.pattern]).toEqual(['amount', true, '^[0-9]{1,13}(\\.[0-9]{1,2})?$']);
    expect([password!.name, password!.renderer, password!.required, password!.pattern]).toEqual(['paymentPassword', 'pin', true, '^[0-9]{6}$']);
    expect(validateField(password!, '12345')).toEqual({ key: 'member:paymentPasswordFormat', params: {} });
    expect(validateField(password!, '')).toEqual({ key: 'member:paymentPasswordFormat', params: {} });
    expect(validateField(password!, '246802')).toBeNull();
  });

  it('offers quick amounts and all of the main wallet, and no more than it holds', () => {
    expect(amount!.amount).toMatchObject({ available: '650.00', quick: ['100', '500', '1000'], all: true });
    expect(amount!.hint).toEqual({ key: 'member:transferAvailable', params: { amount: '৳ 650.00' } });
    expect(validateField(amount!, '650.01')).toEqual({ key: 'member:amountAboveBalance', params: { available: '৳ 650.00' } });
    expect(validateField(amount!, '0')).toEqual({ key: 'member:amountInvalid', params: {} });
    expect(validateField(amount!, '650')).toBeNull();
  });
});
