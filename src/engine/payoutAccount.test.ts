import { describe, expect, it } from 'vitest';
import { payoutNumber, sameName } from './payoutAccount';

describe('payoutNumber', () => {
  it('takes a Bangladeshi mobile number for bKash and Nagad, kept in E.164', () => {
    expect(payoutNumber('bkash', '01712-345678')).toBe('+8801712345678');
    expect(payoutNumber('nagad', '01812345678')).toBe('+8801812345678');
    expect(payoutNumber('bkash', '0171234567')).toBeNull();
    expect(payoutNumber('bkash', '০১৭১২৩৪৫৬৭৮')).toBeNull();
  });

  it('takes a Rocket account: a mobile number and a check digit', () => {
    expect(payoutNumber('rocket', '017123456781')).toBe('017123456781');
    expect(payoutNumber('rocket', '01712345678')).toBeNull();
  });

  it('takes a UPI ID and a bank account number', () => {
    expect(payoutNumber('upi', 'Asha.K@okhdfc')).toBe('asha.k@okhdfc');
    expect(payoutNumber('upi', 'asha@')).toBeNull();
    expect(payoutNumber('bank', '5020 0012 3456 78')).toBe('50200012345678');
    expect(payoutNumber('bank', '12345')).toBeNull();
  });
});

describe('sameName', () => {
  it('ignores letter case and spacing only', () => {
    expect(sameName('  Karim  Uddin', 'karim uddin')).toBe(true);
    expect(sameName('Karim Uddin', 'Karim Udin')).toBe(false);
  });
});
