import { describe, expect, it } from 'vitest';
import { tickerSeconds, TICKER_STEP_PX } from './winnerTicker';

describe('tickerSeconds', () => {
  it('moves half a pixel a frame at 60 frames a second: 30 px a second', () => {
    expect(TICKER_STEP_PX).toBe(0.5);
    expect(tickerSeconds(960)).toBe(32);
    expect(tickerSeconds(15)).toBe(0.5);
  });

  it('never runs backwards', () => {
    expect(tickerSeconds(-10)).toBe(0);
  });
});
