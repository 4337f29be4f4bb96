import { describe, expect, it } from 'vitest';
import { daysOf, presetPeriod, teamPresets } from './teamPresets';
import { todayOf } from './dayRange';

describe('presetPeriod', () => {
  it.each([
    // 2026-11-30 is a Monday.
    ['today', '2026-11-30', '2026-11-30', '2026-11-30'],
    ['yesterday', '2026-11-30', '2026-11-29', '2026-11-29'],
    ['thisWeek', '2026-11-30', '2026-11-30', '2026-11-30'],
    ['lastWeek', '2026-11-30', '2026-11-23', '2026-11-29'],
    ['thisWeek', '2026-12-06', '2026-11-30', '2026-12-06'],
    ['lastWeek', '2026-12-06', '2026-11-23', '2026-11-29'],
    ['thisMonth', '2026-11-30', '2026-11-01', '2026-11-30'],
    ['lastMonth', '2026-11-30', '2026-10-01', '2026-10-31'],
    ['yesterday', '2026-01-01', '2025-12-31', '2025-12-31'],
    ['lastMonth', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['lastMonth', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['lastWeek', '2026-01-01', '2025-12-22', '2025-12-28'],
  ] as const)('%s on %s is %s to %s', (preset, today, from, to) => {
    expect(presetPeriod(preset, today)).toEqual({ from, to });
  });

  it('never ends after today, and never covers more than 31 days', () => {
    for (let i = 0; i < 400; i++) {
      const today = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
      for (const preset of teamPresets) {
        const p = presetPeriod(preset, today);
        expect(p.to <= today && p.from <= p.to).toBe(true);
        expect(daysOf(p).length).toBeLessThanOrEqual(31);
      }
    }
  });

  it('takes today from the brand time zone: at 20:00 UTC Dhaka is already on the next day', () => {
    const today = todayOf(new Date('2026-11-29T20:00:00Z'), 'Asia/Dhaka');
    expect(presetPeriod('yesterday', today)).toEqual({
      from: '2026-11-29',
      to: '2026-11-29',
    });
  });
});

describe('daysOf', () => {
  it('lists every day, across a month end', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
