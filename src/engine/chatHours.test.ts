import { describe, expect, it } from 'vitest';
import { chatOpen } from './chatHours';

// 2026-12-01 08:30 UTC is 14:30 in Dhaka (UTC+6).
const now = new Date('2026-12-01T08:30:00Z');

describe('chatOpen', () => {
  it.each([
    ['no hours: always', undefined, true],
    ['within the day', { from: '09:00', to: '23:00' }, true],
    ['before the start', { from: '15:00', to: '23:00' }, false],
    ['at the end: closed', { from: '09:00', to: '14:30' }, false],
    ['at the start: open', { from: '14:30', to: '15:00' }, true],
    ['past midnight, afternoon outside', { from: '20:00', to: '02:00' }, false],
    ['past midnight, afternoon inside', { from: '12:00', to: '02:00' }, true],
    ['equal ends: all day', { from: '10:00', to: '10:00' }, true],
  ])('%s', (_name, hours, open) => {
    expect(chatOpen(hours, 'Asia/Dhaka', now)).toBe(open);
  });

  it('reads the brand clock, not the server one', () => {
    expect(chatOpen({ from: '08:00', to: '12:00' }, 'UTC', now)).toBe(true);
    expect(chatOpen({ from: '08:00', to: '12:00' }, 'Asia/Dhaka', now)).toBe(false);
  });
});
