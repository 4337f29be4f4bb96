import { describe, expect, it } from 'vitest';
import { fairFloats } from './fair';
import { baccaratRtp, bankerDraws, playBaccarat, type BaccaratBets } from './baccarat';

const serverSeed = '7a1c3e5b9d0f2a4c6e8b1d3f5a7c9e0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f1a3c';
const ranks = 'A23456789TJQK';
const suits = 'SHDC';

/** Floats that deal the given cards, in dealing order, from the shoe as baccarat.ts lays it out. */
function dealing(cards: string[]): () => number {
  const dealt: number[] = [];
  const floats = cards.map((card) => {
    const first = ranks.indexOf(card[0]!) + 13 * suits.indexOf(card[1]!);
    let index = first;
    while (dealt.includes(index)) index += 52;
    const below = dealt.filter((d) => d < index).length;
    const left = 416 - dealt.length;
    dealt.push(index);
    return (index - below + 0.5) / left;
  });
  return () => {
    const next = floats.shift();
    if (next === undefined) throw new Error('the hand drew more cards than given');
    return next;
  };
}

/** The exact chance of each outcome from a full 8-deck shoe, every way the cards can fall. */
function exactOutcomes() {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  let left = 416;
  const chance = { player: 0, banker: 0, tie: 0 };
  const draw = (p: number, then: (value: number, p: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (counts[v] === 0) continue;
      const q = (p * counts[v]!) / left;
      counts[v]!--;
      left--;
      then(v, q);
      counts[v]!++;
      left++;
    }
  };
  const settle = (player: number, banker: number, p: number) => {
    chance[player > banker ? 'player' : banker > player ? 'banker' : 'tie'] += p;
  };
  const bankerTurn = (player: number, banker: number, third: number | null, p: number) => {
    if (bankerDraws(banker, third)) draw(p, (b3, q) => settle(player, (banker + b3) % 10, q));
    else settle(player, banker, p);
  };
  draw(1, (p1, q1) =>
    draw(q1, (b1, q2) =>
      draw(q2, (p2, q3) =>
        draw(q3, (b2, q4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) settle(player, banker, q4);
          else if (player <= 5) draw(q4, (p3, q5) => bankerTurn((player + p3) % 10, banker, p3, q5));
          else bankerTurn(player, banker, null, q4);
        }),
      ),
    ),
  );
  return chance;
}

