import { describe, expect, it } from 'vitest';
import { afterLoginContent, afterLoginHiddenKey, hiddenDayOf, hiddenToday, welcomeOffer } from './afterLogin';

describe('the after-login modal hidden for today', () => {
  it('keeps the day of the brand, not of the device', () => {
    // 20:30 UTC on 1 March is already 2 March in Dhaka (UTC+6), still 1 March in UTC.
    const evening = new Date('2026-03-01T20:30:00Z');
    expect(hiddenDayOf(evening, 'Asia/Dhaka')).toBe('2026-03-02');
    expect(hiddenDayOf(evening, 'UTC')).toBe('2026-03-01');
  });

  it('stays hidden until the brand\'s midnight, and shows again after it', () => {
    const ticked = hiddenDayOf(new Date('2026-03-01T18:10:00Z'), 'Asia/Dhaka'); // 00:10 on 2 March in Dhaka
    expect(hiddenToday(ticked, new Date('2026-03-02T17:59:59Z'), 'Asia/Dhaka')).toBe(true); // 23:59:59 in Dhaka
    expect(hiddenToday(ticked, new Date('2026-03-02T18:00:00Z'), 'Asia/Dhaka')).toBe(false); // midnight, 3 March
    // The same moments judged in Kolkata (UTC+5:30) fall on other days.
    expect(hiddenToday(ticked, new Date('2026-03-02T18:00:00Z'), 'Asia/Kolkata')).toBe(true);
  });

  it('shows the modal when nothing, or something else, is kept', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(hiddenToday(null, now, 'Asia/Dhaka')).toBe(false);
    expect(hiddenToday('2026-03-01', now, 'Asia/Dhaka')).toBe(false);
    expect(hiddenToday('yes', now, 'Asia/Dhaka')).toBe(false);
  });

  it('keys the choice by brand', () => {
    expect(afterLoginHiddenKey('bd')).not.toBe(afterLoginHiddenKey('lumen'));
  });
});

describe('what the after-login modal shows', () => {
  const pu = [{ id: 1 }, { id: 2 }];

  it('opens for pop-ups, for a first sign-in, or for both', () => {
    expect(afterLoginContent({ firstTimeLogin: false, announcements: pu, hidden: false })).toEqual({ welcome: false, announcements: pu });
    expect(afterLoginContent({ firstTimeLogin: true, announcements: [], hidden: false })).toEqual({ welcome: true, announcements: [] });
    expect(afterLoginContent({ firstTimeLogin: true, announcements: pu, hidden: false })).toEqual({ welcome: true, announcements: pu });
  });

  it('does not open with nothing to show, nor when hidden for today', () => {
    expect(afterLoginContent({ firstTimeLogin: false, announcements: [], hidden: false })).toBeNull();
    expect(afterLoginContent({ firstTimeLogin: false, announcements: pu, hidden: true })).toBeNull();
    expect(afterLoginContent({ firstTimeLogin: true, announcements: pu, hidden: true })).toBeNull();
  });
});

describe('the first-deposit offer of the welcome', () => {
  const card = (id: string, kind: string, status: string, blocked: string | null = null) => ({ id, kind, status, blocked });

  it('offers the first running first-deposit promotion the member may still join or claim', () => {
    const cards = [card('fixed', 'fixed', 'claim'), card('welcome', 'firstDeposit', 'join'), card('second', 'firstDeposit', 'join')];
    expect(welcomeOffer(cards)?.id).toBe('welcome');
    expect(welcomeOffer([card('welcome', 'firstDeposit', 'claim')])?.id).toBe('welcome');
  });

  it('offers none that is taken, closed, not yet open or out of the member’s reach, nor another kind', () => {
    expect(welcomeOffer([card('a', 'firstDeposit', 'claimed'), card('b', 'firstDeposit', 'close'), card('c', 'firstDeposit', 'comingSoon'), card('d', 'firstDeposit', 'join', 'accountAge'), card('e', 'reloadDeposit', 'join')])).toBeNull();
    expect(welcomeOffer([])).toBeNull();
  });
});
