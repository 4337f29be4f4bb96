import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { transferFundForm } from './transferFund';

const form = transferFundForm({
  directions: [
    { value: 'toVendor', label: 'Main → game' },
    { value: 'fromVendor', label: 'Game → main' },
  ],
  vendors: [
    { value: 'EVO', label: 'Evolution (৳ 0.00)', balance: '0.00' },
    { value: 'JILI', label: 'JILI (৳ 40.00)', balance: '40.00' },
  ],
  main: '1250.00',
  money: (v) => `৳ ${v}`,
});
const field = (values: Record<string, string>, name: string) => form(values).fields.find((f) => f.name === name)!;

describe('the transfer form', () => {
  it("takes each field's rules from wallet/transfer's schema, and asks for the amount the call's all-in mode goes without", () => {
    const { fields } = form({ mode: 'toVendor', vendor: 'EVO' });
    expect(fields.map((f) => [f.name, f.renderer, f.required, f.pattern])).toEqual([
      ['mode', 'choice', true, null],
      ['vendor', 'select', false, '^[A-Z0-9_]{1,16}$'],
      ['amount', 'amount', true, '^[0-9]{1,13}(\\.[0-9]{1,2})?$'],
    ]);
    expect(fields.every((f) => [f.label, f.message, ...(f.hint ? [f.hint] : [])].every((m) => m!.key.startsWith('member:')))).toBe(true);
  });

  it('offers the two directions only, not the all-in and all-out of the list below', () => {
    const mode = field({}, 'mode');
    expect(mode.options!.map((o) => o.value)).toEqual(['toVendor', 'fromVendor']);
    expect(validateField(mode, 'allIn')).toEqual({ key: 'member:transferDirection', params: {} });
    expect(validateField(field({}, 'vendor'), 'EVO')).toBeNull();
  });

  it('holds the amount to what the source holds: the main wallet going out, the chosen game wallet coming back', () => {
    const out = field({ mode: 'toVendor', vendor: 'JILI' }, 'amount');
    expect(out.amount).toMatchObject({ available: '1250.00', quick: ['100', '500', '1000'], all: true });
    expect(out.hint).toEqual({ key: 'member:transferAvailable', params: { amount: '৳ 1250.00' } });
    expect(validateField(out, '5000')).toEqual({ key: 'member:amountAboveBalance', params: { available: '৳ 1250.00' } });
    expect(validateField(out, '500')).toBeNull();

    const back = field({ mode: 'fromVendor', vendor: 'JILI' }, 'amount');
    expect(back.amount!.available).toBe('40.00');
    expect(validateField(back, '40.01')).toEqual({ key: 'member:amountAboveBalance', params: { available: '৳ 40.00' } });
    expect(validateField(field({ mode: 'fromVendor', vendor: 'EVO' }, 'amount'), '1')).toEqual({ key: 'member:amountAboveBalance', params: { available: '৳ 0.00' } });
  });

  it('says what a nonsensical or missing amount should be', () => {
    const amount = field({ mode: 'toVendor' }, 'amount');
    expect(validateField(amount, 'abc')).toEqual({ key: 'member:amountInvalid', params: {} });
    expect(validateField(amount, '')).toEqual({ key: 'member:amountInvalid', params: {} });
  });
});
