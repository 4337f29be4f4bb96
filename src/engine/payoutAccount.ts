import { mobileE164 } from './mobileNumber';

export type PayoutKind = 'bkash' | 'nagad' | 'rocket' | 'upi' | 'bank';

/** How each kind is named where no translation applies: an account's line on the desk, a message's blank. */
export const payoutKindNames: Record<PayoutKind, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', upi: 'UPI', bank: 'Bank' };

/**
 * A payout account's number as it is stored, or null when it cannot be one of its kind: bKash and
 * Nagad pay to a Bangladeshi mobile number (kept in E.164); a Rocket account is such a number with
 * one more check digit; a UPI ID is name@bank; a bank account is 6 to 20 digits. The form and the
 * server ask this same question.
 */
export function payoutNumber(kind: PayoutKind, typed: string): string | null {
  const text = typed.trim().replace(/[\s-]/g, '');
  switch (kind) {
    case 'bkash':
    case 'nagad':
      return mobileE164('880', text);
    case 'rocket':
      return /^01[3-9][0-9]{9}$/.test(text) && mobileE164('880', text.slice(0, 11)) ? text : null;
    case 'upi':
      return /^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,32}$/.test(typed.trim()) ? typed.trim().toLowerCase() : null;
    case 'bank':
      return /^[0-9]{6,20}$/.test(text) ? text : null;
  }
}

/** Two names are the same person's when they differ only in letter case and spacing. */
export const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
