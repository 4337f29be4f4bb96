import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { validateFiles } from '../validateFiles';
import { depositChannelForm, depositPayForm } from './deposit';

const channels = [
  { id: 'bkash', name: 'bKash', min: '100.00', max: '25000.00', leftToday: '30000.00', quickAmounts: ['500.00', '2000.00'], feePercent: 0 },
  { id: 'nagad', name: 'Nagad', min: '200.00', max: '10000.00', leftToday: '1500.00', quickAmounts: ['1000.00'], feePercent: 1.5 },
];
const form = depositChannelForm({ channels, money: (v) => `৳ ${v}`, percent: (p) => p.toFixed(2) });

describe("a deposit's first step", () => {
  it("takes the channel's and amount's rules from wallet/depositOpen's schema", () => {
    const [channel, amount] = form({}).fields;
    expect([channel!.name, channel!.renderer, channel!.required, channel!.pattern]).toEqual(['channel', 'cards', true, '^[a-z][a-z0-9-]{1,23}$']);
    expect(channel!.options).toEqual([
      { value: 'bkash', label: 'bKash' },
      { value: 'nagad', label: 'Nagad' },
    ]);
    expect(validateField(channel!, 'rocket')).toEqual({ key: 'member:depositChannel', params: {} });
    expect([amount!.name, amount!.required, amount!.pattern]).toEqual(['amount', true, '^[0-9]{1,13}(\\.[0-9]{1,2})?$']);
  });

  it("holds the amount to the chosen channel's limits (the first until one is chosen), with its quick amounts", () => {
    const first = form({}).fields[1]!;
    expect(first.amount).toMatchObject({ min: '100.00', max: '25000.00', available: '30000.00', quick: ['500.00', '2000.00'], all: false });
    expect(validateField(first, '50')).toEqual({ key: 'member:amountBelowMin', params: { min: '৳ 100.00' } });
    expect(validateField(first, '25000.01')).toEqual({ key: 'member:amountAboveMax', params: { max: '৳ 25000.00' } });
    expect(validateField(first, '2000')).toBeNull();
    expect(first.hint).toEqual({ key: 'member:depositLimits', params: { min: '৳ 100.00', max: '৳ 25000.00', left: '৳ 30000.00' } });

    const nagad = form({ channel: 'nagad' }).fields[1]!;
    expect(validateField(nagad, '150')).toEqual({ key: 'member:amountBelowMin', params: { min: '৳ 200.00' } });
    expect(nagad.amount!.quick).toEqual(['1000.00']);
  });

  it('says more than the channel takes today as such, not as more than a balance, and names its fee', () => {
    const nagad = form({ channel: 'nagad' }).fields[1]!;
    expect(validateField(nagad, '2000')).toEqual({ key: 'member:depositAboveLeft', params: { available: '৳ 1500.00' } });
    expect(nagad.hint).toEqual({ key: 'member:depositLimitsWithFee', params: { min: '৳ 200.00', max: '৳ 10000.00', left: '৳ 1500.00', percent: '1.50' } });
  });
});

describe("a deposit's second step", () => {
  const [trx, proofs] = depositPayForm().fields;

  it("takes the transaction ID's shape from wallet/depositSubmit's schema", () => {
    expect([trx!.name, trx!.required, trx!.pattern]).toEqual(['transactionId', true, '^[A-Za-z0-9-]{6,80}$']);
    expect(validateField(trx!, '9FX2K')).toEqual({ key: 'member:transactionIdInvalid', params: {} });
    expect(validateField(trx!, '9FX2K7LQ1M')).toBeNull();
  });

  it('takes proof pictures if the member likes, within the proof limits', () => {
    expect([proofs!.name, proofs!.files, proofs!.required]).toEqual(['proofs', 'proofs', false]);
    expect(proofs!.hint).toEqual({ key: 'member:proofsHint', params: { count: 3 } });
    expect(validateFiles(proofs!, [])).toBeNull();
    expect(validateFiles(proofs!, [{ type: 'image/png', size: 1000 }])).toBeNull();
    expect(validateFiles(proofs!, [{ type: 'application/pdf', size: 1000 }])).toEqual({ key: 'member:proofType', params: { count: 3 } });
    expect(validateFiles(proofs!, [{ type: 'image/jpeg', size: 6 * 1024 * 1024 }])).toEqual({ key: 'member:proofTooLarge', params: { count: 3 } });
    expect(validateFiles(proofs!, Array.from({ length: 4 }, () => ({ type: 'image/png', size: 1 })))).toEqual({ key: 'member:proofTooMany', params: { count: 3 } });
  });
});
