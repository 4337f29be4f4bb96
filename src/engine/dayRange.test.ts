import { describe, expect, it } from 'vitest';
import { dayRange } from './dayRange';

describe('dayRange', () => {
  // 20:30 UTC on 31 Dec is already 1 Jan in Dhaka (UTC+6).
  const lateEvening = new Date('2026-12-31T20:30:00Z');

  it("counts days on the brand's calendar, not the server's", () => {
    expect(dayRange('today', lateEvening, 'Asia/Dhaka')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(dayRange('today', lateEvening, 'UTC')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('takes today and the days before it, across months and years', () => {
    expect(dayRange('last7', lateEvening, 'Asia/Dhaka')).toEqual({ from: '2026-12-26', to: '2027-01-01' });
    expect(dayRange('last30', new Date('2026-03-10T06:00:00Z'), 'Asia/Kolkata')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });
});
