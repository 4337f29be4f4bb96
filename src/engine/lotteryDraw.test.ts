import { describe, expect, it } from 'vitest';
import { byPrize, drawNumbersAsync, headsAndTails, numberFromDigest, reachesPublishedHash } from './lotteryDraw';

// The browser's recomputation of a draw, with WebCrypto as the verify page uses it. The expected
// numbers are the server's draw of the same seeds (server/games/lottery/draw.test.ts checks the
// server and this mapping agree on many more).

const text = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const hmacOf = async (seed: string) => {
  const key = await crypto.subtle.importKey('raw', text.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return async (message: string) => new Uint8Array(await crypto.subtle.sign('HMAC', key, text.encode(message)));
};
const sha256 = async (t: string) => hex(await crypto.subtle.digest('SHA-256', text.encode(t)));

describe('a draw recomputed in the browser', () => {
  it('gives the server’s numbers for fixed seeds', async () => {
    expect(await drawNumbersAsync(await hmacOf('b'.repeat(64)), '20261130-0001')).toEqual([
      '15463',
      '45490',
      '17611',
      '25747',
      '24916',
      '36206',
      '63204',
      '13091',
      '92299',
      '90591',
      '2592',
      '0611',
      '4686',
      '1407',
      '3293',
      '0424',
      '3568',
      '9526',
      '5919',
      '4316',
      '141',
      '707',
      '904',
      '33',
      '09',
      '19',
      '94',
    ]);
    const other = await drawNumbersAsync(await hmacOf('0123456789abcdef'.repeat(4)), '20261201-0042');
    expect(byPrize(other)).toEqual([
      ['06862'],
      ['91848'],
      ['65086', '99456'],
      ['95084', '76595', '45599', '53527', '79494', '61563'],
      ['3548', '6468', '6985', '1885'],
      ['7532', '4998', '1398', '1622', '6959', '6706'],
      ['534', '674', '457'],
      ['51', '34', '59', '69'],
    ]);
  });

  it('skips a group at or above the last whole multiple of 10^d, and asks for the next digest when all are', () => {
    const group = (u: number) => [u >>> 24, (u >>> 16) & 255, (u >>> 8) & 255, u & 255];
    // 2^32 - (2^32 mod 100) = 4,294,967,200: 4,294,967,250 is skipped, 1,234 gives 34.
    expect(numberFromDigest(new Uint8Array([...group(4_294_967_250), ...group(1_234)]), 2)).toBe('34');
    expect(numberFromDigest(new Uint8Array(group(4_294_967_250)), 2)).toBeNull();
    expect(numberFromDigest(new Uint8Array(group(7)), 5)).toBe('00007');
  });

  it('follows a seed up its chain to the published hash, in position + 1 steps exactly', async () => {
    const seed = 'a'.repeat(64);
    const published = await sha256(await sha256(await sha256(seed)));
    expect(await reachesPublishedHash(seed, 2, published, sha256)).toBe(true);
    expect(await reachesPublishedHash(seed, 1, published, sha256)).toBe(false);
    expect(await reachesPublishedHash('b'.repeat(64), 2, published, sha256)).toBe(false);
  });

  it('lists the last two digits by head and by tail', () => {
    const { heads, tails } = headsAndTails(['12345', '045', '07', '99']);
    expect(heads[4]).toEqual(['5', '5']);
    expect(heads[0]).toEqual(['7']);
    expect(heads[9]).toEqual(['9']);
    expect(tails[5]).toEqual(['4', '4']);
    expect(tails[7]).toEqual(['0']);
    expect(heads.flat()).toHaveLength(4);
  });
});
