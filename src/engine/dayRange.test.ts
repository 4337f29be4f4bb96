import { describe, expect, it } from 'vitest';
import { firstPeriod, isDay, maxPeriodDays, periodLength, periodProblem, shiftPeriod, todayOf, withFrom, withTo } from './dayRange';

describe('todayOf', () => {
  // 20:30 UTC on 31 Dec is already 1 Jan in Dhaka (UTC+6).
  const lateEvening = new Date('2026-12-31T20:30:00Z');

  it("counts days on the brand's calendar, not the server's", () => {
    expect(todayOf(lateEvening, 'Asia/Dhaka')).toBe('2027-01-01');
    expect(todayOf(lateEvening, 'UTC')).toBe('2026-12-31');
  });

  it('starts a record page on the 7 days up to today', () => {
    expect(firstPeriod(todayOf(lateEvening, 'Asia/Dhaka'))).toEqual({ from: '2026-12-26', to: '2027-01-01' });
  });
});

describe('shiftPeriod: SPEC §9 presets, from the chosen days', () => {
  const today = '2026-03-10';
  const shown = { from: '2026-02-20', to: '2026-02-26' };

  it('takes the 7 or 30 days just before the first chosen day, across months and years', () => {
    expect(shiftPeriod(shown, 'previous7', today)).toEqual({ from: '2026-02-13', to: '2026-02-19' });
    expect(shiftPeriod(shown, 'previous30', today)).toEqual({ from: '2026-01-21', to: '2026-02-19' });
    expect(shiftPeriod({ from: '2026-01-03', to: '2026-01-09' }, 'previous7', today)).toEqual({ from: '2025-12-27', to: '2026-01-02' });
  });

  it('takes the 7 or 30 days just after the last chosen day, stopping at today', () => {
    expect(shiftPeriod(shown, 'next7', today)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(shiftPeriod(shown, 'next30', today)).toEqual({ from: '2026-02-27', to: today });
    expect(shiftPeriod({ from: '2026-03-02', to: '2026-03-08' }, 'next7', today)).toEqual({ from: '2026-03-09', to: today });
  });

  it('has no next once today is shown', () => {
    expect(shiftPeriod(firstPeriod(today), 'next7', today)).toBeNull();
    expect(shiftPeriod(firstPeriod(today), 'next30', today)).toBeNull();
  });

  it('gives back what it moved from: previous then next returns to the same week', () => {
    const back = shiftPeriod(shown, 'previous7', today)!;
    expect(shiftPeriod(back, 'next7', today)).toEqual(shown);
  });

  it('gives periods the server takes', () => {
    for (const shift of ['previous30', 'previous7', 'next7', 'next30'] as const) {
      const p = shiftPeriod(shown, shift, today)!;
      expect(periodProblem(p.from, p.to)).toBeNull();
    }
  });
});

describe('withFrom and withTo: days typed in', () => {
  const today = '2026-03-10';
  const shown = { from: '2026-03-01', to: '2026-03-07' };

  it('keeps the other end where it can', () => {
    expect(withFrom(shown, '2026-02-20', today)).toEqual({ from: '2026-02-20', to: '2026-03-07' });
    expect(withTo(shown, '2026-03-09', today)).toEqual({ from: '2026-03-01', to: '2026-03-09' });
  });

  it('never goes past today', () => {
    expect(withTo(shown, '2026-04-01', today)).toEqual({ from: '2026-03-01', to: today });
    expect(withFrom(shown, '2026-04-01', today)).toEqual({ from: today, to: today });
  });

  it('moves the other end to keep the days in order and at most 31', () => {
    expect(withFrom(shown, '2026-03-09', today)).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(withTo(shown, '2026-02-25', today)).toEqual({ from: '2026-02-25', to: '2026-02-25' });
    expect(withFrom(shown, '2026-01-01', today)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(withTo({ from: '2026-01-01', to: '2026-01-31' }, '2026-03-05', today)).toEqual({ from: '2026-02-03', to: '2026-03-05' });
  });

  it('ignores what is not a day (a half-typed or cleared field)', () => {
    expect(withFrom(shown, '', today)).toBe(shown);
    expect(withTo(shown, '2026-02-30', today)).toBe(shown);
  });
});

describe('periodProblem: what the server refuses', () => {
  it('takes a month at most, in order, of days that exist', () => {
    expect(periodProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(periodLength({ from: '2026-01-01', to: '2026-01-31' })).toBe(maxPeriodDays);
    expect(periodProblem('2026-01-01', '2026-02-01')).toEqual({ field: 'to', reason: 'length' });
    expect(periodProblem('2026-01-02', '2026-01-01')).toEqual({ field: 'to', reason: 'order' });
    expect(periodProblem('2026-02-29', '2026-03-01')).toEqual({ field: 'from', reason: 'day' });
    expect(periodProblem('2028-02-29', '2028-03-01')).toBeNull();
  });

  it('leaves an end that is not given open', () => {
    expect(periodProblem(undefined, undefined)).toBeNull();
    expect(periodProblem('2001-01-01', undefined)).toBeNull();
    expect(periodProblem(undefined, '2026-13-01')).toEqual({ field: 'to', reason: 'day' });
  });

  it('knows a day from a look-alike', () => {
    expect(['2026-02-28', '2024-02-29', '2026-12-31'].map(isDay)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-04-31', '2026-1-01', '26-01-01'].map(isDay)).toEqual([false, false, false, false]);
  });
});