describe('baccarat', () => {
  it('declares the exact RTP of each bet (8 decks)', () => {
    const p = exactOutcomes();
    expect(p.player + p.banker + p.tie).toBeCloseTo(1, 10);
    expect(Math.abs(p.banker * 1.95 + p.tie - baccaratRtp.banker)).toBeLessThan(0.00005);
    expect(Math.abs(p.player * 2 + p.tie - baccaratRtp.player)).toBeLessThan(0.00005);
    expect(Math.abs(p.tie * 9 - baccaratRtp.tie)).toBeLessThan(0.00005);
  });

  // A few seconds on an idle core; the timeout leaves room for a machine busy with other work.
  it('returns the declared RTP on the player and banker bets, simulated through the fair floats', { timeout: 120_000 }, () => {
    // A unit banker bet nets +0.95, −1 or 0 (tie): variance ≈ 0.86 (the player bet's ≈ 0.90), so
    // 600,000 hands keep 4 standard errors inside ±0.005. Both bets settle on the same hands.
    const n = 600_000;
    const bets: Array<{ name: 'player' | 'banker'; bets: BaccaratBets }> = [
      { name: 'player', bets: { player: 100n } },
      { name: 'banker', bets: { banker: 100n } },
    ];
    const sums = [0, 0];
    const squares = [0, 0];
    for (let nonce = 0; nonce < n; nonce++) {
      const floats = fairFloats(serverSeed, 'baccarat', nonce, 6);
      bets.forEach((bet, i) => {
        let k = 0;
        const x = Number(playBaccarat(() => floats[k++]!, bet.bets).payout) / 100;
        sums[i]! += x;
        squares[i]! += x * x;
      });
    }
    bets.forEach(({ name }, i) => {
      const rtp = sums[i]! / n;
      const standardError = Math.sqrt((squares[i]! / n - rtp * rtp) / n);
      console.log(`baccarat ${name}: declared ${baccaratRtp[name]}, simulated ${rtp.toFixed(5)}, standard error ${standardError.toFixed(5)}`);
      expect(4 * standardError).toBeLessThanOrEqual(0.005);
      expect(Math.abs(rtp - baccaratRtp[name])).toBeLessThanOrEqual(0.005);
    });
  });

  it('deals a natural and stands', () => {
    const hand = playBaccarat(dealing(['4S', '3D', '4H', '4C']), { player: 100n });
    expect(hand).toEqual({ playerCards: ['4S', '4H'], bankerCards: ['3D', '4C'], playerTotal: 8, bankerTotal: 7, outcome: 'player', payout: 200n });
  });

  it('draws for a player on 5; a banker on 3 stands against a third card of 8, and a tie pushes player and banker bets', () => {
    const hand = playBaccarat(dealing(['2S', 'KS', '3H', '3C', '8D']), { player: 100n, banker: 100n, tie: 10n });
    expect(hand.playerCards).toEqual(['2S', '3H', '8D']);
    expect(hand.bankerCards).toEqual(['KS', '3C']);
    expect([hand.playerTotal, hand.bankerTotal, hand.outcome, hand.payout]).toEqual([3, 3, 'tie', 290n]);
  });

  it('has the banker draw on 0-5 when the player stood, and keeps the commission in whole minor units', () => {
    const hand = playBaccarat(dealing(['QS', '2C', '6H', '3D', '4S']), { banker: 33n });
    expect(hand.playerCards).toEqual(['QS', '6H']);
    expect(hand.bankerCards).toEqual(['2C', '3D', '4S']);
    expect([hand.playerTotal, hand.bankerTotal, hand.outcome, hand.payout]).toEqual([6, 9, 'banker', 64n]);
  });

  it('has a banker on 6 draw against a third card of 6, and a banker on 4 stand against an ace', () => {
    const six = playBaccarat(dealing(['AS', '3H', '2S', '3D', '6S', '2D']), { player: 100n, banker: 100n });
    expect([six.playerCards, six.bankerCards, six.playerTotal, six.bankerTotal, six.outcome, six.payout]).toEqual([['AS', '2S', '6S'], ['3H', '3D', '2D'], 9, 8, 'player', 200n]);
    const four = playBaccarat(dealing(['AS', '2C', 'AH', '2D', 'AD']), { banker: 100n });
    expect([four.playerCards.length, four.bankerCards.length, four.playerTotal, four.bankerTotal, four.outcome, four.payout]).toEqual([3, 2, 3, 4, 'banker', 195n]);
  });

  it('stands both hands on 7', () => {
    const hand = playBaccarat(dealing(['3S', '5H', '4S', '2H']), { tie: 100n });
    expect([hand.playerCards.length, hand.bankerCards.length, hand.outcome, hand.payout]).toEqual([2, 2, 'tie', 900n]);
  });

  it('follows the banker tableau for every total and third card', () => {
    // Banker total → the player's third cards it draws against.
    const drawsAgainst = ['0123456789', '0123456789', '0123456789', '012345679', '234567', '4567', '67', ''];
    for (let total = 0; total <= 7; total++) {
      for (let third = 0; third <= 9; third++) expect(bankerDraws(total, third), `banker ${total}, third card ${third}`).toBe(drawsAgainst[total]!.includes(String(third)));
      expect(bankerDraws(total, null), `banker ${total}, player stood`).toBe(total <= 5);
    }
  });

  it('deals each card once from the shoe', () => {
    // The same rank and suit comes from another of the 8 decks: a card dealt is gone from the shoe.
    const hand = playBaccarat(dealing(['AS', 'AS', 'AS', 'AS', 'AS', 'AS']), {});
    expect([...hand.playerCards, ...hand.bankerCards].every((c) => c === 'AS')).toBe(true);
    expect(hand.payout).toBe(0n);
  });
});
