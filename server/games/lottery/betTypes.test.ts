import { describe, expect, it } from 'vitest';
import { BET_TYPES, betNumbersProblem, defaultOdds, betReturn, returnToPlayer, takenOdds, timesDrawn, type LotteryBetType } from './betTypes';
import { byPrize, drawNumbers, seedChain } from './draw';

const odds = defaultOdds;

// A draw written by hand, special first: 45 ends 11 of the 27 numbers, 345 ends 2 of the 23 of three digits or more.
const drawn = [
  '12345',
  '67890',
  '11111',
  '22222',
  '33345',
  '44445',
  '55545',
  '66645',
  '77745',
  '88845',
  '1234',
  '5645',
  '7845',
  '9045',
  '1111',
  '2222',
  '3333',
  '4444',
  '5555',
  '6666',
  '123',
  '456',
  '789',
  '45',
  '00',
  '99',
  '12',
];

describe('the lottery bet types', () => {
  it('has 27 numbers in the hand-written draw', () => {
    expect(drawn).toHaveLength(27);
    expect(byPrize(drawn).map((p) => p.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
  });

  it('counts a lô number once for each number ending with it, đề and 3 càng on the special only', () => {
    expect(timesDrawn('lo2', '45', drawn)).toBe(11);
    expect(timesDrawn('lo2', '12', drawn)).toBe(1);
    expect(timesDrawn('lo2', '13', drawn)).toBe(0);
    expect(timesDrawn('lo3', '345', drawn)).toBe(2);
    // 45 and 12 are two-digit numbers: lô 3 số does not read them.
    expect(timesDrawn('lo3', '012', drawn)).toBe(0);
    expect(timesDrawn('de', '45', drawn)).toBe(1);
    expect(timesDrawn('de', '90', drawn)).toBe(0);
    expect(timesDrawn('cang3', '345', drawn)).toBe(1);
  });

  it('pays each type as a player works it out by hand', () => {
    // Lô 2 số: 10 points at ৳1 cost ৳270.00 and pay 10 × ৳99 per appearance: 11 × ৳990.00.
    expect(betReturn('lo2', ['45'], 27000n, takenOdds('lo2', odds), drawn)).toBe(11n * 99000n);
    expect(betReturn('lo2', ['13'], 27000n, takenOdds('lo2', odds), drawn)).toBe(0n);
    // Lô 3 số: one point (৳23.00) pays ৳900.00 per appearance.
    expect(betReturn('lo3', ['345'], 2300n, takenOdds('lo3', odds), drawn)).toBe(2n * 90000n);
    // Đề: ৳10.00 × 95; 3 càng: ৳10.00 × 900.
    expect(betReturn('de', ['45'], 1000n, takenOdds('de', odds), drawn)).toBe(95000n);
    expect(betReturn('de', ['44'], 1000n, takenOdds('de', odds), drawn)).toBe(0n);
    expect(betReturn('cang3', ['345'], 1000n, takenOdds('cang3', odds), drawn)).toBe(900000n);
    expect(betReturn('cang3', ['245'], 1000n, takenOdds('cang3', odds), drawn)).toBe(0n);
    // Xiên: every number must come, however often.
    expect(betReturn('xien2', ['45', '12'], 1000n, takenOdds('xien2', odds), drawn)).toBe(17000n);
    expect(betReturn('xien3', ['45', '12', '00'], 1000n, takenOdds('xien3', odds), drawn)).toBe(65000n);
    expect(betReturn('xien4', ['45', '12', '00', '99'], 1000n, takenOdds('xien4', odds), drawn)).toBe(250000n);
    expect(betReturn('xien4', ['45', '12', '00', '98'], 1000n, takenOdds('xien4', odds), drawn)).toBe(0n);
  });

  it('refuses numbers of the wrong length, count or repeated', () => {
    expect(betNumbersProblem('lo2', ['45'])).toBeNull();
    expect(betNumbersProblem('lo2', ['4'])).toBe('digits');
    expect(betNumbersProblem('lo3', ['45'])).toBe('digits');
    expect(betNumbersProblem('de', ['4a'])).toBe('digits');
    expect(betNumbersProblem('xien2', ['45'])).toBe('count');
    expect(betNumbersProblem('xien3', ['45', '12', '45'])).toBe('repeated');
  });

  it('states each type’s return to player: lô 99 %, đề 95 %, xiên 2 93 %, xiên 4 67 %', () => {
    const rtp = Object.fromEntries(BET_TYPES.map((t) => [t, Number(returnToPlayer(t, odds).toFixed(4))]));
    expect(rtp).toEqual({ lo2: 0.99, lo3: 0.9, de: 0.95, cang3: 0.9, xien2: 0.933, xien3: 0.7994, xien4: 0.6675 });
  });

  it('returns what it states over 20,000 fair draws, every bet of each type played on each, within half a point', () => {
    const seeds = seedChain(20_000, 'a'.repeat(64));
    const paid = new Map<LotteryBetType, number>(BET_TYPES.map((t) => [t, 0]));
    const choose = (n: number, k: number) => Array.from({ length: k }, (_, i) => (n - i) / (i + 1)).reduce((a, b) => a * b, 1);
    for (let i = 0; i < seeds.length; i++) {
      const numbers = drawNumbers(seeds[i]!, `T${i}`);
      const tails = new Set(numbers.map((x) => x.slice(-2)));
      // Every lô and đề number staked one unit of cost: their returns summed over all numbers, per bet.
      paid.set('lo2', paid.get('lo2')! + (numbers.length * (99 / 27)) / 100);
      paid.set('lo3', paid.get('lo3')! + (numbers.filter((x) => x.length >= 3).length * (900 / 23)) / 1000);
      paid.set('de', paid.get('de')! + 95 / 100);
      paid.set('cang3', paid.get('cang3')! + 900 / 1000);
      // Every xiên of k numbers: those wholly among the draw's tails win.
      for (const [type, k] of [
        ['xien2', 2],
        ['xien3', 3],
        ['xien4', 4],
      ] as const)
        paid.set(type, paid.get(type)! + (choose(tails.size, k) / choose(100, k)) * odds[type].pays);
    }
    for (const type of BET_TYPES) expect(Math.abs(paid.get(type)! / seeds.length - returnToPlayer(type, odds)), type).toBeLessThan(0.005);
  });
});
