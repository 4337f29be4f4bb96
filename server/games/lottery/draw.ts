/**
 * A draw of the in-house Vietnam lottery, provably fair (decision 0310). Its 27 numbers are fixed
 * by the issue's seed, whose SHA-256 is shown before betting opens and the seed itself after the
 * draw; the seeds of a schedule form a hash chain whose last hash is published when it starts, so
 * no seed can be chosen after the fact.
 *
 * To recompute an issue's numbers:
 *
 *   1. for n = 0, 1, …, 26 (the numbers in prize order, special first) and k = 0, 1, …:
 *      digest = HMAC-SHA256(key = seed, message = `${issue}:${n}:${k}`), the seed and the message as
 *      UTF-8 text (the seed's 64 hex characters, not the bytes they spell);
 *   2. each 4-byte group of the digest, big-endian, is a whole number u below 2^32; a number of d
 *      digits takes the first u below the largest multiple of 10^d under 2^32 (the rest are skipped
 *      so every value is as likely), and is u mod 10^d written with d digits, leading zeros kept;
 *   3. when all eight groups of a digest are skipped (about once in 10^8 digests), k moves on.
 *
 * The chain: seed[i] = SHA-256(seed[i + 1]) as hex text; issue i of the schedule uses seed[i], and
 * the hash published at the start is SHA-256(seed[0]). Revealing seed[i] lets anyone check it
 * hashes to seed[i - 1], and so back to the published hash.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { hashSeed } from '../studio/fair';
import { drawNumbersWith } from '../../../src/engine/lotteryDraw';

export { PRIZES, NUMBER_DIGITS, byPrize } from '../../../src/engine/lotteryDraw';

/** An issue's 27 numbers in prize order (special first): the draw, by the mapping the browser's check shares (src/engine/lotteryDraw.ts). */
export function drawNumbers(seed: string, issue: string): string[] {
  return drawNumbersWith((message) => createHmac('sha256', seed).update(message).digest(), issue);
}

/** The SHA-256 of a seed (of its hex text), as hex: what is shown before the seed is revealed; the studio's games commit to theirs alike. */
export { hashSeed };

/**
 * A schedule's seeds: `length` of them, each the hash of the next, from a fresh random last one.
 * The first is used first; the hash to publish is hashSeed(seeds[0]).
 */
export function seedChain(length: number, last: string = randomBytes(32).toString('hex')): string[] {
  const seeds = [last];
  for (let i = 1; i < length; i++) seeds.push(hashSeed(seeds[seeds.length - 1]!));
  return seeds.reverse();
}

/** Whether a revealed seed belongs to the chain: it hashes to the seed revealed before it (or to the published hash, for the first). */
export const followsInChain = (seed: string, previousSeedOrPublishedHash: string): boolean => hashSeed(seed) === previousSeedOrPublishedHash;
