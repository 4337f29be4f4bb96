import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { payoutAccountForm, payoutRequest } from './payoutAccount';

const kinds = [
  { value: 'bkash', label: 'bKash' },
  { value: 'bank', label: 'ব্যাংক অ্যাকাউন্ট' },
  { value: 'upi', label: 'UPI' },
] as const;
const model = payoutAccountForm(kinds);

describe('the payout account form', () => {
  it("takes its rules from member/addPayoutAccount's schema and labels the number as its kind names it", () => {
    const form = model({ kind: 'bkash', payeeName: 'Karim Uddin' });
    expect(form.fields.map((f) => [f.name, f.renderer, f.required, f.minLength, f.maxLength])).toEqual([
      ['kind', 'select', true, null, null],
      ['number', 'payoutNumber', true, 3, 60],
      ['payeeName', 'text', true, 2, 60],
    ]);
    expect(form.fields[1]!.label).toEqual({ key: 'member:payoutNumber_bkash', params: {} });
    expect(form.fields[1]!.message).toEqual({ key: 'member:payoutNumberInvalid', params: { kind: 'bKash' } });
    expect(form.fields[2]).toMatchObject({ readOnly: true, hint: { key: 'member:payoutPayeeHint', params: {} } });
    expect(validateField(form.fields[0]!, 'rocket')).not.toBeNull();
    expect(validateField(form.fields[1]!, '01')).not.toBeNull();
  });

  it('asks for the bank name only for a bank account, which the schema leaves optional', () => {
    expect(model({ kind: 'upi' }).fields.map((f) => f.name)).toEqual(['kind', 'number', 'payeeName']);
    const form = model({ kind: 'bank' });
    expect(form.fields.map((f) => f.name)).toEqual(['kind', 'bankName', 'number', 'payeeName']);
    const bankName = form.fields[1]!;
    expect([bankName.required, bankName.minLength, bankName.maxLength]).toEqual([true, 2, 60]);
    expect(validateField(bankName, ' ')).toEqual({ key: 'member:payoutBankNeeded', params: {} });
    expect(validateField(bankName, 'B')).toEqual({ key: 'member:payoutBankNeeded', params: {} });
    expect(form.fields[2]!.label).toEqual({ key: 'member:payoutNumber_bank', params: {} });
    // No kind chosen yet: the brand's first.
    expect(model({}).fields[1]!.label).toEqual({ key: 'member:payoutNumber_bkash', params: {} });
  });

  it("holds the number to its kind's own check, richer than the schema's length, before anything is sent", () => {
    // Long enough for the schema, but no Bangladeshi mobile number.
    expect(validateField(model({ kind: 'bkash' }).fields[1]!, '0171234')).toBeNull();
    expect(payoutRequest({ kind: 'bkash', number: '0171234' }, 'Karim Uddin', kinds)).toEqual({
      field: 'number',
      message: { key: 'member:payoutNumberInvalid', params: { kind: 'bKash' } },
    });
    expect(payoutRequest({ kind: 'bank', number: '12345', bankName: 'Sonali' }, 'Karim Uddin', kinds)).toMatchObject({ field: 'number' });
  });

  it('sends the number as typed (trimmed), the payee as the real name, and a bank name only for a bank', () => {
    expect(payoutRequest({ kind: 'bkash', number: ' 01712345678 ', bankName: 'left over' }, 'Karim Uddin', kinds)).toEqual({
      request: { kind: 'bkash', number: '01712345678', payeeName: 'Karim Uddin' },
    });
    expect(payoutRequest({ kind: 'bank', number: '1234 5678', bankName: ' Sonali Bank ' }, 'Karim Uddin', kinds)).toEqual({
      request: { kind: 'bank', number: '1234 5678', payeeName: 'Karim Uddin', bankName: 'Sonali Bank' },
    });
  });
});
