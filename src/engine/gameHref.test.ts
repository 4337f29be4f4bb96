import { describe, expect, it } from 'vitest';
import brandSchema from '../../schemas/config/brand.schema.json';
import { gameHref, opensFirstGame } from './gameHref';
import { defaultLotteryVendors, lotteryVendorCodes, lotteryVendorsOf } from './lotteryVendors';

const roles = lotteryVendorCodes(defaultLotteryVendors);

describe('gameHref', () => {
  it('launches a game in the frame by its nodeId', () => {
    expect(gameHref({ nodeId: 42, gameCode: 'JILI-RNG-1', vassalage: 'JILI', gameType: 'RNG' }, roles)).toBe('/game?nodeId=42');
  });

  it('opens a lottery vendor’s lottery and e-lottery games on /lottery (SPEC §2.8)', () => {
    expect(gameHref({ nodeId: 7, gameCode: 'VN 01', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, roles)).toBe('/lottery?gameCode=VN+01&vendor=TCG_LOTTO_VN');
    expect(gameHref({ nodeId: 8, gameCode: 'E1', vassalage: 'TCG_ELOTT', gameType: 'ELOTT' }, roles)).toBe('/lottery?gameCode=E1&vendor=TCG_ELOTT');
  });

  it('launches another vendor’s lottery game, and a lottery vendor’s game of another category, in the frame', () => {
    expect(gameHref({ nodeId: 9, gameCode: 'X1', vassalage: 'PP', gameType: 'ELOTT' }, roles)).toBe('/game?nodeId=9');
    expect(gameHref({ nodeId: 10, gameCode: 'X2', vassalage: 'TCG_SEA', gameType: 'RNG' }, roles)).toBe('/game?nodeId=10');
  });
});

describe('the lottery roles as brand data', () => {
  it('sends a game of the vendor a brand names for a role to /lottery, and the default it replaced to the frame', () => {
    const bd = lotteryVendorCodes(lotteryVendorsOf({ lotteryVendors: { vietnam: 'MQ_LOTTO' } }));
    expect(bd).toEqual(['MQ_LOTTO', 'TCG_SEA', 'TCG_LOTTO', 'TCG_ELOTT']);
    expect(gameHref({ nodeId: 3, gameCode: 'VN_NORTH', vassalage: 'MQ_LOTTO', gameType: 'LOTT' }, bd)).toBe('/lottery?gameCode=VN_NORTH&vendor=MQ_LOTTO');
    expect(gameHref({ nodeId: 4, gameCode: 'VN 01', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, bd)).toBe('/game?nodeId=4');
  });

  it('keeps the brand schema’s defaults', () => {
    const roles = (brandSchema.properties.lotteryVendors as { properties: Record<string, { default: string }> }).properties;
    expect(Object.fromEntries(Object.entries(roles).map(([role, s]) => [role, s.default]))).toEqual(defaultLotteryVendors);
  });
});

describe('opensFirstGame', () => {
  it.each([
    ['COCKFIGHT', 2, true],
    ['COCKFIGHT', 1, true],
    ['COCKFIGHT', 0, false],
    ['LIVE', 1, true],
    ['LIVE', 6, false],
    ['LIVE', 0, false],
  ] as const)('%s with %i games: %s', (gameType, total, expected) => {
    expect(opensFirstGame(gameType, total)).toBe(expected);
  });
});
