import { describe, expect, it } from 'vitest';
import { gameHref, opensFirstGame } from './gameHref';

describe('gameHref', () => {
  it('launches a game in the frame by its nodeId', () => {
    expect(gameHref({ nodeId: 42, gameCode: 'JILI-RNG-1', vassalage: 'JILI', gameType: 'RNG' })).toBe('/game?nodeId=42');
  });

  it('opens a lottery vendor’s lottery and e-lottery games on /lottery (SPEC §2.8)', () => {
    expect(gameHref({ nodeId: 7, gameCode: 'VN 01', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' })).toBe('/lottery?gameCode=VN+01&vendor=TCG_LOTTO_VN');
    expect(gameHref({ nodeId: 8, gameCode: 'E1', vassalage: 'TCG_ELOTT', gameType: 'ELOTT' })).toBe('/lottery?gameCode=E1&vendor=TCG_ELOTT');
    expect(gameHref({ nodeId: 11, gameCode: 'VN_FAST1', vassalage: 'MQ_LOTTO', gameType: 'LOTT' })).toBe('/lottery?gameCode=VN_FAST1&vendor=MQ_LOTTO');
  });

  it('launches another vendor’s lottery game, and a lottery vendor’s game of another category, in the frame', () => {
    expect(gameHref({ nodeId: 9, gameCode: 'X1', vassalage: 'PP', gameType: 'ELOTT' })).toBe('/game?nodeId=9');
    expect(gameHref({ nodeId: 10, gameCode: 'X2', vassalage: 'TCG_SEA', gameType: 'RNG' })).toBe('/game?nodeId=10');
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
