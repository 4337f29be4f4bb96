import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { transferDownlineForm } from './transferDownline';

describe('the transfer-to-downline form', () => {
  const shown = { min: '৳ 1.00', max: '৳ 50,000.00', available: '৳ 650.00' };
  const [amount, password] = transferDownlineForm({ limits: { min: '1.00', max: '50000.00', available: '650.00' }, shown }).fields;

  it("takes the amount's and payment password's rules from wallet/toDownline's schema", () => {
    expect([amount!.name, amount!.required, amount!.pattern]).toEqual(['amount', true, '^[0-9]{1,13}(\\.[0-9]{1,2})?$']);
    expect([password!.name, password!.renderer, password!.required, password!.pattern]).toEqual(['paymentPassword', 'pin', true, '^[0-9]{6}$']);
    expect(validateField(password!, '12345')).toEqual({ key: 'member:paymentPasswordFormat', params: {} });
  });

  it("keeps to the brand's limits and what the agent holds", () => {
    expect(amount!.hint).toEqual({ key: 'agent:transferLimits', params: shown });
    expect(validateField(amount!, '0.99')).toEqual({ key: 'member:amountBelowMin', params: { min: '৳ 1.00' } });
    expect(validateField(amount!, '650.01')).toEqual({ key: 'member:amountAboveBalance', params: { available: '৳ 650.00' } });
    expect(validateField(amount!, '650')).toBeNull();
  });
});
