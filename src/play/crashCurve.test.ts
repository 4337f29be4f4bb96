import { describe, expect, it } from 'vitest';
import { crashTimeline, crashWinChance, multiplierAt, parseTarget } from './crashCurve';

describe('crashTimeline', () => {
  it('lasts at least the shortest round', () => {
    for (const point of [1, 1.01, 1.5, 2, 10, 1000]) expect(crashTimeline(point, 2500).totalMs).toBeGreaterThanOrEqual(2500);
  });

  it('climbs 1.5 s a doubling, at most 7 s', () => {
    expect(crashTimeline(2, 0).riseMs).toBe(1500);
    expect(crashTimeline(4, 0).riseMs).toBe(3000);
    expect(crashTimeline(1000, 2500).riseMs).toBe(7000);
  });

  it('holds for an instant crash, and still takes off after a moment', () => {
    expect(crashTimeline(1, 2500)).toEqual({ holdMs: 2500, riseMs: 0, totalMs: 2500 });
    expect(crashTimeline(8, 0).holdMs).toBe(400);
  });
});

describe('multiplierAt', () => {
  const tl = crashTimeline(4, 2500);

  it('waits at 1 while held', () => {
    expect(multiplierAt(0, tl, 4)).toBe(1);
    expect(multiplierAt(tl.holdMs, tl, 4)).toBe(1);
  });

  it('grows exponentially and ends on the crash point', () => {
    expect(multiplierAt(tl.holdMs + tl.riseMs / 2, tl, 4)).toBe(2);
    expect(multiplierAt(tl.totalMs, tl, 4)).toBe(4);
    expect(multiplierAt(tl.totalMs + 500, tl, 4)).toBe(4);
  });

  it('shows an instant crash as 1.00 throughout', () => {
    const instant = crashTimeline(1, 2500);
    expect(multiplierAt(1000, instant, 1)).toBe(1);
    expect(multiplierAt(2500, instant, 1)).toBe(1);
  });

  it('never goes down', () => {
    let last = 0;
    for (let t = 0; t <= tl.totalMs; t += 37) {
      const m = multiplierAt(t, tl, 4);
      expect(m).toBeGreaterThanOrEqual(last);
      last = m;
    }
  });
});

describe('parseTarget', () => {
  it.each<[string, number | null]>([
    ['2', 2],
    ['1.5', 1.5],
    ['1.01', 1.01],
    ['1000', 1000],
    ['2,5', 2.5],
    ['10x', 10],
    ['1', null],
    ['1.001', null],
    ['1000.01', null],
    ['abc', null],
    ['', null],
  ])('%s → %s', (text, target) => {
    expect(parseTarget(text)).toBe(target);
  });
});

describe('crashWinChance', () => {
  it('is 0.97 / target', () => {
    expect(crashWinChance(2)).toBeCloseTo(0.485);
    expect(crashWinChance(1.01)).toBeCloseTo(0.9604, 4);
  });
});
