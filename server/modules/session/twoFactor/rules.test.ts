import { describe, expect, it } from 'vitest';
import { maskMobile, minutesLocked, placeHash, TOTP_LOCK_MS } from './rules';

describe('new-device check rules', () => {
  it.each([
    ['+8801712345678', '+880 •••••••678'],
    ['+919876543210', '+91 •••••••210'],
  ])('shows %s as %s: the country and the last three digits', (e164, shown) => {
    expect(maskMobile(e164)).toBe(shown);
  });

  it('keeps a device id or address as a hash bound to the member and its kind', () => {
    const device = placeHash('7', 'device', 'abcDEF123_-abcDEF123');
    expect(device).toMatch(/^[0-9a-f]{64}$/);
    expect(device).not.toBe(placeHash('8', 'device', 'abcDEF123_-abcDEF123'));
    expect(placeHash('7', 'ip', '198.51.100.1')).not.toBe(placeHash('7', 'device', '198.51.100.1'));
  });

  it('counts the minutes the codes stay refused, at least one', () => {
    const last = new Date('2026-01-01T10:00:00Z');
    expect(minutesLocked(last, last)).toBe(TOTP_LOCK_MS / 60_000);
    expect(minutesLocked(last, new Date(last.getTime() + 14 * 60_000 + 30_000))).toBe(1);
    expect(minutesLocked(last, new Date(last.getTime() + TOTP_LOCK_MS))).toBe(1);
  });
});
