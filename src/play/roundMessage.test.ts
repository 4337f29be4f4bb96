import { describe, expect, it } from 'vitest';
import { formatMultiplier, outcomeLabel, roundMessage, type Translate } from './roundMessage';

// Keys and values as text, so each case shows what it asked the locale for.
const t: Translate = (key, values) => (values ? `${key}(${Object.entries(values).map(([k, v]) => `${k}=${v}`).join(',')})` : key);
const money = { symbol: '৳' };

describe('roundMessage', () => {
  it('says what a slot paid, free spins included', () => {
    const base = { kind: 'slot' as const, grid: [], stops: [], lineWins: [], scatterWin: '0', totalWin: '300' };
    expect(roundMessage(t, { ...base, freeSpins: [] }, { ...money, stake: '15.00', payout: '3.00' })).toBe('result_won(amount=৳ 3.00)');
    expect(roundMessage(t, { ...base, freeSpins: [{ grid: [], lineWins: [], scatterWin: '0', win: '0' }] }, { ...money, stake: '15.00', payout: '0.00' })).toBe('result_slotFree(spins=1) result_lost');
  });

  it('tells a baccarat hand, and a tie that returns a Player bet', () => {
    const hand = { kind: 'baccarat' as const, choice: 'player' as const, playerCards: [], bankerCards: [], playerTotal: 6, bankerTotal: 6, outcome: 'tie' as const, payout: '100' };
    expect(roundMessage(t, hand, { ...money, stake: '1.00', payout: '1.00' })).toBe('result_baccarat_tie(player=6,banker=6) result_returned(amount=৳ 1.00)');
    expect(roundMessage(t, { ...hand, outcome: 'banker', bankerTotal: 7, choice: 'banker' }, { ...money, stake: '0.20', payout: '0.39' })).toBe(
      'result_baccarat_banker(player=6,banker=7) result_won(amount=৳ 0.39)',
    );
  });

  it('tells a crash round against its target', () => {
    expect(roundMessage(t, { kind: 'crash', target: 2, crashPoint: 1.03, won: false, payout: '0' }, { ...money, stake: '0.50', payout: '0.00' })).toBe('result_crash_lost(target=2.00×,point=1.03×) result_lost');
    expect(roundMessage(t, { kind: 'crash', target: 2, crashPoint: 3.5, won: true, payout: '100' }, { ...money, stake: '0.50', payout: '1.00' })).toBe(
      'result_crash_won(target=2.00×,point=3.50×) result_won(amount=৳ 1.00)',
    );
  });

  it('names a pick game\'s result by its market', () => {
    expect(roundMessage(t, { kind: 'pick', choice: 'home', result: 'away', won: false, odds: 2.11, payout: '0' }, { ...money, stake: '1.00', payout: '0.00', market: 'match' })).toBe('result_pick(result=pick_match_away) result_lost');
  });
});

describe('outcomeLabel and formatMultiplier', () => {
  it('labels outcomes by market', () => {
    expect(outcomeLabel(t, 'cockfight', 'meron')).toBe('pick_cockfight_meron');
    expect(outcomeLabel(t, 'numbers', '7')).toBe('pick_number(n=7)');
  });

  it('writes multipliers with two places', () => {
    expect(formatMultiplier(2)).toBe('2.00×');
    expect(formatMultiplier(1000)).toBe('1,000.00×');
  });
});
