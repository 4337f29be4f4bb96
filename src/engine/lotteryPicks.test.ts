import { describe, expect, it } from 'vitest';
import { betShape, defaultOdds, isPointBet } from '../../server/games/lottery/betTypes';
import { lotteryBetTypes, lotteryPicks, slipFigures } from './lotteryPicks';

describe('the bet slip’s shapes of the lottery’s bet types', () => {
  it('are the server’s: the digits, the count of numbers and points for lô', () => {
    for (const type of lotteryBetTypes) expect(lotteryPicks[type], type).toEqual({ ...betShape[type], points: isPointBet(type) });
    expect(lotteryBetTypes).toEqual(Object.keys(betShape));
  });

  it('works out cost and win as a player does: 2 lô points cost 54 and pay 198 a time; ৳10 on đề wins ৳950', () => {
    expect(slipFigures('lo2', defaultOdds, 2)).toEqual({ cost: 54, win: 198, perAppearance: true });
    expect(slipFigures('de', defaultOdds, 10)).toEqual({ cost: 10, win: 950, perAppearance: false });
    expect(slipFigures('xien2', defaultOdds, 10)).toEqual({ cost: 10, win: 170, perAppearance: false });
  });
});
