import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { byPrize, drawNumbers, followsInChain, hashSeed, seedChain } from './draw';
import { drawNumbersAsync, reachesPublishedHash } from '../../../src/engine/lotteryDraw';

describe('a fair lottery draw', () => {
  const seed = 'b'.repeat(64);

  it('draws 27 numbers of 5, 5, 5, 5, 4, 4, 3, 2 digits by prize, the same from the same seed and issue', () => {
    const numbers = drawNumbers(seed, '20261130-0001');
    expect(byPrize(numbers).map((p) => p.map((n) => n.length))).toEqual([[5], [5], [5, 5], [5, 5, 5, 5, 5, 5], [4, 4, 4, 4], [4, 4, 4, 4, 4, 4], [3, 3, 3], [2, 2, 2, 2]]);
    expect(numbers.every((n) => /^[0-9]+$/.test(n))).toBe(true);
    expect(drawNumbers(seed, '20261130-0001')).toEqual(numbers);
    expect(drawNumbers(seed, '20261130-0002')).not.toEqual(numbers);
  });

  it('is what the published recipe gives, step by step', () => {
    // The special prize: the first 4-byte group of HMAC(seed, "issue:0:0") below 4,294,900,000, mod 100,000.
    const digest = createHmac('sha256', seed).update('X1:0:0').digest();
    const groups = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4)).filter((u) => u < 4_294_900_000);
    expect(drawNumbers(seed, 'X1')[0]).toBe(String(groups[0]! % 100_000).padStart(5, '0'));
  });

  it('chains its seeds: each revealed seed hashes to the one before it, the first to the published hash', () => {
    const seeds = seedChain(5);
    const published = hashSeed(seeds[0]!);
    expect(followsInChain(seeds[0]!, published)).toBe(true);
    for (let i = 1; i < seeds.length; i++) expect(followsInChain(seeds[i]!, seeds[i - 1]!)).toBe(true);
    expect(followsInChain(seeds[2]!, seeds[0]!)).toBe(false);
  });

  it('gives every last two digits alike over 10,000 draws (chi-square, 99 degrees of freedom)', () => {
    const counts = new Array<number>(100).fill(0);
    const seeds = seedChain(10_000, 'c'.repeat(64));
    seeds.forEach((s, i) => drawNumbers(s, `T${i}`).forEach((n) => counts[Number(n.slice(-2))]!++));
    const expected = (seeds.length * 27) / 100;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 99 degrees of freedom: above 148 happens by chance once in a thousand.
    expect(chiSquare).toBeLessThan(148);
  });

  it('is what the browser recomputes with WebCrypto, issue after issue of a chain, each seed reaching the published hash', async () => {
    const seeds = seedChain(40, 'd'.repeat(64));
    const published = hashSeed(seeds[0]!);
    const encode = new TextEncoder();
    for (const [i, seed] of seeds.entries()) {
      const key = await crypto.subtle.importKey('raw', encode.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const browser = await drawNumbersAsync(async (m) => new Uint8Array(await crypto.subtle.sign('HMAC', key, encode.encode(m))), `20261130-${i}`);
      expect(browser).toEqual(drawNumbers(seed, `20261130-${i}`));
      expect(await reachesPublishedHash(seed, i, published, (t) => Promise.resolve(hashSeed(t)))).toBe(true);
    }
  });
});
