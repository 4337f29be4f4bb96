import { describe, expect, it } from 'vitest';
import { withdrawForm } from './withdraw';
import { validateField } from '../validateField';

const form = withdrawForm({
  accounts: [{ value: '7', label: 'bKash 01712345678' }],
  limits: { min: '500.00', max: '25000.00', available: '1250.00' },
  shown: { min: '৳ 500.00', max: '৳ 25,000.00', available: '৳ 1,250.00' },
});
const field = (name: string) => form.fields.find((f) => f.name === name)!;

describe('withdrawForm', () => {
  it('asks for a payout account, an amount and the payment password, each as the call requires', () => {
    expect(form.fields.map((f) => [f.name, f.renderer, f.required])).toEqual([
      ['accountId', 'choice', true],
      ['amount', 'amount', true],
      ['paymentPassword', 'pin', true],
    ]);
    expect(field('amount').hint).toEqual({ key: 'member:withdrawLimits', params: { min: '৳ 500.00', max: '৳ 25,000.00', available: '৳ 1,250.00' } });
  });

  it('takes only an offered account, an amount within the limits and the balance, and six digits', () => {
    expect(validateField(field('accountId'), '8')).not.toBeNull();
    expect(validateField(field('accountId'), '7')).toBeNull();
    expect(validateField(field('amount'), '400')).toEqual({ key: 'member:amountBelowMin', params: { min: '৳ 500.00' } });
    expect(validateField(field('amount'), '1250.01')).toEqual({ key: 'member:amountAboveBalance', params: { available: '৳ 1,250.00' } });
    expect(validateField(field('amount'), '600')).toBeNull();
    expect(validateField(field('paymentPassword'), '24680')).toEqual({ key: 'member:paymentPasswordFormat', params: {} });
  });
});
